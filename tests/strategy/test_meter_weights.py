"""Yahtzee and Yatzy playouts are weighed to the card's exact expected total (a control
variate): the weights sum to 1, none is below 0, and the weighed mean is the solver's."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.strategy.test_meter import played
from yahtzee_tui.engine import totals
from yahtzee_tui.game import new_game, roll
from yahtzee_tui.strategy import meter
from yahtzee_tui.strategy.advisor import advise, card_state
from yahtzee_tui.strategy.cache import solver_table
from yahtzee_tui.strategy.meter import mean_weights, meter_chances, seat_key


@given(
    finals=st.lists(st.integers(50, 400), min_size=2, max_size=60),
    shift=st.floats(-0.5, 0.5),
)
def test_the_weights_give_the_mean_asked_for(finals, shift):
    sample = np.array(finals, dtype=np.int64)
    mean = float(sample.mean()) + shift * float(sample.std())
    weights = mean_weights(sample, mean)
    assert math.fsum(weights.tolist()) == pytest.approx(1.0)
    assert (weights >= 0).all()
    if sample.min() != sample.max() and (weights > 0).all():
        assert math.fsum((weights * sample).tolist()) == pytest.approx(mean)


def test_equal_totals_weigh_the_same():
    assert mean_weights(np.array([200, 200, 200]), 210.0).tolist() == [1 / 3] * 3


@pytest.mark.tables("yahtzee")
def test_each_cards_playouts_weigh_to_its_expected_total():
    state = played("yahtzee", 6, 7)
    meter._kept.clear()
    meter_chances(state, lambda state, seat: 200)
    table = solver_table("yahtzee")
    for seat, sheet in enumerate(state.sheets):
        card = dict(sheet)
        if seat == state.current:
            advice = advise("yahtzee", state.dice, state.rolls_left, card)
            expected = max(option.expected_score for option in advice)
        else:
            expected = totals(state.ruleset, card)["total"] + table.value(*card_state(table, card))
        finals, weights = meter._kept[seat_key(state, seat), 200]
        assert weights is not None
        assert math.fsum((weights * finals).tolist()) == pytest.approx(expected)


def test_yamb_playouts_weigh_the_same():
    state = roll(new_game("yamb", ["Ann", "Bob"], seed=2, first_player=0))
    meter._kept.clear()
    meter_chances(state, lambda state, seat: 4)
    assert all(weights is None for _, weights in meter._kept.values())
