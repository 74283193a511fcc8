"""can_roll and can_call answer before a move, and agree with the move itself."""

from __future__ import annotations

import pytest

from tests.game.helpers import with_dice, with_sheet
from yahtzee_tui.engine import get_rules
from yahtzee_tui.game import (
    GameError,
    call,
    call_refusal,
    can_call,
    can_roll,
    new_game,
    roll,
    roll_refusal,
    toggle_hold,
)


def test_a_new_turn_may_roll():
    assert can_roll(new_game("yahtzee", ["Ann"], seed=1))


def test_no_roll_after_the_third():
    state = with_dice(new_game("yahtzee", ["Ann"], seed=1), [1, 2, 3, 4, 5], rolls_used=3)
    assert not can_roll(state)
    assert roll_refusal(state) == "no rolls left"


def test_no_roll_with_every_die_held():
    state = roll(new_game("yatzy", ["Ann"], seed=1))
    for index in range(5):
        state = toggle_hold(state, index)
    assert not can_roll(state)
    with pytest.raises(GameError, match=roll_refusal(state)):
        roll(state)


def test_a_call_is_possible_only_right_after_the_first_roll():
    state = new_game("yamb", ["Ann"], seed=1)
    assert not can_call(state)
    state = roll(state)
    assert can_call(state) and can_call(state, "kenta") and can_call(state, "call.kenta")
    assert not can_call(roll(state))


def test_a_filled_call_cell_cannot_be_called():
    state = roll(with_sheet(new_game("yamb", ["Ann"], seed=1), {"call.kenta": 61}))
    assert not can_call(state, "kenta")
    assert call_refusal(state, "kenta") == "CALL KENTA is already filled"
    with pytest.raises(GameError, match="CALL KENTA is already filled"):
        call(state, "kenta")


def test_no_call_when_every_call_cell_is_filled():
    rows = get_rules("yamb").box_ids
    state = roll(
        with_sheet(
            new_game("yamb", ["Ann"], seed=1),
            {f"call.{r}": 0 for r in rows if r not in ("max", "min")}
            | {"call.max": 6, "call.min": 6},
        )
    )
    assert not can_call(state)


def test_calls_are_yamb_only():
    state = roll(new_game("yahtzee", ["Ann"], seed=1))
    assert not can_call(state)
    assert "calls are a Yamb rule" in call_refusal(state)
