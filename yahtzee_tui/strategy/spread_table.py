"""The spread table on disk: built on first need from the solver's table, checked on every load.

One `.npz` per rule set beside the solver's, with the same header (so a change of scoring
rebuilds it) and the variance of every state in float32 (`spread`).
"""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np
import numpy.typing as npt

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.strategy import table_store
from yahtzee_tui.strategy.cache import FORMAT, model_signature, solver_table
from yahtzee_tui.strategy.model import check_solvable
from yahtzee_tui.strategy.solver import Progress
from yahtzee_tui.strategy.spread import solve_spread

VERSION = 1
_loaded: dict[str, npt.NDArray[np.float32]] = {}
_lock = threading.Lock()


def spread_file(rules_id: str) -> str:
    return f"spread-{rules_id}-v{VERSION}.npz"


def spread_in_memory(rules_id: str) -> bool:
    return rules_id in _loaded


def spread_table(
    rules: str | RuleSet, progress: Progress | None = None, directory: Path | None = None
) -> npt.NDArray[np.float32]:
    """The variance of the points still to come for every state of `rules` (float32), kept in
    memory once loaded or built in this process (`directory` overrides the cache folder)."""
    rules_id = check_solvable(rules).id
    with _lock:
        kept = _loaded.get(rules_id)
        if kept is not None:
            return kept
        table = solver_table(rules_id, directory=directory)
        model = table.model
        header = {
            "format": FORMAT,
            "kind": "spread",
            "version": VERSION,
            "rules": rules_id,
            "signature": model_signature(model),
        }
        spec = {"spread": ((model.state_count,), "float32")}

        def read(path: Path) -> npt.NDArray[np.float32] | None:
            stored = table_store.read_arrays(path, header, spec)
            return None if stored is None else stored[1]["spread"]

        def build() -> npt.NDArray[np.float32]:
            return solve_spread(model, table.values, progress).astype(np.float32)

        def write(spread: npt.NDArray[np.float32], path: Path) -> None:
            table_store.write_arrays(path, header, {"spread": spread})

        loaded = table_store.load_or_build(spread_file(rules_id), read, build, write, directory)
        _loaded[rules_id] = loaded.table
        return loaded.table
