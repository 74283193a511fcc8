"""The card's header names each player so that two names of one start are told apart where
they do not fit whole: "A. Kovač" and "A. Kralj", never "Ana Marija K…" twice."""

from __future__ import annotations

import pytest

from tests.tui.helpers import app_for, game, settle, table, text_of

NAMES = ["Ana Marija Kovač", "Ana Marija Kralj"]


@pytest.mark.parametrize("size", [(80, 24), (100, 32)])
@pytest.mark.parametrize("rules", ["yahtzee", "yatzy"])
async def test_two_long_names_of_one_start_stay_apart_on_the_card(rules, size):
    app = app_for(game(rules, NAMES))
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        header = text_of(table(app).query_one("#card")).splitlines()[0]
    assert "A. Kovač" in header and "A. Kralj" in header, header
    assert "…" not in header, header
