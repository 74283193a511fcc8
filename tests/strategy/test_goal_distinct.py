"""The goal solver works out each distinct column once: the distinct columns are found bit for
bit (hash collisions included), and every value of a solve is its own column's, worked out
alone."""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tests.strategy.test_goal_solver import _full_but, card_state_of
from yahtzee_tui.strategy import goal_distinct
from yahtzee_tui.strategy.goal_distinct import distinct_columns
from yahtzee_tui.strategy.goal_solver import final_roll_goal, solve_goal, turn_values
from yahtzee_tui.strategy.model import solver_model

SPECIAL = [0.0, -0.0, 1.0, np.inf, -np.inf, np.nan, 5e-324]


def _bits(values: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(values).view(np.uint64)


@st.composite
def columns_with_repeats(draw) -> np.ndarray:
    """A (rows, columns) array whose columns repeat, with the values that compare equal but
    differ in bits (0.0 and -0.0) and those that never compare equal (NaN)."""
    rows = draw(st.integers(1, 12))
    pool = draw(
        st.lists(
            st.lists(st.sampled_from(SPECIAL) | st.floats(-2, 2), min_size=rows, max_size=rows),
            min_size=1,
            max_size=6,
        )
    )
    picks = draw(st.lists(st.integers(0, len(pool) - 1), min_size=0, max_size=40))
    return np.array([pool[i] for i in picks], dtype=np.float64).reshape(len(picks), rows).T


def _check(values: np.ndarray) -> None:
    first, inverse = distinct_columns(values)
    bits = _bits(values)
    assert (bits[:, first[inverse]] == bits).all()
    kept = {bits[:, i].tobytes() for i in first}
    assert len(kept) == len(first)  # pairwise distinct, to the bit


@given(columns_with_repeats())
def test_the_distinct_columns_are_found_bit_for_bit(values):
    _check(values)


@given(columns_with_repeats())
def test_a_hash_collision_costs_time_never_a_value(values):
    original = goal_distinct._hashes
    for collide in (lambda bits: np.zeros(bits.shape[1], np.uint64), lambda bits: bits[0] & 1):
        goal_distinct._hashes = collide
        try:
            first, inverse = distinct_columns(values)
        finally:
            goal_distinct._hashes = original
        bits = _bits(values)
        assert (bits[:, first[inverse]] == bits).all()


BOXES = {
    "yahtzee": ("ones", "fours", "sixes", "three_of_a_kind", "full_house", "yahtzee", "chance"),
    "yahtzee_free_joker": ("twos", "fives", "small_straight", "large_straight", "chance"),
    "yatzy": ("threes", "sixes", "one_pair", "two_pairs", "small_straight", "chance"),
}


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@given(
    rules_id=st.sampled_from(sorted(BOXES)),
    data=st.data(),
    need=st.integers(5, 140),
    win_share=st.booleans(),
    yahtzee_in=st.booleans(),
)
def test_every_value_of_a_solve_is_its_own_column_worked_out_alone(
    rules_id, data, need, win_share, yahtzee_in
):
    model = solver_model(rules_id)
    open_boxes = data.draw(
        st.lists(st.sampled_from(BOXES[rules_id]), min_size=2, max_size=4, unique=True)
    )
    values = {"fours": 16} if "fours" not in open_boxes else {}
    if yahtzee_in and "yahtzee" in model.box_ids and "yahtzee" not in open_boxes:
        values["yahtzee"] = 50
    card = _full_but(rules_id, tuple(open_boxes), **values)
    mask, upper, flag = card_state_of(model, card)
    curve = (np.arange(need + 1) >= need).astype(float)
    if win_share:
        curve = np.minimum(1.0, np.arange(need + 1) / need) ** 3
    table = solve_goal(model, mask, upper, flag, curve)
    rng = np.random.default_rng(need)
    states = table.states
    checked = 0
    for layer in range(int(states.filled[0]), model.boxes):
        found = table.layers[layer]
        assert found is not None
        rows = np.flatnonzero(states.filled == layer)
        pairs = [
            (row, gain)
            for row in rows.tolist()
            for gain in range(int(table.low[row]) + 1, int(table.high[row]))
            if not np.isnan(found[table.base[row] + gain])
        ]
        for i in rng.permutation(len(pairs))[:25]:
            row, gain = pairs[i]
            one = [np.array([a[row]]) for a in (states.masks, states.uppers, states.flags)]
            final = final_roll_goal(table, *one, np.array([gain]))
            alone = turn_values(model, final)[0]
            assert _bits(np.array([alone])) == _bits(found[table.base[row] + gain :][:1])
            checked += 1
    assume(checked > 0)  # a target out of reach: nothing is worked out
