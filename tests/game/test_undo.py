"""Undo steps back over holds, calls and the last score, never over a roll."""

from __future__ import annotations

import pytest

from tests.builders import game
from tests.game.helpers import unmarked, with_dice
from yahtzee_tui.game import (
    GameError,
    call,
    can_undo,
    roll,
    score,
    toggle_hold,
    undo,
)


def test_nothing_to_undo_at_the_start():
    state = game(seed=5)
    assert not can_undo(state)
    with pytest.raises(GameError, match="nothing to undo"):
        undo(state)


def test_a_roll_cannot_be_taken_back():
    state = roll(game(seed=5))
    assert not can_undo(state)
    with pytest.raises(GameError, match="a roll cannot be taken back"):
        undo(state)


def test_undo_steps_back_over_hold_toggles_one_at_a_time():
    rolled = roll(game(seed=5))
    one = toggle_hold(rolled, 0)
    two = toggle_hold(one, 3)
    assert unmarked(undo(two)) == one
    assert unmarked(undo(undo(two))) == rolled
    assert not can_undo(undo(undo(two)))


def test_undo_stops_at_the_last_roll():
    state = roll(toggle_hold(roll(game(seed=5)), 0))
    assert not can_undo(state)


def test_undo_of_a_score_gives_back_the_same_dice_and_rolls():
    state = roll(toggle_hold(roll(game(seed=5)), 1))
    scored = score(state, "chance")
    back = undo(scored)
    assert unmarked(back) == state
    assert back.dice == state.dice
    assert back.rolls_used == 2
    assert back.sheets[0] == {}
    assert back.history == state.history


def test_undo_then_a_different_choice():
    state = with_dice(game(seed=5), [3, 3, 3, 5, 5])
    changed = score(undo(score(state, "chance")), "full_house")
    assert changed.sheets[0] == {"full_house": 25}


def test_undo_of_a_call():
    rolled = roll(game("yamb", seed=5))
    called = call(rolled, "poker")
    assert unmarked(undo(called)) == rolled
    assert undo(called).called is None


def test_the_choice_is_final_once_the_next_player_rolls():
    scored = score(roll(game(seed=5)), "chance")
    assert can_undo(scored)
    with pytest.raises(GameError, match="a roll cannot be taken back"):
        undo(roll(scored))


def test_undo_never_brings_back_other_dice():
    state = roll(game(seed=5))
    held = toggle_hold(state, 0)
    assert undo(held).rng_state == state.rng_state
    assert roll(undo(held)).dice == roll(state).dice
