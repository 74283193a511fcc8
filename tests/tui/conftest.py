"""The advisor's solver table for the app's tests, solved once per session.

The app asks `solver_table` for it; once solved here it stays in memory for the session, so
hints, the coach and advised computer players never wait for it in a test.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from textual import _wait as textual_wait

from yahtzee_tui.game import GameState
from yahtzee_tui.strategy import cache as solver_cache_module
from yahtzee_tui.strategy import solver_table
from yahtzee_tui.tui import advising
from yahtzee_tui.tui.widgets import chance_meter

IDLE_WINDOW = 0.002


@pytest.fixture(scope="session")
def solver_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A directory holding the Yahtzee solver table, which is in memory from then on."""
    directory = tmp_path_factory.mktemp("solver-cache")
    solver_table("yahtzee", directory=directory)
    return directory


@pytest.fixture
def advisor_ready(solver_cache: Path) -> None:
    """The Yahtzee advisor answers at once (Yamb's needs no table): its table is in memory
    for this test, read back from the session's cache if another test let it go."""
    solver_table("yahtzee", directory=solver_cache)


@pytest.fixture
def held_advisor(monkeypatch: pytest.MonkeyPatch, solver_cache: Path) -> Iterator[threading.Event]:
    """The advisor's table is not in memory; preparing it waits until the event is set."""
    monkeypatch.setattr(solver_cache_module, "_loaded", {})
    go_on = threading.Event()

    def prepare(rules_id: str) -> None:
        go_on.wait(timeout=30)
        solver_cache_module.solver_table(rules_id, directory=solver_cache)

    monkeypatch.setattr(advising, "prepare_advisor", prepare)
    yield go_on
    go_on.set()  # a preparation still waiting ends with the test


@pytest.fixture(autouse=True)
def _short_idle_windows(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Pilot waits after each key and click until the app has been idle for one window
    (20 ms by default, and two or three of them per key). These tests wait for what they
    expect (`wait_for`), so windows of 2 ms do: a whole game by keyboard presses ~400 keys."""
    monkeypatch.setattr(textual_wait, "SLEEP_GRANULARITY", IDLE_WINDOW)
    monkeypatch.setattr(textual_wait, "SLEEP_IDLE", IDLE_WINDOW / 20)


# Playouts per player for the table's win-chance meter in these tests: enough for figures
# that look like a game's, few enough that a test's moves never queue up behind them (a
# Yamb playout of a whole game costs as much as a hundred of Yahtzee).
METER_PLAYOUTS = 100
YAMB_METER_PLAYOUTS = 8


@pytest.fixture(autouse=True)
def _quick_meter(monkeypatch: pytest.MonkeyPatch) -> None:
    def playouts(state: GameState) -> int:
        return YAMB_METER_PLAYOUTS if state.ruleset.is_yamb else METER_PLAYOUTS

    monkeypatch.setattr(chance_meter, "meter_playouts", playouts)
