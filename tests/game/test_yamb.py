"""Yamb: each column's order, the CALL column and its announcements."""

from __future__ import annotations

import pytest

from tests.builders import game
from tests.game.helpers import with_dice, with_sheet
from yahtzee_tui.engine import get_rules
from yahtzee_tui.game import GameError, call, new_game, options, roll, score, toggle_hold

ROWS = get_rules("yamb").box_ids
DICE = (5, 5, 5, 2, 2, 1)


def legal_rows(state, column):
    return [o.box for o in options(state) if o.column == column and o.legal]


def filled(column, rows):
    return {f"{column}.{row}": 0 for row in rows}


def test_down_fills_top_to_bottom():
    state = with_dice(game("yamb", seed=1), DICE)
    assert legal_rows(state, "down") == ["ones"]
    state = with_dice(with_sheet(game("yamb", seed=1), filled("down", ROWS[:2])), DICE)
    assert legal_rows(state, "down") == ["threes"]


def test_down_out_of_order_names_the_next_cell():
    state = with_dice(with_sheet(game("yamb", seed=1), filled("down", ROWS[:2])), DICE)
    with pytest.raises(GameError, match="DOWN fills top to bottom: next is Threes"):
        score(state, "down.fives")


def test_up_fills_bottom_to_top():
    assert legal_rows(with_dice(game("yamb", seed=1), DICE), "up") == ["royal"]
    state = with_dice(with_sheet(game("yamb", seed=1), filled("up", ROWS[-2:])), DICE)
    assert legal_rows(state, "up") == ["poker"]
    with pytest.raises(GameError, match="UP fills bottom to top: next is POKER"):
        score(state, "up.ones")


@pytest.mark.parametrize("column", ["free1", "free2"])
def test_free_columns_fill_in_any_order(column):
    state = with_dice(with_sheet(game("yamb", seed=1), filled(column, ["fours", "kenta"])), DICE)
    assert legal_rows(state, column) == [r for r in ROWS if r not in ("fours", "kenta")]


def test_middle_starts_from_max_and_min():
    assert legal_rows(with_dice(game("yamb", seed=1), DICE), "middle") == ["max", "min"]


def test_middle_fills_upward_above_max_and_downward_below_min():
    state = with_dice(with_sheet(game("yamb", seed=1), filled("middle", ["max"])), DICE)
    assert legal_rows(state, "middle") == ["sixes", "min"]
    state = with_dice(
        with_sheet(game("yamb", seed=1), filled("middle", ["max", "sixes", "min"])), DICE
    )
    assert legal_rows(state, "middle") == ["fives", "kenta"]
    upper_done = ["max", "sixes", "fives", "fours", "threes", "twos", "ones", "min", "kenta"]
    state = with_dice(with_sheet(game("yamb", seed=1), filled("middle", upper_done)), DICE)
    assert legal_rows(state, "middle") == ["full"]


def test_middle_out_of_order_names_both_ends():
    state = with_dice(game("yamb", seed=1), DICE)
    with pytest.raises(
        GameError, match="MIDDLE fills outward from MAX and MIN: next is MAX or MIN"
    ):
        score(state, "middle.ones")


def test_a_cell_is_named_column_dot_row_or_by_row_and_column():
    state = with_dice(game("yamb", seed=1), DICE)
    assert score(state, "free1.full").sheets[0] == {"free1.full": 49}
    assert score(state, "full", "free2").sheets[0] == {"free2.full": 49}


def test_yamb_needs_a_column():
    with pytest.raises(GameError, match="needs a column and a row"):
        score(with_dice(game("yamb", seed=1), DICE), "full")


@pytest.mark.parametrize(("box", "column"), [("free3.full", None), ("full", "side"), ("x.y", None)])
def test_an_unknown_column_or_row_is_refused(box, column):
    with pytest.raises(GameError, match="unknown"):
        score(with_dice(game("yamb", seed=1), DICE), box, column)


