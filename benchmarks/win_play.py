"""The win level against score-maximisers, head to head on paired dice.

A match is one deal of dice played once for every seat of the win level, the --against level
in every other seat; each seat's dice are the same in every playing of the match. Prints, per
rule set, the win level's share of the wins (ties shared) against the fair 1/players, with
its 95 % interval over the matches; for two players also "win share minus the other's"
(2 x share - 1); the mean-score cost (the others' mean minus the win level's); and the CPU
time. Against `optimal`, every game of a chunk of matches is played at once
(`strategy.win_matches`); against `medium` or `expert` game by game through the game model
(`strategy.matches`), the moves the app's computers make.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from common import benchmark_home, machine, share_columns

from yahtzee_tui.strategy.matches import HeadToHead, play_head_to_head
from yahtzee_tui.strategy.styles import OPTIMAL, WIN_LEVEL
from yahtzee_tui.strategy.win_matches import play_win_matches
from yahtzee_tui.strategy.win_policy import win_tables


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", nargs="+", default=["yahtzee", "yatzy"])
    parser.add_argument("--games", type=int, default=200_000, help="games per rule set")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--against", default=OPTIMAL, help="optimal, medium or expert")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--minutes", type=float, help="against optimal: stop after the chunk that passes this"
    )
    parser.add_argument("--chunk", type=int, default=1000, help="matches played together")
    args = parser.parse_args()
    with benchmark_home():
        print(machine())
        print(
            "| rule set | against | matches (games) | win share | 95 % interval | fair share "
            "| share minus the other's | mean-score cost | CPU s |"
        )
        print("|---|---|---|---|---|---|---|---|---|")
        for rules in args.rules:
            win_tables(rules)  # built (or loaded) before the clock starts
            started = time.process_time()
            matches = max(1, args.games // args.players)
            if args.against == OPTIMAL:
                result = play_win_matches(
                    rules,
                    args.players,
                    matches,
                    args.seed,
                    stop=time_up(args.minutes),
                    chunk=args.chunk,
                )
            else:
                result = play_head_to_head(
                    rules,
                    (WIN_LEVEL, args.against),
                    matches * args.players,
                    args.players,
                    seed=args.seed,
                )
            seconds = time.process_time() - started
            print(row(rules, args.against, result, seconds), flush=True)


def time_up(minutes: float | None) -> Callable[[], bool] | None:
    """A stop that says yes once `minutes` have passed since it was made."""
    if minutes is None:
        return None
    deadline = time.monotonic() + minutes * 60
    return lambda: time.monotonic() > deadline


def row(rules: str, against: str, result: HeadToHead, seconds: float) -> str:
    rate, low, high = result.win_rate(WIN_LEVEL)
    others = result.scores[result.lineups != 0].mean()
    cost = others - result.mean_score(WIN_LEVEL)
    fair = 1 / result.players
    interval, margin = share_columns(rate, low, high, result.players)
    matches = result.games // result.players
    return (
        f"| `{rules}` | {against} | {matches:,} ({result.games:,}) | {rate * 100:.2f} % "
        f"| {interval} | {fair * 100:.2f} % | {margin} "
        f"| {cost:+.2f} points | {seconds:.0f} |"
    )


if __name__ == "__main__":
    main()
