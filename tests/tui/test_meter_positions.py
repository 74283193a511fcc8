"""The meter's figure belongs to the position: keys that make no move (a hold, a hint applied,
pointing at a CALL cell) leave it as it was and let an estimate under way finish, so it fills
in at a DIRECTED table too."""

from __future__ import annotations

import threading

import pytest

from tests.deadlines import deadline
from tests.tui.helpers import app_for, game, rolled, table, wait_for
from yahtzee_tui.game import GameState, Player, new_game
from yahtzee_tui.strategy import meter as meter_module
from yahtzee_tui.strategy.meter import position_seed
from yahtzee_tui.tui.widgets import chance_meter
from yahtzee_tui.tui.widgets.chance_meter import ChanceMeter

pytestmark = pytest.mark.usefixtures("advisor_ready", "meter_figures")


def meter(app) -> ChanceMeter:
    return table(app).query_one(ChanceMeter)


def settled(app) -> bool:
    return meter(app).is_mounted and meter(app).settled


async def test_applying_a_hold_hint_leaves_the_figure_as_it_was():
    # Two sixes and a run: the advisor holds some of the dice, and that is no move.
    app = app_for(rolled(game("yahtzee"), (6, 6, 2, 3, 4)), hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: settled(app), what="the estimate after the roll")
        before = meter(app).estimate
        await pilot.press("H")
        await wait_for(pilot, lambda: any(table(app).state.held), what="the hint's hold")
        assert settled(app)
        assert meter(app).estimate == before


async def test_pointing_at_a_call_cell_leaves_the_figure_as_it_was():
    app = app_for(rolled(game("yamb"), (5, 5, 5, 2, 1, 3)), hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: settled(app), timeout=60, what="the Yamb estimate")
        before = meter(app).estimate
        await pilot.press("c")
        await pilot.pause()
        assert settled(app)
        assert meter(app).estimate == before
        assert all(w.is_finished for w in app.workers if w.group == chance_meter.WORKER_GROUP)


def directed_table() -> GameState:
    expert = Player("Bot", kind="computer", level="expert")
    return new_game("jamb_directed", [Player("Ann"), Player("Bob"), expert], 7, first_player=0)


async def test_holds_while_an_estimate_runs_let_it_fill_in_at_a_directed_table(monkeypatch):
    started: list[int] = []
    go_on = threading.Event()
    worked_out = meter_module.meter_chances

    def held_back(state: GameState, *args: object, **kwargs: object) -> tuple[float, ...]:
        started.append(position_seed(state))
        go_on.wait(timeout=deadline())
        return worked_out(state, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(meter_module, "meter_chances", held_back)  # read by the thread
    app = app_for(directed_table(), hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("r")
        rolled_seed = position_seed(table(app).state)
        await wait_for(pilot, lambda: rolled_seed in started, what="the estimate of the roll")
        await pilot.press("1", "2", "1", "3")  # holds and a release: no move
        go_on.set()
        await wait_for(pilot, lambda: settled(app), timeout=60, what="the estimate filled in")
        # One estimate since the roll, for the rolled position, never started again.
        assert started[started.index(rolled_seed) :] == [rolled_seed]
