"""A second, deliberately plain formulation of every box, written from RULES.md alone.

The engine scores from face-count tuples; this module works on the list of dice with sets and
list.count, so a bug must be made twice, in two different shapes, to pass the exhaustive tests.
"""

from __future__ import annotations

UPPER = {"ones": 1, "twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6}


def _faces_with_at_least(dice: list[int], n: int) -> list[int]:
    return [v for v in set(dice) if dice.count(v) >= n]


def _is_full_house(dice: list[int]) -> bool:
    return sorted(dice.count(v) for v in set(dice)) == [2, 3]


def yahtzee(dice: list[int], box: str) -> int:
    if box in UPPER:
        return dice.count(UPPER[box]) * UPPER[box]
    if box == "three_of_a_kind":
        return sum(dice) if _faces_with_at_least(dice, 3) else 0
    if box == "four_of_a_kind":
        return sum(dice) if _faces_with_at_least(dice, 4) else 0
    if box == "full_house":
        return 25 if _is_full_house(dice) else 0
    if box == "small_straight":
        runs = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
        return 30 if any(run <= set(dice) for run in runs) else 0
    if box == "large_straight":
        return 40 if set(dice) in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}) else 0
    if box == "yahtzee":
        return 50 if len(set(dice)) == 1 else 0
    if box == "chance":
        return sum(dice)
    raise KeyError(box)


def yatzy(dice: list[int], box: str) -> int:
    if box in UPPER:
        return dice.count(UPPER[box]) * UPPER[box]
    pairs = sorted(_faces_with_at_least(dice, 2), reverse=True)
    if box == "one_pair":
        return 2 * pairs[0] if pairs else 0
    if box == "two_pairs":
        return 2 * pairs[0] + 2 * pairs[1] if len(pairs) >= 2 else 0
    if box == "three_of_a_kind":
        return 3 * max(_faces_with_at_least(dice, 3), default=0)
    if box == "four_of_a_kind":
        return 4 * max(_faces_with_at_least(dice, 4), default=0)
    if box == "small_straight":
        return 15 if sorted(dice) == [1, 2, 3, 4, 5] else 0
    if box == "large_straight":
        return 20 if sorted(dice) == [2, 3, 4, 5, 6] else 0
    if box == "full_house":
        return sum(dice) if _is_full_house(dice) else 0
    if box == "chance":
        return sum(dice)
    if box == "yatzy":
        return 50 if len(set(dice)) == 1 else 0
    raise KeyError(box)


def yamb(dice: list[int], row: str) -> int:
    if row in UPPER:
        return dice.count(UPPER[row]) * UPPER[row]
    if row in ("max", "min"):
        return sum(dice)
    if row == "kenta":
        return 61 if sorted(dice) == [1, 2, 3, 4, 5, 6] else 0
    if row == "full":
        options = [
            3 * a + 2 * b + 30
            for a in _faces_with_at_least(dice, 3)
            for b in _faces_with_at_least(dice, 2)
            if a != b
        ]
        return max(options, default=0)
    bonus = {"poker": (4, 40), "yamb": (5, 50), "royal": (6, 60)}
    if row in bonus:
        n, extra = bonus[row]
        faces = _faces_with_at_least(dice, n)
        return n * max(faces) + extra if faces else 0
    raise KeyError(row)


REFERENCE = {"yahtzee": yahtzee, "yatzy": yatzy, "yamb": yamb}
