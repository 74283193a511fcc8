"""A Yamb sheet says its results' names whole where the label column has the room for them
(sl "Zgornji", "Srednji", "Spodnji", not "Zgor.", "Sred.", "Spod."), the short forms only
where a whole name is wider than the labels; the card is no wider for it."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from tests.tui.helpers import app_for, card, game, settle

SIZES = [(100, 32), (80, 24)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", ["sl", "hr", "sr"])
async def test_the_results_are_named_whole_where_they_fit(code, size, speak):
    speak(code)
    app = app_for(game("jamb", ["Ana", "Branko"]))
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        sheet = card(app)
        labels = [row.label for row in sheet.view.rows]
        assert all(cell_len(label) <= sheet.view.label_width for label in labels), labels
        assert not any(label.endswith(".") for label in labels[-5:]), labels
        if code == "sl":
            assert {"Zgornji", "Srednji", "Spodnji"} <= set(labels), labels
            assert sheet.view.label_width == 7  # the card no wider than before


async def test_the_headers_are_whole_where_a_column_has_the_room(speak):
    # A Slovenian Jamb sheet on a wide terminal has columns of 8 cells: NAVZDOL, NAPOVED
    # whole, not DOL and NAP.
    speak("sl")
    app = app_for(game("jamb", ["Ana", "Branko"]))
    async with app.run_test(size=(140, 40)) as pilot:
        await settle(pilot)
        sheet = card(app)
        header = str(sheet.render()).splitlines()[0]
        assert sheet._column_width == 8, sheet._column_width
        assert "NAVZDOL" in header and "NAPOVED" in header, header
