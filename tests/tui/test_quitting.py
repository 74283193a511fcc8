"""Quitting: q wherever no text field has the focus, ctrl+q always; the game stays saved."""

from __future__ import annotations

import json

from tests.textual_shims import exit_asked, notifications
from tests.tui.helpers import app_for, game, wait_for
from yahtzee_tui.game.serialize import state_to_dict
from yahtzee_tui.storage.saves import default_save_path, has_saved_game, load_game


async def test_q_quits_in_the_middle_of_a_turn_and_the_game_stays_saved():
    app = app_for(game("yamb"))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("r", "q")
        await wait_for(pilot, lambda: exit_asked(app))
    assert has_saved_game() and load_game().has_rolled


async def test_q_quits_while_the_directed_picker_asks_for_a_cell_and_the_game_stays_saved():
    from tests.tui.test_directed_picker import naming_due
    from yahtzee_tui.tui.screens.name_cell import NameCellPicker

    app = app_for(naming_due())
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, NameCellPicker), what="picker")
        await pilot.press("q")
        await wait_for(pilot, lambda: exit_asked(app), what="the app quitting")
    # The position as it was (made with chosen dice: compared as written, not replayed).
    saved = json.loads(default_save_path().read_text(encoding="utf-8"))
    assert saved == state_to_dict(naming_due())


async def test_the_table_footer_says_q_quits_and_the_game_is_saved():
    app = app_for(game("yahtzee"))
    async with app.run_test(size=(120, 40)):
        labels = {b.binding.key: b.binding.description for b in app.active_bindings.values()}
        assert labels["q"] == "Quit (saved)"


async def test_q_quits_from_the_start_screen():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("q")
        await wait_for(pilot, lambda: exit_asked(app))


async def test_q_in_a_name_field_is_a_letter_of_the_name():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("tab", *"Quinn")
        assert not exit_asked(app)
        assert app.focused.value == "Quinn"


async def test_ctrl_c_says_how_to_quit():
    app = app_for(game("yahtzee"))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+c")
        await wait_for(pilot, lambda: notifications(app))
        messages = [notification.message for notification in notifications(app)]
        assert messages == ["Press q (or ctrl+q) to quit. The game is saved."]


async def test_leaving_a_game_in_play_says_where_it_is_saved_and_how_to_resume():
    from yahtzee_tui.storage.saves import default_save_path

    app = app_for(game("yahtzee"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "q")
    assert app.return_value == (
        f"The game is saved in {default_save_path()}. Resume it with: yahtzee-tui --resume"
    )


async def test_leaving_from_the_start_screen_says_nothing():
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("q")
    assert app.return_value is None


def test_the_command_prints_the_apps_exit_line(monkeypatch, capsys):
    from yahtzee_tui.cli import main
    from yahtzee_tui.tui import YahtzeeApp

    def leave(app: YahtzeeApp, *args: object, **kwargs: object) -> str:
        return f"The game is saved in {app.save_path}. Resume it with: yahtzee-tui --resume"

    monkeypatch.setattr(YahtzeeApp, "run", leave)
    assert main(["--player", "Ann", "--seed", "3"]) == 0
    assert capsys.readouterr().out.endswith("Resume it with: yahtzee-tui --resume\n")
