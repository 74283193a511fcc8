"""The Yamb value tables: pars, weights that carry the middle of a column, and the bonus."""

from __future__ import annotations

import numpy as np
import pytest

from yahtzee_tui.engine import get_rules
from yahtzee_tui.strategy.yamb_cards import COLUMNS, ROWS, Cards, point_range
from yahtzee_tui.strategy.yamb_values import (
    PHASES,
    TURNS_PER_PHASE,
    YambValues,
    bonus_chances,
    one_turn_values,
    pars,
    phase_of,
)

YAMB = get_rules("yamb")
FREE1 = COLUMNS.index("free1")


def cell(values: YambValues, card: dict[str, int], column: str, row: str, points: int) -> float:
    lookup = values.lookup(Cards.from_card(card), phase_of(len(card) + 1))
    return float(lookup[0, COLUMNS.index(column), ROWS.index(row), points])


def test_par_of_an_upper_row_is_the_face_times_the_dice_expected_to_show_it():
    # Keep every die showing the face: each die shows it within three rolls with 1 - (5/6)^3.
    hit = 1 - (5 / 6) ** 3
    for face, row in enumerate(YAMB.upper_ids, start=1):
        assert pars()[row] == pytest.approx(6 * hit * face)


def test_par_of_min_is_low_and_of_max_is_high():
    assert pars()["min"] < 21 < pars()["max"]


def test_the_one_turn_advisor_values_a_cell_above_its_par():
    assert cell(one_turn_values(), {}, "free1", "royal", 96) == pytest.approx(96 - pars()["royal"])


def test_the_ones_cell_carries_the_middle_of_its_column():
    values = one_turn_values()
    card = {"free1.max": 30, "free1.min": 8}
    # A point of ones counts once in the upper rows and (MAX - MIN) times in the middle.
    assert cell(values, card, "free1", "ones", 4) == pytest.approx(23 * (4 - pars()["ones"]))
    assert cell(values, {"free1.ones": 4}, "free1", "max", 30) == pytest.approx(
        4 * (30 - pars()["max"])
    )
    assert cell(values, {"free1.ones": 4}, "free1", "min", 8) == pytest.approx(
        -4 * (8 - pars()["min"])
    )


def test_phases_follow_the_turns_played():
    assert phase_of(0) == 0
    assert phase_of(TURNS_PER_PHASE) == 1
    assert phase_of(10_000) == PHASES - 1


def certain_counts(count: int) -> np.ndarray:
    """Count chances where every upper row of every column ends with exactly `count` dice."""
    chances = np.zeros((len(COLUMNS), 6, PHASES, 7))
    chances[:, :, :, count] = 1.0
    return chances


def test_the_bonus_is_certain_when_the_open_rows_surely_bring_what_is_needed():
    chance = bonus_chances(certain_counts(3))
    sixes_only = 1 << 5
    assert chance[FREE1, 0, sixes_only, 18] == 1.0
    assert chance[FREE1, 0, sixes_only, 19] == 0.0
    every_row = (1 << 6) - 1
    assert chance[FREE1, 0, every_row, 60] == 1.0  # 3 x (1 + ... + 6) = 63


def test_a_column_with_no_open_upper_row_has_its_bonus_or_not():
    chance = bonus_chances(certain_counts(2))
    assert chance[FREE1, 0, 0, 0] == 1.0
    assert chance[FREE1, 0, 0, 1:].max() == 0.0


def test_the_bonus_chance_adds_independent_rows():
    chances = np.zeros((len(COLUMNS), 6, PHASES, 7))
    chances[:, :, :, 2] = 0.5
    chances[:, :, :, 4] = 0.5
    chance = bonus_chances(chances)
    fives_and_sixes = (1 << 4) | (1 << 5)
    # 5 x {2, 4} + 6 x {2, 4}: 22, 32, 34, 44 each with chance 1/4.
    assert chance[FREE1, 0, fives_and_sixes, 33] == pytest.approx(0.5)
    assert chance[FREE1, 0, fives_and_sixes, 23] == pytest.approx(0.75)


def test_the_bonus_change_rewards_the_points_that_reach_sixty():
    table = one_turn_values()
    values = YambValues(table.reference, table.expected, bonus_chances(certain_counts(3)))
    card = {f"free1.{row}": 3 * face for face, row in enumerate(YAMB.upper_ids[:5], start=1)}
    # 45 so far; sixes must bring 15 (three sixes would bring 18): any 3 or more sixes keep it.
    assert cell(values, card, "free1", "sixes", 12) - cell(table, card, "free1", "sixes", 12) == (
        pytest.approx(-30.0)
    )
    assert cell(values, card, "free1", "sixes", 18) - cell(table, card, "free1", "sixes", 18) == (
        pytest.approx(0.0)
    )


def test_every_row_and_points_value_has_a_value():
    lookup = one_turn_values().lookup(Cards.empty(1), 0)
    assert lookup.shape == (1, len(COLUMNS), len(ROWS), point_range())
    assert np.isfinite(lookup).all()