def test_options_list_every_open_cell_column_by_column():
    listed = options(with_dice(game("yamb", seed=1), DICE))
    assert [o.cell for o in listed] == list(get_rules("yamb").cells)
    assert {o.points for o in listed if o.box == "full"} == {49}


def test_call_without_an_announcement_is_locked():
    state = with_dice(game("yamb", seed=1), DICE, rolls_used=2)
    with pytest.raises(GameError, match="CALL needs an announcement after the first roll"):
        score(state, "call.full")
    assert legal_rows(state, "call") == []


def test_call_right_after_the_first_roll():
    state = call(with_dice(game("yamb", seed=1), DICE), "yamb")
    assert state.called == "yamb"
    assert state.history[-1].kind == "call"
    assert state.history[-1].box == "yamb"
    assert legal_rows(state, "call") == ["yamb"]


def test_a_called_turn_must_end_in_the_called_cell():
    state = call(with_dice(game("yamb", seed=1), DICE), "full")
    assert [o.cell for o in options(state) if o.legal] == ["call.full"]
    with pytest.raises(GameError, match="FULL was called: this turn ends in CALL"):
        score(state, "free1.full")


def test_a_call_turn_may_end_on_a_zero():
    state = call(with_dice(game("yamb", seed=1), DICE), "kenta")
    state = roll(toggle_hold(state, 0))
    state = roll(state)
    state = with_dice(state, (1, 1, 1, 1, 1, 1), rolls_used=3)
    after = score(state, "call.kenta")
    assert after.sheets[0] == {"call.kenta": 0}
    assert after.called is None
    assert after.history[-1].column == "call"


def test_a_call_before_any_roll_is_refused():
    with pytest.raises(GameError, match="CALL needs an announcement after the first roll"):
        call(game("yamb", seed=1), "yamb")


def test_a_call_after_the_second_roll_is_too_late():
    with pytest.raises(GameError, match="too late to call"):
        call(with_dice(game("yamb", seed=1), DICE, rolls_used=2), "yamb")


def test_only_one_call_per_turn():
    with pytest.raises(GameError, match="YAMB is already called"):
        call(call(with_dice(game("yamb", seed=1), DICE), "yamb"), "full")


def test_a_filled_call_cell_cannot_be_called():
    state = with_dice(with_sheet(game("yamb", seed=1), {"call.yamb": 0}), DICE)
    with pytest.raises(GameError, match="CALL YAMB is already filled"):
        call(state, "yamb")


def test_calls_are_a_yamb_rule():
    with pytest.raises(GameError, match="calls are a Yamb rule"):
        call(roll(new_game("yahtzee", ["Ann"], seed=1)), "yahtzee")


def test_a_call_may_name_the_cell():
    assert call(with_dice(game("yamb", seed=1), DICE), "call.poker").called == "poker"


def only_call_cells_open():
    cells = {
        f"{column}.{row}": 0
        for column in get_rules("yamb").column_ids
        if column != "call"
        for row in ROWS
    }
    return with_sheet(game("yamb", seed=1), cells)


def test_with_only_call_cells_left_the_player_must_call_after_the_first_roll():
    state = with_dice(only_call_cells_open(), DICE)
    listed = options(state)
    assert all(not o.legal for o in listed)
    assert listed[0].reason == "only CALL cells are left: call one now, after the first roll"
    with pytest.raises(GameError, match="only CALL cells are left"):
        roll(state)


def test_with_only_call_cells_left_a_call_opens_the_called_cell():
    state = call(with_dice(only_call_cells_open(), DICE), "ones")
    state = roll(state)
    assert [o.cell for o in options(state) if o.legal] == ["call.ones"]


def test_an_unannounced_call_cell_after_the_first_roll_says_to_call_it():
    listed = {o.cell: o for o in options(with_dice(game("yamb", seed=1), DICE))}
    assert listed["call.ones"].reason == (
        "call it first: CALL needs an announcement after the first roll"
    )
