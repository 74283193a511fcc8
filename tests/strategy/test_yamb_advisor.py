"""Yamb advice: the column rules and CALL, for the expert's tables and the one-turn advisor's."""

from __future__ import annotations

import pytest

from yahtzee_tui import game
from yahtzee_tui.engine import get_rules, score
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.moves import CALL, HOLD, SCORE
from yahtzee_tui.strategy.advisor import advise, advise_state
from yahtzee_tui.strategy.yamb_values import one_turn_values, pars

YAMB = get_rules("yamb")
DICE = [1, 3, 3, 5, 6, 6]


@pytest.fixture(autouse=True)
def _expert(yamb_expert):
    """Advice comes from the expert's tables unless a test asks for the one-turn advisor's."""


def cells(options):
    return {(o.column, o.box) for o in options if o.action == SCORE}


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


def test_the_one_turn_advisor_values_a_cell_against_its_par():
    options = advise(YAMB, [6] * 6, 0, {}, yamb_values=one_turn_values())
    option = next(o for o in options if (o.column, o.box) == ("free1", "royal"))
    assert option.expected_score == pytest.approx(96 - pars()["royal"])


def test_the_expert_and_the_one_turn_advisor_offer_the_same_options():
    for rolls_left in (0, 1, 2):
        expert = advise(YAMB, DICE, rolls_left, {"down.ones": 1})
        one_turn = advise(YAMB, DICE, rolls_left, {"down.ones": 1}, yamb_values=one_turn_values())
        key = lambda o: (o.action, o.hold, o.box, o.column)  # noqa: E731
        assert sorted(map(key, expert), key=str) == sorted(map(key, one_turn), key=str)


def test_the_expert_keeps_a_free_cell_for_better_than_the_one_turn_advisor_takes():
    # Early on, four fives are a fine POKER for one turn; the expert keeps FREE POKER for a
    # better one.
    dice = [5, 5, 5, 5, 1, 2]
    expert = advise(YAMB, dice, 0, {})[0]
    one_turn = advise(YAMB, dice, 0, {}, yamb_values=one_turn_values())[0]
    assert (one_turn.column, one_turn.box) in {("free1", "poker"), ("free2", "poker")}
    assert expert.box != "poker"


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


def test_the_game_states_advice_uses_the_tables_it_is_given():
    state = game.roll(game.new_game("yamb", ["Ada"], seed=2))
    one_turn = advise_state(state, yamb_values=one_turn_values())
    assert one_turn == advise(YAMB, state.dice, 2, {}, yamb_values=one_turn_values())
    assert advise_state(state) == advise(YAMB, state.dice, 2, {})


def test_before_the_first_roll_yamb_has_no_advice():
    assert advise_state(game.new_game("yamb", ["Ada"], seed=2)) == []
