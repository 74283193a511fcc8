"""RULES.md section 1: Yahtzee, with every worked example."""

from __future__ import annotations

import pytest

from yahtzee_tui.engine import legal_boxes, score, totals, yahtzee_bonus

FULL_UPPER = {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15, "sixes": 18}


@pytest.mark.parametrize(
    ("dice", "box", "points"),
    [
        ((2, 3, 5, 2, 2), "twos", 6),
        ((2, 3, 5, 2, 2), "three_of_a_kind", 14),
        ((2, 3, 5, 2, 2), "chance", 14),
        ((2, 3, 5, 2, 2), "full_house", 0),
        ((3, 3, 3, 5, 5), "full_house", 25),
        ((3, 3, 3, 5, 5), "three_of_a_kind", 19),
        ((3, 3, 3, 5, 5), "threes", 9),
        ((1, 3, 4, 5, 6), "small_straight", 30),
        ((1, 3, 4, 5, 6), "large_straight", 0),
        ((5, 4, 3, 2, 2), "small_straight", 30),
        ((1, 2, 3, 4, 1), "large_straight", 0),
        ((6, 6, 6, 6, 6), "yahtzee", 50),
        ((6, 6, 6, 6, 6), "sixes", 30),
        ((6, 6, 6, 6, 6), "four_of_a_kind", 30),
        ((6, 6, 6, 6, 6), "full_house", 0),
    ],
)
def test_worked_examples_on_a_fresh_card(dice, box, points):
    assert score("yahtzee", dice, box) == points


def test_upper_boxes_adding_to_63_earn_the_35_bonus():
    assert totals("yahtzee", FULL_UPPER)["upper_bonus"] == 35


def test_upper_boxes_adding_to_62_earn_no_bonus():
    card = {**FULL_UPPER, "ones": 2}
    assert sum(card.values()) == 62
    assert totals("yahtzee", card)["upper_bonus"] == 0


def test_four_of_a_kind_needs_four_matching_dice():
    assert score("yahtzee", (4, 4, 4, 2, 2), "four_of_a_kind") == 0
    assert score("yahtzee", (4, 4, 4, 4, 2), "four_of_a_kind") == 18


def test_large_straight_two_to_six_scores_40():
    assert score("yahtzee", (6, 2, 5, 3, 4), "large_straight") == 40


def test_small_straight_three_to_six_scores_30():
    assert score("yahtzee", (3, 4, 5, 6, 6), "small_straight") == 30


def test_a_yahtzee_over_50_with_its_upper_box_open_must_go_there():
    card = {"yahtzee": 50}
    assert legal_boxes("yahtzee", (4, 4, 4, 4, 4), card) == ["fours"]
    assert score("yahtzee", (4, 4, 4, 4, 4), "fours", card) == 20
    assert yahtzee_bonus("yahtzee", (4, 4, 4, 4, 4), card) == 100


def test_a_joker_over_50_with_its_upper_box_filled_takes_full_lower_values():
    card = {"yahtzee": 50, "fours": 12}
    dice = (4, 4, 4, 4, 4)
    assert score("yahtzee", dice, "large_straight", card) == 40
    assert score("yahtzee", dice, "small_straight", card) == 30
    assert score("yahtzee", dice, "full_house", card) == 25
    assert score("yahtzee", dice, "chance", card) == 20
    assert score("yahtzee", dice, "three_of_a_kind", card) == 20
    assert yahtzee_bonus("yahtzee", dice, card) == 100


def test_a_joker_may_go_in_any_open_lower_box_only():
    card = {"yahtzee": 50, "fours": 12}
    assert legal_boxes("yahtzee", (4, 4, 4, 4, 4), card) == [
        "three_of_a_kind",
        "four_of_a_kind",
        "full_house",
        "small_straight",
        "large_straight",
        "chance",
    ]


def test_a_joker_over_a_scratched_yahtzee_still_scores_but_earns_no_bonus():
    card = {"yahtzee": 0, "fours": 12}
    dice = (4, 4, 4, 4, 4)
    assert score("yahtzee", dice, "large_straight", card) == 40
    assert yahtzee_bonus("yahtzee", dice, card) == 0


