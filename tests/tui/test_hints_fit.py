"""With hints on, the hint panel is whole on the least terminals: its frame inside the table,
the best option and the CALL rating the cursor offers on screen, in every language."""

from __future__ import annotations

import re

import pytest

from tests.tui.helpers import app_for, game, played_until, settle, table, text_of, wait_for
from yahtzee_tui.tui.views.hints import call_option, option_words, short_option_words
from yahtzee_tui.tui.views.table_fit import LOG_ROWS

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


def assert_the_log_whole(screen, hint) -> None:
    """Where the table frames its parts, the log keeps its frame, its title and LOG_ROWS
    lines beside the hints: the hint panel lists fewer options rather than take them."""
    if not screen.has_class("-roomy"):
        return  # a short table with hints on sets its log aside by design
    log = screen.query_one("#log-scroll")
    assert not screen.has_class("-frameless") and log.display, text_of(hint)
    assert log.styles.border_top[0] != "" and log.border_title, text_of(hint)
    assert log.content_size.height >= LOG_ROWS, text_of(hint)
    assert (
        screen.query_one("#hint-slot").region.bottom <= screen.query_one("#tray-side").region.bottom
    )


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("rules", ["yahtzee", "yatzy", "yamb", "jamb"])
@pytest.mark.parametrize("toggled", ["", "h"])
async def test_the_log_keeps_its_frame_and_three_lines_beside_the_hints(
    rules, size, toggled, language
):
    # Before a roll, while the panel says what the advisor does ("Vrzi: svetovalec oceni
    # kocke…"), and after it, with its options; with the hints on from the start or turned on
    # at the table.
    app = app_for(game(rules, ["Ana", "Robo"], seed=3), hints=toggled == "")
    async with app.run_test(size=size) as pilot:
        screen = table(app)
        hint = screen.query_one("#hints")
        if toggled:
            await pilot.press(toggled)
        await wait_for(pilot, lambda: screen.hint is not None and text_of(hint).strip())
        for key in ("", "r", "r"):
            if key:
                await pilot.press(key)
                await wait_for(pilot, lambda: "▸" in text_of(hint))
            await settle(pilot)
            assert_the_log_whole(screen, hint)


async def test_the_log_keeps_its_frame_beside_the_chances_to_win(language):
    app = app_for(played_until(game("yatzy", ["Ana", "Robo"], seed=5), 6), hints=True)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table(app)
        hint = screen.query_one("#hints")
        await pilot.press("o")
        await wait_for(pilot, lambda: screen.objective == "win" and text_of(hint).strip())
        await settle(pilot)
        assert_the_log_whole(screen, hint)
        await pilot.press("r")
        await wait_for(pilot, lambda: "%" in "".join(text_of(hint).splitlines()[1:2]))
        await settle(pilot)
        assert_the_log_whole(screen, hint)
