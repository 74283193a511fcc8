"""Which dice to hold: the one-turn, upper-section strategy of the source documents.

Hands are sorted tuples of die values; any number of dice and any number of sides. The score
of a hand is the best single upper box it could fill: the largest sum of one face.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable


def gen_all_sequences(outcomes: Iterable[int], length: int) -> set[tuple[int, ...]]:
    """Every ordered sequence of `length` values drawn, with repeats, from `outcomes`."""
    choices = list(outcomes)
    sequences: set[tuple[int, ...]] = {()}
    for _ in range(length):
        sequences = {(*sequence, item) for sequence in sequences for item in choices}
    return sequences


def score(hand: tuple[int, ...]) -> int:
    """The best upper-section box for `hand`: the largest total of the dice showing one face."""
    return max((value * count for value, count in Counter(hand).items()), default=0)


def expected_value(held_dice: tuple[int, ...], num_die_sides: int, num_free_dice: int) -> float:
    """Mean score of `held_dice` plus `num_free_dice` rolled dice of `num_die_sides` sides."""
    rolls = gen_all_sequences(range(1, num_die_sides + 1), num_free_dice)
    total = sum(score(tuple(sorted(held_dice + roll))) for roll in rolls)
    return total / len(rolls)


def gen_all_holds(hand: tuple[int, ...]) -> set[tuple[int, ...]]:
    """Every sorted tuple of dice that can be held from `hand` (repeated values counted once).

    Built die by die: the holds of the first k dice are the holds of the first k - 1 dice,
    each with and without die k.
    """
    holds: set[tuple[int, ...]] = {()}
    for die in hand:
        holds |= {tuple(sorted((*hold, die))) for hold in holds}
    return holds


def strategy(hand: tuple[int, ...], num_die_sides: int) -> tuple[float, tuple[int, ...]]:
    """(expected score, hold) of the hold that maximises the expected score after one reroll.

    Ties go to the hold that keeps more dice, then to the smaller values, so the answer is
    always the same.
    """
    holds = sorted(gen_all_holds(hand), key=lambda hold: (-len(hold), hold))
    candidates = (
        (expected_value(hold, num_die_sides, len(hand) - len(hold)), hold) for hold in holds
    )
    return max(candidates, key=lambda candidate: candidate[0])
