"""Assistance marks: undone moves and hints shown stay with the game and make it assisted."""

from __future__ import annotations

import pytest

from tests.game.helpers import unmarked
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import call, new_game, roll, score, toggle_hold, toggle_holds, undo
from yahtzee_tui.game.assistance import (
    assisted,
    assisted_seats,
    hints_shown,
    mark_hint,
    undone_moves,
)
from yahtzee_tui.game.serialize import state_from_dict, state_to_dict
from yahtzee_tui.game.state import Mark


def rolled(rules: str = "yahtzee"):
    return roll(new_game(rules, ["Ann", "Bob"], seed=7, first_player=0))


def test_a_new_game_is_not_assisted():
    state = rolled()
    assert not assisted(state)
    assert undone_moves(state) == () and hints_shown(state) == ()


def test_undoing_a_hold_marks_it_and_goes_back_to_the_position():
    state = rolled()
    back = undo(toggle_hold(state, 2))
    assert unmarked(back) == state  # the position is the one before
    assert undone_moves(back) == (Mark("undo", 0, 1, 1, "hold", None),)
    assert assisted(back)


def test_undoing_several_holds_at_once_is_one_mark():
    back = undo(toggle_holds(rolled(), (0, 1, 2)))
    assert [mark.undone for mark in undone_moves(back)] == ["hold"]


def test_undoing_a_score_marks_the_cell_and_the_player_who_scored():
    state = rolled()
    back = undo(score(state, "chance"))
    assert undone_moves(back) == (Mark("undo", 0, 1, 1, "score", "chance"),)
    assert assisted_seats(back) == {0}


def test_undoing_a_yamb_call_marks_the_row():
    state = rolled("yamb")
    back = undo(call(state, "ones"))
    assert undone_moves(back) == (Mark("undo", state.current, 1, 1, "call", "ones"),)


def test_marks_outlive_the_moves_that_follow_and_a_second_undo():
    state = rolled()
    held = toggle_hold(toggle_hold(state, 0), 1)
    twice = undo(undo(held))
    assert len(undone_moves(twice)) == 2
    later = roll(toggle_hold(twice, 4))
    assert len(undone_moves(later)) == 2


def test_a_hint_is_marked_once_per_position():
    state = rolled()
    hinted = mark_hint(state)
    assert hints_shown(hinted) == (Mark("hint", 0, 1, 1),)
    assert mark_hint(hinted) is hinted
    assert len(hints_shown(mark_hint(roll(hinted)))) == 2  # the next roll is a new position


def test_a_hint_before_the_first_roll_marks_roll_zero():
    state = new_game("yahtzee", ["Ann"], seed=3)
    assert hints_shown(mark_hint(state))[0].roll == 0


def test_marks_survive_a_save_and_a_resume():
    state = mark_hint(undo(score(rolled(), "chance")))
    state = toggle_hold(state, 1)
    resumed = state_from_dict(state_to_dict(state))
    assert resumed.marks == state.marks
    assert undone_moves(undo(resumed)) == undone_moves(undo(state))


def test_a_save_without_marks_has_no_assistance_key():
    assert "assistance" not in state_to_dict(rolled())


@pytest.mark.parametrize(
    ("mark", "message"),
    [
        ({"kind": "peek", "player": 0, "turn": 1, "roll": 1}, "an undo or a hint"),
        ({"kind": "undo", "player": 0, "turn": 1, "roll": 1}, "hold, call, score or naming"),
        ({"kind": "hint", "player": 5, "turn": 1, "roll": 1}, "player must be"),
        ({"kind": "hint", "player": 0, "turn": 1, "roll": 4}, "roll must be"),
        ({"kind": "hint", "player": 0, "turn": 1, "roll": 1, "undone": "hold"}, "only an undo"),
    ],
)
def test_a_bad_mark_in_a_save_is_refused_in_one_line(mark, message):
    data = state_to_dict(rolled())
    data["assistance"] = [mark]
    with pytest.raises(GameError, match=message):
        state_from_dict(data)
