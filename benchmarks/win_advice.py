"""The win level against the hint panel's advice for the win, head to head on paired dice.

The hint panel, when it plays for the win, ranks options by the exact chance over the last
`win_play.WIN_HORIZON` boxes against playouts of the other cards (`win_play.advise_for_goal`),
and by points before that. That advice costs up to a second a decision; the win level
(`win_policy`) a few milliseconds. Here a player that always takes the panel's best option
meets the win level in two-player matches (each match both seatings of the same dice, as
`strategy.matches` deals them), for as many matches as --minutes allow. Prints the win
level's share of the wins with its 95 % interval, and the mean scores.
"""

from __future__ import annotations

import argparse
import time

import numpy as np
from common import benchmark_home, machine, share_columns

from yahtzee_tui.engine import find_rules, totals
from yahtzee_tui.game import GameState, Player, new_game
from yahtzee_tui.game.moves import ROLL, Move, apply
from yahtzee_tui.strategy import players
from yahtzee_tui.strategy.goals import WIN, Goal
from yahtzee_tui.strategy.matches import HeadToHead, _derived, _paired_dice
from yahtzee_tui.strategy.win_play import advise_for_goal
from yahtzee_tui.strategy.win_policy import win_tables


def advised(state: GameState) -> Move:
    """The hint panel's best option for the win (points before its horizon)."""
    if not state.has_rolled:
        return players.play_as(state, "expert")  # the roll
    advice = advise_for_goal(state, Goal(WIN))
    return players._advised_move(state, advice[0], advice)


def play(rules: str, seed: int, win_seat: int) -> list[int]:
    ruleset = find_rules(rules)
    names = [Player(f"P{seat}", "computer", "win") for seat in range(2)]
    state = new_game(ruleset, names, seed=seed, first_player=0)
    while not state.is_over:
        move = players.play_as(state, "win") if state.current == win_seat else advised(state)
        if move.kind == ROLL:
            state = _paired_dice(state, seed)
        state = apply(state, move)
    return [totals(ruleset, sheet)["total"] for sheet in state.sheets]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", default="yatzy")
    parser.add_argument("--minutes", type=float, default=20.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with benchmark_home():
        print(machine())
        win_tables(args.rules)
        lineups, scores = [], []
        started, cpu = time.monotonic(), time.process_time()
        match = 0
        while time.monotonic() - started < args.minutes * 60:
            seed = _derived(args.seed, "group", match)
            for win_seat in (0, 1):
                scores.append(play(args.rules, seed, win_seat))
                lineups.append([0 if seat == win_seat else 1 for seat in range(2)])
            match += 1
        result = HeadToHead(
            args.rules, ("win", "advice"), args.seed, 2, np.array(lineups), np.array(scores)
        )
        rate, low, high = result.win_rate("win")
        print(
            f"{args.rules}: {match} matches ({result.games} games), win level's share "
            f"{rate * 100:.2f} % ({share_columns(rate, low, high, 2)[0]}), mean scores "
            f"{result.mean_score('win'):.2f} (win level) and {result.mean_score('advice'):.2f} "
            f"(advice), {time.process_time() - cpu:.0f} s CPU"
        )


if __name__ == "__main__":
    main()
