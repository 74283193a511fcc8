"""Screens at 80x24 in Croatian (the start screen with Yamb's jamb preset chosen, the lobby,
the DIRECTED column's picker), Serbian (the help of a jamb_directed table) and Slovenian (a
jamb table): every word fits its place, every key of the footer shows whole."""

from __future__ import annotations

from tests.tui.helpers import app_for, game, settle, wait_for
from tests.tui.net.test_network_snapshots import in_lobby
from tests.tui.net.views import room_view
from tests.tui.test_directed_picker import naming_due
from tests.tui.test_yamb_presets import choose_jamb_by_keys
from yahtzee_tui.tui.screens.name_cell import NameCellPicker

SIZE = (80, 24)


def test_start_screen_with_the_jamb_preset_chosen_in_croatian(snap_compare, speak):
    speak("hr")

    async def run_before(pilot) -> None:
        await pilot.pause()
        await choose_jamb_by_keys(pilot)
        await settle(pilot)

    assert snap_compare(app_for(), terminal_size=SIZE, run_before=run_before)


def test_lobby_in_croatian(snap_compare, speak):
    speak("hr")
    view = room_view(phase="lobby", bob="open")
    assert snap_compare(app_for(), terminal_size=SIZE, run_before=in_lobby(view))


def test_directed_picker_in_croatian(snap_compare, speak):
    speak("hr")
    app = app_for(naming_due(("Ana", "Branko")))

    async def run_before(pilot) -> None:
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, NameCellPicker), what="picker")
        await pilot.press("down", "down")
        await settle(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


def test_help_of_a_jamb_directed_table_in_serbian(snap_compare, speak):
    speak("sr")
    app = app_for(game("jamb_directed", ["Ana", "Branko"]))

    async def run_before(pilot) -> None:
        await wait_for(pilot, lambda: bool(pilot.app.screen.query("#card")))
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: bool(pilot.app.screen.query("#help-title")))
        await settle(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


def test_jamb_table_in_slovenian(snap_compare, speak):
    speak("sl")
    app = app_for(game("jamb", ["Ana", "Branko"]))

    async def run_before(pilot) -> None:
        await wait_for(pilot, lambda: bool(pilot.app.screen.query("#card")))
        await pilot.press("r")
        await wait_for(pilot, lambda: pilot.app.state.has_rolled, what="the dice rolled")
        await settle(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)
