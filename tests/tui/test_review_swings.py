"""The Review tab's largest swings of the chance to win: listed for a game of two or more
players, not for a solo game or Yamb."""

from __future__ import annotations

import re
import threading
from collections.abc import Callable

import pytest

from tests.builders import finished
from tests.deadlines import deadline
from tests.tui.helpers import app_for, text_of, wait_for
from yahtzee_tui.game import Event, new_game
from yahtzee_tui.strategy.chance_swings import Swing
from yahtzee_tui.tui.widgets import review_swings
from yahtzee_tui.tui.widgets.review_swings import (
    HEADING,
    SWINGS_LISTED,
    SwingsList,
    swing_line,
    swings_shown,
)
from yahtzee_tui.tui.widgets.review_tab import ReviewPane

pytestmark = pytest.mark.usefixtures("advisor_ready", "reviews_remembered")


async def test_the_review_lists_the_largest_swings_of_a_two_player_game():
    app = app_for(finished("yahtzee", ["Ann", "Bob"], seed=11))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("v")
        await wait_for(pilot, lambda: app.screen.query(SwingsList), what="the swings list")
        swings = app.screen.query_one(SwingsList)
        await wait_for(pilot, lambda: swings.done, 60, "the swings")
        heading, *lines = text_of(swings).splitlines()
        assert heading == HEADING
        assert len(lines) == SWINGS_LISTED
        for line in lines:
            assert re.match(r"(Ann|Bob), turn \d+, .+: .+% → .+% \([+−±]\d+\)$", line)


async def test_the_swings_stop_being_worked_out_once_the_app_has_ended(monkeypatch):
    asked: list[Callable[[], bool] | None] = []
    app_ended = threading.Event()
    work_out = review_swings.game_swings

    def game_swings(*args, stop=None, **kwargs):
        asked.append(stop)
        app_ended.wait(deadline())  # still at work as the app ends (not done from a cache)
        return work_out(*args, stop=stop, **kwargs)

    monkeypatch.setattr(review_swings, "game_swings", game_swings)
    app = app_for(finished("yahtzee", ["Ann", "Bob"], seed=11))
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("v")
            await wait_for(pilot, lambda: asked, what="the swings begun")
            assert asked[0] is not None and not asked[0]()
        assert asked[0](), "the swings' playouts go on after the app has ended"
    finally:
        app_ended.set()


async def test_a_solo_review_has_no_swings():
    app = app_for(finished("yahtzee", ["Ann"], seed=11))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("v")
        await wait_for(pilot, lambda: app.screen.query_one(ReviewPane).found, what="the review")
        await pilot.pause()
        assert not app.screen.query(SwingsList)


def test_swings_are_listed_for_two_or_more_players_of_a_solved_game():
    assert swings_shown(new_game("yatzy", ["Ann", "Bob"], seed=1))
    assert not swings_shown(new_game("yatzy", ["Ann"], seed=1))
    assert not swings_shown(new_game("yamb", ["Ann", "Bob"], seed=1))


def test_a_swing_reads_who_when_what_and_how_far():
    state = new_game("yahtzee", ["[b]Ann", "Bob"], seed=1)
    score = Event("score", 0, 7, (6, 6, 6, 2, 2), (False,) * 5, 3, box="chance", points=22)
    line = swing_line(state, Swing(40, score, 0.48, 0.31))
    assert line == "[b]Ann, turn 7, Chance 22: 48% → 31% (−17)"
    roll = Event("roll", 1, 2, (1, 2, 3, 4, 5), (False,) * 5, 2)
    assert swing_line(state, Swing(3, roll, 0.5, 0.62)).endswith(
        "roll 2: 1 2 3 4 5: 50% → 62% (+12)"
    )


def test_a_swings_change_is_the_difference_of_the_chances_it_shows():
    """7.4% → 23.6% shows as 7% → 24%: its change reads +17, not the +16 behind it."""
    state = new_game("yahtzee", ["Ann", "Robo"], seed=1)
    roll = Event("roll", 1, 9, (6, 6, 5, 6, 6), (False,) * 5, 1)
    assert swing_line(state, Swing(3, roll, 0.074, 0.236)).endswith("7% → 24% (+17)")
    assert swing_line(state, Swing(3, roll, 0.714, 0.806)).endswith("71% → 81% (+10)")


async def test_the_paging_keys_scroll_the_review_to_the_swings_and_back():
    # At 100x32 the swings stand below the chart: End, Page Down and tab reach them.
    app = app_for(finished("yahtzee", ["Ann", "Bob"], seed=11))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("v")
        await wait_for(pilot, lambda: app.screen.query(SwingsList), what="the swings list")
        pane = app.screen.query_one(ReviewPane)
        swings = app.screen.query_one(SwingsList)
        await wait_for(pilot, lambda: swings.done, 60, "the swings")
        await wait_for(pilot, lambda: pane.max_scroll_y > 0, what="a review taller than the tab")
        assert not pane.region.contains_region(swings.region)
        await pilot.press("end")
        await wait_for(pilot, lambda: pane.scroll_y == pane.max_scroll_y, what="the end")
        assert pane.region.contains_region(swings.region)
        await pilot.press("home")
        await wait_for(pilot, lambda: pane.scroll_y == 0, what="the top")
        await pilot.press("pagedown")
        await wait_for(pilot, lambda: pane.scroll_y > 0, what="a page down")
        await pilot.press("pageup")
        await wait_for(pilot, lambda: pane.scroll_y == 0, what="a page up")
        # The arrows still move through the decisions.
        table = app.screen.query_one("#review-worst")
        await pilot.press("down")
        await wait_for(pilot, lambda: table.cursor_row == 1, what="the second decision")
        # Tab goes from the list to the chart, then to the swings, each brought into view.
        await pilot.press("tab", "tab")
        await wait_for(pilot, lambda: swings.has_focus, what="the swings focused")
        await wait_for(
            pilot, lambda: pane.region.contains_region(swings.region), what="the swings in view"
        )
