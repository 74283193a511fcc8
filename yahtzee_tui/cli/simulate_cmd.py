"""`yahtzee-tui simulate`: many solitaire games under a strategy, and what they score."""

from __future__ import annotations

import argparse
import json
import time

from rich.console import Console
from rich.table import Table

from yahtzee_tui.cli.parsing import add_rules_option
from yahtzee_tui.cli.solve_cmd import build_progress
from yahtzee_tui.engine import RuleSet
from yahtzee_tui.errors import GameError
from yahtzee_tui.strategy.cache import cached_in_memory, solver_table
from yahtzee_tui.strategy.model import SOLVABLE, check_solvable
from yahtzee_tui.strategy.simulate import STRATEGIES, Simulation, simulate

HISTOGRAM_WIDTH = 40  # characters of the longest bar


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "simulate",
        help="play many solitaire games and summarise their scores",
        description=(
            "Play many solitaire games under a strategy and print the mean, standard deviation, "
            "median, percentiles and a histogram of the final scores."
        ),
    )
    add_rules_option(parser, f"rule set: {', '.join(SOLVABLE)} (default yahtzee)")
    parser.add_argument(
        "--strategy", default="optimal", choices=STRATEGIES, help="how the games are played"
    )
    parser.add_argument("--games", type=int, default=10_000, help="games to play (default 10000)")
    parser.add_argument("--seed", type=int, help="seed for the dice: the same seed, the same games")
    parser.add_argument("--bin", type=int, default=20, help="histogram bin width in points")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    rules: RuleSet = args.rules
    check_solvable(rules)
    if args.bin < 1:
        raise GameError(f"--bin takes a positive number of points, got {args.bin}")
    if not cached_in_memory(rules):
        with build_progress(f"Solving {rules.name}") as progress:
            solver_table(rules, progress)
    start = time.perf_counter()
    with build_progress(f"Playing {args.games:,} games") as progress:
        result = simulate(rules, args.games, args.seed, args.strategy, progress)
    seconds = time.perf_counter() - start
    if args.json:
        summary = result.summary()
        summary["histogram"] = [
            {"from": low, "to": low + args.bin, "games": n} for low, n in result.histogram(args.bin)
        ]
        summary["seconds"] = round(seconds, 3)
        print(json.dumps(summary))
        return 0
    _print(rules, result, args.bin, seconds)
    return 0


def _print(rules: RuleSet, result: Simulation, width: int, seconds: float) -> None:
    console = Console()
    summary = result.summary()
    seed = "no seed" if result.seed is None else f"seed {result.seed}"
    console.print(
        f"{rules.name}, {result.strategy} strategy: {result.games:,} games ({seed}) "
        f"in {seconds:.2f} s, {result.games / max(seconds, 1e-9):,.0f} games/s",
        markup=False,
        highlight=False,
    )
    stats = Table(show_header=False, box=None, pad_edge=False)
    stats.add_column(justify="left")
    stats.add_column(justify="right")
    stats.add_row("mean", f"{summary['mean']:.2f}")
    stats.add_row("standard deviation", f"{summary['std']:.2f}")
    stats.add_row("median", f"{summary['median']:.1f}")
    stats.add_row("lowest / highest", f"{summary['min']} / {summary['max']}")
    for p, value in summary["percentiles"].items():
        stats.add_row(f"{p}th percentile", f"{value:.1f}")
    console.print(stats)
    histogram = Table(title="final scores", box=None, pad_edge=False)
    histogram.add_column("points", justify="right")
    histogram.add_column("games", justify="right")
    histogram.add_column("")
    bins = result.histogram(width)
    most = max(n for _, n in bins)
    for low, n in bins:
        bar = "█" * round(HISTOGRAM_WIDTH * n / most) if n else ""
        histogram.add_row(f"{low}-{low + width - 1}", f"{n:,}", bar)
    console.print(histogram)
