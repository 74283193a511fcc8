"""Yamb's one-turn advisor: cell values against par, the column rules, and CALL."""

from __future__ import annotations

import pytest

from yahtzee_tui import game
from yahtzee_tui.engine import get_rules, score
from yahtzee_tui.errors import GameError
from yahtzee_tui.strategy.advice import CALL, HOLD, SCORE
from yahtzee_tui.strategy.advisor import advise, advise_state
from yahtzee_tui.strategy.yamb_advisor import cell_weight, pars

YAMB = get_rules("yamb")
DICE = [1, 3, 3, 5, 6, 6]


def cells(options):
    return {(o.column, o.box) for o in options if o.action == SCORE}


def test_par_of_an_upper_row_is_the_face_times_the_dice_expected_to_show_it():
    # Keep every die showing the face: each die shows it within three rolls with 1 - (5/6)^3.
    hit = 1 - (5 / 6) ** 3
    for face, row in enumerate(YAMB.upper_ids, start=1):
        assert pars()[row] == pytest.approx(6 * hit * face)


def test_par_of_min_is_low_and_of_max_is_high():
    assert pars()["min"] < 21 < pars()["max"]


def test_a_fresh_card_offers_the_first_cells_of_down_up_and_middle_and_all_free_cells():
    options = advise(YAMB, DICE, 0, {})
    offered = cells(options)
    assert {row for column, row in offered if column == "down"} == {"ones"}
    assert {row for column, row in offered if column == "up"} == {"royal"}
    assert {row for column, row in offered if column == "middle"} == {"max", "min"}
    assert {row for column, row in offered if column == "free1"} == set(YAMB.box_ids)
    assert not any(column == "call" for column, _ in offered)


def test_down_moves_on_once_its_first_cell_is_filled():
    offered = cells(advise(YAMB, DICE, 0, {"down.ones": 2}))
    assert {row for column, row in offered if column == "down"} == {"twos"}


def test_calls_are_offered_right_after_the_first_roll_only():
    after_first = advise(YAMB, DICE, 2, {})
    assert {o.box for o in after_first if o.action == CALL} == set(YAMB.box_ids)
    assert not any(o.action == CALL for o in advise(YAMB, DICE, 1, {}))


def test_a_called_turn_offers_only_the_called_cell():
    options = advise(YAMB, DICE, 1, {}, called="full")
    assert cells(options) == {("call", "full")}
    assert any(o.action == HOLD for o in options)


def test_a_called_turn_holds_for_the_called_cell():
    options = advise(YAMB, [6, 6, 6, 6, 6, 1], 1, {}, called="yamb")
    best = options[0]
    assert best.action == SCORE or best.hold.count(6) == 5


def test_six_of_a_kind_goes_to_royal_when_the_dice_are_final():
    best = advise(YAMB, [6] * 6, 0, {})[0]
    assert best.box == "royal"
    assert best.points == score(YAMB, [6] * 6, "royal")


def test_a_cell_is_valued_against_its_par():
    option = next(
        o for o in advise(YAMB, [6] * 6, 0, {}) if (o.column, o.box) == ("free1", "royal")
    )
    assert option.expected_score == pytest.approx(96 - pars()["royal"])


def test_the_ones_cell_carries_the_middle_of_its_column():
    card = {"free1.max": 30, "free1.min": 8}
    assert cell_weight(card, "free1", "ones") == 23
    assert cell_weight({"free1.ones": 4}, "free1", "max") == 4
    assert cell_weight({"free1.ones": 4}, "free1", "min") == -4


def test_with_only_call_cells_left_the_advice_is_to_call():
    card = {
        f"{column}.{row}": score(YAMB, [1, 2, 3, 4, 5, 6], row)
        for column in YAMB.column_ids
        if column != "call"
        for row in YAMB.box_ids
    }
    options = advise(YAMB, DICE, 2, card)
    assert options and all(o.action == CALL for o in options)


def test_a_called_cell_that_is_filled_is_an_error():
    with pytest.raises(GameError, match="already filled"):
        advise(YAMB, DICE, 1, {"call.full": 0}, called="full")


def test_a_game_state_after_a_call_is_advised_for_the_called_cell():
    state = game.roll(game.new_game("yamb", ["Ada"], seed=2))
    state = game.call(state, "poker")
    assert cells(advise_state(state)) == {("call", "poker")}


def test_before_the_first_roll_yamb_has_no_advice():
    assert advise_state(game.new_game("yamb", ["Ada"], seed=2)) == []
