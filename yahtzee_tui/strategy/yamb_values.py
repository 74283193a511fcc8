"""What writing points into a Yamb cell is worth: the value tables both Yamb advisors use.

Every cell has a *reference*: the points it is expected to bring if it is left open now. A
result is worth its points above the reference, times the cell's weight:

    value(cell, points) = weight(cell) x (points - reference(cell)) + bonus change

The weight carries the middle of the column, (MAX - MIN) x ones: the ones cell weighs
1 + (MAX - MIN), MAX weighs the ones value and MIN minus it, each taken from the card where
filled and from the *expected* points of the cell where not. Every other cell weighs 1. The
bonus change is 30 times the change in the chance that the column's upper rows reach 60 (under
the step rule, each step's points times the change in the chance of reaching it).

References, expectations and bonus chances depend on the column, the row and the phase of the
game (how many turns have been played). The one-turn advisor uses a single reference for every
phase and column: the row's par, what one turn spent on that row alone scores (in a HAND
column, what the first roll alone scores). The expert's tables are fitted by self-play
(`yamb_fit`). A table's house rules (`yamb_cards.YambLayout`) give the tables their shape: one
phase per row's worth of turns (13 phases of 6 turns for section 3's Yamb). See
docs/strategy.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np

from yahtzee_tui.strategy.tables import dice_tables
from yahtzee_tui.strategy.yamb_cards import (
    KOCKE,
    UPPER_ROWS,
    YAMB,
    Cards,
    FloatArray,
    YambLayout,
    point_range,
)

PHASES = KOCKE.row_count  # section 3's Yamb: 13 phases
TURNS_PER_PHASE = KOCKE.column_count  # of 6 turns
# Upper totals that matter for the bonus: 0 .. the threshold (60); beyond it nothing changes.
NEEDS = YAMB.upper_bonus_threshold + 1
UPPER_MASKS = 1 << UPPER_ROWS
MOST_DICE = YAMB.dice


def phases(where: YambLayout) -> int:
    """A table's phases: one per row, of one turn per column each."""
    return where.row_count


def needs(where: YambLayout) -> int:
    """Upper totals still needed that matter for the bonus: 0 .. its top step."""
    return where.top_threshold + 1


