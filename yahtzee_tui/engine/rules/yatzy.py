"""Yatzy (Scandinavian rules): 5 dice, 15 boxes; lower boxes score the dice that make them."""

from __future__ import annotations

from yahtzee_tui.engine.box import Box, Scorer, total_of, upper_boxes

YATZY = 50
SMALL_STRAIGHT = 15
LARGE_STRAIGHT = 20
UPPER_BONUS = 50
UPPER_BONUS_THRESHOLD = 63


def _one_pair(counts: tuple[int, ...]) -> int:
    for face in range(6, 0, -1):
        if counts[face - 1] >= 2:
            return 2 * face
    return 0


def _two_pairs(counts: tuple[int, ...]) -> int:
    pairs = [face for face in range(6, 0, -1) if counts[face - 1] >= 2]
    return 2 * (pairs[0] + pairs[1]) if len(pairs) >= 2 else 0


def _n_of_a_kind(n: int) -> Scorer:
    def scorer(counts: tuple[int, ...]) -> int:
        for face in range(6, 0, -1):
            if counts[face - 1] >= n:
                return n * face
        return 0

    return scorer


def _small_straight(counts: tuple[int, ...]) -> int:
    return SMALL_STRAIGHT if counts == (1, 1, 1, 1, 1, 0) else 0


def _large_straight(counts: tuple[int, ...]) -> int:
    return LARGE_STRAIGHT if counts == (0, 1, 1, 1, 1, 1) else 0


def _full_house(counts: tuple[int, ...]) -> int:
    return total_of(counts) if sorted(c for c in counts if c) == [2, 3] else 0


def _yatzy(counts: tuple[int, ...]) -> int:
    return YATZY if max(counts) == 5 else 0


BOXES: tuple[Box, ...] = (
    *upper_boxes(),
    Box("one_pair", "One pair", "sum of the highest pair", "lower", _one_pair),
    Box("two_pairs", "Two pairs", "sum of two pairs of different faces", "lower", _two_pairs),
    Box(
        "three_of_a_kind",
        "Three of a kind",
        "sum of three dice of one face",
        "lower",
        _n_of_a_kind(3),
    ),
    Box(
        "four_of_a_kind", "Four of a kind", "sum of four dice of one face", "lower", _n_of_a_kind(4)
    ),
    Box("small_straight", "Small straight", "15 for exactly 1-2-3-4-5", "lower", _small_straight),
    Box("large_straight", "Large straight", "20 for exactly 2-3-4-5-6", "lower", _large_straight),
    Box(
        "full_house",
        "Full house",
        "sum of all dice for three of one face and two of another",
        "lower",
        _full_house,
    ),
    Box("chance", "Chance", "sum of all dice", "lower", total_of),
    Box("yatzy", "Yatzy", "50 for five of one face", "lower", _yatzy),
)
