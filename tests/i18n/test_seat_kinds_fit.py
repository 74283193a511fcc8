"""A computer seat on the start screen shows its level whole, in every language."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from tests.tui.helpers import app_for, settle
from yahtzee_tui.strategy import COMPUTER_LEVELS
from yahtzee_tui.tui.widgets.seats import SeatRow


@pytest.mark.parametrize("code", ["en", "hr", "sr", "sl"])
async def test_a_computer_seat_shows_its_level_whole(code: str, speak):
    speak(code)
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.click("#add-seat")
        await settle(pilot)
        row = app.screen.query(SeatRow)[1]
        for level in COMPUTER_LEVELS:
            row.choose(level)
            await settle(pilot)
            label = row.kind_select.query_one("SelectCurrent #label")
            words = str(label.render())
            assert row.level == level and words.endswith(words.split(" · ")[-1])
            assert cell_len(words) <= label.region.width, (words, label.region.width)
            assert label.region.right <= app.screen.region.right
