"""Game over at 80x24 scrolls its tab by keyboard though a button holds the focus: a Jamb
game's Columns table and the players' panels are below the fold there."""

from __future__ import annotations

import pytest
from textual.containers import VerticalScroll
from textual.widgets import TabbedContent

from tests.builders import finished
from tests.tui.helpers import app_for, settle, wait_for
from yahtzee_tui.tui.screens.game_over import GameOverScreen

pytestmark = pytest.mark.usefixtures("advisor_ready")


async def test_the_keys_scroll_the_results_below_the_fold(language):
    app = app_for(finished("jamb", ["Ana", "Robo"], seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await settle(pilot)
        tabs = app.screen.query_one("#over-tabs", TabbedContent)
        scroll = tabs.get_pane("tab-results").query_one(VerticalScroll)
        await wait_for(pilot, lambda: scroll.max_scroll_y > 0)  # more than a screenful
        await pilot.press("pagedown")
        await wait_for(pilot, lambda: scroll.scroll_y > 1)
        await pilot.press("end")
        await wait_for(pilot, lambda: scroll.scroll_y == scroll.max_scroll_y)
        await pilot.press("pageup")
        await wait_for(pilot, lambda: scroll.scroll_y < scroll.max_scroll_y)
        await pilot.press("home")
        await wait_for(pilot, lambda: scroll.scroll_y == 0)
        await pilot.press("down")
        await wait_for(pilot, lambda: scroll.scroll_y == 1)
        await pilot.press("up")
        await wait_for(pilot, lambda: scroll.scroll_y == 0)
