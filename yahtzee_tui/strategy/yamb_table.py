"""The Yamb expert's tables on disk: fitted on first need, checked on every load, rebuilt when bad.

One `.npz` file under `paths.cache_dir()` (see `table_store`) with the references, expected
points and bonus chances, and a header naming the format version, the fit plan and a signature
of the table's Yamb the games were played under (its columns, rows, the points of every roll by
the roll of the turn, and the bonus). Fitting takes seconds of self-play
(`yamb_fit.fit_expert`); afterwards the file loads in a moment.

Tables are keyed by the house rules (`YambOptions`): the presets' are shipped with the package,
any other table of options is fitted on first need (run `prepare_advisor` off the UI thread) and
cached as `yamb-expert-v3-o<digest of the options>.npz`.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from yahtzee_tui import paths
from yahtzee_tui.engine.rules.yamb_house import KOCKE, PRESETS, YambOptions
from yahtzee_tui.strategy import table_store
from yahtzee_tui.strategy.yamb_cards import layout
from yahtzee_tui.strategy.yamb_fit import FULL_PLAN, FitPlan, Progress, fit_expert
from yahtzee_tui.strategy.yamb_values import UPPER_MASKS, YambValues, needs, phases

FORMAT = "yahtzee-tui yamb expert table"
# Bump whenever fitting or self-play changes what the tables hold: old files are then refitted.
VERSION = 3  # 2: fitted with the same bits on every processor; 3: the house rules


@dataclass(frozen=True, eq=False)
class YambTable:
    values: YambValues
    plan: FitPlan
    build_seconds: float | None  # how long fitting took; None when read from disk
    path: Path | None  # where it is stored; None when it is not
    not_cached: str | None = None  # why it could not be stored, when it could not


def preset_name(options: YambOptions) -> str | None:
    """The preset `options` are, if any."""
    return next((name for name, preset in PRESETS.items() if preset == options), None)


def _options_digest(options: YambOptions) -> str:
    return hashlib.sha256(json.dumps(asdict(options), sort_keys=True).encode()).hexdigest()


def table_file(plan: FitPlan = FULL_PLAN, options: YambOptions = KOCKE) -> str:
    """`yamb-expert-v3.npz` (the default), `-jamb` for a preset, `-o<digest>` for other
    options, and `-<digest>` of the plan when it is not the full one."""
    name = preset_name(options)
    rules = "" if options == KOCKE else f"-{name}" if name else "-o" + _options_digest(options)[:12]
    suffix = "" if plan == FULL_PLAN else "-" + _plan_digest(plan)[:12]
    return f"yamb-expert-v{VERSION}{rules}{suffix}.npz"


DATA = Path(__file__).with_name("data")
# The full plan's tables of every preset, fitted by `python -m yahtzee_tui.strategy.yamb_shipped`
# (`make yamb-table`) and shipped in the package, so that no player waits for a fit; a test
# checks that they are what a fit gives now.
SHIPPED_FILES: dict[str, Path] = {
    name: DATA / table_file(FULL_PLAN, options) for name, options in PRESETS.items()
}
SHIPPED = SHIPPED_FILES["kocke"]


def table_path(
    plan: FitPlan = FULL_PLAN, directory: Path | None = None, options: YambOptions = KOCKE
) -> Path:
    return (directory or paths.cache_dir()) / table_file(plan, options)


def _plan_digest(plan: FitPlan) -> str:
    return hashlib.sha256(json.dumps(asdict(plan), sort_keys=True).encode()).hexdigest()


def _header(plan: FitPlan, options: YambOptions) -> dict[str, object]:
    where = layout(options)
    scoring = hashlib.sha256(np.ascontiguousarray(where.points, dtype=np.int16).tobytes())
    scoring.update(json.dumps([where.kinds, where.bonus_levels]).encode())
    return {
        "format": FORMAT,
        "version": VERSION,
        "plan": asdict(plan),
        "options": json.loads(json.dumps(asdict(options))),
        "signature": scoring.hexdigest(),
    }


def _specs(options: YambOptions) -> dict[str, table_store.ArraySpec]:
    where = layout(options)
    cells = (where.column_count, where.row_count, phases(where))
    chances = (where.column_count, phases(where), UPPER_MASKS, needs(where))
    return {
        "reference": (cells, "float64"),
        "expected": (cells, "float64"),
        "bonus_chance": (chances, "float64"),
    }


def read_table(
    path: Path, plan: FitPlan = FULL_PLAN, options: YambOptions = KOCKE
) -> YambTable | None:
    """The tables stored at `path`, or None when missing or not sound for `plan` and
    `options`."""
    stored = table_store.read_arrays(path, _header(plan, options), _specs(options))
    if stored is None:
        return None
    arrays = stored[1]
    chance = arrays["bonus_chance"]
    if not (np.isfinite(arrays["reference"]).all() and np.isfinite(arrays["expected"]).all()):
        return None
    if not ((chance >= 0) & (chance <= 1)).all():
        return None
    values = YambValues(arrays["reference"], arrays["expected"], chance, layout(options))
    return YambTable(values, plan, None, path)


def write_table(table: YambTable, path: Path, compressed: bool = False) -> None:
    """Store `table` at `path` atomically."""
    values = table.values
    assert values.bonus_chance is not None
    arrays = {
        "reference": values.reference,
        "expected": values.expected,
        "bonus_chance": values.bonus_chance,
    }
    options = values.layout.options
    table_store.write_arrays(path, _header(table.plan, options), arrays, compressed)


def build_table(
    plan: FitPlan = FULL_PLAN, progress: Progress | None = None, options: YambOptions = KOCKE
) -> YambTable:
    """Fit the tables now (no disk)."""
    start = time.perf_counter()
    values = fit_expert(plan, progress, layout(options))
    return YambTable(values, plan, time.perf_counter() - start, None)


def load_or_build(
    directory: Path | None = None,
    progress: Progress | None = None,
    plan: FitPlan = FULL_PLAN,
    options: YambOptions = KOCKE,
) -> YambTable:
    """The tables shipped with the package (the full plan of a preset, when no folder is
    named), else from the cache, fitting and storing them when missing or bad."""
    name = preset_name(options)
    if plan == FULL_PLAN and directory is None and name is not None:
        shipped = read_table(SHIPPED_FILES[name], plan, options)
        if shipped is not None:
            return shipped
    loaded = table_store.load_or_build(
        table_file(plan, options),
        lambda path: read_table(path, plan, options),
        lambda: build_table(plan, progress, options),
        write_table,
        directory,
    )
    table = loaded.table
    return YambTable(table.values, plan, table.build_seconds, loaded.path, loaded.not_cached)


_loaded: dict[tuple[FitPlan, YambOptions], YambTable] = {}
_loading = threading.Lock()


def expert_table(
    progress: Progress | None = None,
    directory: Path | None = None,
    plan: FitPlan = FULL_PLAN,
    options: YambOptions = KOCKE,
) -> YambTable:
    """The expert's tables for a table's house rules, kept in memory once loaded or fitted in
    this process (a fit of options no preset has takes seconds: call it off the UI thread).

    `directory` overrides the cache directory for the first load.
    """
    with _loading:
        table = _loaded.get((plan, options))
        if table is None:
            table = _loaded[plan, options] = load_or_build(directory, progress, plan, options)
        return table


def expert_values(options: YambOptions = KOCKE) -> YambValues:
    return expert_table(options=options).values


def in_memory(plan: FitPlan = FULL_PLAN, options: YambOptions = KOCKE) -> bool:
    return (plan, options) in _loaded
