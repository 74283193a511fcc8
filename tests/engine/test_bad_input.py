"""Bad input raises GameError with a message a person understands."""

from __future__ import annotations

import pytest

from yahtzee_tui.engine import legal_boxes, score, totals
from yahtzee_tui.errors import GameError


@pytest.mark.parametrize(
    ("rules", "dice", "message"),
    [
        ("yahtzee", (1, 2, 3, 4), "rolls 5 dice, got 4"),
        ("yamb", (1, 2, 3, 4, 5), "rolls 6 dice, got 5"),
        ("yatzy", (1, 2, 3, 4, 7), "a die shows 1-6, got 7"),
        ("yatzy", (0, 2, 3, 4, 5), "a die shows 1-6, got 0"),
        ("yahtzee", (1, 2, 3, 4, "5"), "whole number 1-6, got '5'"),
        ("yahtzee", (1, 2, 3, 4, 5.0), "whole number 1-6, got 5.0"),
        ("yahtzee", (1, 2, 3, 4, True), "whole number 1-6, got True"),
        ("yahtzee", (1, 2, 3, 4, [5]), r"whole number 1-6, got \[5\]"),
        ("yahtzee", "12345", "not text"),
        ("yahtzee", 5, "a sequence of 5 numbers"),
    ],
)
def test_bad_dice_are_rejected(rules, dice, message):
    with pytest.raises(GameError, match=message):
        score(rules, dice, "chance" if rules != "yamb" else "max")


def test_an_unknown_rule_set_names_the_choices():
    with pytest.raises(GameError, match="unknown rule set 'poker'; choose from yahtzee, yatzy"):
        score("poker", (1, 2, 3, 4, 5), "chance")


def test_an_unknown_box_names_the_choices():
    with pytest.raises(GameError, match="unknown box 'pair' for Yahtzee; choose from ones"):
        score("yahtzee", (1, 2, 3, 4, 5), "pair")


def test_an_unknown_yamb_row_says_row():
    with pytest.raises(GameError, match="unknown row 'chance' for Yamb"):
        score("yamb", (1, 2, 3, 4, 5, 6), "chance")


def test_a_card_with_an_unknown_box_is_rejected():
    with pytest.raises(GameError, match="unknown box 'bogus'"):
        legal_boxes("yahtzee", (1, 2, 3, 4, 5), {"bogus": 3})


@pytest.mark.parametrize(
    ("rules", "card", "message"),
    [
        ("yahtzee", {"fours": 7}, "fours cannot hold 7"),
        ("yahtzee", {"full_house": 24}, "full_house cannot hold 24"),
        ("yahtzee", {"chance": 31}, "chance cannot hold 31"),
        ("yatzy", {"small_straight": 30}, "small_straight cannot hold 30"),
        ("yahtzee", {"ones": -1}, "ones cannot hold -1"),
        ("yahtzee", {"ones": "3"}, "whole number of points, got '3'"),
        ("yahtzee", {"yahtzee": 50, "yahtzee_bonus": 150}, "multiple of 100"),
        ("yahtzee", {"yahtzee": 0, "yahtzee_bonus": 100}, "needs 50 in the Yahtzee box"),
        ("yatzy", {"yahtzee_bonus": 100}, "unknown box 'yahtzee_bonus'"),
        ("yamb", {"down.kenta": 60}, "down.kenta cannot hold 60"),
        ("yamb", {"sideways.ones": 1}, "unknown column 'sideways'"),
        ("yamb", {"ones": 1}, "column.row"),
    ],
)
def test_an_impossible_card_is_rejected(rules, card, message):
    with pytest.raises(GameError, match=message):
        totals(rules, card)


def test_game_error_is_a_value_error():
    assert issubclass(GameError, ValueError)


@pytest.mark.parametrize(
    ("rules", "card"),
    [("yahtzee", {"chance": 0}), ("yatzy", {"chance": 4}), ("yamb", {"down.max": 5})],
)
def test_a_sum_box_cannot_hold_less_than_the_smallest_roll(rules, card):
    with pytest.raises(GameError, match="cannot hold"):
        totals(rules, card)
