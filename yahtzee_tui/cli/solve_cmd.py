"""`yahtzee-tui solve`: the optimal solver's table for a rule set and its expected score, or
for Yamb the expert's tables fitted by self-play; and the progress bar and cache note the
strategy commands share."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from rich.console import Console
from rich.progress import (
    BarColumn,
    Progress,
    TaskID,
    TaskProgressColumn,
    TextColumn,
    TimeElapsedColumn,
)

from yahtzee_tui.engine import RuleSet, get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import _, ngettext
from yahtzee_tui.strategy import yamb_table
from yahtzee_tui.strategy.advisor import advisor_ready, prepare_advisor
from yahtzee_tui.strategy.cache import SolverTable, load_or_build, solver_table, table_path
from yahtzee_tui.strategy.model import check_solvable
from yahtzee_tui.tui.views.vocabulary import rules_name


@contextmanager
def build_progress(description: str) -> Iterator[Callable[[int, int], None]]:
    """A progress callback that shows a Rich bar on stderr once work starts, or when stderr
    is not a terminal one line saying what is being done (nothing when no work is done)."""
    bar: Progress | None = None
    task: TaskID | None = None
    said = False

    def update(done: int, total: int) -> None:
        nonlocal bar, task, said
        if bar is None or task is None:
            console = Console(stderr=True)
            if not console.is_terminal:
                if not said:
                    print(f"{description}…", file=sys.stderr, flush=True)
                    said = True
                return
            bar = Progress(
                TextColumn("{task.description}"),
                BarColumn(),
                TaskProgressColumn(),
                TimeElapsedColumn(),
                console=console,
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


def prepare_tables(rules: RuleSet) -> None:
    """Get the advisor for `rules` ready, with a progress bar while a table is built, and one
    line on stderr when the table cannot be cached."""
    if advisor_ready(rules):
        return
    with build_progress(_building(rules)) as progress:
        not_cached = prepare_advisor(rules, progress)
    note_not_cached(rules, not_cached)


def note_not_cached(rules: RuleSet, not_cached: str | None) -> None:
    if not_cached:
        said = _(
            "yahtzee-tui: note: the {rules} table is not cached, {reason}; it is used from memory"
        )
        print(said.format(rules=rules_name(rules), reason=not_cached), file=sys.stderr)


def _building(rules: RuleSet) -> str:
    if rules.is_yamb:
        return _("Fitting the Yamb expert")
    return _("Solving {rules}").format(rules=rules_name(rules))


def load_table(rules: RuleSet, rebuild: bool = False) -> tuple[SolverTable, float]:
    """The solver table (built with a progress bar when needed) and the seconds it took."""
    check_solvable(rules)
    start = time.perf_counter()
    with build_progress(_building(rules)) as progress:
        if rebuild:
            _forget(lambda: table_path(rules.id))
            table = load_or_build(rules, progress=progress)
        else:
            table = solver_table(rules, progress)
    note_not_cached(rules, table.not_cached)
    return table, time.perf_counter() - start


def load_yamb_table(rebuild: bool = False) -> tuple[yamb_table.YambTable, float]:
    """The Yamb expert's tables (fitted with a progress bar when needed) and the seconds taken."""
    rules = get_rules("yamb")
    start = time.perf_counter()
    with build_progress(_building(rules)) as progress:
        if rebuild:
            _forget(yamb_table.table_path)
            table = yamb_table.load_or_build(progress=progress)
        else:
            table = yamb_table.expert_table(progress)
    note_not_cached(rules, table.not_cached)
    return table, time.perf_counter() - start


def _forget(path_of: Callable[[], Path]) -> None:
    # A cache that cannot be reached is rebuilt in memory anyway.
    with suppress(OSError):
        path_of().unlink(missing_ok=True)


def run(args: argparse.Namespace) -> int:
    rules: RuleSet = args.rules
    if rules.yamb_options is not None:
        said = _("solve fits the Yamb expert of yamb; {rules} is played without it")
        raise GameError(said.format(rules=rules_name(rules)))
    if rules.is_yamb:
        return _run_yamb(args)
    table, seconds = load_table(rules, args.rebuild)
    built = table.build_seconds is not None
    path = None if table.path is None else str(table.path)
    if args.json:
        print(
            json.dumps(
                {
                    "rules": rules.id,
                    "expected_score": round(table.expected_score, 4),
                    "built": built,
                    "seconds": round(seconds, 3),
                    "path": path,
                }
            )
        )
        return 0
    said = _("{rules}: expected score {score} under optimal play")
    print(said.format(rules=rules_name(rules), score=f"{table.expected_score:.4f}"))
    where = path or _("not cached")
    if built:
        print(_("table solved in {time} ({path})").format(time=_duration(seconds), path=where))
    else:
        said = _("table loaded from the cache in {time} ({path})")
        print(said.format(time=_duration(seconds), path=where))
    return 0


def _run_yamb(args: argparse.Namespace) -> int:
    table, seconds = load_yamb_table(args.rebuild)
    built = table.build_seconds is not None
    path = None if table.path is None else str(table.path)
    if args.json:
        result = {
            "rules": "yamb",
            "games": table.plan.games,
            "built": built,
            "seconds": round(seconds, 3),
            "path": path,
        }
        print(json.dumps(result))
        return 0
    print(_("Yamb: no exact solution; the expert plays from value tables (see docs/strategy.md)"))
    where = path or _("not cached")
    if built:
        said = ngettext(
            "tables fitted by {n} self-played game in {time} ({path})",
            "tables fitted by {n} self-played games in {time} ({path})",
            table.plan.games,
        )
        print(said.format(n=table.plan.games, time=_duration(seconds), path=where))
    else:
        said = _("tables loaded from the cache in {time} ({path})")
        print(said.format(time=_duration(seconds), path=where))
    return 0


def _duration(seconds: float) -> str:
    if seconds >= 1:
        return _("{seconds} s").format(seconds=f"{seconds:.2f}")
    return _("{milliseconds} ms").format(milliseconds=f"{seconds * 1000:.0f}")
