"""An undone move brings back the position, and with it the meter's figure: an estimate of the
position after the move, still under way when the move is taken back, never lands on it."""

from __future__ import annotations

import threading

import pytest

from tests.deadlines import deadline
from tests.tui.helpers import app_for, game, rolled, score_in, table, text_of, wait_for
from yahtzee_tui.game import GameState
from yahtzee_tui.strategy import meter as meter_module
from yahtzee_tui.strategy.meter import position_seed
from yahtzee_tui.tui.widgets import chance_meter
from yahtzee_tui.tui.widgets.chance_meter import ChanceMeter

pytestmark = pytest.mark.usefixtures("advisor_ready", "meter_figures")

MOVES = [("yahtzee", (6, 6, 2, 3, 4), "chance"), ("yamb", (5, 5, 5, 2, 1, 3), "free1.fives")]


def meter(app) -> ChanceMeter:
    return table(app).query_one(ChanceMeter)


def settled(app) -> bool:
    return meter(app).is_mounted and meter(app).settled


def estimating(app) -> bool:
    return any(not w.is_finished for w in app.workers if w.group == chance_meter.WORKER_GROUP)


@pytest.mark.parametrize(("rules", "dice", "cell"), MOVES)
async def test_a_move_taken_back_before_its_figure_lands_keeps_the_figure(
    monkeypatch, rules, dice, cell
):
    go_on = threading.Event()
    worked_out = meter_module.meter_chances
    held_back: list[int] = []

    def after_the_move_waits(state: GameState, *args: object, **kwargs: object):
        if state.current == 1:  # the position after the move: it lands once undone
            held_back.append(position_seed(state))
            go_on.wait(timeout=deadline())
        return worked_out(state, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(meter_module, "meter_chances", after_the_move_waits)
    app = app_for(rolled(game(rules, ["Mojca", "Robo"]), dice), hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: settled(app), timeout=60, what="the figure after the roll")
        before, line = meter(app).estimate, text_of(meter(app))
        await score_in(pilot, cell)
        await wait_for(pilot, lambda: held_back, what="the estimate after the move")
        await pilot.press("u")
        await wait_for(pilot, lambda: table(app).state.current == 0, what="the move undone")
        go_on.set()
        await wait_for(pilot, lambda: not estimating(app), timeout=60, what="estimates done")
        await pilot.pause()
        assert settled(app)
        assert meter(app).estimate == before
        assert text_of(meter(app)) == line
