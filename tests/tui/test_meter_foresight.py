"""Before the first roll of a turn the meter plays out the dice that roll will show (the
game's generator decides them), so the roll finds its figure worked out."""

from __future__ import annotations

import pytest

from tests.tui.helpers import app_for, game, table, wait_for
from yahtzee_tui.game import GameState, roll
from yahtzee_tui.strategy import meter as meter_module
from yahtzee_tui.strategy.meter import position_seed, seat_key
from yahtzee_tui.tui.widgets import chance_meter
from yahtzee_tui.tui.widgets.chance_meter import ChanceMeter

pytestmark = pytest.mark.usefixtures("advisor_ready")


async def test_the_first_roll_of_a_turn_finds_its_figure_worked_out(monkeypatch):
    meter_module._kept.clear()
    app = app_for(game("yahtzee"), hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        coming = roll(table(app).state)
        mover = coming.current
        key = (seat_key(coming, mover), chance_meter.meter_playouts(coming, mover))
        await wait_for(pilot, lambda: key in meter_module._kept, what="the coming roll played")
        played: list[int] = []
        play_seat = meter_module._play_seat

        def counting(state: GameState, seat: int, *args: object):
            played.append(seat)
            return play_seat(state, seat, *args)

        monkeypatch.setattr(meter_module, "_play_seat", counting)
        await pilot.press("r")
        meter = table(app).query_one(ChanceMeter)
        assert table(app).state.dice == coming.dice
        await wait_for(pilot, lambda: meter.settled, what="the figure after the roll")
        assert meter.estimate is not None
        assert meter.estimate[0] == position_seed(coming)
        assert played == []  # read back, not played after the roll
