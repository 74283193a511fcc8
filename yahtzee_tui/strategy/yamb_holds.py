"""The hold values a turn of many Yamb games plays by, each distinct table worked out once.

A turn's hold tables (`DiceTables.hold_tables`: every keep's value with one roll left and with
two) are the bulk of a Yamb playout's work. Many games of a batch need the same table: at the
first turn every game plays from the same card, near the end many cards have the same cells
left, and a CALL row's table depends only on what that row is worth, the same in most cards.
So the value columns a turn asks for are told apart bit for bit, each distinct one goes through
the tables once, and every game reads its own column by index (`Holds.columns`).

Each column of `hold_tables` is worked out on its own with elementwise steps, so a table shared
this way has the very bits each game's own would have: the games play exactly as before.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from yahtzee_tui.strategy.tables import dice_tables
from yahtzee_tui.strategy.yamb_cards import YAMB, BoolArray, FloatArray, IntArray, YambLayout

Float32s = npt.NDArray[np.float32]


@dataclass(frozen=True, eq=False)
class Holds:
    """Hold values of distinct tables, (keeps, tables), and the table of each game or pair."""

    one_left: Float32s
    two_left: Float32s
    columns: npt.NDArray[np.intp]

    def best_keeps(
        self, rolls: IntArray, held: tuple[int, ...], which: npt.NDArray[np.intp] | None = None
    ) -> npt.NDArray[np.intp]:
        """The best keep with two rolls left inside each roll that keeps the `held` faces;
        `which` picks the games (or pairs) the rolls belong to, else all in order."""
        columns = self.columns if which is None else self.columns[which]
        return best_keeps(self.two_left, columns, rolls, held)

    def best_last_keeps(
        self, rolls: IntArray, held: tuple[int, ...], which: npt.NDArray[np.intp] | None = None
    ) -> npt.NDArray[np.intp]:
        """As `best_keeps`, with one roll left."""
        columns = self.columns if which is None else self.columns[which]
        return best_keeps(self.one_left, columns, rolls, held)


def distinct_holds(final: Float32s, *stops: Float32s) -> Holds:
    """The hold tables of the (rolls, n) value columns `final` (and, when a result scores by
    the roll it comes in, `stops`: after the second roll, after the first), each distinct
    column worked out once."""
    key = np.concatenate([values.view(np.int32) for values in (final, *stops)]).T
    first, inverse = _distinct_rows(key)
    one_left, two_left = dice_tables(YAMB.dice).hold_tables(
        final[:, first], *(values[:, first] for values in stops)
    )
    return Holds(one_left, two_left, inverse)


def call_holds(
    lookup: FloatArray, call: int, games: IntArray, rows: IntArray, where: YambLayout
) -> Holds:
    """The hold tables of a CALL row for each (game, row) pair whose cell is empty: the value
    of every roll in that row alone, the pairs whose row is worth the same sharing one."""
    worth = lookup[games, call, rows]  # (pairs, points)
    key = np.concatenate([rows[:, None], worth.view(np.int64)], axis=1)
    first, inverse = _distinct_rows(key)
    worth, rows = worth[first], rows[first]
    by_roll = [
        np.take_along_axis(worth, where.points[roll][:, rows].T, axis=1).T.astype(np.float32)
        for roll in ((2, 1, 0) if where.by_roll else (2,))
    ]
    one_left, two_left = dice_tables(YAMB.dice).hold_tables(*by_roll)
    return Holds(one_left, two_left, inverse)


def _distinct_rows(
    key: npt.NDArray[np.integer],
) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.intp]]:
    """(the first of each distinct row of `key`, each row's distinct one's position)."""
    if len(key) == 0:
        empty = np.zeros(0, dtype=np.intp)
        return empty, empty
    key = np.ascontiguousarray(key)
    rows = key.view(np.dtype((np.void, key.dtype.itemsize * key.shape[1]))).ravel()
    _, first, inverse = np.unique(rows, return_index=True, return_inverse=True)
    return first.astype(np.intp), inverse.reshape(-1).astype(np.intp)


def best_keeps(
    hold_values: Float32s, columns: npt.NDArray[np.intp], rolls: IntArray, held: tuple[int, ...]
) -> npt.NDArray[np.intp]:
    """The best keep inside each roll `rolls[i]` that keeps the `held` faces, by the hold
    values of column `columns[i]`."""
    tables = dice_tables(YAMB.dice)
    if held:
        hold_values = np.where(_allowed(held)[:, None], hold_values, -np.inf).astype(np.float32)
    subs = tables.sub_keeps[rolls]
    best = np.argmax(hold_values[subs, columns[:, None]], axis=1)
    keeps: npt.NDArray[np.intp] = subs[np.arange(len(rolls)), best]
    return keeps


def _allowed(held: tuple[int, ...]) -> BoolArray:
    """Which keeps keep the `held` faces."""
    tables = dice_tables(YAMB.dice)
    needed = np.array([held.count(face) for face in range(1, 7)])
    keeps = np.array([[keep.count(face) for face in range(1, 7)] for keep in tables.keeps])
    allowed: BoolArray = np.all(keeps >= needed, axis=1)
    return allowed


def best_by_row(lookup: FloatArray, open_cells: BoolArray) -> Float32s:
    """(rows, points, games): what so many points are worth in each row's best open cell of
    each game (-inf where none is open), in single precision (rounding keeps the order, so the
    best of the rounded values is the rounded best). Games last: `roll_values` then gathers
    whole runs of games at once."""
    best = np.max(lookup, axis=1, where=open_cells[..., None], initial=-np.inf)
    by_row: Float32s = np.ascontiguousarray(best.astype(np.float32).transpose(1, 2, 0))
    return by_row


def roll_values(by_row: Float32s, points: IntArray) -> Float32s:
    """(rolls, games): the value of every roll in the best open cell of each game, from
    `best_by_row` and the points of every roll in every row (rolls, rows)."""
    rows, width, games = by_row.shape
    flat = by_row.reshape(rows * width, games)
    result: Float32s = np.take(flat, points[:, 0], axis=0)
    for row in range(1, rows):
        np.maximum(result, np.take(flat, row * width + points[:, row], axis=0), out=result)
    return result
