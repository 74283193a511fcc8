"""The Yamb expert's tables on disk: fitted on first need, checked on every load, rebuilt when bad.

One `.npz` file under `paths.cache_dir()` (see `table_store`) with the references, expected
points and bonus chances, and a header naming the format version, the fit plan and a signature
of the scoring the games were played under. Fitting takes seconds of self-play
(`yamb_fit.fit_expert`); afterwards the file loads in a moment.
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
from yahtzee_tui.strategy import table_store
from yahtzee_tui.strategy.yamb_cards import COLUMN_COUNT, ROW_COUNT, row_points
from yahtzee_tui.strategy.yamb_fit import FULL_PLAN, FitPlan, Progress, fit_expert
from yahtzee_tui.strategy.yamb_values import NEEDS, PHASES, UPPER_MASKS, YambValues

FORMAT = "yahtzee-tui yamb expert table"
# Bump whenever fitting or self-play changes what the tables hold: old files are then refitted.
VERSION = 2  # 2: fitted with the same bits on every processor


@dataclass(frozen=True, eq=False)
class YambTable:
    values: YambValues
    plan: FitPlan
    build_seconds: float | None  # how long fitting took; None when read from disk
    path: Path | None  # where it is stored; None when it is not
    not_cached: str | None = None  # why it could not be stored, when it could not


def table_file(plan: FitPlan = FULL_PLAN) -> str:
    suffix = "" if plan == FULL_PLAN else "-" + _plan_digest(plan)[:12]
    return f"yamb-expert-v{VERSION}{suffix}.npz"


# The full plan's tables, fitted by `python -m yahtzee_tui.strategy.yamb_shipped` (`make
# yamb-table`) and shipped in the package, so that no player waits for a fit; a test checks
# that they are what a fit gives now.
SHIPPED = Path(__file__).with_name("data") / f"yamb-expert-v{VERSION}.npz"


def table_path(plan: FitPlan = FULL_PLAN, directory: Path | None = None) -> Path:
    return (directory or paths.cache_dir()) / table_file(plan)


def _plan_digest(plan: FitPlan) -> str:
    return hashlib.sha256(json.dumps(asdict(plan), sort_keys=True).encode()).hexdigest()


def _header(plan: FitPlan) -> dict[str, object]:
    scoring = hashlib.sha256(np.ascontiguousarray(row_points(), dtype=np.int16).tobytes())
    return {
        "format": FORMAT,
        "version": VERSION,
        "plan": asdict(plan),
        "signature": scoring.hexdigest(),
    }


def _specs() -> dict[str, table_store.ArraySpec]:
    cells = (COLUMN_COUNT, ROW_COUNT, PHASES)
    return {
        "reference": (cells, "float64"),
        "expected": (cells, "float64"),
        "bonus_chance": ((COLUMN_COUNT, PHASES, UPPER_MASKS, NEEDS), "float64"),
    }


def read_table(path: Path, plan: FitPlan = FULL_PLAN) -> YambTable | None:
    """The tables stored at `path`, or None when missing or not sound for `plan`."""
    stored = table_store.read_arrays(path, _header(plan), _specs())
    if stored is None:
        return None
    arrays = stored[1]
    chance = arrays["bonus_chance"]
    if not (np.isfinite(arrays["reference"]).all() and np.isfinite(arrays["expected"]).all()):
        return None
    if not ((chance >= 0) & (chance <= 1)).all():
        return None
    values = YambValues(arrays["reference"], arrays["expected"], chance)
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
    table_store.write_arrays(path, _header(table.plan), arrays, compressed)


def build_table(plan: FitPlan = FULL_PLAN, progress: Progress | None = None) -> YambTable:
    """Fit the tables now (no disk)."""
    start = time.perf_counter()
    values = fit_expert(plan, progress)
    return YambTable(values, plan, time.perf_counter() - start, None)


def load_or_build(
    directory: Path | None = None,
    progress: Progress | None = None,
    plan: FitPlan = FULL_PLAN,
) -> YambTable:
    """The tables shipped with the package (the full plan, when no folder is named), else from
    the cache, fitting and storing them when missing or bad."""
    if plan == FULL_PLAN and directory is None:
        shipped = read_table(SHIPPED)
        if shipped is not None:
            return shipped
    loaded = table_store.load_or_build(
        table_file(plan),
        lambda path: read_table(path, plan),
        lambda: build_table(plan, progress),
        write_table,
        directory,
    )
    table = loaded.table
    return YambTable(table.values, plan, table.build_seconds, loaded.path, loaded.not_cached)


_loaded: dict[FitPlan, YambTable] = {}
_loading = threading.Lock()


def expert_table(
    progress: Progress | None = None, directory: Path | None = None, plan: FitPlan = FULL_PLAN
) -> YambTable:
    """The expert's tables, kept in memory once loaded or fitted in this process.

    `directory` overrides the cache directory for the first load.
    """
    with _loading:
        table = _loaded.get(plan)
        if table is None:
            table = _loaded[plan] = load_or_build(directory, progress, plan)
        return table


def expert_values() -> YambValues:
    return expert_table().values


def in_memory(plan: FitPlan = FULL_PLAN) -> bool:
    return plan in _loaded
