"""The optimal solver: published expected scores, and states small enough to check by hand."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import numpy as np
import pytest

from yahtzee_tui.engine import get_rules, score, totals
from yahtzee_tui.strategy.advisor import card_state, expected_score
from yahtzee_tui.strategy.model import solver_model
from yahtzee_tui.strategy.solver import final_roll_values, layer_states, successors

PUBLISHED = {
    "yahtzee": 254.5877,
    "yahtzee_free_joker": 254.5896,
    "yahtzee_no_bonus": 245.8708,
    "yatzy": 248.4400,
}


@pytest.mark.parametrize("rules_id", list(PUBLISHED))
def test_an_empty_card_is_worth_the_published_expected_score(solved, rules_id):
    table = solved(rules_id)
    assert round(table.expected_score, 4) == PUBLISHED[rules_id]
    assert table.value(0, 0, 0) == pytest.approx(table.expected_score, abs=1e-4)


def _card_with_only(rules_id: str, open_box: str) -> dict[str, int]:
    """Every box but one filled with 2,2,2,3,3 (upper section 12: no bonus)."""
    rules = get_rules(rules_id)
    return {box: score(rules, (2, 2, 2, 3, 3), box) for box in rules.box_ids if box != open_box}


@pytest.mark.parametrize("rules_id", ["yahtzee", "yatzy"])
def test_chance_alone_is_worth_five_dice_kept_from_five_then_four_up(solved, rules_id):
    # One die: last roll 3.5; one reroll left keeps 4+ (4.25); two left keeps 5+ (14/3).
    solved(rules_id)
    card = _card_with_only(rules_id, "chance")
    future = expected_score(rules_id, card) - totals(rules_id, card)["total"]
    assert future == pytest.approx(5 * 14 / 3, abs=1e-4)


def _yahtzee_chance() -> float:
    """Chance of five of a kind in three rolls, keeping the most common face (a Markov chain).

    The state is how many dice show the face being kept; the rerolled dice may also bring
    more of another face, which is then kept instead.
    """

    def step(kept: int) -> list[Fraction]:
        free = 5 - kept
        result = [Fraction(0)] * 6
        for extra in product(range(1, 7), repeat=free):
            # Face 1 stands for the kept face (all faces are alike).
            best = max(kept + extra.count(1), *(extra.count(f) for f in range(2, 7)))
            result[best] += Fraction(1, 6**free)
        return result

    state = step(0)
    for _ in range(2):
        after = [Fraction(0)] * 6
        for kept, p in enumerate(state):
            if p:
                for n, q in enumerate(step(kept)):
                    after[n] += p * q
        state = after
    return float(state[5])


def test_the_yahtzee_box_alone_is_worth_50_times_the_chance_of_a_yahtzee(solved):
    # Keeping the most common face is the optimal way to chase a Yahtzee.
    solved("yahtzee_no_bonus")
    card = _card_with_only("yahtzee_no_bonus", "yahtzee")
    future = expected_score("yahtzee_no_bonus", card) - totals("yahtzee_no_bonus", card)["total"]
    assert future == pytest.approx(50 * _yahtzee_chance(), abs=1e-4)


def test_an_upper_total_that_cannot_reach_the_bonus_any_more_does_not_matter(solved):
    table = solved("yahtzee")
    sixes_open = table.model.full_mask & ~(1 << 5)
    # Sixes can add at most 30: from 10 or 20 the bonus is gone, from 40 it is not.
    assert table.value(sixes_open, 10, 0) == table.value(sixes_open, 20, 0)
    assert table.value(sixes_open, 40, 0) > table.value(sixes_open, 20, 0) + 1


def test_only_reachable_states_are_considered():
    model = solver_model("yahtzee")
    layers = [layer_states(model, filled) for filled in range(model.boxes)]
    assert sum(len(solved) + len(copied) for solved, copied in layers) == 536_320


def test_a_filled_yahtzee_box_with_50_is_worth_more_than_with_0(solved):
    table = solved("yahtzee")
    mask = 1 << table.model.box_ids.index("yahtzee")
    assert table.value(mask, 0, 1) > table.value(mask, 0, 0)


@pytest.mark.parametrize("rules_id", list(PUBLISHED))
def test_the_solver_scores_every_roll_as_the_engine_does(rules_id):
    model = solver_model(rules_id)
    rules = model.rules
    engine = np.array(
        [[score(rules, roll, box) for box in rules.box_ids] for roll in model.dice.rolls]
    )
    assert (model.scores == engine).all()


def test_a_free_joker_scores_fixed_lower_values_only_once_its_upper_box_is_filled():
    model = solver_model("yahtzee_free_joker")
    fours = model.yahtzee_rolls[3]
    straight = model.box_ids.index("large_straight")
    assert model.joker_scores[0, fours, straight] == 0
    assert model.joker_scores[1, fours, straight] == 40


def test_card_state_reads_mask_capped_upper_total_and_flag(solved):
    table = solved("yahtzee")
    card = {"ones": 3, "sixes": 30, "fives": 25, "fours": 16, "yahtzee": 50}
    mask, upper, flag = card_state(table, card)
    assert mask == 0b1 | 0b100000 | 0b10000 | 0b1000 | 1 << 11
    assert (upper, flag) == (63, 1)


@pytest.mark.parametrize("rules_id", list(PUBLISHED))
def test_final_roll_values_in_single_precision_are_the_double_ones_rounded(solved, rules_id):
    # The playouts' policy works in float32: it must choose exactly as the rounded float64.
    table = solved(rules_id)
    model = table.model
    for filled in (0, 4, 8, 12):
        states, _ = layer_states(model, filled)
        succ = successors(model, table.values, states.part(0, 300))
        double = final_roll_values(model, succ).astype(np.float32)
        single = final_roll_values(model, succ, np.float32)
        assert single.dtype == np.float32
        assert np.array_equal(single.view(np.int32), double.view(np.int32))
