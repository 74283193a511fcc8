"""The target table: the best chance of every target from one position, each under its own
best play, checked against brute force on reduced games (a few boxes left open)."""

from __future__ import annotations

import numpy as np
import pytest

from tests.strategy.test_goal_solver import _full_but, brute_force, card_state_of
from yahtzee_tui.engine import totals
from yahtzee_tui.strategy.goal_solver import solve_goal
from yahtzee_tui.strategy.goal_targets import target_chances
from yahtzee_tui.strategy.goals import target_utility
from yahtzee_tui.strategy.model import solver_model

# (rule set, the boxes left open, points written)
REDUCED_GAMES = [
    ("yahtzee", ("fours", "full_house"), {"yahtzee": 50, "sixes": 24, "fives": 20}),
    ("yahtzee", ("sixes", "yahtzee"), {"fives": 25, "fours": 16}),
    ("yatzy", ("two_pairs", "sixes"), {"fives": 25, "fours": 16}),
]


@pytest.mark.parametrize(("rules_id", "open_boxes", "values"), REDUCED_GAMES)
def test_every_target_of_a_reduced_game_has_its_brute_force_chance(rules_id, open_boxes, values):
    model = solver_model(rules_id)
    card = _full_but(rules_id, open_boxes, **values)
    now = totals(rules_id, card)["total"]
    most = 130
    chances = target_chances(model, *card_state_of(model, card), most)
    assert chances.shape == (most + 1,)
    assert chances[0] == 1.0
    assert all(np.diff(chances) <= 0)
    for target in (1, 50, 100):
        expected = brute_force(rules_id, card, lambda total, t=target: float(total - now >= t))
        assert chances[target] == pytest.approx(expected, abs=1e-9)


def test_the_table_gives_each_targets_own_solve_to_the_last_bit():
    model = solver_model("yahtzee")
    card = _full_but("yahtzee", ("threes", "chance", "small_straight"), sixes=24, fives=20)
    position = card_state_of(model, card)
    chances = target_chances(model, *position, 90)
    for target in (1, 30, 45, 60, 89, 90):
        alone = solve_goal(model, *position, target_utility(0, target)).value(*position, 0)
        assert chances[target] == alone


def test_a_full_card_reaches_only_a_target_of_nothing():
    model = solver_model("yatzy")
    assert target_chances(model, model.full_mask, 63, 0, 3).tolist() == [1.0, 0.0, 0.0, 0.0]
    with pytest.raises(ValueError, match="target"):
        target_chances(model, 0, 0, 0, -1)


def test_chosen_targets_shared_among_processes_give_the_full_tables_bits():
    model = solver_model("yahtzee")
    card = _full_but("yahtzee", ("ones", "threes", "chance", "small_straight", "yahtzee"))
    card["sixes"] = 24
    position = card_state_of(model, card)
    full = target_chances(model, *position, 120)
    chosen = target_chances(model, *position, 120, targets=[50, 80, 120], workers=2)
    assert chosen[[50, 80, 120]].tolist() == full[[50, 80, 120]].tolist()
    assert np.isnan(np.delete(chosen, [50, 80, 120])).all()
    with pytest.raises(ValueError, match="target"):
        target_chances(model, *position, 120, targets=[121])
