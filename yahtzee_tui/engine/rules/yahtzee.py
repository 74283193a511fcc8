"""Yahtzee (official Hasbro rules): 5 dice, 13 boxes, fixed-value lower boxes."""

from __future__ import annotations

from yahtzee_tui.engine.box import Box, Scorer, total_of, upper_boxes

FULL_HOUSE = 25
SMALL_STRAIGHT = 30
LARGE_STRAIGHT = 40
YAHTZEE = 50
UPPER_BONUS = 35
UPPER_BONUS_THRESHOLD = 63
YAHTZEE_BONUS = 100


def _of_a_kind(n: int) -> Scorer:
    return lambda counts: total_of(counts) if max(counts) >= n else 0


def _full_house(counts: tuple[int, ...]) -> int:
    return FULL_HOUSE if sorted(c for c in counts if c) == [2, 3] else 0


def _has_run(counts: tuple[int, ...], length: int) -> bool:
    run = 0
    for c in counts:
        run = run + 1 if c else 0
        if run >= length:
            return True
    return False


def _small_straight(counts: tuple[int, ...]) -> int:
    return SMALL_STRAIGHT if _has_run(counts, 4) else 0


def _large_straight(counts: tuple[int, ...]) -> int:
    return LARGE_STRAIGHT if _has_run(counts, 5) else 0


def _yahtzee(counts: tuple[int, ...]) -> int:
    return YAHTZEE if max(counts) == 5 else 0


BOXES: tuple[Box, ...] = (
    *upper_boxes(("Aces", "Twos", "Threes", "Fours", "Fives", "Sixes")),
    Box(
        "three_of_a_kind",
        "3 of a kind",
        "sum of all dice if 3 show one face",
        "lower",
        _of_a_kind(3),
    ),
    Box(
        "four_of_a_kind",
        "4 of a kind",
        "sum of all dice if 4 show one face",
        "lower",
        _of_a_kind(4),
    ),
    Box(
        "full_house",
        "Full house",
        "25 for three of one face and two of another",
        "lower",
        _full_house,
    ),
    Box(
        "small_straight",
        "Sm. straight",
        "30 for four in a row (1-4, 2-5 or 3-6)",
        "lower",
        _small_straight,
    ),
    Box(
        "large_straight",
        "Lg. straight",
        "40 for five in a row (1-5 or 2-6)",
        "lower",
        _large_straight,
    ),
    Box("yahtzee", "Yahtzee", "50 for five of one face", "lower", _yahtzee),
    Box("chance", "Chance", "sum of all dice", "lower", total_of),
)

# Scores a Yahtzee takes in a lower box when the Joker rule is in force.
JOKER_FIXED = {
    "full_house": FULL_HOUSE,
    "small_straight": SMALL_STRAIGHT,
    "large_straight": LARGE_STRAIGHT,
}
