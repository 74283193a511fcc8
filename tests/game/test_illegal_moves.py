"""Every illegal move the rules name raises GameError saying why and leaves the state as it was."""

from __future__ import annotations

import copy

import pytest

from tests.builders import finished
from tests.game.helpers import with_dice, with_sheet
from yahtzee_tui.game import GameError, call, new_game, roll, score, toggle_hold, undo


def yahtzee():
    return new_game("yahtzee", ["Ann", "Bob"], seed=2, first_player=0)


def yamb():
    return new_game("yamb", ["Ann", "Bob"], seed=2, first_player=0)


CASES = {
    "hold before the first roll": (yahtzee, lambda s: toggle_hold(s, 0), "hold needs a roll first"),
    "a fourth roll": (lambda: roll(roll(roll(yahtzee()))), roll, "no rolls left"),
    "a Joker away from its upper box": (
        lambda: with_dice(with_sheet(yahtzee(), {"yahtzee": 50}), [4] * 5),
        lambda s: score(s, "chance"),
        "Fours must take this Yahtzee",
    ),
    "DOWN out of order": (
        lambda: with_dice(with_sheet(yamb(), {"down.ones": 1, "down.twos": 2}), [1] * 6),
        lambda s: score(s, "down.sixes"),
        "DOWN fills top to bottom: next is Threes",
    ),
    "CALL without a call": (
        lambda: with_dice(yamb(), [1] * 6, rolls_used=2),
        lambda s: score(s, "call.ones"),
        "CALL needs an announcement after the first roll",
    ),
    "a call before the first roll": (
        yamb,
        lambda s: call(s, "ones"),
        "CALL needs an announcement after the first roll",
    ),
    "a move after the game": (lambda: finished("yatzy", ["Ann"], seed=2), roll, "the game is over"),
    "scoring before a roll": (yahtzee, lambda s: score(s, "chance"), "roll first"),
    "undo at the start": (yahtzee, undo, "nothing to undo"),
}


@pytest.mark.parametrize("case", CASES)
def test_an_illegal_move_raises_and_leaves_the_state_as_it_was(case):
    make, move, message = CASES[case]
    state = make()
    before = copy.deepcopy(state)
    with pytest.raises(GameError, match=message):
        move(state)
    assert state == before
    assert state.dice == before.dice
    assert state.held == before.held
    assert state.sheets == before.sheets
    assert state.history == before.history
    assert state.rng_state == before.rng_state
