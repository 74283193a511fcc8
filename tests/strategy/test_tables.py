"""Rolls, keeps and the two recursions that stand in for the keep x roll matrices."""

from __future__ import annotations

import numpy as np
import pytest

from yahtzee_tui.engine import all_rolls
from yahtzee_tui.strategy.tables import dice_tables


@pytest.mark.parametrize(("dice", "rolls", "keeps"), [(5, 252, 462), (6, 462, 924)])
def test_there_is_a_keep_for_every_multiset_of_up_to_all_the_dice(dice, rolls, keeps):
    tables = dice_tables(dice)
    assert tables.roll_count == rolls
    assert len(tables.keeps) == keeps
    assert sorted(tables.rolls) == sorted(all_rolls(dice))


def test_the_keep_to_roll_step_of_five_dice_has_4368_entries():
    keep, _roll, probability = dice_tables(5).transition()
    assert len(keep) == 4368
    sums = np.bincount(keep, weights=probability)
    assert sums == pytest.approx(np.ones(462))


def test_every_roll_contains_its_listed_keeps_and_no_others():
    tables = dice_tables(5)
    assert tables.sub_keep_count.sum() == 4368
    for r, roll in enumerate(tables.rolls):
        keeps = {tables.keeps[k] for k in tables.sub_keeps[r, : tables.sub_keep_count[r]]}
        assert all(all(keep.count(f) <= roll.count(f) for f in keep) for keep in keeps)
        assert len(keeps) == int(np.prod([roll.count(f) + 1 for f in set(roll)]))


def test_roll_probabilities_add_up_to_one():
    assert dice_tables(5).roll_probability.sum() == pytest.approx(1.0)
    assert dice_tables(5).roll_probability[dice_tables(5).roll_index((1, 2, 3, 4, 5))] == (
        pytest.approx(120 / 6**5)
    )


@pytest.mark.parametrize("dice", [5, 6])
def test_keep_values_equal_the_sparse_keep_to_roll_step(dice):
    tables = dice_tables(dice)
    values = np.random.default_rng(1).normal(size=(tables.roll_count, 3))
    keep, roll, probability = tables.transition()
    expected = np.zeros((len(tables.keeps), 3))
    np.add.at(expected, keep, probability[:, None] * values[roll])
    assert tables.keep_values(values) == pytest.approx(expected)


@pytest.mark.parametrize("dice", [5, 6])
def test_best_keep_values_are_the_best_keep_inside_each_roll(dice):
    tables = dice_tables(dice)
    keep_values = np.random.default_rng(2).normal(size=(len(tables.keeps), 2))
    expected = np.array(
        [
            keep_values[tables.sub_keeps[r, : tables.sub_keep_count[r]]].max(axis=0)
            for r in range(tables.roll_count)
        ]
    )
    assert tables.best_keep_values(keep_values) == pytest.approx(expected)


def test_holding_every_die_is_worth_the_roll_as_it_stands():
    tables = dice_tables(5)
    final = np.random.default_rng(3).normal(size=(tables.roll_count, 1))
    holds = tables.hold_values(final, 2)
    assert holds[tables.level(5)] == pytest.approx(final)
