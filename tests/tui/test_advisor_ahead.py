"""The advisors' tables are prepared from the start screen on, one after another, with a line
that says how far the build is: the first hint of a fresh install comes as quickly as any."""

from __future__ import annotations

import threading

import pytest

from tests.tui.helpers import app_for, text_of, wait_for
from yahtzee_tui.game import new_game
from yahtzee_tui.strategy import cache as solver_cache_module
from yahtzee_tui.strategy import prepare_advisor
from yahtzee_tui.strategy.advisor import advisor_ready
from yahtzee_tui.tui.state import advising
from yahtzee_tui.tui.widgets.advisor_progress import AdvisorProgress


def ahead_app(**kwargs):
    app = app_for(**kwargs)
    app.prepare_ahead = True
    return app


def progress_line(app) -> AdvisorProgress:
    return app.screen.query_one(AdvisorProgress)


async def test_the_start_screen_prepares_every_solved_rule_sets_advisor(monkeypatch):
    monkeypatch.setattr(solver_cache_module, "_loaded", {})  # a fresh install: none in memory
    app = ahead_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_for(
            pilot,
            lambda: advisor_ready("yahtzee") and advisor_ready("yatzy"),
            timeout=120,
            what="both tables prepared",
        )
        await wait_for(pilot, lambda: not progress_line(app).display, what="the line gone")


async def test_the_start_screen_says_how_far_a_table_is_built(monkeypatch):
    go_on = threading.Event()

    def building(rules, progress=None):
        if progress is not None:
            progress(1, 4)
            go_on.wait(timeout=30)
            progress(4, 4)
        return prepare_advisor(rules)

    monkeypatch.setattr(solver_cache_module, "_loaded", {})
    monkeypatch.setattr(advising, "prepare_advisor", building)
    app = ahead_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_for(
            pilot,
            lambda: "Preparing the advisor for Yahtzee… 25%" in text_of(progress_line(app)),
            what="the line of the first build",
        )
        go_on.set()
        await wait_for(pilot, lambda: not progress_line(app).display, what="the line gone")


@pytest.mark.parametrize("last", ["yatzy", None])
def test_the_last_rule_set_played_is_prepared_first(last):
    assert advising.choosable_tables(last)[0] == (last or "yahtzee")
    assert sorted(advising.choosable_tables(last)) == ["yahtzee", "yatzy"]


async def test_a_game_that_opens_stops_building_the_other_rule_sets_tables(monkeypatch):
    release = threading.Event()
    started: list[str] = []
    called_off: list[str] = []

    def building(rules, progress=None):
        started.append(rules.id)
        if rules.id == "yahtzee":
            release.wait(timeout=30)
            try:
                progress(2, 4)
            except advising.BuildCalledOff:
                called_off.append(rules.id)
                raise
        return prepare_advisor(rules)

    monkeypatch.setattr(solver_cache_module, "_loaded", {})
    monkeypatch.setattr(advising, "prepare_advisor", building)
    app = ahead_app(hints=True)
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_for(pilot, lambda: started == ["yahtzee"], what="Yahtzee's table built ahead")
        app.open_game(new_game("yatzy", ["Ann"], seed=1))
        release.set()
        await wait_for(pilot, lambda: called_off == ["yahtzee"], what="Yahtzee's build stopped")
        await wait_for(pilot, lambda: advisor_ready("yatzy"), what="the game's own table")
        assert not advisor_ready("yahtzee")