def test_a_joker_over_a_scratched_yahtzee_still_forces_its_upper_box():
    assert legal_boxes("yahtzee", (2, 2, 2, 2, 2), {"yahtzee": 0}) == ["twos"]


def test_a_joker_with_its_upper_box_and_every_lower_box_filled_must_scratch_an_upper_box():
    lower = {
        "three_of_a_kind": 20,
        "four_of_a_kind": 20,
        "full_house": 25,
        "small_straight": 30,
        "large_straight": 40,
        "yahtzee": 50,
        "chance": 20,
    }
    card = {**lower, "fours": 12, "ones": 3}
    dice = (4, 4, 4, 4, 4)
    assert legal_boxes("yahtzee", dice, card) == ["twos", "threes", "fives", "sixes"]
    assert all(score("yahtzee", dice, box, card) == 0 for box in ("twos", "threes", "sixes"))
    assert yahtzee_bonus("yahtzee", dice, card) == 100


def test_two_extra_yahtzees_after_a_50_make_a_bonus_of_200():
    card = {"yahtzee": 50, "yahtzee_bonus": 200, "fours": 20, "sixes": 30}
    result = totals("yahtzee", card)
    assert result["yahtzee_bonus"] == 200
    assert result["total"] == 50 + 200 + 20 + 30


def test_a_yahtzee_before_the_yahtzee_box_is_filled_is_no_joker():
    assert score("yahtzee", (3, 3, 3, 3, 3), "full_house") == 0
    assert legal_boxes("yahtzee", (3, 3, 3, 3, 3))[0] == "ones"
    assert yahtzee_bonus("yahtzee", (3, 3, 3, 3, 3)) == 0


def test_a_filled_box_is_no_longer_legal():
    card = {"chance": 20, "ones": 2}
    assert "chance" not in legal_boxes("yahtzee", (1, 1, 2, 3, 4), card)
    assert "ones" not in legal_boxes("yahtzee", (1, 1, 2, 3, 4), card)
    assert len(legal_boxes("yahtzee", (1, 1, 2, 3, 4), card)) == 11


def test_totals_split_upper_bonus_lower_and_yahtzee_bonus():
    card = {**FULL_UPPER, "chance": 22, "yahtzee": 50, "yahtzee_bonus": 100}
    assert totals("yahtzee", card) == {
        "upper": 63,
        "upper_bonus": 35,
        "lower": 72,
        "yahtzee_bonus": 100,
        "total": 270,
    }


class TestHouseRules:
    def test_free_joker_may_go_in_any_open_box(self):
        card = {"yahtzee": 50}
        boxes = legal_boxes("yahtzee_free_joker", (4, 4, 4, 4, 4), card)
        assert "fours" in boxes and "large_straight" in boxes and "ones" in boxes

    def test_free_joker_scores_full_lower_values_and_the_bonus(self):
        card = {"yahtzee": 50, "fours": 12}
        assert score("yahtzee_free_joker", (4, 4, 4, 4, 4), "large_straight", card) == 40
        assert yahtzee_bonus("yahtzee_free_joker", (4, 4, 4, 4, 4), card) == 100

    def test_free_joker_scores_plain_lower_values_while_its_upper_box_is_open(self):
        card = {"yahtzee": 50}
        assert score("yahtzee_free_joker", (4, 4, 4, 4, 4), "large_straight", card) == 0
        assert score("yahtzee_free_joker", (4, 4, 4, 4, 4), "chance", card) == 20
        assert yahtzee_bonus("yahtzee_free_joker", (4, 4, 4, 4, 4), card) == 100

    def test_no_bonus_rules_have_neither_joker_nor_yahtzee_bonus(self):
        card = {"yahtzee": 50}
        assert score("yahtzee_no_bonus", (4, 4, 4, 4, 4), "large_straight", card) == 0
        assert yahtzee_bonus("yahtzee_no_bonus", (4, 4, 4, 4, 4), card) == 0
        assert "yahtzee_bonus" not in totals("yahtzee_no_bonus", card)
