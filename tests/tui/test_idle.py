"""Idle means idle: a table nobody touches draws nothing, at any terminal size.

Each test counts what the app refreshes and lays out over one second of leaving it alone;
nothing is timed."""

from __future__ import annotations

import asyncio

import pytest
from textual.widget import Widget

from tests.textual_shims import count_layouts
from tests.tui.helpers import app_for, game, wait_for
from yahtzee_tui.game import roll
from yahtzee_tui.tui.screens.too_small import TooSmallScreen
from yahtzee_tui.tui.widgets.chance_meter import ChanceMeter

SIX = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
# One second of looking on: the window the refreshes are counted in (not a wait for anything).
LOOK_ON = 1.0


class Refreshes:
    """Counts widget refreshes and screen layouts while installed."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        refresh = Widget.refresh

        def counted_refresh(widget, *args, **kwargs):
            self.count += 1
            return refresh(widget, *args, **kwargs)

        monkeypatch.setattr(Widget, "refresh", counted_refresh)
        count_layouts(monkeypatch, self.counted)

    def counted(self) -> None:
        self.count += 1


async def refreshes_while_idle(pilot, counter: Refreshes) -> int:
    """Refreshes in LOOK_ON seconds, once the app has settled after its start (a quarter of
    a second without any)."""
    for _ in range(40):
        counter.count = 0
        await asyncio.sleep(LOOK_ON / 4)
        if counter.count == 0:
            break
    await asyncio.sleep(LOOK_ON)
    return counter.count


@pytest.mark.parametrize("size", [(40, 15), (79, 23)])
async def test_a_terminal_too_small_costs_nothing_while_idle(monkeypatch, size):
    counter = Refreshes(monkeypatch)
    app = app_for(roll(game("yamb", SIX)), hints=True)
    async with app.run_test(size=size) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TooSmallScreen))
        # The win-chance meter behind the notice finishes the estimate it started first.
        meter = app.screen_stack[-2].query_one(ChanceMeter)
        await wait_for(pilot, lambda: meter.settled, 60, "the meter's estimate")
        assert await refreshes_while_idle(pilot, counter) == 0


@pytest.mark.parametrize("rules", ["yahtzee", "yamb"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_table_left_alone_costs_nothing(monkeypatch, rules, size):
    counter = Refreshes(monkeypatch)
    app = app_for(roll(game(rules, SIX)), hints=True)
    async with app.run_test(size=size) as pilot:
        await pilot.press("1")
        # The win-chance meter finishes its estimate of the position first.
        meter = app.screen.query_one(ChanceMeter)
        await wait_for(pilot, lambda: meter.settled, 60, "the meter's estimate")
        assert await refreshes_while_idle(pilot, counter) == 0
