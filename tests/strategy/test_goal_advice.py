"""Advice for a goal: a solve kept from an earlier card of the same game serves the later
cards for the same goal, with the same chances a fresh solve gives."""

from __future__ import annotations

import pytest

from yahtzee_tui.engine import totals
from yahtzee_tui.strategy import goal_advice
from yahtzee_tui.strategy.goals import target_utility

EARLY = {
    "ones": 3, "twos": 6, "threes": 9, "fours": 12, "sixes": 24,
    "three_of_a_kind": 22, "yahtzee": 50,
}  # fmt: skip
TARGET = 240


def _advice(card: dict[str, int], dice: tuple[int, ...], rolls_left: int):
    utility = target_utility(totals("yahtzee", card)["total"], TARGET)
    options = goal_advice.advise_goal("yahtzee", dice, rolls_left, card, utility)
    return [(o.action, o.hold, o.box, o.expected_score) for o in options]


@pytest.fixture
def solves(monkeypatch):
    goal_advice._kept.clear()
    calls = []
    real = goal_advice.solve_goal

    def counted(*args, **kwargs):
        calls.append(args[1:4])
        return real(*args, **kwargs)

    monkeypatch.setattr(goal_advice, "solve_goal", counted)
    yield calls
    goal_advice._kept.clear()


def test_a_later_card_of_the_same_game_reuses_the_solve_with_the_same_chances(solves):
    _advice(EARLY, (5, 5, 2, 3, 1), 2)
    later = dict(EARLY, fives=15, chance=23, yahtzee_bonus=100)
    reused = _advice(later, (6, 6, 6, 1, 2), 1)
    assert len(solves) == 1
    goal_advice._kept.clear()
    assert _advice(later, (6, 6, 6, 1, 2), 1) == reused  # a fresh solve: the same, bit for bit
    assert len(solves) == 2


def test_a_card_that_is_not_the_earlier_one_played_on_gets_its_own_solve(solves):
    _advice(EARLY, (5, 5, 2, 3, 1), 2)
    _advice(dict(EARLY, ones=2, fives=15), (6, 6, 6, 1, 2), 1)  # ones changed
    _advice(dict(EARLY, fives=15), (6, 6, 6, 1, 2), 1)  # played on: reused
    assert len(solves) == 2
    # Another target is another goal.
    card = dict(EARLY, fives=15, chance=20)
    utility = target_utility(totals("yahtzee", card)["total"], TARGET + 5)
    goal_advice.advise_goal("yahtzee", (1, 2, 3, 4, 6), 0, card, utility)
    assert len(solves) == 3
