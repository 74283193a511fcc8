"""Yamb cards as arrays, for many cards at once: points and filled flags per column and row.

A batch of cards is two (cards, columns, rows) arrays in the rule set's own order. Section 3's
Yamb ("kocke", the module's constants) has columns `down, up, free1, free2, call, middle` and
rows `ones .. sixes, max, min, kenta, full, poker, yamb, royal`; a table's house rules
(`engine.rules.yamb_house`) make another `YambLayout`: its columns, its rows (TRIPS, no
ROYAL), and the points of every roll in every row by the roll of the turn it comes in (KENTA
by roll; the HAND column takes the first roll only). The engine decides every score
(`YambLayout.points`) and every filling order (`open_cells` follows `yamb_house.open_rows`);
the tests hold the two to agreement.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from yahtzee_tui.engine import RuleSet, get_rules, score
from yahtzee_tui.engine.rules import yamb_house
from yahtzee_tui.engine.rules.yamb_house import YambOptions
from yahtzee_tui.engine.rulesets import yamb_rules
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


ROLLS_PER_TURN = 3


@dataclass(frozen=True, eq=False)
class YambLayout:
    """A table's Yamb as arrays: its columns (ids and kinds), rows, and the points of every roll
    of six dice in every row by the roll of the turn (`points[roll - 1]`: (rolls, rows))."""

    options: YambOptions
    ruleset: RuleSet
    points: IntArray  # (3 rolls of the turn, rolls, rows)

    @property
    def rows(self) -> tuple[str, ...]:
        return self.ruleset.box_ids

    @property
    def columns(self) -> tuple[str, ...]:
        return self.ruleset.column_ids

    @property
    def kinds(self) -> tuple[str, ...]:
        return self.options.columns

    @property
    def row_count(self) -> int:
        return len(self.rows)

    @property
    def column_count(self) -> int:
        return len(self.columns)

    @property
    def turns(self) -> int:
        return self.row_count * self.column_count

    @property
    def ones(self) -> int:
        return self.rows.index("ones")

    @property
    def max(self) -> int:
        return self.rows.index("max")

    @property
    def min(self) -> int:
        return self.rows.index("min")

    def column_of(self, kind: str) -> int | None:
        """The index of the (first) column of `kind`, or None when the table has none."""
        return self.kinds.index(kind) if kind in self.kinds else None

    @property
    def call(self) -> int | None:
        return self.column_of(yamb_house.ANNOUNCE)

    @property
    def hand(self) -> int | None:
        return self.column_of(yamb_house.HAND)

    @property
    def directed(self) -> int | None:
        return self.column_of(yamb_house.DIRECTED)

    @property
    def by_roll(self) -> bool:
        """Whether the roll of the turn a result comes in matters (KENTA by roll, or HAND)."""
        return self.hand is not None or not (
            np.array_equal(self.points[0], self.points[2])
            and np.array_equal(self.points[1], self.points[2])
        )

    @property
    def final_points(self) -> IntArray:
        """(rolls, rows): points of a result of the third roll."""
        final: IntArray = self.points[ROLLS_PER_TURN - 1]
        return final

    @property
    def bonus_levels(self) -> tuple[tuple[int, int], ...]:
        """(upper sum, bonus points it adds) of each step of the upper bonus, lowest first."""
        if self.options.bonus == yamb_house.BONUS_STEPS:
            steps = sorted(yamb_house.BONUS_STEPS_TABLE)
            return tuple(
                (least, bonus - (steps[i - 1][1] if i else 0))
                for i, (least, bonus) in enumerate(steps)
            )
        return ((YAMB.upper_bonus_threshold, YAMB.upper_bonus),)

    @property
    def top_threshold(self) -> int:
        return self.bonus_levels[-1][0]

    def chains(self, column: int) -> tuple[tuple[int, ...], ...]:
        """The chains of rows column `column` fills along, each opening its first empty row;
        () for a column whose every empty cell is open (FREE, HAND) or none (CALL, DIRECTED)."""
        kind = self.kinds[column]
        down = tuple(range(self.row_count))
        if kind == yamb_house.DOWN:
            return (down,)
        if kind == yamb_house.UP:
            return (down[::-1],)
        if kind == yamb_house.BOTH_ENDS:
            return (down, down[::-1])
        if kind == yamb_house.MIDDLE:
            return (tuple(range(self.max, -1, -1)), tuple(range(self.min, self.row_count)))
        return ()

    @property
    def free_kinds(self) -> tuple[int, ...]:
        """Columns whose every empty cell is open: FREE and HAND."""
        return tuple(
            i for i, kind in enumerate(self.kinds) if kind in (yamb_house.FREE, yamb_house.HAND)
        )


@cache
def layout(options: YambOptions = yamb_house.KOCKE) -> YambLayout:
    """The arrays of a table's Yamb (section 3's for the default)."""
    ruleset = YAMB if options == yamb_house.KOCKE else yamb_rules("custom", "Custom", options)
    rolls = dice_tables(YAMB.dice).rolls
    if ruleset.yamb_options is None:
        once = np.array([[score(ruleset, roll, row) for row in ruleset.box_ids] for roll in rolls])
        points: IntArray = np.stack([once] * ROLLS_PER_TURN)
    else:
        rows = ruleset.box_ids
        points = np.array(
            [
                [
                    [yamb_house.row_points(options, row, dice, roll=turn) for row in rows]
                    for dice in rolls
                ]
                for turn in range(1, ROLLS_PER_TURN + 1)
            ]
        )
    return YambLayout(options, ruleset, points.astype(np.int64))


def layout_of(ruleset: RuleSet) -> YambLayout:
    """The layout of a Yamb rule set."""
    return layout(ruleset.yamb_options or yamb_house.KOCKE)


KOCKE = layout()


@cache
def row_points() -> IntArray:
    """(rolls, rows) points of every roll of six dice in every Yamb row, from the engine."""
    return KOCKE.final_points


def point_range(where: YambLayout = KOCKE) -> int:
    """One more than the most points any row can hold: the width of per-points tables."""
    return int(where.points.max()) + 1


@dataclass(frozen=True, eq=False)
class Cards:
    """A batch of Yamb cards."""

    points: IntArray  # (cards, columns, rows), 0 where empty
    filled: BoolArray  # (cards, columns, rows)
    layout: YambLayout = KOCKE

    @classmethod
    def empty(cls, count: int, where: YambLayout = KOCKE) -> Cards:
        shape = (count, where.column_count, where.row_count)
        return cls(np.zeros(shape, dtype=np.int64), np.zeros(shape, dtype=bool), where)

    @classmethod
    def from_card(cls, card: Mapping[str, int], where: YambLayout = KOCKE) -> Cards:
        """One card from its `column.row` keys."""
        cards = cls.empty(1, where)
        for key, value in card.items():
            column, _, row = key.partition(".")
            if column in where.columns and row in where.rows:
                cell = (0, where.columns.index(column), where.rows.index(row))
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
        """(cards, columns, rows): the cells outside CALL and DIRECTED that the column orders
        open now (HAND's with them: whether the dice are a first roll's is the turn's part)."""
        filled = self.filled
        result = np.zeros_like(filled)
        where = self.layout
        for column in where.free_kinds:
            result[:, column] = ~filled[:, column]
        for column in range(where.column_count):
            for chain in where.chains(column):
                _open_first(result[:, column], filled[:, column], chain)
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
        where = self.layout
        upper = self.upper_sums()
        bonus = sum(np.where(upper >= least, points, 0) for least, points in where.bonus_levels)
        ones, high, low = where.ones, where.max, where.min
        full = self.filled[:, :, ones] & self.filled[:, :, high] & self.filled[:, :, low]
        middle = (self.points[:, :, high] - self.points[:, :, low]) * self.points[:, :, ones]
        lower = self.points[:, :, low + 1 :].sum(axis=2)
        totals: IntArray = upper + bonus + np.where(full, middle, 0) + lower
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
