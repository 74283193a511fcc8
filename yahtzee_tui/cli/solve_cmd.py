"""`yahtzee-tui solve`: the optimal solver's table for a rule set, and its expected score."""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.progress import (
    BarColumn,
    Progress,
    TaskID,
    TaskProgressColumn,
    TextColumn,
    TimeElapsedColumn,
)

from yahtzee_tui.cli.parsing import add_rules_option
from yahtzee_tui.engine import RuleSet
from yahtzee_tui.strategy.cache import SolverTable, load_or_build, solver_table, table_path
from yahtzee_tui.strategy.model import SOLVABLE, check_solvable


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "solve",
        help="solve a rule set for optimal play and print its expected score",
        description=(
            "Build (or load from the cache) the optimal-play table of a rule set and print the "
            "expected final score of an empty card."
        ),
    )
    add_rules_option(parser, f"rule set: {', '.join(SOLVABLE)} (default yahtzee)")
    parser.add_argument(
        "--rebuild", action="store_true", help="solve again even when a cached table exists"
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.set_defaults(handler=run)


@contextmanager
def build_progress(description: str) -> Iterator[Callable[[int, int], None]]:
    """A progress callback that shows a Rich bar on stderr once work starts (none otherwise)."""
    bar: Progress | None = None
    task: TaskID | None = None

    def update(done: int, total: int) -> None:
        nonlocal bar, task
        if bar is None or task is None:
            bar = Progress(
                TextColumn("{task.description}"),
                BarColumn(),
                TaskProgressColumn(),
                TimeElapsedColumn(),
                console=Console(stderr=True),
                transient=True,
            )
            bar.start()
            task = bar.add_task(description, total=total)
        bar.update(task, completed=done, total=total)

    try:
        yield update
    finally:
        if bar is not None:
            bar.stop()


def load_table(rules: RuleSet, rebuild: bool = False) -> tuple[SolverTable, float]:
    """The solver table (built with a progress bar when needed) and the seconds it took."""
    check_solvable(rules)
    start = time.perf_counter()
    with build_progress(f"Solving {rules.name}") as progress:
        if rebuild:
            table_path(rules.id).unlink(missing_ok=True)
            table = load_or_build(rules, progress=progress)
        else:
            table = solver_table(rules, progress)
    return table, time.perf_counter() - start


def run(args: argparse.Namespace) -> int:
    rules: RuleSet = args.rules
    table, seconds = load_table(rules, args.rebuild)
    built = table.build_seconds is not None
    if args.json:
        print(
            json.dumps(
                {
                    "rules": rules.id,
                    "expected_score": round(table.expected_score, 4),
                    "built": built,
                    "seconds": round(seconds, 3),
                    "path": str(table.path),
                }
            )
        )
        return 0
    how = "solved" if built else "loaded from the cache"
    print(f"{rules.name}: expected score {table.expected_score:.4f} under optimal play")
    print(f"table {how} in {_duration(seconds)} ({table.path})")
    return 0


def _duration(seconds: float) -> str:
    return f"{seconds:.2f} s" if seconds >= 1 else f"{seconds * 1000:.0f} ms"
