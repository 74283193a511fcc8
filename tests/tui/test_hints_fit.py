"""With hints on, the hint panel is whole on the least terminals: its frame inside the table,
the best option and the CALL rating the cursor offers on screen, in every language."""

from __future__ import annotations

import re

import pytest

from tests.tui.helpers import app_for, game, settle, table, text_of, wait_for
from yahtzee_tui.tui.views.hints import call_option, option_words, short_option_words

pytestmark = pytest.mark.usefixtures("advisor_ready")

SIZES = [(80, 24), (100, 32)]


@pytest.mark.parametrize("size", SIZES)
async def test_the_best_option_and_the_call_rating_show_in_a_whole_panel(size, language):
    app = app_for(game("yamb", ["Ann", "Robo"], seed=3), hints=True)
    async with app.run_test(size=size) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: "▸" in text_of(table(app).query_one("#hints")))
        await pilot.press("c")
        screen = table(app)
        hint = screen.query_one("#hints")
        await wait_for(pilot, lambda: screen.hint is not None and screen.hint.call_row)
        await settle(pilot)
        offered = call_option(screen.hint.advice, screen.hint.call_row)
        assert offered is not None
        lines = text_of(hint).splitlines()
        assert lines[1].startswith("▸")
        rules = app.state.ruleset
        named = {option_words(rules, offered), short_option_words(rules, offered)}
        # A line's words, before its figures (the value, and the loss when there is one).
        words = [re.sub(r"( +[−+]?[\d,.]+)+ *$", "", line[2:]).strip() for line in lines[2:]]
        assert any(said in named for said in words), lines
        assert not any("…" in line for line in lines), lines  # names whole or short, never cut
        slot = screen.query_one("#hint-slot")
        side = screen.query_one("#tray-side")
        assert slot.region.bottom <= side.region.bottom  # the frame's last line is drawn
        assert hint.region.height == len(lines)  # every line of the panel on screen


async def test_the_log_keeps_three_lines_beside_the_hints(language):
    # At 100x32 the dice side tightens (no line above the status, none between the rows of
    # dice) and the log gives up its frame (the meter takes a line a player: the standings
    # stay in sight) before it gives up a line: before a roll, while the panel says what the
    # advisor does ("Vrzi: svetovalec oceni kocke…"), and after it, with three options.
    app = app_for(game("jamb", ["Ana", "Robo"], seed=3), hints=True)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table(app)
        hint = screen.query_one("#hints")
        log = screen.query_one("#log-scroll")
        await wait_for(pilot, lambda: screen.hint is not None and text_of(hint).strip())
        for key in ("", "r"):
            if key:
                await pilot.press(key)
                await wait_for(pilot, lambda: "▸" in text_of(hint))
            await settle(pilot)
            assert log.content_size.height >= 3, text_of(hint)
            assert (
                screen.query_one("#hint-slot").region.bottom
                <= screen.query_one("#tray-side").region.bottom
            )
