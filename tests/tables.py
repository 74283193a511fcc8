"""The solver's and the Yamb expert's tables for the tests: computed once, then read.

Solving a rule set or fitting the Yamb expert costs seconds of CPU, and every pytest-xdist
worker used to do it for itself. `table_cache` is one folder for the whole run, shared by the
workers: the first to need a table computes it under a file lock while the others wait, then
they all read it. The folder lives in pytest's cache (`.pytest_cache`), named after a digest of
the code the tables are computed from (`yahtzee_tui/engine` and `yahtzee_tui/strategy`) and
NumPy's version, so a later run reads them too until that code changes; the product's own
checks (header, shape, checksum) still guard every read. Without pytest's cache (`-p
no:cacheprovider`) the folder is the run's own, under its temporary directory.

Tests of the solving and fitting themselves still solve and fit: only the fixtures that hand a
finished table to other tests read it from here.
"""

from __future__ import annotations

import fcntl
import hashlib
import shutil
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

import numpy as np
import pytest

import yahtzee_tui
from yahtzee_tui.strategy.cache import SolverTable, solver_table
from yahtzee_tui.strategy.spread_table import spread_table
from yahtzee_tui.strategy.yamb_table import YambTable, expert_table, table_file

Table = TypeVar("Table")
PREFIX = "tables-"


def code_digest() -> str:
    """Changes whenever the code the tables are computed from changes."""
    digest = hashlib.sha256(np.__version__.encode())
    package = Path(yahtzee_tui.__file__).parent
    for folder in ("engine", "strategy"):
        for source in sorted((package / folder).rglob("*.py")):
            digest.update(str(source.relative_to(package)).encode())
            digest.update(source.read_bytes())
    return digest.hexdigest()[:16]


def table_cache_folder(config: pytest.Config, factory: pytest.TempPathFactory) -> Path:
    name = PREFIX + code_digest()
    cache = getattr(config, "cache", None)
    if cache is None:
        # The run's own: the workers' temporary folders share a parent.
        base = factory.getbasetemp()
        shared = base.parent if hasattr(config, "workerinput") else base
        folder = shared / name
        folder.mkdir(exist_ok=True)
        return folder
    folder = Path(cache.mkdir(name))
    for old in folder.parent.glob(PREFIX + "*"):  # tables of code since changed
        if old != folder:
            shutil.rmtree(old, ignore_errors=True)
    return folder


_guards: dict[str, threading.RLock] = {}
_depth: dict[str, int] = {}


@contextmanager
def only_one_at_a_time(folder: Path, key: str) -> Iterator[None]:
    """Held by one worker (and one thread) at a time for `key`: the others wait, then read
    what it stored. The holder may take it again (a fixture's load reaching a patched one)."""
    guard = _guards.setdefault(key, threading.RLock())
    with guard:
        if _depth.get(key, 0):
            _depth[key] += 1
            try:
                yield
            finally:
                _depth[key] -= 1
            return
        with open(folder / f"{key}.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            _depth[key] = 1
            try:
                yield
            finally:
                _depth[key] = 0
                fcntl.flock(lock, fcntl.LOCK_UN)


def shared(folder: Path, key: str, load: Callable[[Path], Table]) -> Table:
    """`load(folder)`: a table read from the shared folder, or computed and stored there by the
    first worker to ask."""
    with only_one_at_a_time(folder, key):
        return load(folder)


def shared_solver_table(folder: Path, rules_id: str) -> SolverTable:
    """The solver's table for `rules_id`, in memory from then on."""
    return shared(folder, rules_id, lambda where: solver_table(rules_id, directory=where))


def shared_expert_table(folder: Path) -> YambTable:
    """The Yamb expert's real tables, in memory from then on: the ones the package ships,
    which a test checks are what the fit gives (`tests/strategy/shipped_yamb_tables.py`)."""
    return shared(folder, table_file(), lambda where: expert_table())


def shared_spread_table(folder: Path, rules_id: str) -> None:
    """The win level's spread table for `rules_id` (and its solver's), in memory from then on."""
    shared_solver_table(folder, rules_id)
    shared(folder, f"spread-{rules_id}", lambda where: spread_table(rules_id, directory=where))


def in_memory(
    folder: Path, *rules_ids: str, yamb_expert: bool = False, spread: bool = False
) -> None:
    """The solver's tables of `rules_ids` (their spread tables too, and the Yamb expert's, if
    asked) in memory, for a test marked `@pytest.mark.tables(*rules_ids, yamb_expert=...,
    spread=...)` (`tests/conftest.py`)."""
    for rules_id in rules_ids:
        shared_solver_table(folder, rules_id)
        if spread:
            shared_spread_table(folder, rules_id)
    if yamb_expert:
        shared_expert_table(folder)
