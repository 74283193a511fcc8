"""Yamb cards as arrays, for many cards at once: points and filled flags per column and row.

A batch of cards is two (cards, 6 columns, 13 rows) arrays in the rule set's own order:
columns `down, up, free1, free2, call, middle`, rows `ones .. sixes, max, min, kenta, full,
poker, yamb, royal`. The engine decides every score (`row_points`) and every filling order
(`open_cells` follows `engine.yamb_open_rows`); the tests hold the two to agreement.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from yahtzee_tui.engine import get_rules, score
from yahtzee_tui.strategy.tables import dice_tables

YAMB = get_rules("yamb")
ROWS = YAMB.box_ids
COLUMNS = YAMB.column_ids
ROW_COUNT = len(ROWS)
COLUMN_COUNT = len(COLUMNS)
DOWN, UP, FREE1, FREE2, CALL, MIDDLE = (
    COLUMNS.index(c) for c in ("down", "up", "free1", "free2", "call", "middle")
)
ONES, MAX, MIN = ROWS.index("ones"), ROWS.index("max"), ROWS.index("min")
UPPER_ROWS = 6
TURNS = ROW_COUNT * COLUMN_COUNT
# MIDDLE fills outward: MAX then the faces up to ones, MIN then the lower rows down to royal.
MIDDLE_UPWARD = tuple(range(MAX, -1, -1))
MIDDLE_DOWNWARD = tuple(range(MIN, ROW_COUNT))

IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]
FloatArray = npt.NDArray[np.float64]


@cache
def row_points() -> IntArray:
    """(rolls, rows) points of every roll of six dice in every Yamb row, from the engine."""
    rolls = dice_tables(YAMB.dice).rolls
    points: IntArray = np.array([[score(YAMB, roll, row) for row in ROWS] for roll in rolls])
    return points


@cache
def point_range() -> int:
    """One more than the most points any row can hold: the width of per-points tables."""
    return int(row_points().max()) + 1


@dataclass(frozen=True, eq=False)
class Cards:
    """A batch of Yamb cards."""

    points: IntArray  # (cards, columns, rows), 0 where empty
    filled: BoolArray  # (cards, columns, rows)

    @classmethod
    def empty(cls, count: int) -> Cards:
        shape = (count, COLUMN_COUNT, ROW_COUNT)
        return cls(np.zeros(shape, dtype=np.int64), np.zeros(shape, dtype=bool))

    @classmethod
    def from_card(cls, card: Mapping[str, int]) -> Cards:
        """One card from its `column.row` keys."""
        cards = cls.empty(1)
        for key, value in card.items():
            column, _, row = key.partition(".")
            if column in COLUMNS and row in ROWS:
                cell = (0, COLUMNS.index(column), ROWS.index(row))
                cards.points[cell] = value
                cards.filled[cell] = True
        return cards

    def __len__(self) -> int:
        return len(self.points)

    @property
    def turns_played(self) -> IntArray:
        turns: IntArray = self.filled.sum(axis=(1, 2))
        return turns

    def open_cells(self) -> BoolArray:
        """(cards, columns, rows): the cells outside CALL that the column orders open now."""
        filled = self.filled
        result = np.zeros_like(filled)
        result[:, FREE1] = ~filled[:, FREE1]
        result[:, FREE2] = ~filled[:, FREE2]
        _open_first(result[:, DOWN], filled[:, DOWN], tuple(range(ROW_COUNT)))
        _open_first(result[:, UP], filled[:, UP], tuple(range(ROW_COUNT - 1, -1, -1)))
        _open_first(result[:, MIDDLE], filled[:, MIDDLE], MIDDLE_UPWARD)
        _open_first(result[:, MIDDLE], filled[:, MIDDLE], MIDDLE_DOWNWARD)
        return result

    def upper_sums(self) -> IntArray:
        """(cards, columns) points in the six upper rows so far."""
        sums: IntArray = self.points[:, :, :UPPER_ROWS].sum(axis=2)
        return sums

    def open_upper_masks(self) -> IntArray:
        """(cards, columns) the empty upper rows as a bit mask (bit 0 = ones)."""
        bits = np.int64(1) << np.arange(UPPER_ROWS, dtype=np.int64)
        masks: IntArray = (~self.filled[:, :, :UPPER_ROWS] * bits).sum(axis=2)
        return masks

    def column_totals(self) -> IntArray:
        """(cards, columns) each column's result by the rules: upper (+ bonus), middle, lower."""
        upper = self.upper_sums()
        upper = upper + np.where(upper >= YAMB.upper_bonus_threshold, YAMB.upper_bonus, 0)
        full = self.filled[:, :, ONES] & self.filled[:, :, MAX] & self.filled[:, :, MIN]
        middle = (self.points[:, :, MAX] - self.points[:, :, MIN]) * self.points[:, :, ONES]
        lower = self.points[:, :, MIN + 1 :].sum(axis=2)
        totals: IntArray = upper + np.where(full, middle, 0) + lower
        return totals

    def fill(self, column: IntArray, row: IntArray, points: IntArray) -> None:
        """Write `points[i]` into (column[i], row[i]) of card i, for every card."""
        cards = np.arange(len(self))
        self.points[cards, column, row] = points
        self.filled[cards, column, row] = True


def _open_first(result: BoolArray, filled: BoolArray, chain: tuple[int, ...]) -> None:
    """Open, in each card, the first empty row of `chain` (the rows in the order they fill)."""
    ordered = filled[:, list(chain)]
    first = np.argmin(ordered, axis=1)
    waiting = ~ordered.all(axis=1)
    rows = np.asarray(chain)[first]
    result[np.flatnonzero(waiting), rows[waiting]] = True
