"""The finished game's throws at any width: a turn too long for the tab goes on under its first
throw, broken only after a "›": never inside a throw, nor between a box and its points (at
80x24 a Jamb turn had left "16" alone on the next line, under the turn numbers)."""

from __future__ import annotations

import re

import pytest
from rich.cells import cell_len

from tests.builders import finished
from tests.tui.helpers import app_for, wait_for
from yahtzee_tui import i18n
from yahtzee_tui.tui.views.results import _turns, turn_lines
from yahtzee_tui.tui.widgets.throws_list import ThrowsList

PLAYERS = ["Milan", "Ana"]


@pytest.mark.parametrize("rules", ["jamb", "yamb", "yatzy"])
@pytest.mark.parametrize("width", [30, 44, 60, 76])
def test_a_long_turn_breaks_only_between_its_steps(language, rules, width):
    state = finished(rules, PLAYERS, seed=11)
    whole = [line.plain for line in turn_lines(state)]
    lines = [line.plain for line in turn_lines(state, width)]
    lead = len(re.match(r"\s*\d+  \S+\s+", whole[0])[0])  # turn, name: the steps start after
    turns: list[str] = []
    for line in lines:
        if line.startswith(" " * lead):  # goes on under the first step
            assert turns[-1].endswith(" ›"), (turns[-1], line)  # broken after a "›"
            turns[-1] += " " + line[lead:]
        else:
            turns.append(line)
    assert turns == whole  # the same words, only broken
    for line in lines:
        steps = line[lead:].removesuffix(" ›").split(" › ")
        assert cell_len(line) <= width or len(steps) == 1, line  # wider only for one step
    assert len(turns) == len(_turns(state.history))


async def test_the_throws_tab_lays_its_lines_out_for_its_width(language):
    state = finished("jamb", PLAYERS, seed=11)
    app = app_for(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        throws = app.screen.query_one(ThrowsList)
        await wait_for(pilot, lambda: throws.content_size.width > 0, what="the tab laid out")
        width = throws.content_size.width
        expected = [line.plain for line in turn_lines(state, width)]
        drawn = [throws.render_line(y).text.rstrip() for y in range(throws.content_size.height)]
        assert [line.rstrip() for line in expected[: len(drawn)]] == drawn
        assert throws.content_size.height == len(expected)
        assert len(expected) > len(_turns(state.history))  # some turns went on


def test_the_throws_tab_of_a_jamb_game_in_croatian_at_80x24(snap_compare):
    i18n.set_language("hr")
    app = app_for(finished("jamb", PLAYERS, seed=11))

    async def run_before(pilot) -> None:
        await pilot.press("t")
        throws = app.screen.query_one(ThrowsList)
        await wait_for(pilot, lambda: throws.content_size.width > 0, what="the tab laid out")
        await pilot.pause()

    try:
        assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)
    finally:
        i18n.set_language("en")
