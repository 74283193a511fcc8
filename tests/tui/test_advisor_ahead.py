"""The advisors' tables are prepared from the start screen on, one after another, with a line
that says how far the build is: the first hint of a fresh install comes as quickly as any.

The builds run apart (`strategy.table_child`, tested on its own); here a stand-in for it
tells its progress as the solver does and stores the run's shared table in the cache."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.deadlines import deadline
from tests.tables import shared_solver_table
from tests.tui.helpers import app_for, text_of, wait_for
from yahtzee_tui.game import new_game
from yahtzee_tui.strategy import cache as solver_cache_module
from yahtzee_tui.strategy.advisor import advisor_ready
from yahtzee_tui.strategy.cache import table_path
from yahtzee_tui.tui.state import advising
from yahtzee_tui.tui.widgets.advisor_progress import AdvisorProgress

Step = Callable[[str, Callable[[int, int], None]], None]


@pytest.fixture
def builds_apart(monkeypatch: pytest.MonkeyPatch, table_cache: Path):
    """`builds_apart(step)`: no table in memory or on disk, and each build apart runs
    `step(rules_id, progress)`, then stores the table (read back from the run's folder)."""
    for rules_id in ("yahtzee", "yatzy"):
        shared_solver_table(table_cache, rules_id)
    monkeypatch.setattr(solver_cache_module, "_loaded", {})

    def install(step: Step) -> list[str]:
        started: list[str] = []

        def build(rules_id: str, progress: Callable[[int, int], None]) -> bool:
            started.append(rules_id)
            step(rules_id, progress)
            table_path(rules_id).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(table_path(rules_id, table_cache), table_path(rules_id))
            return True

        monkeypatch.setattr(advising, "build_apart", build)
        return started

    return install


def ahead_app(**kwargs):
    app = app_for(**kwargs)
    app.prepare_ahead = True
    return app


def progress_line(app) -> AdvisorProgress:
    return app.screen.query_one(AdvisorProgress)


async def test_the_start_screen_prepares_every_solved_rule_sets_advisor(builds_apart):
    started = builds_apart(lambda rules_id, progress: progress(1, 1))
    app = ahead_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_for(
            pilot,
            lambda: advisor_ready("yahtzee") and advisor_ready("yatzy"),
            what="both tables prepared",
        )
        await wait_for(pilot, lambda: not progress_line(app).display, what="the line gone")
    assert started == ["yahtzee", "yatzy"]


async def test_the_start_screen_says_how_far_a_table_is_built(builds_apart):
    go_on = threading.Event()

    def step(rules_id: str, progress: Callable[[int, int], None]) -> None:
        progress(1, 4)
        go_on.wait(timeout=deadline())
        progress(4, 4)

    builds_apart(step)
    app = ahead_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_for(
            pilot,
            lambda: "Preparing the advisor for Yahtzee… 25%" in text_of(progress_line(app)),
            what="the line of the first build",
        )
        go_on.set()
        await wait_for(pilot, lambda: not progress_line(app).display, what="the line gone")


async def test_a_game_that_opens_stops_building_the_other_rule_sets_tables(builds_apart):
    release = threading.Event()
    called_off: list[str] = []

    def step(rules_id: str, progress: Callable[[int, int], None]) -> None:
        if rules_id == "yahtzee":
            release.wait(timeout=deadline())
            try:
                progress(2, 4)
            except advising.BuildCalledOff:
                called_off.append(rules_id)
                raise

    started = builds_apart(step)
    app = ahead_app(hints=True)
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_for(pilot, lambda: started == ["yahtzee"], what="Yahtzee's table built ahead")
        app.open_game(new_game("yatzy", ["Ann"], seed=1))
        release.set()
        await wait_for(pilot, lambda: called_off == ["yahtzee"], what="Yahtzee's build stopped")
        await wait_for(pilot, lambda: advisor_ready("yatzy"), what="the game's own table")
        assert not advisor_ready("yahtzee")


@pytest.mark.parametrize("last", ["yatzy", None])
def test_the_last_rule_set_played_is_prepared_first(last):
    assert advising.choosable_tables(last)[0] == (last or "yahtzee")
    assert sorted(advising.choosable_tables(last)) == ["yahtzee", "yatzy"]
