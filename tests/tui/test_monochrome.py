"""Under NO_COLOR every state a colour tells still reads: the best option, the cell under the
cursor, a called row, a named DIRECTED cell, whose turn it is. Pinned as pictures of the table
in Yahtzee and in Yamb (fixed size and seed), and as the styles that carry each state."""

from __future__ import annotations

import pytest

from tests.tui.helpers import app_for, card, game, rolled
from tests.tui.test_snapshots import keys
from yahtzee_tui.game import call, name_cell, new_game, roll, score


@pytest.fixture
def no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


def named():
    """jamb_directed: Ann has named TRIPS of Bob's DIRECTED column, and Bob has rolled."""
    state = roll(new_game("jamb_directed", ["Ann", "Bob"], seed=5, first_player=0))
    state = score(state, "free.max")
    return roll(name_cell(state, "trips"))


def test_the_yahtzee_table_in_monochrome(snap_compare, no_color):
    app = app_for(rolled(game("yahtzee", ["Ann", "Bob"]), (3, 3, 3, 5, 5)))
    assert snap_compare(app, terminal_size=(100, 30), run_before=keys("down"))


def test_the_yamb_table_with_a_named_cell_in_monochrome(snap_compare, no_color):
    """The named DIRECTED cell is the one of its column open; the cursor on the first cell."""
    app = app_for(named())
    assert snap_compare(app, terminal_size=(120, 40), run_before=keys("down"))


def test_the_yamb_table_with_a_called_row_in_monochrome(snap_compare, no_color):
    app = app_for(call(named(), "max"))
    assert snap_compare(app, terminal_size=(120, 40), run_before=keys())


@pytest.mark.parametrize(
    ("component", "styles"),
    [
        ("card--best", ("underline",)),
        ("card--called", ("reverse",)),
        ("card--header-current", ("bold", "underline")),
    ],
)
async def test_each_state_of_the_card_has_a_style_of_its_own(no_color, component, styles):
    app = app_for(rolled(game("yahtzee"), (3, 3, 3, 5, 5)))
    async with app.run_test(size=(100, 30)):
        style = card(app).get_component_rich_style(component)
        assert all(getattr(style, name) for name in styles), style


async def test_the_cell_under_the_cursor_is_reversed(no_color):
    app = app_for(rolled(game("yahtzee"), (3, 3, 3, 5, 5)))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("down")
        await pilot.pause()
        scorecard = card(app)
        assert scorecard.has_focus
        assert scorecard.get_component_rich_style("card--cursor").reverse
