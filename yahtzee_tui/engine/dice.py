"""Dice values: validation, face counts and the multisets of a roll."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from itertools import combinations_with_replacement
from typing import cast

from yahtzee_tui.errors import GameError
from yahtzee_tui.sentences import N_, Message

FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)

Dice = tuple[int, ...]
_FACE_SET, _INT = frozenset(FACES), frozenset({int})


def validate_dice(dice: Iterable[object], count: int) -> Dice:
    """Return `dice` as a tuple of ints after checking there are `count` faces in 1..6."""
    if isinstance(dice, str | bytes):
        raise GameError(
            Message(N_("dice must be a sequence of {count} numbers 1-6, not text"), count=count)
        )
    try:
        values = tuple(dice)
    except TypeError:
        raise GameError(
            Message(N_("dice must be a sequence of {count} numbers 1-6"), count=count)
        ) from None
    # The common case at once: `count` plain ints, each a face (a bool is no int here).
    if len(values) == count and _INT.issuperset(map(type, values)) and _FACE_SET.issuperset(values):
        return cast(Dice, values)
    if len(values) != count:
        raise GameError(
            Message(N_("this rule set rolls {count} dice, got {got}"), count=count, got=len(values))
        )
    faces: list[int] = []
    for value in values:
        if isinstance(value, bool) or not isinstance(value, int):
            raise GameError(
                Message(N_("a die shows a whole number 1-6, got {value}"), value=repr(value))
            )
        if not 1 <= value <= 6:
            raise GameError(Message(N_("a die shows 1-6, got {value}"), value=value))
        faces.append(value)
    return tuple(faces)


def face_counts(dice: Sequence[int]) -> tuple[int, ...]:
    """Counts of faces 1..6, index 0 for ones."""
    counts = [0] * 6
    for value in dice:
        counts[value - 1] += 1
    return tuple(counts)


@cache
def all_rolls(count: int) -> tuple[Dice, ...]:
    """Every distinct roll of `count` dice as a sorted tuple (252 for 5 dice, 462 for 6)."""
    return tuple(combinations_with_replacement(FACES, count))


def is_n_of_a_kind(dice: Sequence[int]) -> bool:
    """True when every die shows the same face."""
    return len(set(dice)) == 1
