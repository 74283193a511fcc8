"""RULES.md section 2: Yatzy, with every worked example."""

from __future__ import annotations

import pytest

from yahtzee_tui.engine import get_rules, legal_boxes, score, totals, yahtzee_bonus


@pytest.mark.parametrize(
    ("dice", "box", "points"),
    [
        ((3, 3, 3, 4, 4), "one_pair", 8),
        ((3, 3, 3, 4, 4), "two_pairs", 14),
        ((3, 3, 3, 4, 4), "three_of_a_kind", 9),
        ((3, 3, 3, 4, 4), "full_house", 17),
        ((1, 1, 6, 2, 6), "one_pair", 12),
        ((1, 1, 6, 2, 6), "two_pairs", 14),
        ((3, 3, 3, 3, 1), "two_pairs", 0),
        ((3, 3, 3, 3, 1), "four_of_a_kind", 12),
        ((3, 3, 3, 3, 1), "three_of_a_kind", 9),
        ((3, 3, 3, 3, 1), "one_pair", 6),
        ((2, 2, 2, 2, 2), "four_of_a_kind", 8),
        ((2, 2, 2, 2, 2), "full_house", 0),
        ((2, 2, 2, 2, 2), "yatzy", 50),
        ((2, 2, 2, 2, 2), "two_pairs", 0),
        ((1, 2, 3, 4, 5), "small_straight", 15),
        ((1, 2, 3, 4, 5), "large_straight", 0),
        ((2, 3, 4, 5, 6), "large_straight", 20),
        ((2, 3, 4, 5, 6), "small_straight", 0),
        ((5, 6, 5, 5, 2), "fives", 15),
    ],
)
def test_worked_examples(dice, box, points):
    assert score("yatzy", dice, box) == points


def test_yatzy_has_fifteen_boxes_in_sheet_order():
    assert get_rules("yatzy").box_ids == (
        "ones",
        "twos",
        "threes",
        "fours",
        "fives",
        "sixes",
        "one_pair",
        "two_pairs",
        "three_of_a_kind",
        "four_of_a_kind",
        "small_straight",
        "large_straight",
        "full_house",
        "chance",
        "yatzy",
    )


def test_small_straight_is_exactly_one_to_five():
    assert score("yatzy", (1, 2, 3, 4, 6), "small_straight") == 0


def test_chance_is_the_sum():
    assert score("yatzy", (1, 1, 3, 6, 6), "chance") == 17


def test_upper_bonus_is_50_from_63():
    card = {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15, "sixes": 18}
    assert totals("yatzy", card)["upper_bonus"] == 50
    assert totals("yatzy", {**card, "ones": 2})["upper_bonus"] == 0


def test_yatzy_has_no_joker_and_no_bonus():
    card = {"yatzy": 50}
    assert yahtzee_bonus("yatzy", (4, 4, 4, 4, 4), card) == 0
    assert score("yatzy", (4, 4, 4, 4, 4), "large_straight", card) == 0
    assert len(legal_boxes("yatzy", (4, 4, 4, 4, 4), card)) == 14
    assert "yahtzee_bonus" not in totals("yatzy", card)
