"""What every box is worth after the last roll, for columns of (state, gain) pairs of a goal
solve: the few values each open box can lead to, then the best box for each roll.

A box's worth over the 252 rolls takes only a few values (an upper box one per count of its
face, a lower box one per distinct score, Jokers one per face), read from the next layer's
table. `BoxWorths` keeps those few values per column (`signature`), so columns with the same
ones are told apart before the 252 rolls are spread out; `final` spreads them for the columns
asked for, with the same elementwise operations in the same order for every column.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from yahtzee_tui.engine import JOKER_NONE
from yahtzee_tui.strategy.goal_jokers import joker_values
from yahtzee_tui.strategy.goal_table import GoalTable, Successors
from yahtzee_tui.strategy.model import UPPER_BOXES, SolverModel

Floats = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]


@dataclass(frozen=True, eq=False)
class BoxWorths:
    """For some columns: per open box (in box order) its worths (values, columns), -inf where
    the box is filled, and which of them every roll takes; the Jokers' values of five of a
    kind (faces, columns) for the columns whose Yahtzee box is filled."""

    model: SolverModel
    boxes: tuple[tuple[Floats, npt.NDArray[np.intp]], ...]
    jokered: npt.NDArray[np.bool_]  # (columns,)
    jokers: Floats  # (faces, columns), 0 where not jokered

    def signature(self) -> Floats:
        """(values, columns): everything a column's `final` is made of."""
        parts = [worth for worth, _ in self.boxes]
        parts += [self.jokers, self.jokered[None, :].astype(np.float64)]
        return np.concatenate(parts)

    def final(
        self,
        columns: npt.NDArray[np.intp],
        out: Floats | None = None,
        scratch: Floats | None = None,
    ) -> Floats:
        """(rolls, len(columns)): the best box's value for every roll, for `columns`; into
        `out` when given, with `scratch` as much room again."""
        shape = (self.model.dice.roll_count, len(columns))
        best = np.empty(shape) if out is None else out
        best.fill(-np.inf)
        scratch = np.empty(shape) if scratch is None else scratch
        for worth, by_roll in self.boxes:
            worth[:, columns].take(by_roll, axis=0, out=scratch, mode="clip")
            np.maximum(best, scratch, out=best)
        jokered = self.jokered[columns]
        if jokered.any():
            where = np.flatnonzero(jokered)
            rolls = np.array(self.model.yahtzee_rolls)
            best[rolls[:, None], where[None, :]] = self.jokers[:, columns[where]]
        return best


def box_worths(
    table: GoalTable, masks: IntArray, uppers: IntArray, flags: IntArray, gains: IntArray
) -> BoxWorths:
    """The worths of every open box for columns of states (all with as many boxes filled) at
    `gains` points gained so far."""
    model = table.model
    width = len(gains)
    boxes = []
    for bit in range(model.boxes):
        is_open = masks >> bit & 1 == 0
        if not is_open.any():
            continue
        every = bool(is_open.all())
        m = masks | 1 << bit if every else masks[is_open] | 1 << bit
        u, f, g = (uppers, flags, gains) if every else (a[is_open] for a in (uppers, flags, gains))
        if bit < UPPER_BOXES:
            worth = _upper_worth(table, m, u, f, g, bit)
            by_roll = model.face_counts[bit]
        elif bit == model.yahtzee_box:
            worth = np.empty((2, len(g)))
            worth[0] = Successors(table, table.next_rows(m, u, f)).read(g)
            with_flag = table.next_rows(m, u, f | (model.flags == 2))
            worth[1] = Successors(table, with_flag).read(g + 50)
            by_roll = model.roll_is_yahtzee
        else:
            distinct, by_roll = _distinct_points(model, bit)
            successors = Successors(table, table.next_rows(m, u, f))
            worth = successors.read(g + distinct[:, None])  # (points, columns)
        if not every:
            spread = np.full((len(worth), width), -np.inf)
            spread[:, is_open] = worth
            worth = spread
        boxes.append((worth, by_roll))
    jokered = np.zeros(width, dtype=bool)
    jokers = np.zeros((UPPER_BOXES, width))
    if model.yahtzee_box is not None and model.joker != JOKER_NONE:
        columns, values = joker_values(table, masks, uppers, flags, gains)
        jokered[columns] = True
        jokers[:, columns] = values
    return BoxWorths(model, tuple(boxes), jokered, jokers)


def final_roll_goal(
    table: GoalTable, masks: IntArray, uppers: IntArray, flags: IntArray, gains: IntArray
) -> Floats:
    """(rolls, columns): for every roll after the last, the best box's expected utility, for
    columns of states (all with as many boxes filled) at `gains` points gained so far."""
    worths = box_worths(table, masks, uppers, flags, gains)
    return worths.final(np.arange(len(gains), dtype=np.intp))


@cache
def _distinct_points(model: SolverModel, bit: int) -> tuple[IntArray, npt.NDArray[np.intp]]:
    """A lower box's distinct points over the rolls, and which of them each roll takes."""
    distinct, by_roll = np.unique(model.scores[:, bit], return_inverse=True)
    return distinct.astype(np.int64), by_roll.astype(np.intp)


def _upper_worth(
    table: GoalTable, masks: IntArray, uppers: IntArray, flags: IntArray, gains: IntArray, bit: int
) -> Floats:
    """(dice + 1, columns): the upper box of face bit + 1 (filled in `masks`) with c dice
    showing it."""
    model = table.model
    most = np.zeros_like(masks)
    for face in range(1, UPPER_BOXES + 1):
        most += (masks >> (face - 1) & 1 ^ 1) * face * model.dice.dice
    points = (bit + 1) * np.arange(model.dice.dice + 1)[:, None]  # every count, one step
    after = np.minimum(model.threshold, uppers + points)
    crossed = (uppers < model.threshold) & (after >= model.threshold)
    shape = after.shape
    rows = table.next_rows(
        np.broadcast_to(masks, shape).ravel(),
        after.ravel(),
        np.broadcast_to(flags, shape).ravel(),
        np.broadcast_to(most, shape).ravel(),
    )
    gained = gains + points + crossed * model.upper_bonus
    worth: Floats = Successors(table, rows).read(gained.ravel()).reshape(shape)
    return worth
