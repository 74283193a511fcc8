"""Every multiset of 5 dice (252) and 6 dice (462), every box, against the reference."""

from __future__ import annotations

from itertools import combinations_with_replacement

import pytest

from tests.engine.reference import REFERENCE
from yahtzee_tui.engine import get_rules, score


def _rolls(count: int) -> list[tuple[int, ...]]:
    return list(combinations_with_replacement(range(1, 7), count))


def test_there_are_252_rolls_of_five_dice_and_462_of_six():
    assert len(_rolls(5)) == 252
    assert len(_rolls(6)) == 462


@pytest.mark.parametrize("rules_id", ["yahtzee", "yatzy", "yamb"])
def test_every_roll_in_every_box_matches_the_reference(rules_id):
    rules = get_rules(rules_id)
    reference = REFERENCE[rules_id]
    mismatches = [
        (roll, box, score(rules, roll, box), reference(list(roll), box))
        for roll in _rolls(rules.dice)
        for box in rules.box_ids
        if score(rules, roll, box) != reference(list(roll), box)
    ]
    assert mismatches == []
