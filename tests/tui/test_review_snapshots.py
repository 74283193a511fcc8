"""Snapshots of the Review tab and of a reviewed position, at 80x24 and 120x40."""

from __future__ import annotations

import pytest

from tests.builders import finished
from tests.tui.helpers import app_for, wait_for
from yahtzee_tui.tui.widgets.review_swings import SwingsList

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}
size_params = pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())
pytestmark = pytest.mark.usefixtures("advisor_ready", "reviews_remembered")


def review_shown(*pressed: str):
    async def run_before(pilot) -> None:
        await pilot.pause()
        await pilot.press("v")
        await wait_for(pilot, lambda: pilot.app.screen.query("#review-chart"), what="the review")
        swings = pilot.app.screen.query(SwingsList)
        await wait_for(pilot, lambda: all(s.done for s in swings), 60, "the swings")
        for key in pressed:
            await pilot.press(key)
        await pilot.pause()

    return run_before


@size_params
def test_review_tab(snap_compare, size):
    app = app_for(finished("yahtzee", ["Ann", "Bob"], seed=11))
    assert snap_compare(app, terminal_size=size, run_before=review_shown())


@size_params
def test_a_reviewed_position(snap_compare, size):
    app = app_for(finished("yahtzee", ["Ann", "Bob"], seed=11))
    assert snap_compare(app, terminal_size=size, run_before=review_shown("down", "enter"))
