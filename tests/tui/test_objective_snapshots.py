"""Pictures of the hint panel under an objective: to win (Yahtzee, 100x32), each option's
chance beside its points; for a target (Yatzy, 80x24), the player's best + 1."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tui.helpers import app_for, game, played_until, settle, table, text_of, wait_for
from yahtzee_tui.storage.settings import Settings
from yahtzee_tui.strategy.cache import solver_table
from yahtzee_tui.tui.widgets.chance_meter import ChanceMeter


def chances_in(pilot) -> bool:
    return "%" in "".join(text_of(table(pilot.app).query_one("#hints")).splitlines()[1:2])


async def roll_and_wait(pilot) -> None:
    await pilot.pause()
    await pilot.press("r")
    await wait_for(pilot, lambda: chances_in(pilot))
    meter = table(pilot.app).query_one(ChanceMeter)
    if meter.display:  # the meter's figures for these dice, not the last ones dimmed
        await wait_for(pilot, lambda: meter.settled)
    await settle(pilot)


def test_the_hint_panel_to_win(snap_compare, advisor_ready, meter_figures):
    state = played_until(game("yahtzee", ["Ann", "Bob"], seed=5), 8)
    app = app_for(state, hints=True, settings=Settings(objective="win"))
    assert snap_compare(app, terminal_size=(100, 32), run_before=roll_and_wait)


@pytest.fixture
def best_of_159(monkeypatch):
    from yahtzee_tui.storage import records_read
    from yahtzee_tui.storage.records_read import PlayerStats

    def stats(name, rules=None, *, path=None):
        return [PlayerStats(name, "yatzy", 4, 0, 140.0, 159, 120, 0.25, 0)]

    monkeypatch.setattr(records_read, "player_stats", stats)


def test_the_hint_panel_for_a_target(snap_compare, solver_cache: Path, best_of_159):
    solver_table("yatzy", directory=solver_cache)
    state = played_until(game("yatzy", ["Ann"], seed=4), 6)
    app = app_for(state, hints=True, settings=Settings(objective="target"))
    assert snap_compare(app, terminal_size=(80, 24), run_before=roll_and_wait)
