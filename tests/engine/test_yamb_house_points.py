"""Yamb's row points under every house rule give what the plain definition gives: each row
scored from the dice, KENTA by the turn's roll (HAND's a first roll), and where five dice count
the best (for MIN the lowest) of the six ways to leave one die out.

The engine keeps points it has worked out and counts a throw's faces once; this reference
counts and scores each five of the six dice again, as the rules read."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from hypothesis import given
from hypothesis import strategies as st

from yahtzee_tui.engine.box import Box
from yahtzee_tui.engine.rules import yamb_house as house

OPTIONS = [
    house.YambOptions(
        house.JAMB_DIRECTED.columns, trips=trips, kenta_by_roll=by_roll, five_dice_count=five
    )
    for trips in (False, True)
    for by_roll in (False, True)
    for five in (False, True)
]


def counts_of(dice: Sequence[int]) -> tuple[int, ...]:
    return tuple(list(dice).count(face) for face in range(1, 7))


def reference_best_of_five(box: Box, dice: Sequence[int]) -> int:
    choices = {box.points(counts_of(five)) for five in combinations(dice, 5)}
    return min(choices) if box.aims_low else max(choices)


def reference_points(
    options: house.YambOptions, row: str, dice: Sequence[int], roll: int, column: str | None
) -> int:
    box = next(candidate for candidate in house.rows(options) if candidate.id == row)
    if row == "kenta" and options.kenta_by_roll:
        straight = any(all(counts_of(dice)[face - 1] for face in run) for run in house.STRAIGHTS)
        return house.KENTA_BY_ROLL[1 if column == house.HAND else roll] if straight else 0
    if options.five_dice_count and len(dice) == 6:
        return reference_best_of_five(box, dice)
    return box.points(counts_of(dice))


@given(
    options=st.sampled_from(OPTIONS),
    dice=st.lists(st.integers(1, 6), min_size=5, max_size=6),
    roll=st.integers(1, 3),
    column=st.sampled_from([None, *house.COLUMN_KINDS]),
    data=st.data(),
)
def test_row_points_are_the_rules_points_for_any_dice_roll_and_column(
    options, dice, roll, column, data
):
    row = data.draw(st.sampled_from(house.row_ids(options)))
    expected = reference_points(options, row, dice, roll, column)
    assert house.row_points(options, row, dice, roll=roll, column=column) == expected
    # Asked again (now known), and with the same dice in another order: the same points.
    assert house.row_points(options, row, dice[::-1], roll=roll, column=column) == expected


@given(dice=st.lists(st.integers(1, 6), min_size=6, max_size=6))
def test_best_of_five_is_the_best_of_the_six_ways_to_leave_a_die_out(dice):
    for box in house.rows(house.JAMB):
        assert house.best_of_five(box, dice) == reference_best_of_five(box, dice)
