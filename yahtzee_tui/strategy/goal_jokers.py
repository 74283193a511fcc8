"""The goal solver's Jokers: a Yahtzee rolled once the Yahtzee box is filled.

Forced Joker: its own upper box if open, else the best open lower box, else any open upper box
for 0. Free Joker: the best open box, lower boxes at the engine's Joker points. The Yahtzee
bonus goes with it either way (when the Yahtzee box holds 50).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from yahtzee_tui.engine import JOKER_FORCED
from yahtzee_tui.strategy.goal_table import GoalTable, Successors
from yahtzee_tui.strategy.model import UPPER_BOXES

Floats = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]


def joker_values(
    table: GoalTable, masks: IntArray, uppers: IntArray, flags: IntArray, gains: IntArray
) -> tuple[IntArray, Floats]:
    """(columns, values): the columns whose Yahtzee box is filled, and (6, len(columns)) what
    five of a kind of each face is worth to them, a Joker."""
    model = table.model
    assert model.yahtzee_box is not None
    columns = np.flatnonzero(masks >> model.yahtzee_box & 1)
    found = np.empty((UPPER_BOXES, len(columns)))
    if not len(columns):
        return columns, found
    m, u, f, g = masks[columns], uppers[columns], flags[columns], gains[columns]
    g = g + f * model.yahtzee_bonus  # the bonus comes whatever box the Joker takes
    is_open = {bit: m >> bit & 1 == 0 for bit in range(model.boxes)}
    most = np.zeros_like(m)
    for face in range(1, UPPER_BOXES + 1):
        most += is_open[face - 1] * face * model.dice.dice
    lower = {
        bit: (is_open[bit], _successors(table, m, u, f, bit, is_open[bit], most))
        for bit in range(UPPER_BOXES, model.boxes)
        if bit != model.yahtzee_box and is_open[bit].any()
    }
    # Any other upper box, for 0: the best of them is the best of all open ones but one.
    zero = {}
    for bit in range(UPPER_BOXES):
        if is_open[bit].any():
            here = is_open[bit]
            successors = _successors(table, m, u, f, bit, here, most)
            zero[bit] = _spread(here, successors.read(g[here]))
    for face in range(UPPER_BOXES):
        roll = model.yahtzee_rolls[face]
        own_open = is_open[face]
        own = np.full(len(columns), -np.inf)
        if own_open.any():
            points = (face + 1) * model.dice.dice
            after = np.minimum(model.threshold, u[own_open] + points)
            crossed = (u[own_open] < model.threshold) & (after >= model.threshold)
            left = most[own_open] - points  # the own box is no longer open
            rows = table.next_rows(m[own_open] | 1 << face, after, f[own_open], left)
            gain = g[own_open] + points + crossed * model.upper_bonus
            own[own_open] = Successors(table, rows).read(gain)
        best_lower = np.full(len(columns), -np.inf)
        for bit, (here, successors) in lower.items():
            joker_points = np.where(
                own_open[here], model.joker_scores[0, roll, bit], model.joker_scores[1, roll, bit]
            )
            worth = _spread(here, successors.read(g[here] + joker_points))
            np.maximum(best_lower, worth, out=best_lower)
        other = np.full(len(columns), -np.inf)
        for bit, worth in zero.items():
            if bit != face:
                np.maximum(other, worth, out=other)
        if model.joker == JOKER_FORCED:
            value = np.where(own_open, own, np.where(np.isfinite(best_lower), best_lower, other))
        else:
            value = np.maximum(np.maximum(own, best_lower), other)
        found[face] = value
    return columns, found


def _successors(
    table: GoalTable,
    masks: IntArray,
    uppers: IntArray,
    flags: IntArray,
    bit: int,
    here: np.ndarray,
    most: IntArray,
) -> Successors:
    """Where box `bit` leads the columns `here` without changing the upper total."""
    after_most = most[here] - (bit + 1) * table.model.dice.dice * (bit < UPPER_BOXES)
    rows = table.next_rows(masks[here] | 1 << bit, uppers[here], flags[here], after_most)
    return Successors(table, rows)


def _spread(here: np.ndarray, values: Floats) -> Floats:
    """`values` of the columns `here`, -inf elsewhere."""
    spread = np.full(len(here), -np.inf)
    spread[here] = values
    return spread
