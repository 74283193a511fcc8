"""How long the app's win level takes to choose: each decision of whole two-player games.

The win level sits in seat 0 against the expert, through the game model, as in the app.
Prints the CPU time of the level's decisions, apart for the normal weighing (more than
`win_tail.TAIL` boxes open) and for the exact tail (the first decision of a tail turn solves
the turn; the later ones read it).
"""

from __future__ import annotations

import argparse
import time

from common import benchmark_home, describe, machine

from yahtzee_tui.engine import find_rules
from yahtzee_tui.game import Player, new_game
from yahtzee_tui.game.moves import apply
from yahtzee_tui.strategy import players
from yahtzee_tui.strategy.win_level import plays_for_the_win
from yahtzee_tui.strategy.win_play import open_boxes
from yahtzee_tui.strategy.win_policy import win_tables
from yahtzee_tui.strategy.win_tail import TAIL


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", nargs="+", default=["yahtzee", "yatzy"])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with benchmark_home():
        print(machine())
        for rules in args.rules:
            win_tables(rules)  # built (or loaded) before the clock starts
            normal: list[float] = []
            tail: list[float] = []
            for game in range(args.games):
                seats = [Player("W", "computer", "win"), Player("E", "computer", "expert")]
                state = new_game(find_rules(rules), seats, seed=args.seed + game, first_player=0)
                while not state.is_over:
                    style = "win" if state.current == 0 else "expert"
                    timed = style == "win" and state.has_rolled and plays_for_the_win(state)
                    started = time.process_time()
                    move = players.play_as(state, style)
                    if timed:
                        spent = time.process_time() - started
                        (tail if open_boxes(state, 0) <= TAIL else normal).append(spent)
                    state = apply(state, move)
            print(f"{rules}, {args.games} games: normal weighing {describe(normal, 'ms')}")
            print(f"{rules}, {args.games} games: exact tail {describe(tail, 'ms')}")


if __name__ == "__main__":
    main()
