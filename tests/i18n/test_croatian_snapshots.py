"""Screens in Croatian at 80x24: every label fits (the longest words decide the widths)."""

from __future__ import annotations

from tests.tui.helpers import app_for, game, played_until, wait_for


def test_yamb_game_over_in_croatian(snap_compare, speak):
    speak("hr")
    app = app_for(played_until(game("yamb", ["Ana", "Branko"], seed=11)))

    async def run_before(pilot) -> None:
        await pilot.pause()
        await wait_for(pilot, lambda: getattr(pilot.app.screen, "news", None) is not None)

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def test_settings_in_croatian(snap_compare, speak):
    speak("hr")
    app = app_for()

    async def run_before(pilot) -> None:
        pilot.app.action_settings()
        await wait_for(pilot, lambda: bool(pilot.app.screen.query("#language")))

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)
