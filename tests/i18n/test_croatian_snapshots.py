"""Screens in Croatian at 80x24 and 120x40: every label fits (the longest words decide the
widths): the Yamb table of the jamb preset mid-game, its help, the game over, the settings."""

from __future__ import annotations

import pytest

from tests.tui.helpers import app_for, game, played_until, settle, wait_for


def test_yamb_game_over_in_croatian(snap_compare, speak):
    speak("hr")
    app = app_for(played_until(game("yamb", ["Ana", "Branko"], seed=11)))

    async def run_before(pilot) -> None:
        await pilot.pause()
        await wait_for(pilot, lambda: getattr(pilot.app.screen, "news", None) is not None)

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def test_settings_in_croatian(snap_compare, speak, monkeypatch):
    from yahtzee_tui import started

    monkeypatch.setattr(started, "_language", "hr")  # started with --lang hr
    speak("hr")
    app = app_for()

    async def run_before(pilot) -> None:
        pilot.app.action_settings()
        await wait_for(pilot, lambda: bool(pilot.app.screen.query("#language")))

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def _jamb_mid_game():
    """A jamb table a few turns in: six cells written between two players, Ana to roll."""
    state = game("jamb", ["Ana", "Branko"], seed=11)
    remaining = state.turns_total * len(state.players)
    return played_until(state, turns_left=remaining - 6)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
def test_jamb_table_mid_game_in_croatian(snap_compare, speak, size):
    speak("hr")
    app = app_for(_jamb_mid_game())

    async def run_before(pilot) -> None:
        await wait_for(pilot, lambda: bool(pilot.app.screen.query("#card")))
        await pilot.press("r")
        await wait_for(pilot, lambda: pilot.app.state.has_rolled, what="the dice rolled")
        await settle(pilot)

    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
def test_jamb_help_in_croatian(snap_compare, speak, size):
    speak("hr")
    app = app_for(_jamb_mid_game())

    async def run_before(pilot) -> None:
        await wait_for(pilot, lambda: bool(pilot.app.screen.query("#card")))
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: bool(pilot.app.screen.query("#help-title")))
        await settle(pilot)

    assert snap_compare(app, terminal_size=size, run_before=run_before)
