"""Invariants of scoring and totals, checked with hypothesis."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from yahtzee_tui.engine import (
    RULE_SETS,
    get_rules,
    legal_boxes,
    possible_values,
    score,
    totals,
)

RULE_IDS = sorted(RULE_SETS)


@st.composite
def rule_set_and_dice(draw):
    rules = get_rules(draw(st.sampled_from(RULE_IDS)))
    dice = draw(st.lists(st.integers(1, 6), min_size=rules.dice, max_size=rules.dice))
    return rules, dice


@st.composite
def rule_set_and_card(draw):
    """A partly filled card whose every value is one the box can really hold."""
    rules = get_rules(draw(st.sampled_from(RULE_IDS)))
    cells = draw(st.lists(st.sampled_from(rules.cells), unique=True))
    card = {}
    for cell in cells:
        box = cell.partition(".")[2] if rules.is_yamb else cell
        card[cell] = draw(st.sampled_from(sorted(possible_values(rules, box))))
    if rules.yahtzee_bonus and card.get("yahtzee") == 50:
        card["yahtzee_bonus"] = 100 * draw(st.integers(0, 12))
    return rules, card


@given(rule_set_and_dice(), st.randoms(use_true_random=False))
def test_the_order_of_the_dice_never_changes_a_score(drawn, rng):
    rules, dice = drawn
    shuffled = list(dice)
    rng.shuffle(shuffled)
    for box in rules.box_ids:
        assert score(rules, dice, box) == score(rules, shuffled, box)


@given(rule_set_and_dice())
def test_a_score_is_never_negative(drawn):
    rules, dice = drawn
    assert all(score(rules, dice, box) >= 0 for box in rules.box_ids)


@given(rule_set_and_card(), st.data())
def test_a_box_score_never_changes_with_the_card_except_for_a_joker(drawn, data):
    rules, card = drawn
    dice = data.draw(st.lists(st.integers(1, 6), min_size=rules.dice, max_size=rules.dice))
    if len(set(dice)) == 1:
        return
    for box in rules.box_ids:
        assert score(rules, dice, box, card) == score(rules, dice, box)


@given(rule_set_and_card())
def test_totals_equal_the_sum_of_their_parts(drawn):
    rules, card = drawn
    result = totals(rules, card)
    parts = ["upper", "upper_bonus", "lower"]
    if rules.is_yamb:
        parts.append("middle")
        assert result["total"] == sum(result[f"{c}.total"] for c in rules.column_ids)
        for column in rules.column_ids:
            assert result[f"{column}.total"] == sum(
                result[f"{column}.{part}"] for part in ("upper", "middle", "lower")
            )
    if rules.yahtzee_bonus:
        parts.append("yahtzee_bonus")
    assert result["total"] == sum(result[part] for part in parts)


@given(rule_set_and_card())
def test_only_a_yamb_middle_result_and_the_totals_holding_it_go_below_zero(drawn):
    rules, card = drawn
    negative = {key for key, value in totals(rules, card).items() if value < 0}
    if rules.is_yamb:
        assert all(key.endswith(("middle", "total")) for key in negative)
    else:
        assert negative == set()


@given(rule_set_and_card(), st.data())
def test_legal_boxes_are_open_and_never_empty_while_a_box_is_open(drawn, data):
    rules, card = drawn
    dice = data.draw(st.lists(st.integers(1, 6), min_size=rules.dice, max_size=rules.dice))
    legal = legal_boxes(rules, dice, card)
    if rules.is_yamb:
        assert legal == list(rules.box_ids)
        return
    open_boxes = [box for box in rules.box_ids if box not in card]
    assert set(legal) <= set(open_boxes)
    assert bool(legal) == bool(open_boxes)