def phase_of(turns_played: int, where: YambLayout = KOCKE) -> int:
    """The phase of a card with `turns_played` cells filled: 0 .. phases - 1."""
    return min(phases(where) - 1, turns_played // where.column_count)


@dataclass(frozen=True, eq=False)
class YambValues:
    """The tables a Yamb advisor values cells with."""

    reference: FloatArray  # (columns, rows, phases)
    expected: FloatArray  # (columns, rows, phases)
    # (columns, phases, open upper rows mask, points still needed 0..60): chance of the bonus;
    # None when the bonus is not looked at.
    bonus_chance: FloatArray | None
    layout: YambLayout = KOCKE  # the table's Yamb these values are for

    def lookup(self, cards: Cards, phase: int) -> FloatArray:
        """(cards, columns, rows, points): the value of writing so many points in each cell.

        `phase` is the phase after this turn (`phase_of(turns played + 1, layout)`).
        """
        where = self.layout
        reference = self.reference[:, :, phase]
        expected = self.expected[:, :, phase]
        points = np.arange(point_range(where), dtype=np.float64)
        values: FloatArray = np.broadcast_to(
            points - reference[:, :, None], (len(cards), *reference.shape, len(points))
        ).copy()

        def known(row: int) -> FloatArray:
            known_points: FloatArray = np.where(
                cards.filled[:, :, row], cards.points[:, :, row], expected[None, :, row]
            )
            return known_points

        ones, high, low = known(where.ones), known(where.max), known(where.min)
        values[:, :, where.ones] *= (1.0 + high - low)[:, :, None]
        values[:, :, where.max] *= ones[:, :, None]
        values[:, :, where.min] *= -ones[:, :, None]
        if self.bonus_chance is not None:
            values[:, :, :UPPER_ROWS] += self._bonus_change(cards, phase, points)
        return values

    def _bonus_change(self, cards: Cards, phase: int, points: FloatArray) -> FloatArray:
        """(cards, columns, upper rows, points): the bonus points gained in expectation.

        An upper row holds a multiple of its face; other points values stay 0 (never asked).
        """
        assert self.bonus_chance is not None
        where = self.layout
        chance = self.bonus_chance[:, phase]  # (columns, masks, needs)
        columns = np.arange(where.column_count)[None, :, None]
        masks = cards.open_upper_masks()
        top = chance.shape[-1] - 1
        sums = cards.upper_sums()
        dice = np.arange(MOST_DICE + 1)
        change = np.zeros((len(cards), where.column_count, UPPER_ROWS, len(points)))
        for least, bonus in where.bonus_levels:
            needed = np.clip(least - sums, 0, top)
            now = chance[columns[:, :, 0], masks, needed][:, :, None]
            for row in range(UPPER_ROWS):
                scored = (row + 1) * dice
                after_needed = np.clip(needed[:, :, None] - scored, 0, top)
                after = chance[columns, (masks & ~(1 << row))[:, :, None], after_needed]
                change[:, :, row, scored] += bonus * (after - now)
        return change


@cache
def row_pars(where: YambLayout = KOCKE) -> tuple[FloatArray, FloatArray]:
    """Per row, the expected result of a turn that plays for that row alone, from a fresh roll,
    stopping when rolling on is worth less (a straight now scores more than later under KENTA
    by roll); and per row the expected result of a first roll alone (a HAND cell's)."""
    tables = dice_tables(YAMB.dice)
    lowest = where.min
    sign = np.array([-1.0 if row == lowest else 1.0 for row in range(where.row_count)])
    first, second, third = (where.points[roll] * sign for roll in range(3))
    if where.by_roll:
        # Holding every die ends the turn: the roll scores as it stands, in the roll it came.
        whole = tables.level(YAMB.dice)
        values = tables.keep_values(third)
        values[whole] = second
        values = tables.keep_values(tables.best_keep_values(values))
        values[whole] = first
        values = tables.best_keep_values(values)
    else:
        values = third
        for _ in range(2):
            values = tables.best_keep_values(tables.keep_values(values))
    start = tables.over_first_roll(values) * sign
    hand = tables.over_first_roll(first) * sign
    return start, hand


@cache
def pars(where: YambLayout = KOCKE) -> dict[str, float]:
    """Per row, the expected result of a turn that plays for that row alone, from a fresh roll."""
    start, _ = row_pars(where)
    return {row: float(value) for row, value in zip(where.rows, start, strict=True)}


def par_table(where: YambLayout = KOCKE) -> FloatArray:
    """(columns, rows): every cell's par; a HAND cell's is a first roll's."""
    start, hand = row_pars(where)
    table = np.broadcast_to(start, (where.column_count, where.row_count)).copy()
    if where.hand is not None:
        table[where.hand] = hand
    return table


@cache
def one_turn_values(where: YambLayout = KOCKE) -> YambValues:
    """The one-turn advisor: every cell against its par, no bonus, no phases."""
    par = par_table(where)
    table = np.broadcast_to(par[:, :, None], (*par.shape, phases(where))).copy()
    return YambValues(reference=table, expected=table, bonus_chance=None, layout=where)


def bonus_chances(count_chances: FloatArray, width: int = NEEDS) -> FloatArray:
    """Chance that the open upper rows of a column bring the points it still needs.

    `count_chances` is (columns, upper rows, phases, 0..6 dice): how many dice each upper row
    ends up with, taken as independent. The result is (columns, phases, masks, needs): for
    every set of open upper rows (a bit mask) and every number of points still needed, up to
    `width` - 1 (the top step of the bonus).
    """
    columns, _, phases, counts = count_chances.shape
    most = sum(6 * (row + 1) for row in range(UPPER_ROWS)) + 1
    sums = np.zeros((UPPER_MASKS, columns, phases, most))
    sums[0, :, :, 0] = 1.0
    # Each mask adds its highest row to the mask without it: a sum of independent counts.
    for mask in range(1, UPPER_MASKS):
        row = mask.bit_length() - 1
        face = row + 1
        rest = sums[mask & ~(1 << row)]
        for count in range(counts):
            shift = count * face
            sums[mask, :, :, shift:] += (
                count_chances[:, row, :, count][:, :, None] * rest[:, :, : most - shift]
            )
    at_least = np.flip(np.cumsum(np.flip(sums, axis=3), axis=3), axis=3)[:, :, :, :width]
    chance: FloatArray = np.clip(np.moveaxis(at_least, 0, 2), 0.0, 1.0)
    return chance
