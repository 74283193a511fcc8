"""Tables are built once per test run, into the run's shared table folder (`tests/tables.py`).

Every test gets its own empty YAHTZEE_TUI_HOME, so without this each test would solve again;
`solver_table` and `expert_table` keep a table in memory once the worker has it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tables import shared_expert_table, shared_solver_table
from yahtzee_tui.strategy.cache import SolverTable
from yahtzee_tui.strategy.yamb_fit import FitPlan
from yahtzee_tui.strategy.yamb_table import YambTable

# A plan small enough to fit in a moment, for tests of the fitting and the cache themselves:
# every round of the full plan, one refinement among them, with a few games each.
TINY_PLAN = FitPlan(first_round=6, second_round=6, refinements=1, refinement_games=6, seed=3)


@pytest.fixture(scope="session")
def solved(table_cache: Path):
    """`solved(rules_id)`: that rule set's table, solved at most once per run."""

    def get(rules_id: str) -> SolverTable:
        return shared_solver_table(table_cache, rules_id)

    return get


@pytest.fixture(scope="session")
def yamb_expert(table_cache: Path) -> YambTable:
    """The Yamb expert's real tables, fitted at most once per run."""
    return shared_expert_table(table_cache)
