"""Which (state, points gained) pairs a goal solve from one position has to work out.

A solver state is (filled boxes, upper total, Yahtzee-50 flag), the upper total stored as the
threshold once the bonus is settled (reached, or out of reach of the open upper boxes): those
states then merge. The goal solver adds the points gained since the position, and most
(state, gain) pairs cannot happen or need no work:

- a state is reached only with the gains play can bring to it: followed forward from the
  position, box by box, as bit sets (`goal_gains`); from more than FORWARD_MOST open boxes
  (too many states for that) a sum of the points each box filled since can take;
- a gain from which the open boxes cannot leave the flat low end of the utility (the target
  is out of reach) is worth that end's value, and a gain at the flat high end (reached) its
  value, without any work.

Everything here is a superset of what play can reach: a pair outside it is never read. The
unpruned form (`every_gain`) takes every gain from the upper total's rise on.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from yahtzee_tui.strategy.goal_gains import (
    FORWARD_MOST,
    box_most,
    box_moves,
    forward_gains,
    summed_gains,
)
from yahtzee_tui.strategy.model import UPPER_BOXES, SolverModel

IntArray = npt.NDArray[np.int64]
UPPER_BITS = (1 << UPPER_BOXES) - 1


@dataclass(frozen=True)
class GoalStates:
    """Every state a position can reach, sorted by filled boxes then mask, with what each
    one's solve needs: which gains to work out and where its values are flat."""

    masks: IntArray
    uppers: IntArray  # stored upper totals (the threshold once settled)
    flags: IntArray
    filled: IntArray  # boxes filled
    shift: IntArray  # gain below which none is possible (the upper total's rise, or 0)
    key: IntArray  # which of the gain sets holds the gains possible beyond `shift`
    low_cut: IntArray  # below this gain the state is worth the utility's low end exactly


def settled_upper(model: SolverModel, mask: int, upper: int) -> int:
    """The upper total as the goal solver stores it: the threshold once the bonus is settled
    (reached, or out of reach of the open upper boxes)."""
    most = sum(face * model.dice.dice for face in range(1, 7) if not mask >> (face - 1) & 1)
    if upper >= model.threshold or upper + most < model.threshold:
        return model.threshold
    return upper


def settle(model: SolverModel, masks: IntArray, uppers: IntArray) -> IntArray:
    """`settled_upper` on arrays."""
    most = np.zeros_like(masks)
    for face in range(1, UPPER_BOXES + 1):
        most += (masks >> (face - 1) & 1 ^ 1) * face * model.dice.dice
    settled = (uppers >= model.threshold) | (uppers + most < model.threshold)
    result: IntArray = np.where(settled, model.threshold, uppers)
    return result


def reach_states(
    model: SolverModel,
    mask: int,
    upper: int,
    flag: int,
    flat_low: int,
    every_gain: bool,
    width: int,
) -> tuple[GoalStates, list[int]]:
    """The states the position can reach and the gain bit sets (of gains below `width`)
    their `key`s name.

    `flat_low` is the first gain at which the utility leaves its low end. With `every_gain`
    every gain from the upper total's rise on counts as possible (the unpruned form, for
    checking the pruned one)."""
    upper = settled_upper(model, mask, upper)
    open_bits = [bit for bit in range(model.boxes) if not mask >> bit & 1]
    subsets = np.zeros(1 << len(open_bits), dtype=np.int64)
    for i, bit in enumerate(open_bits):
        subsets[np.arange(len(subsets)) >> i & 1 == 1] |= 1 << bit
    # The upper totals each set of newly filled upper boxes can make, from `upper`.
    totals: dict[int, list[int]] = {}
    rows: list[tuple[int, int, int]] = []
    upper_most = box_moves(model).upper_most
    for new in subsets.tolist():
        up = new & UPPER_BITS
        if up not in totals:
            reach = {upper}
            for bit in range(UPPER_BOXES):
                if up >> bit & 1:
                    step = bit + 1
                    reach = {min(model.threshold, t + step * c) for t in reach for c in range(6)}
            totals[up] = sorted(reach)
        next_mask = mask | new
        next_flags = {flag}
        if model.flags == 2 and model.yahtzee_box is not None and new >> model.yahtzee_box & 1:
            next_flags = {0, 1}
        most = upper_most[next_mask & UPPER_BITS]
        stored = {model.threshold if t + most < model.threshold else t for t in totals[up]}
        rows.extend((next_mask, u, f) for u in stored for f in next_flags)
    rows = sorted(set(rows), key=lambda row: (bin(row[0]).count("1"), row))
    masks, uppers, flags = (np.array([row[i] for row in rows], dtype=np.int64) for i in range(3))
    filled = np.zeros_like(masks)
    for bit in range(model.boxes):
        filled += masks >> bit & 1
    settled = uppers == model.threshold
    if every_gain:
        shift = np.where(settled, 0, uppers - upper)
        key, sets = np.zeros(len(rows), dtype=np.int64), [-1]  # -1: every bit set
    elif len(open_bits) <= FORWARD_MOST:  # each state its own set, the upper points in it
        shift, key = np.zeros(len(rows), dtype=np.int64), np.arange(len(rows), dtype=np.int64)
        sets = forward_gains(model, rows, rows.index((mask, upper, flag)), width)
    else:
        shift = np.where(settled, 0, uppers - upper)
        key, sets = summed_gains(model, mask, upper, masks, flags, settled)
    low_cut = np.maximum(0, flat_low - _most_left(model, masks, flags, settled))
    states = GoalStates(masks, uppers, flags, filled, shift, key, low_cut)
    return states, sets


def _most_left(
    model: SolverModel, masks: IntArray, flags: IntArray, settled: np.ndarray
) -> IntArray:
    """The most points the open boxes of each state can still bring, bonuses included."""
    most = box_most(model)
    left = np.zeros_like(masks)
    count = np.zeros_like(masks)
    for bit in range(model.boxes):
        is_open = masks >> bit & 1 ^ 1
        left += is_open * most[bit]
        count += is_open
    left += (~settled & (masks & UPPER_BITS != UPPER_BITS)) * model.upper_bonus
    if model.yahtzee_box is not None and model.yahtzee_bonus:
        possible = (flags == 1) | (masks >> model.yahtzee_box & 1 == 0)
        left += possible * count * model.yahtzee_bonus
    return left


def gain_rows(sets: list[int], width: int) -> np.ndarray:
    """(keys, width) booleans: gain g is in key's set (`-1`: every gain)."""
    size = (width + 7) // 8
    keep = (1 << width) - 1
    raw = b"".join((bits & keep).to_bytes(size, "little") for bits in sets)
    packed = np.frombuffer(raw, dtype=np.uint8).reshape(len(sets), size)
    rows: np.ndarray = np.unpackbits(packed, axis=1, bitorder="little")[:, :width].astype(bool)
    return rows
