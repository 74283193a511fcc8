"""The gains play can bring to each state of a goal solve, followed forward from the position.

From the position (gain 0) every open box is written with every number of points it can take
(`BoxMoves`: an upper box each count of its face, the upper bonus when the total crosses the
threshold; a lower box each of its scores; a Joker its Joker points, with the Yahtzee bonus
when the Yahtzee box holds 50), and each state keeps the set of gains that reach it, as a bit
set. That is every (state, gain) pair the solver's steps read from the position (`goal_boxes`,
`goal_jokers` read no others), and far fewer than the sums of each box's points on their own
give: once the upper bonus is settled, a sum of counts of faces, the bonus only with the
totals that cross the threshold, and a Yahtzee bonus only with a Joker's points.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from yahtzee_tui.engine import JOKER_NONE
from yahtzee_tui.strategy.model import UPPER_BOXES, SolverModel

UPPER_BITS = (1 << UPPER_BOXES) - 1


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
