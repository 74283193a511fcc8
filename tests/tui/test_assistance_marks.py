"""The table marks the help a player has: a hint shown and a move undone, kept in the save."""

from __future__ import annotations

import pytest

from tests.tui.helpers import app_for, game, table, wait_for
from yahtzee_tui.game.assistance import assisted, hints_shown, undone_moves
from yahtzee_tui.storage.saves import load_game

pytestmark = pytest.mark.usefixtures("advisor_ready")


async def test_a_game_played_without_hints_or_undo_is_not_assisted():
    app = app_for(game("yahtzee"), hints=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "1")
        await wait_for(pilot, lambda: app.state.held[0])
        assert not assisted(app.state)


async def test_hints_on_screen_mark_each_position_of_a_human_once():
    app = app_for(game("yahtzee"), hints=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: any(m.roll == 1 for m in hints_shown(app.state)))
        await pilot.press("1")  # a hold is the same roll: no new mark
        await wait_for(pilot, lambda: app.state.held[0])
        rolls = [(m.player, m.turn, m.roll) for m in hints_shown(app.state)]
        assert rolls.count((0, 1, 1)) == 1
        assert load_game().marks == app.state.marks  # saved with the game


async def test_turning_hints_on_after_a_roll_by_mouse_marks_the_position():
    app = app_for(game("yahtzee"), hints=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.click("#roll")
        await wait_for(pilot, lambda: app.state.has_rolled)
        assert not hints_shown(app.state)
        await pilot.press("h")
        await wait_for(pilot, lambda: hints_shown(app.state), what="a hint mark")


async def test_an_undo_by_key_is_marked_and_saved():
    app = app_for(game("yahtzee"), hints=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "1")
        await wait_for(pilot, lambda: app.state.held[0])
        await pilot.press("u")
        await wait_for(pilot, lambda: undone_moves(app.state))
        assert [m.undone for m in undone_moves(load_game())] == ["hold"]
        assert table(app).state is app.state
