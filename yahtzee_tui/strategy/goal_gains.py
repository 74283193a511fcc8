"""The gains play can bring to each state of a goal solve, followed forward from the position.

From the position (gain 0) every open box is written with every number of points it can take
(`BoxMoves`: an upper box each count of its face, the upper bonus when the total crosses the
threshold; a lower box each of its scores; a Joker its Joker points, with the Yahtzee bonus
when the Yahtzee box holds 50), and each state keeps the set of gains that reach it, as a bit
set. That is every (state, gain) pair the solver's steps read from the position (`goal_boxes`,
`goal_jokers` read no others), and far fewer than the sums of each box's points on their own
give: once the upper bonus is settled, a sum of counts of faces, the bonus only with the
totals that cross the threshold, and a Yahtzee bonus only with a Joker's points. From more
than FORWARD_MOST open boxes the states are too many to follow one by one (a whole game's
are hundreds of thousands): `summed_gains` takes those sums, one set per set of boxes filled
since the position.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from yahtzee_tui.engine import JOKER_NONE
from yahtzee_tui.strategy.model import UPPER_BOXES, SolverModel

IntArray = npt.NDArray[np.int64]
UPPER_BITS = (1 << UPPER_BOXES) - 1
# Open boxes up to which the gains are followed forward state by state; from more, the states
# are too many for that and each set of boxes filled since takes the sums of their points.
FORWARD_MOST = 8


@dataclass(frozen=True)
class BoxMoves:
    """Per box the points it can take: plain scores, and a Joker's (the Yahtzee box filled),
    as sorted tuples; per set of filled upper boxes, what the open ones can still add."""

    plain: tuple[tuple[int, ...], ...]
    joker: tuple[tuple[int, ...], ...]
    upper_most: tuple[int, ...]


@cache
def box_moves(model: SolverModel) -> BoxMoves:
    plain = tuple(tuple(sorted(set(model.scores[:, bit].tolist()))) for bit in range(model.boxes))
    jokers: tuple[tuple[int, ...], ...] = ((),) * model.boxes
    if model.yahtzee_box is not None and model.joker != JOKER_NONE:
        rolls = list(model.yahtzee_rolls)
        jokers = tuple(
            tuple(sorted(set(model.joker_scores[:, rolls, bit].ravel().tolist())))
            for bit in range(model.boxes)
        )
    dice = model.dice.dice
    most = tuple(
        sum(face * dice for face in range(1, UPPER_BOXES + 1) if not filled >> (face - 1) & 1)
        for filled in range(1 << UPPER_BOXES)
    )
    return BoxMoves(plain, jokers, most)


def forward_gains(
    model: SolverModel, rows: list[tuple[int, int, int]], start: int, width: int
) -> list[int]:
    """Per state of `rows` ((mask, stored upper, flag), ordered by boxes filled), the bit set
    of the gains below `width` that play from `rows[start]` at gain 0 can reach it with."""
    moves = box_moves(model)
    index = {row: i for i, row in enumerate(rows)}
    keep = (1 << width) - 1
    sets = [0] * len(rows)
    sets[start] = 1
    threshold, yahtzee_box = model.threshold, model.yahtzee_box
    joker_bit = yahtzee_box if model.joker != JOKER_NONE else None  # filled: Jokers
    for i, (mask, upper, flag) in enumerate(rows):
        gains = sets[i]
        if not gains:
            continue
        jokered = joker_bit is not None and mask >> joker_bit & 1 == 1
        bonus = model.yahtzee_bonus * flag if jokered else 0
        reached: dict[tuple[int, int, int], int] = {}
        for bit in range(model.boxes):
            if mask >> bit & 1:
                continue
            after = mask | 1 << bit
            most = moves.upper_most[after & UPPER_BITS]
            if bit < UPPER_BOXES:
                # (points, Yahtzee bonus): every count of the face, and a Joker's.
                steps = [(count * (bit + 1), 0) for count in range(model.dice.dice + 1)]
                steps += [(points, bonus) for points in moves.joker[bit]] if jokered else []
                for points, extra in steps:
                    total = min(threshold, upper + points)
                    crossed = upper < threshold <= upper + points
                    stored = threshold if total + most < threshold else total
                    shift = points + extra + (model.upper_bonus if crossed else 0)
                    target = (after, stored, flag)
                    reached[target] = reached.get(target, 0) | gains << shift
                continue
            stored = threshold if upper + most < threshold else upper
            if bit == yahtzee_box:  # 0 keeps the flag, 50 sets it
                reached[(after, stored, flag)] = reached.get((after, stored, flag), 0) | gains
                target = (after, stored, 1)
                reached[target] = reached.get(target, 0) | gains << 50
                continue
            shifts = set(moves.plain[bit])
            if jokered:
                shifts |= {points + bonus for points in moves.joker[bit]}
            summed = 0
            for shift in shifts:
                summed |= gains << shift
            target = (after, stored, flag)
            reached[target] = reached.get(target, 0) | summed
        for target, found in reached.items():
            at = index.get(target)
            if at is None:
                raise ValueError(f"state {target} is reachable but was left out")
            sets[at] |= found & keep
    return sets


def box_most(model: SolverModel) -> IntArray:
    """(boxes,) the most points each box can take, Joker values included."""
    most: IntArray = np.maximum(model.scores.max(axis=0), model.joker_scores.max(axis=(0, 1)))
    return most.astype(np.int64)


def summed_gains(
    model: SolverModel,
    mask: int,
    upper: int,
    masks: IntArray,
    flags: IntArray,
    settled: np.ndarray,
) -> tuple[IntArray, list[int]]:
    """Per state, the bit set of the gains its boxes filled since the position can have
    brought beyond the upper total's rise, from each box's points on their own: a sum of
    their points, any upper points once settled (and the bonus if it came since), and a
    Yahtzee bonus per box with the flag. A superset of `forward_gains`, but one set per
    set of boxes filled since, cheap from many open boxes."""
    new = masks & ~mask
    points = box_points(model)
    most = box_most(model)
    bonus = model.yahtzee_bonus if model.yahtzee_box is not None else 0
    with_bonus = (flags == 1) & (bonus > 0)
    # What decides the set: the lower boxes filled since, and the upper ones too once
    # settled or when Yahtzee bonuses may have come (one per box).
    names = new & ~UPPER_BITS | np.where(settled | with_bonus, new & UPPER_BITS, 0)
    combined = (names * 2 + settled) * 2 + with_bonus
    unique, key = np.unique(combined, return_inverse=True)
    lower_sets: dict[int, int] = {0: 1}
    sets = []
    for code in unique.tolist():
        bonus_on, is_settled, named = code & 1, code >> 1 & 1, code >> 2
        lower = named & ~UPPER_BITS
        if lower not in lower_sets:
            bits = 1
            for bit in range(UPPER_BOXES, model.boxes):
                if lower >> bit & 1:
                    bits = _sumset(bits, points[bit])
            lower_sets[lower] = bits
        bits = lower_sets[lower]
        if is_settled:
            up = named & UPPER_BITS
            upper_most = sum(int(most[b]) for b in range(UPPER_BOXES) if up >> b & 1)
            if upper < model.threshold:
                upper_most += model.upper_bonus  # the bonus may have come since
            bits = _upto(bits, upper_most)
        if bonus_on:
            assert model.yahtzee_box is not None
            count = bin(named & ~(1 << model.yahtzee_box)).count("1")
            bits = _sumset(bits, sum(1 << (bonus * k) for k in range(count + 1)))
        sets.append(bits)
    keys: IntArray = key.astype(np.int64)
    return keys, sets


@cache
def box_points(model: SolverModel) -> tuple[int, ...]:
    """Per box, every number of points it can take (Joker values included), as a bit set."""
    sets = []
    for bit in range(model.boxes):
        points = set(model.scores[:, bit].tolist())
        points |= set(model.joker_scores[:, :, bit].ravel().tolist())
        sets.append(sum(1 << int(p) for p in points))
    return tuple(sets)


def _sumset(a: int, b: int) -> int:
    """{x + y : x in a, y in b} of two bit sets."""
    result, shift = 0, 0
    while b:
        if b & 1:
            result |= a << shift
        b >>= 1
        shift += 1
    return result


def _upto(a: int, most: int) -> int:
    """{x + y : x in a, 0 <= y <= most}."""
    result, span = a, 1
    while span <= most:  # doubling: after each step `result` covers shifts 0 .. 2 span - 1
        step = min(span, most + 1 - span)
        result |= result << step
        span += step
    return result
