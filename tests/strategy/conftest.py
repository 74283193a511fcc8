"""Solver tables are solved once per test session, into a session cache directory.

Every test gets its own empty YAHTZEE_TUI_HOME, so without this each test would solve again;
`solver_table` keeps a table in memory once the session has it.
"""

from __future__ import annotations

import pytest

from yahtzee_tui.strategy.cache import SolverTable, solver_table


@pytest.fixture(scope="session")
def solved(tmp_path_factory: pytest.TempPathFactory):
    """`solved(rules_id)`: that rule set's table, solved at most once per session."""
    directory = tmp_path_factory.mktemp("solver-cache")

    def get(rules_id: str) -> SolverTable:
        return solver_table(rules_id, directory=directory)

    return get
