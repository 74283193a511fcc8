"""A saved game open in another copy (a terminal or another browser tab of `yahtzee-tui serve`)
is never written here: the start screen says so in one line and offers to watch it read-only or
to play a separate game, saved apart."""

from __future__ import annotations

import pytest

from tests.textual_shims import exit_asked, screen_lines
from tests.tui.helpers import app_for, game, table, text_of, wait_for
from yahtzee_tui.game import roll
from yahtzee_tui.storage.locks import lock_holder
from yahtzee_tui.storage.saves import load_game, save_game
from yahtzee_tui.storage.slots import slot_path
from yahtzee_tui.tui.screens.start import StartScreen


def in_play():
    state = roll(game("yahtzee", ["Ann", "Bob"], seed=41))
    save_game(state)
    return state


def start_screen_ready(app) -> bool:
    return isinstance(app.screen, StartScreen) and bool(app.screen.query("#start"))


async def test_the_start_screen_offers_to_watch_or_play_apart_a_game_open_elsewhere(held):
    in_play()
    other = held()
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: start_screen_ready(app))
        row = text_of(app.screen.query_one("#resume-summary"))
        assert row == (
            f"Yahtzee · Ann, Bob · turn 1 of 13 · open in another yahtzee-tui (process {other.pid})"
        )
        assert app.screen.query("#watch") and app.screen.query("#separate")
        assert not app.screen.query("#resume")


async def test_ctrl_r_never_takes_a_game_open_elsewhere(held):
    before = in_play()
    held()
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: start_screen_ready(app))
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert app.state is None and isinstance(app.screen, StartScreen)
    assert load_game() == before


async def test_opening_a_game_open_elsewhere_says_so_in_one_line_on_the_start_screen(held):
    before = in_play()
    other = held()
    app = app_for(save_path=slot_path(1))
    async with app.run_test(size=(100, 32)) as pilot:
        app.open_game(path=slot_path(1))
        await wait_for(pilot, lambda: start_screen_ready(app))
        said = text_of(app.screen.query_one("#start-message"))
        assert said == (
            f"the saved game game.json is open in another yahtzee-tui (process {other.pid}): "
            "watch it read-only, or start a separate game."
        )
        assert app.state is None
    assert load_game() == before


async def test_watch_shows_the_game_read_only_and_follows_the_other_copys_saves(held):
    before = in_play()
    other = held()
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: start_screen_ready(app))
        await pilot.click("#watch")
        await wait_for(pilot, lambda: app.state == before and app.read_only)
        table(app)
        await wait_for(pilot, lambda: screen_lines(app)[-1].strip(), what="the footer")
        footer = screen_lines(app)[-1]
        assert "Score" not in footer and "Roll" not in footer, footer  # no key offered moves
        assert "q Quit" in footer and "saved" not in footer, footer  # saved by the other copy
        await pilot.press("r", "a", "enter", "space")
        await pilot.click("#roll")
        assert app.state == before  # no key or click makes a move
        assert load_game() == before  # and nothing is written

        after = roll(before)  # the other copy plays on and saves
        save_game(after)
        await wait_for(pilot, lambda: app.state == after, what="the watched save followed")
        assert lock_holder(slot_path(1)) == other.pid
        await pilot.press("q")
        await wait_for(pilot, lambda: exit_asked(app), what="q quitting the watched game")
    assert load_game() == after


@pytest.mark.parametrize("button", ["#separate", "#start"])
async def test_a_new_game_beside_one_open_elsewhere_plays_in_a_slot_of_its_own(held, button):
    """Separate game by name, or Start: either way the new game is saved apart."""
    before = in_play()
    held()
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: start_screen_ready(app))
        await pilot.click(button)
        await wait_for(pilot, lambda: app.state is not None)
        assert app.save_path == slot_path(2) and not app.read_only
        await pilot.press("r")
        await wait_for(pilot, lambda: app.state.rolls_used == 1)
        assert load_game(slot_path(2)) == app.state
    assert load_game() == before


async def test_two_visitors_of_the_served_game_never_write_the_same_save():
    """`yahtzee-tui serve` makes an app for every visit (`make_app()`, no lock given): the
    first to play a game holds its save; the second tab is told, and plays apart."""
    first, second = app_for(), app_for()
    async with first.run_test(size=(100, 32)) as one, second.run_test(size=(100, 32)) as two:
        await wait_for(one, lambda: start_screen_ready(first))
        await one.click("#start")
        await wait_for(one, lambda: first.state is not None)
        await one.press("r")
        await wait_for(one, lambda: first.state.rolls_used == 1)
        assert first.save_path == slot_path(1)

        second.show_start()  # a tab opened (or reloaded) now
        await wait_for(two, lambda: start_screen_ready(second) and second.screen.query("#watch"))
        assert "open in another yahtzee-tui" in text_of(second.screen.query_one("#resume-summary"))
        await two.click("#start")
        await wait_for(two, lambda: second.state is not None)
        assert second.save_path == slot_path(2)
        await two.press("r")
        await wait_for(two, lambda: second.state.rolls_used == 1)

        assert load_game(slot_path(1)) == first.state
        assert load_game(slot_path(2)) == second.state
        assert first.state != second.state


async def test_two_saves_are_told_apart_by_words_not_file_names():
    """The second save says its number, a daily challenge its day: never `game-2.json`."""
    from datetime import date

    from yahtzee_tui.game.daily import daily_game

    save_game(roll(game("yahtzee", ["Ann", "Bob"])), slot_path(1))
    save_game(roll(daily_game("yahtzee", "Ann", date(2026, 11, 27))), slot_path(2))
    app = app_for()
    async with app.run_test(size=(120, 32)) as pilot:
        await wait_for(
            pilot, lambda: start_screen_ready(app) and len(app.screen.query(".saved-row")) == 2
        )
        rows = [text_of(label) for label in app.screen.query(".saved-label")]
    assert rows[0] == "Yahtzee · Ann, Bob · turn 1 of 13"
    assert rows[1] == "Yahtzee · daily challenge 2026-11-27 · Ann · turn 1 of 13 · save 2"
    assert not any(".json" in row for row in rows)
