"""The Review tab at 80x24 in every language: each player's figures and the worst decisions'
list whole in the pane (the headers' short words, the dice closed up, the choices by the
card's short names), never cut; a player's own name may be shortened."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

import pytest
from rich.cells import cell_len
from textual.widgets import DataTable, Static

from tests.builders import finished
from tests.tui.helpers import app_for, wait_for
from yahtzee_tui import i18n
from yahtzee_tui.game.state import GameState, Mark
from yahtzee_tui.tui.views.review_fit import worst_list
from yahtzee_tui.tui.widgets.review_tab import PlayersFigures, ReviewPane

pytestmark = pytest.mark.usefixtures("advisor_ready", "reviews_remembered")

PLAYERS = ["Ann", "Bob", "Cecilija Novak", "Dragan"]


@cache
def helped_game(rules: str) -> GameState:
    """A finished game of four in which hints were shown and moves taken back (an immutable
    value, built once per process)."""
    state = finished(rules, PLAYERS, seed=11)
    marks = []
    for event in state.history:
        if event.kind == "roll" and event.roll in (1, 2) and event.turn % 2 == 0:
            marks.append(Mark("hint", event.player, event.turn, event.roll))
        if event.kind == "score" and event.turn % 3 == 0:
            marks.append(Mark("undo", event.player, event.turn, 3, "score", event.cell))
    return replace(state, marks=tuple(marks))


async def review_shown(pilot, app) -> None:
    """Open the Review tab (`v`) and wait until it is worked out and filled."""
    await pilot.press("v")
    await wait_for(pilot, lambda: app.screen.query_one(ReviewPane).found, what="the review")
    await wait_for(pilot, lambda: app.screen.query("#review-chart"), what="the tab filled")
    await pilot.pause()


@pytest.mark.parametrize("rules", ["yamb", "yahtzee"])
async def test_the_review_is_whole_at_80_columns(language, rules):
    app = app_for(helped_game(rules))
    async with app.run_test(size=(80, 24)) as pilot:
        await review_shown(pilot, app)
        worst = app.screen.query_one("#review-worst", DataTable)
        assert worst.row_count and worst.virtual_size.width <= worst.scrollable_content_region.width
        figures = app.screen.query_one(PlayersFigures)
        lines = figures.render_lines(figures.region.reset_offset)
        text = [strip.text.rstrip() for strip in lines]
        assert all(cell_len(line) <= figures.content_region.width for line in text), text
        assert not any("…" in line for line in text), text
        for column in worst.ordered_columns:
            assert "…" not in str(column.label)
        for row in range(worst.row_count):
            cells = [str(cell) for cell in worst.get_row_at(row)]
            assert not any("…" in cell for cell in cells[2:]), cells  # all but the name whole


def test_the_review_tab_in_croatian_at_80x24(snap_compare):
    i18n.set_language("hr")
    app = app_for(helped_game("yamb"))

    async def run_before(pilot) -> None:
        await pilot.press("v")
        await wait_for(pilot, lambda: app.screen.query("#review-chart"), what="the review")
        await pilot.pause()

    try:
        assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)
    finally:
        i18n.set_language("en")


SIX = ["Ann", "Bob", "Cecilija Novak", "Dragan", "Cecilija Horvat", "Bartholomew"]


@pytest.mark.parametrize("language", ["hr"], indirect=True)
async def test_six_players_names_are_told_apart_without_a_cut(language):
    # At 80x24 "Cecilija Novak" showed as "Cecil…": a short form a player reads as the name
    # instead ("C. Novak", "C.N."), the two Cecilijas apart.
    state = finished("yahtzee", SIX, seed=11)
    app = app_for(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await review_shown(pilot, app)
        worst = app.screen.query_one("#review-worst", DataTable)
        names = {str(worst.get_row_at(row)[1]) for row in range(worst.row_count)}
        figures = app.screen.query_one(PlayersFigures)
        lines = [strip.text for strip in figures.render_lines(figures.region.reset_offset)]
        shown = [re.split(r"\s{2,}", line.strip())[0] for line in lines[1:] if line.strip()]
        assert not any("…" in name for name in names | set(lines)), (names, lines)
        assert len(set(shown)) == len(shown), lines
        assert not {"Cecilija"} & names, names  # one Cecilija's name would not tell which


@pytest.mark.parametrize("language", ["sr"], indirect=True)
async def test_a_list_drawn_before_the_table_is_idle_draws_every_cell_whole(language):
    # Back at 80x24 from 100x32 the list had been drawn in its headers' widths, and kept so
    # until the next fill: "Četvo", "sve p", four dice of five. A resize fills the list again
    # and can draw it before the DataTable measures the new rows (when idle): the draw right
    # after the fill must hold every cell whole, and so must the cached one after.
    app = app_for(finished("yatzy", ["Milan", "Ana"], seed=7, helped=True))
    async with app.run_test(size=(80, 24)) as pilot:
        await review_shown(pilot, app)
        pane = app.screen.query_one(ReviewPane)
        worst = app.screen.query_one("#review-worst", DataTable)
        legend = app.screen.query_one("#review-legend", Static)
        found = pane.found
        assert found is not None
        shown = worst_list(found, found.worst(), 60)  # a narrow step: shorter cells
        pane._fill_worst(worst, shown, found.worst(), legend)
        drawn = [worst.render_line(row + 1).text for row in range(3)]  # before any idle
        await pilot.pause()
        cached = [worst.render_line(row + 1).text for row in range(3)]
        for row, cells in enumerate(shown.rows[:3]):
            for line in (drawn[row], cached[row]):
                assert all(cell in line for cell in cells), (cells, line)
