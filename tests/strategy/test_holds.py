"""The hold-strategy API of the source documents: hand-worked two-dice cases and five dice."""

from __future__ import annotations

from itertools import product

import pytest

from yahtzee_tui.strategy.holds import (
    expected_value,
    gen_all_holds,
    gen_all_sequences,
    score,
    strategy,
)


def test_all_sequences_of_two_six_sided_dice_are_the_36_ordered_pairs():
    sequences = gen_all_sequences(range(1, 7), 2)
    assert sequences == set(product(range(1, 7), repeat=2))


def test_the_only_sequence_of_length_zero_is_empty():
    assert gen_all_sequences((1, 2, 3), 0) == {()}


@pytest.mark.parametrize(
    ("hand", "expected"),
    [((2, 3, 3, 3, 4), 9), ((1, 1, 1, 5, 6), 6), ((6, 6), 12), ((1,), 1), ((), 0)],
)
def test_score_is_the_best_upper_box(hand, expected):
    assert score(hand) == expected


def test_holding_a_two_and_rolling_one_die_averages_four():
    # 2 with 1..6: 2, 4, 3, 4, 5, 6 -> 24 / 6
    assert expected_value((2,), 6, 1) == pytest.approx(4.0)


def test_rolling_two_fresh_dice_averages_182_over_36():
    # doubles 2+4+...+12 = 42; each unordered pair of faces twice at its larger face = 140
    assert expected_value((), 6, 2) == pytest.approx(182 / 36)


def test_holding_every_die_is_worth_the_hand():
    assert expected_value((2, 2), 6, 0) == 4


def test_a_four_sided_die_next_to_a_held_one():
    # 1 with 1..4: 2, 2, 3, 4
    assert expected_value((1,), 4, 1) == pytest.approx(11 / 4)


def test_holds_of_a_hand_with_a_repeated_value_are_counted_once():
    assert gen_all_holds((1, 2, 2)) == {(), (1,), (2,), (1, 2), (2, 2), (1, 2, 2)}


def test_five_different_dice_have_32_holds_and_five_equal_dice_six():
    assert len(gen_all_holds((1, 2, 3, 4, 5))) == 32
    assert gen_all_holds((4, 4, 4, 4, 4)) == {(4,) * n for n in range(6)}


def test_every_hold_is_sorted():
    assert all(list(hold) == sorted(hold) for hold in gen_all_holds((1, 3, 3, 5, 6)))


def test_two_ones_are_best_rerolled():
    # hold (1, 1): 2; hold (1,): 22/6; hold nothing: 182/36
    assert strategy((1, 1), 6) == (pytest.approx(182 / 36), ())


def test_a_pair_of_sixes_is_held():
    assert strategy((6, 6), 6) == (12, (6, 6))


def test_a_six_is_held_and_the_one_rerolled():
    # hold (6,): five rolls keep 6, a second 6 makes 12 -> 42 / 6
    assert strategy((1, 6), 6) == (pytest.approx(7.0), (6,))


@pytest.mark.parametrize(("die", "expected"), [(3, (3.5, ())), (4, (4.0, (4,)))])
def test_one_die_is_kept_from_four_up(die, expected):
    assert strategy((die,), 6) == expected


def test_five_sixes_are_kept():
    assert strategy((6, 6, 6, 6, 6), 6) == (30, (6, 6, 6, 6, 6))


def test_five_dice_the_hold_beats_every_other_hold():
    hand = (2, 3, 3, 3, 4)
    value, hold = strategy(hand, 6)
    others = [expected_value(h, 6, 5 - len(h)) for h in gen_all_holds(hand)]
    assert value == max(others)
    assert hold == (3, 3, 3)


def test_five_dice_expected_value_by_brute_force():
    # (3, 3, 3) held, two dice rolled: count by hand over the 36 outcomes
    total = 0
    for a, b in product(range(1, 7), repeat=2):
        hand = (3, 3, 3, a, b)
        total += max(face * hand.count(face) for face in set(hand))
    assert expected_value((3, 3, 3), 6, 2) == pytest.approx(total / 36)
