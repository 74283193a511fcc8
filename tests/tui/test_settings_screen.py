"""The settings screen: each change applies at once and is kept for the next session."""

from __future__ import annotations

import pytest
from textual.widgets import Select, Switch

from tests.textual_shims import SelectOverlay, screen_lines
from tests.tui.helpers import app_for, game, table, wait_for
from yahtzee_tui import i18n
from yahtzee_tui.storage.settings import Settings, load_settings
from yahtzee_tui.tui import make_app
from yahtzee_tui.tui.screens.settings import SettingsScreen


async def open_settings(pilot) -> SettingsScreen:
    pilot.app.action_settings()
    await wait_for(pilot, lambda: bool(pilot.app.screen.query("#speed")))
    return pilot.app.screen


async def test_the_computer_speed_applies_at_once_and_is_kept():
    app = make_app(theme="felt")  # animations on: the speed counts
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_settings(pilot)
        screen.query_one("#speed", Select).value = "instant"
        await wait_for(pilot, lambda: app.settings.computer_speed == "instant")
        assert app.move_delay == 0.0
    assert load_settings()[0].computer_speed == "instant"
    assert make_app().move_delay == 0.0


async def test_hints_by_default_open_a_new_game_with_the_hints_showing():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_settings(pilot)
        screen.query_one("#hints", Switch).value = True
        await wait_for(pilot, lambda: load_settings()[0].hints)
    again = make_app(game("yahtzee"), animations=False, theme="felt")
    async with again.run_test(size=(100, 32)):
        assert table(again).hints


async def test_the_theme_applies_at_once_and_is_kept():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_settings(pilot)
        screen.query_one("#theme", Select).value = "nord"
        await wait_for(pilot, lambda: app.theme == "nord")
    assert make_app().theme == "nord"


async def test_the_palette_offers_the_settings():
    from yahtzee_tui.tui.commands import GameCommands

    app = app_for(game("yahtzee"))
    async with app.run_test(size=(80, 24)):
        names = [name for name, _, _ in GameCommands(app.screen)._commands()]
        assert "Settings" in names


def test_a_damaged_settings_file_is_one_line_and_the_game_still_opens():
    from yahtzee_tui.storage.settings import default_settings_path

    default_settings_path().write_text("{oops", encoding="utf-8")
    app = make_app()
    assert app.settings == Settings()
    assert app._settings_problem is not None and "damaged" in app._settings_problem


async def test_the_hints_objective_is_kept_and_opens_the_next_game_with_it():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_settings(pilot)
        screen.query_one("#objective", Select).value = "win"
        await wait_for(pilot, lambda: load_settings()[0].objective == "win")
    again = make_app(game("yahtzee", ["Ann", "Bob"]), animations=False, theme="felt")
    async with again.run_test(size=(100, 32)):
        assert table(again).objective == "win"


@pytest.mark.parametrize("language", ["en", "hr", "sr", "sl"])
async def test_every_choice_of_a_dropdown_reads_on_one_line_at_80x24(language):
    """An option broken over two lines ("za moj najbolji +" / "1") reads as two options."""
    i18n.set_language(language)
    try:
        app = app_for()
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await open_settings(pilot)
            for name in ("speed", "objective", "language"):
                select = screen.query_one(f"#{name}", Select)
                select.expanded = True
                await wait_for(pilot, lambda s=select: bool(s.query(SelectOverlay)))
                await pilot.pause()
                lines = screen_lines(app)
                overlay = select.query_one(SelectOverlay)
                for index in range(overlay.option_count):
                    text = str(overlay.get_option_at_index(index).prompt)
                    assert any(text in line for line in lines), (name, text, lines)
                select.expanded = False
                await pilot.pause()
    finally:
        i18n.set_language("en")


async def test_a_box_shows_its_tick_only_while_ticked():
    # Textual's checkbox draws its X either way, told apart by colour alone.
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("o")
        await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen))
        box = app.screen.query_one("#reduced-motion")
        assert "X" not in str(box.render())
        box.value = True
        await wait_for(pilot, lambda: "X" in str(box.render()), what="the tick")
        box.value = False
        await wait_for(pilot, lambda: "X" not in str(box.render()), what="no tick")
