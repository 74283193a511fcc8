"""The footer names the Escape key as the help's tables write it, "Esc", in every language:
on a screen's own binding and on Textual's dropdown ("Esc Dismiss menu"), never Textual's
lowercase "esc"."""

from __future__ import annotations

import pytest

from tests.textual_shims import FooterKey, SelectOverlay
from tests.tui.helpers import app_for, settle, wait_for

SIZE = (80, 24)


def escape_keys(app) -> list[str]:
    return [key.key_display for key in app.screen.query(FooterKey) if key.key == "escape"]


@pytest.mark.parametrize("code", ["en", "hr", "sr", "sl"])
async def test_the_footer_says_esc_on_the_settings_and_a_dropdown(code, speak):
    speak(code)
    app = app_for()
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: bool(app.screen.query("#seed")), what="the start screen")
        select = app.screen.query("Select").first()
        select.focus()
        await pilot.press("enter")
        await wait_for(pilot, lambda: bool(app.screen.query(SelectOverlay)), what="a dropdown")
        await wait_for(pilot, lambda: bool(escape_keys(app)), what="the dropdown's Esc")
        assert escape_keys(app) == ["Esc"]
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("o")
        await wait_for(pilot, lambda: bool(app.screen.query("#settings-close")), what="settings")
        await wait_for(pilot, lambda: bool(escape_keys(app)), what="the settings' Esc")
        assert escape_keys(app) == ["Esc"]
