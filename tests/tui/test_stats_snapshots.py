"""How the Stats screen and a match's standings look, pinned at both sizes."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.tui.helpers import app_for, played_until
from tests.tui.stats_data import known_profiles, record_rows
from tests.tui.test_snapshots import keys, size_params
from tests.tui.waiting import wait_for
from yahtzee_tui.game import Player
from yahtzee_tui.game.matches import new_match, next_match_game
from yahtzee_tui.storage.settings import Settings

__all__ = ["known_profiles"]  # a fixture


def stats_keys(*pressed: str):
    """Open the Stats screen and wait until it shows the figures, then press `pressed`."""

    async def run_before(pilot) -> None:
        await pilot.pause()
        await pilot.press("t")
        app = pilot.app
        await wait_for(pilot, lambda: getattr(app.screen, "figures", None) is not None)
        for key in pressed:
            await pilot.press(key)
        await pilot.pause()

    return run_before


@pytest.mark.usefixtures("known_profiles")
@size_params
@pytest.mark.parametrize(
    "chart", ["1", "2", "3", "4"], ids=["figures", "totals", "spread", "boxes"]
)
def test_stats_screen(snap_compare, size, chart):
    record_rows("Ann", games=12)
    app = app_for(settings=Settings(last_seats=(Player("Ann"),)))
    assert snap_compare(app, terminal_size=size, run_before=stats_keys(chart))


def match_over_first_game():
    """Ann and Bob after the first game of a match of three (totals fixed by the seed)."""
    first = played_until(new_match("yahtzee", ["Ann", "Bob"], 3, seed=7, match_id="m"))
    second = played_until(next_match_game(first, seed=8))
    return first, second


@size_params
def test_game_over_shows_the_match_standings(snap_compare, size):
    first, _ = match_over_first_game()
    assert snap_compare(app_for(first), terminal_size=size, run_before=keys())


@size_params
def test_game_over_shows_the_match_won(snap_compare, size):
    _, second = match_over_first_game()
    last = replace(second, match=replace(second.match, games=2))
    assert snap_compare(app_for(last), terminal_size=size, run_before=keys())


@size_params
def test_table_shows_the_match_totals(snap_compare, size):
    first, _ = match_over_first_game()
    state = played_until(next_match_game(first, seed=8), turns_left=9)
    assert snap_compare(app_for(state), terminal_size=size, run_before=keys("r"))
