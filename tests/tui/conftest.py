"""The advisor's solver table for the app's tests, solved once per run (`tests/tables.py`).

The app asks `solver_table` for it; once solved here it stays in memory for the session, so
hints, the coach and advised computer players never wait for it in a test.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests import textual_shims
from tests.deadlines import deadline
from tests.tables import shared, shared_expert_table, shared_solver_table
from tests.tui.helpers import reviewed
from yahtzee_tui import i18n
from yahtzee_tui.engine.rules.yamb_house import KOCKE, YambOptions
from yahtzee_tui.game import GameState
from yahtzee_tui.strategy import cache as solver_cache_module
from yahtzee_tui.strategy import solver_table, yamb_table
from yahtzee_tui.strategy.model import check_solvable
from yahtzee_tui.strategy.yamb_fit import FULL_PLAN, FitPlan, Progress
from yahtzee_tui.tui.widgets import chance_meter, review_swings, review_tab

IDLE_WINDOW = 0.002
# The languages a fit test renders in (`language`; a module may narrow it with its own).
LANGUAGES = ("en", "hr", "sr", "sl")


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The app's language for the test, English again after it."""
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


@pytest.fixture(scope="session")
def solver_cache(table_cache: Path) -> Path:
    """A directory holding the Yahtzee solver table, which is in memory from then on."""
    shared_solver_table(table_cache, "yahtzee")
    return table_cache


@pytest.fixture(autouse=True)
def _tables_of_the_run(monkeypatch: pytest.MonkeyPatch, table_cache: Path) -> None:
    """Every table the app loads (the advisor's, a Yamb expert computer's) comes from the
    run's shared folder (`tests/tables.py`): solved or fitted at most once per run, never
    again by each test that happens to be the first of its worker to need it."""
    solve = solver_cache_module.load_or_build
    fit = yamb_table.load_or_build

    def load_solver_table(rules, directory=None, progress=None):
        rules_id = check_solvable(rules).id
        return shared(
            table_cache, rules_id, lambda folder: solve(rules_id, directory or folder, progress)
        )

    def load_yamb_table(
        directory: Path | None = None,
        progress: Progress | None = None,
        plan: FitPlan = FULL_PLAN,
        options: YambOptions = KOCKE,
    ):
        if plan == FULL_PLAN and directory is None and yamb_table.preset_name(options):
            return fit(None, progress, plan, options)  # a preset's shipped tables
        key = yamb_table.table_file(plan, options)
        return shared(
            table_cache, key, lambda folder: fit(directory or folder, progress, plan, options)
        )

    monkeypatch.setattr(solver_cache_module, "load_or_build", load_solver_table)
    monkeypatch.setattr(yamb_table, "load_or_build", load_yamb_table)


@pytest.fixture
def advisor_ready(solver_cache: Path, table_cache: Path) -> None:
    """The Yahtzee and Yamb advisors answer at once: their tables are in memory for this test,
    read back from the run's folder if another test let them go."""
    solver_table("yahtzee", directory=solver_cache)
    shared_expert_table(table_cache)


@pytest.fixture
def held_advisor(monkeypatch: pytest.MonkeyPatch, advisor_ready: None) -> Iterator[threading.Event]:
    """No advisor's table is in memory, and loading one (in whatever thread asks) waits until
    the event is set. The tables are in the run's folder by then, so it is quick."""
    monkeypatch.setattr(solver_cache_module, "_loaded", {})
    monkeypatch.setattr(yamb_table, "_loaded", {})
    go_on = threading.Event()
    for module in (solver_cache_module, yamb_table):

        def held(*args: object, _load=module.load_or_build, **kwargs: object) -> object:
            go_on.wait(timeout=deadline())
            return _load(*args, **kwargs)

        monkeypatch.setattr(module, "load_or_build", held)
    yield go_on
    go_on.set()  # a load still waiting ends with the test


@pytest.fixture
def reviews_remembered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Review tab reviews each game once per process (`helpers.reviewed`): for modules
    whose tests open the review of the same finished games again and again (in each language,
    at each size). The tab still asks for it in its worker and shows it as ever."""
    monkeypatch.setattr(review_tab, "review", reviewed)


@pytest.fixture(autouse=True)
def _short_idle_windows(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Pilot waits after each key and click until the app has been idle for one window
    (20 ms by default, and two or three of them per key). These tests wait for what they
    expect (`wait_for`), so windows of 2 ms do: a whole game by keyboard presses ~400 keys."""
    textual_shims.short_idle_windows(monkeypatch, IDLE_WINDOW)


@pytest.fixture(autouse=True)
def _settled_pilot(textual_pilot_shims: None) -> None:
    """The Pilot's keys and clicks wait for the settled app (`tests/textual_shims.py`)."""


# Playouts per player for the table's win-chance meter in these tests. The tests of its
# figures (`meter_figures`) play enough for figures that look like a game's, few enough that
# a test's moves never queue up behind them (a Yamb playout of a whole game costs as much as
# a hundred of Yahtzee); every other test only needs the meter to run, and plays a handful.
METER_PLAYOUTS = 100
YAMB_METER_PLAYOUTS = 8
QUICK_METER_PLAYOUTS = 10
QUICK_YAMB_METER_PLAYOUTS = 1
SWING_PLAYOUTS = 40  # per player at each position of a reviewed game


def _meter_playouts(monkeypatch: pytest.MonkeyPatch, yahtzee: int, yamb: int) -> None:
    def playouts(state: GameState, seat: int) -> int:
        return yamb if state.ruleset.is_yamb else yahtzee

    monkeypatch.setattr(chance_meter, "meter_playouts", playouts)


@pytest.fixture
def meter_figures(monkeypatch: pytest.MonkeyPatch) -> None:
    """The meter plays enough games for figures like a game's (its tests and pictures)."""
    _meter_playouts(monkeypatch, METER_PLAYOUTS, YAMB_METER_PLAYOUTS)


@pytest.fixture(autouse=True)
def _quick_meter(monkeypatch: pytest.MonkeyPatch) -> None:
    _meter_playouts(monkeypatch, QUICK_METER_PLAYOUTS, QUICK_YAMB_METER_PLAYOUTS)
    monkeypatch.setattr(review_swings, "PLAYOUTS", SWING_PLAYOUTS)
