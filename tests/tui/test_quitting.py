"""Quitting: q wherever no text field has the focus, ctrl+q always; the game stays saved."""

from __future__ import annotations

from tests.tui.helpers import app_for, game
from yahtzee_tui.storage.saves import has_saved_game, load_game


async def test_q_quits_in_the_middle_of_a_turn_and_the_game_stays_saved():
    app = app_for(game("yamb"))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("r", "q")
        await pilot.pause()
        assert app._exit
    assert has_saved_game() and load_game().has_rolled


async def test_the_table_footer_says_q_quits_and_the_game_is_saved():
    app = app_for(game("yahtzee"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        labels = {b.binding.key: b.binding.description for b in app.active_bindings.values()}
        assert labels["q"] == "Quit (saved)"


async def test_q_quits_from_the_start_screen():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("q")
        await pilot.pause()
        assert app._exit


async def test_q_in_a_name_field_is_a_letter_of_the_name():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("tab", *"Quinn")
        await pilot.pause()
        assert not app._exit
        assert app.focused.value == "Quinn"


async def test_ctrl_c_says_how_to_quit():
    app = app_for(game("yahtzee"))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+c")
        await pilot.pause()
        messages = [notification.message for notification in app._notifications]
        assert messages == ["Press q (or ctrl+q) to quit. The game is saved."]
