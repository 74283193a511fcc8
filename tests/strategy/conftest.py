"""Tables are built once per test session, into session cache directories.

Every test gets its own empty YAHTZEE_TUI_HOME, so without this each test would solve again;
`solver_table` and `expert_table` keep a table in memory once the session has it.
"""

from __future__ import annotations

import pytest

from yahtzee_tui.strategy.cache import SolverTable, solver_table
from yahtzee_tui.strategy.yamb_fit import FitPlan
from yahtzee_tui.strategy.yamb_table import YambTable, expert_table

# A plan small enough to fit in a moment, for tests of the fitting and the cache themselves.
TINY_PLAN = FitPlan(first_round=6, second_round=6, seed=3)


@pytest.fixture(scope="session")
def solved(tmp_path_factory: pytest.TempPathFactory):
    """`solved(rules_id)`: that rule set's table, solved at most once per session."""
    directory = tmp_path_factory.mktemp("solver-cache")

    def get(rules_id: str) -> SolverTable:
        return solver_table(rules_id, directory=directory)

    return get


@pytest.fixture(scope="session")
def yamb_expert(tmp_path_factory: pytest.TempPathFactory) -> YambTable:
    """The Yamb expert's real tables, fitted at most once per session."""
    return expert_table(directory=tmp_path_factory.mktemp("yamb-cache"))
