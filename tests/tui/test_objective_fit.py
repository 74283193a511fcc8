"""Under the win, the hint panel is whole on the least terminals in every language: its
heading, and each option with its points and its chance on one line, nothing cut."""

from __future__ import annotations

import pytest

from tests.tui.helpers import app_for, game, played_until, settle, table, text_of, wait_for
from yahtzee_tui.storage.settings import Settings
from yahtzee_tui.tui.views.chance_words import fine_percent, percent

pytestmark = pytest.mark.usefixtures("advisor_ready")

SIZES = [(80, 24), (100, 32)]


@pytest.mark.parametrize("size", SIZES)
async def test_each_option_with_its_chance_shows_whole(size, language):
    state = played_until(game("yahtzee", ["Ann", "Bob"], seed=5), 8)
    app = app_for(state, hints=True, settings=Settings(objective="win"))
    async with app.run_test(size=size) as pilot:
        screen = table(app)
        hint = screen.query_one("#hints")
        await pilot.press("r")
        await wait_for(pilot, lambda: screen.hint.objective.chances is not None)
        await settle(pilot)
        title, *lines = text_of(hint).splitlines()
        chances = screen.hint.objective.chances
        # Whole points, or a tenth where whole points would show different chances alike.
        shown = {said(found.chance) for found in chances for said in (percent, fine_percent)}
        assert lines and lines[0].startswith("▸")
        # Split at plain spaces: a percent sign may stand after a no-break space ("50 %").
        assert all(line.rsplit(" ", 1)[-1] in shown for line in lines), lines
        assert not any("…" in line for line in [title, *lines]), [title, *lines]
        assert hint.region.height == len(lines) + 1  # every line of the panel on screen
        slot, side = screen.query_one("#hint-slot"), screen.query_one("#tray-side")
        assert slot.region.bottom <= side.region.bottom
        assert max(len(line) for line in [title, *lines]) <= hint.region.width
