"""Reduced motion: the setting, and TEXTUAL_ANIMATIONS=none as Textual honours it for its own,
stop the dice's tumble, the cursor's blink and Textual's animations alike."""

from __future__ import annotations

import pytest
import textual.constants
from textual.widgets import Checkbox, Input

from tests.tui.helpers import game, table, wait_for
from yahtzee_tui.storage.settings import Settings, load_settings, save_settings
from yahtzee_tui.tui import make_app
from yahtzee_tui.tui.widgets.dice_tray import DiceTray


async def rolls_without_tumbling(app) -> None:
    async with app.run_test(size=(80, 24)) as pilot:
        table(app).roll_seconds = 3600  # a tumble, were there one, would last an hour
        await pilot.press("r")
        await pilot.pause()
        assert app.state.rolls_used == 1
        assert not table(app).query_one(DiceTray).rolling
        assert app.animation_level == "none"


async def test_reduced_motion_in_the_settings_keeps_the_dice_still():
    save_settings(Settings(reduced_motion=True))
    await rolls_without_tumbling(make_app(game("yahtzee"), theme="felt"))


async def test_textual_animations_none_keeps_our_dice_still_too(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(textual.constants, "TEXTUAL_ANIMATIONS", "none")
    await rolls_without_tumbling(make_app(game("yahtzee"), theme="felt"))


async def test_the_dice_tumble_when_nothing_asks_for_stillness():
    app = make_app(game("yahtzee"), theme="felt")
    async with app.run_test(size=(80, 24)) as pilot:
        table(app).roll_seconds = 3600
        await pilot.press("r")
        assert table(app).query_one(DiceTray).rolling


async def test_reduced_motion_switched_on_applies_at_once_and_is_kept():
    app = make_app(theme="felt")
    async with app.run_test(size=(100, 32)) as pilot:
        pilot.app.action_settings()
        await wait_for(pilot, lambda: bool(pilot.app.screen.query("#reduced-motion")))
        pilot.app.screen.query_one("#reduced-motion", Checkbox).value = True
        await wait_for(pilot, lambda: app.animation_level == "none")
        assert not app.animations
    assert load_settings()[0].reduced_motion


async def test_a_text_field_s_cursor_does_not_blink_with_reduced_motion():
    save_settings(Settings(reduced_motion=True))
    app = make_app(theme="felt")
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: bool(app.screen.query(Input)))
        field = app.screen.query(Input).first()
        field.focus()
        await pilot.pause()
        assert not field.cursor_blink


def test_the_table_just_after_a_roll_with_reduced_motion(snap_compare):
    # The picture the instant the roll is made: with reduced motion the dice already show
    # their faces and the tray is still (without it they would be tumbling for an hour).
    save_settings(Settings(reduced_motion=True))
    app = make_app(game("yahtzee"), theme="felt")

    async def roll_at_once(pilot) -> None:
        table(app).roll_seconds = 3600
        await pilot.press("r")
        await wait_for(pilot, lambda: app.state.rolls_used == 1, what="the roll")

    assert snap_compare(app, terminal_size=(80, 24), run_before=roll_at_once)
