"""Snapshots of the Review tab and of a reviewed position, at 80x24 and 120x40; in Croatian
and Slovenian at 80x24 and 100x32 with the default names and hints shown."""

from __future__ import annotations

import pytest

from tests.builders import finished
from tests.tui.helpers import app_for, wait_for
from tests.tui.test_review_native import default_names, hinted_game
from yahtzee_tui import i18n
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


NATIVE_SIZES = {"80x24": (80, 24), "100x32": (100, 32)}


@pytest.mark.parametrize("size", NATIVE_SIZES.values(), ids=NATIVE_SIZES.keys())
@pytest.mark.parametrize("lang", ["hr", "sl"])
def test_review_tab_in_words_of_its_own(snap_compare, lang, size):
    i18n.set_language(lang)
    try:
        app = app_for(hinted_game("yahtzee", default_names()))
        assert snap_compare(app, terminal_size=size, run_before=review_shown())
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["hr", "sl"])
def test_a_reviewed_position_in_words_of_its_own(snap_compare, lang):
    i18n.set_language(lang)
    try:
        app = app_for(hinted_game("yahtzee", default_names()))
        pressed = ("down",) * 6 + ("enter",)  # a hold chosen where a box was best
        assert snap_compare(app, terminal_size=(80, 24), run_before=review_shown(*pressed))
    finally:
        i18n.set_language("en")
