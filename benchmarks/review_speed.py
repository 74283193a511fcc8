"""Time to review a whole game (every hold, call and score against the advisor's best), once
the advisor's tables are in memory. Target: a four-player Yahtzee game well under a second."""

from __future__ import annotations

import argparse
import time

from common import benchmark_home, describe, machine

from yahtzee_tui.game import GameState, Player, new_game
from yahtzee_tui.strategy import play_turn, prepare_advisor
from yahtzee_tui.strategy.review import review

LEVELS = ("easy", "medium", "expert", "medium", "easy", "expert")


def played(rules: str, players: int, seed: int) -> GameState:
    """A finished game of computer players of mixed levels."""
    seats = [Player(f"P{n + 1}", "computer", LEVELS[n]) for n in range(players)]
    state = new_game(rules, seats, seed, 0)
    while not state.is_over:
        state, _ = play_turn(state)
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", nargs="+", default=["yahtzee", "yatzy", "yamb"])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    print(f"review of a whole game ({machine()})")
    with benchmark_home():
        for rules in args.rules:
            prepare_advisor(rules)  # loading or building tables is timed elsewhere
            games = [played(rules, args.players, seed) for seed in range(1, args.games + 1)]
            times = []
            decisions = 0
            for state in games:
                start = time.perf_counter()
                found = review(state)
                times.append(time.perf_counter() - start)
                decisions += len(found.decisions)
            print(
                f"  {rules}, {args.players} players: {describe(times)} games, "
                f"{decisions / len(games):.0f} decisions a game"
            )


if __name__ == "__main__":
    main()
