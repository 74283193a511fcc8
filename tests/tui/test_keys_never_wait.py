"""A key at the table never waits for the disk: the move is in the save file before it shows,
and the save's sync to the disk is done off the UI loop."""

from __future__ import annotations

import os

import pytest

from tests.deadlines import deadline
from tests.storage.held_syncs import HeldSyncs
from tests.tui.helpers import app_for, game, score_in, table, wait_for
from yahtzee_tui.storage.saves import load_game
from yahtzee_tui.tui.widgets.die import Die

# How long a sync is held at most: a UI loop that waited for it would be stuck this long. The
# test lets it go once it has seen the moves shown, so on a busy machine a longer hold costs
# nothing, and a hold that ended first would leave no sync held to look at.
HOLD = deadline()


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch):
    held = HeldSyncs(hold=HOLD)
    monkeypatch.setattr(os, "fsync", held)
    yield held
    held.released.set()


def dice_shown(app) -> tuple[tuple[int, bool], ...]:
    return tuple((die.value, die.held) for die in table(app).query(Die))


def shows(app, rolls_used: int, held_first: bool, current: int = 0) -> bool:
    """The table shows the dice of a state with these rolls used, the first die held or not,
    and seat `current` to play."""
    state = app.state
    return (
        state.rolls_used == rolls_used
        and state.current == current
        and state.held[0] == held_first
        and not any(state.held[1:])
        and dice_shown(app) == tuple(zip(state.dice, state.held, strict=True))
    )


@pytest.mark.parametrize(("rules", "box"), [("yahtzee", "chance"), ("yamb", "free1.max")])
async def test_roll_hold_and_score_show_while_their_saves_are_still_syncing(held, rules, box):
    app = app_for(game(rules), hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: shows(app, 1, False), what="the roll")
        assert held.holding and load_game().rolls_used == 1  # saved, not yet synced
        await pilot.press("1")
        await wait_for(pilot, lambda: shows(app, 1, True), what="the hold")
        assert held.holding and load_game().held[0]
        await score_in(pilot, box)
        await wait_for(pilot, lambda: shows(app, 0, False, current=1), what="the score")
        assert held.holding and load_game().current == 1
        held.released.set()
    assert not held.timed_out
