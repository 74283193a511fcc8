"""Solver tables on disk: built on first need, checked on every load, rebuilt when bad.

One NumPy `.npz` file per rule set under `paths.cache_dir()`, holding the state values
(float32) and a JSON header: format version, rule set, the shape, the exact expected score of an
empty card, a signature of the scoring tables the values were solved from, and a SHA-256 of
the values (`table_store`). A file that is truncated, corrupt, from another version, or solved
from different scoring is ignored and rebuilt; writes go to a temporary file renamed into
place. When the cache cannot be written the table is used from memory (`not_cached` says why).
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

from yahtzee_tui import paths
from yahtzee_tui.engine import RuleSet
from yahtzee_tui.strategy import table_store
from yahtzee_tui.strategy.model import SolverModel, check_solvable, solver_model
from yahtzee_tui.strategy.solver import Progress, solve

FORMAT = "yahtzee-tui solver table"
VERSION = 1


@dataclass(frozen=True, eq=False)
class SolverTable:
    """Expected points still to come from the start of a turn, for every solver state."""

    model: SolverModel
    values: npt.NDArray[np.float32]  # indexed by model.state_index(mask, upper, flag)
    expected_score: float  # an empty card under optimal play, exact (float64)
    build_seconds: float | None  # how long solving took; None when read from disk
    path: Path | None  # where it is stored; None when it is not
    not_cached: str | None = None  # why it could not be stored, when it could not

    def value(self, mask: int, upper: int, flag: int) -> float:
        return float(self.values[self.model.state_index(mask, upper, flag)])


def table_file(rules_id: str) -> str:
    return f"solver-{rules_id}-v{VERSION}.npz"


def table_path(rules_id: str, directory: Path | None = None) -> Path:
    return (directory or paths.cache_dir()) / table_file(rules_id)


def model_signature(model: SolverModel) -> str:
    """Changes whenever anything the values were solved from changes."""
    digest = hashlib.sha256()
    digest.update(model.rules.id.encode())
    for array in (model.scores, model.joker_scores):
        digest.update(np.ascontiguousarray(array, dtype=np.int16).tobytes())
    digest.update(
        repr(
            (model.threshold, model.upper_bonus, model.yahtzee_bonus, model.joker, model.box_ids)
        ).encode()
    )
    return digest.hexdigest()


def _header(model: SolverModel) -> dict[str, object]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": model.rules.id,
        "signature": model_signature(model),
    }


def read_table(model: SolverModel, path: Path) -> SolverTable | None:
    """The table stored at `path`, or None when it is missing or not a sound table for `model`."""
    stored = table_store.read_arrays(
        path, _header(model), {"values": ((model.state_count,), "float32")}
    )
    if stored is None:
        return None
    header, arrays = stored
    values = arrays["values"]
    score = header.get("expected_score")
    if not isinstance(score, float) or abs(score - float(values[0])) > 1e-3:
        return None
    return SolverTable(model, values, score, None, path)


def write_table(table: SolverTable, path: Path) -> None:
    """Store `table` at `path` atomically."""
    header = _header(table.model) | {"expected_score": table.expected_score}
    table_store.write_arrays(path, header, {"values": table.values})


def build_table(model: SolverModel, progress: Progress | None = None) -> SolverTable:
    """Solve `model` now (no disk)."""
    start = time.perf_counter()
    values = solve(model, progress)
    seconds = time.perf_counter() - start
    return SolverTable(model, values.astype(np.float32), float(values[0]), seconds, None)


def load_or_build(
    rules: str | RuleSet,
    directory: Path | None = None,
    progress: Progress | None = None,
) -> SolverTable:
    """The table for `rules` from the cache, solving and storing it when missing or bad."""
    model = solver_model(check_solvable(rules).id)
    loaded = table_store.load_or_build(
        table_file(model.rules.id),
        lambda path: read_table(model, path),
        lambda: build_table(model, progress),
        write_table,
        directory,
    )
    table = loaded.table
    return SolverTable(
        model,
        table.values,
        table.expected_score,
        table.build_seconds,
        loaded.path,
        loaded.not_cached,
    )


_loaded: dict[str, SolverTable] = {}


def solver_table(
    rules: str | RuleSet, progress: Progress | None = None, directory: Path | None = None
) -> SolverTable:
    """The table for `rules`, kept in memory once loaded or built in this process.

    `directory` overrides the cache directory for the first load.
    """
    rules_id = check_solvable(rules).id
    table = _loaded.get(rules_id)
    if table is None:
        table = _loaded[rules_id] = load_or_build(rules_id, directory, progress)
    return table


def cached_in_memory(rules: str | RuleSet) -> bool:
    return check_solvable(rules).id in _loaded
