"""What writing points into a Yamb cell is worth: the value tables both Yamb advisors use.

Every cell has a *reference*: the points it is expected to bring if it is left open now. A
result is worth its points above the reference, times the cell's weight:

    value(cell, points) = weight(cell) x (points - reference(cell)) + bonus change

The weight carries the middle of the column, (MAX - MIN) x ones: the ones cell weighs
1 + (MAX - MIN), MAX weighs the ones value and MIN minus it, each taken from the card where
filled and from the *expected* points of the cell where not. Every other cell weighs 1. The
bonus change is 30 times the change in the chance that the column's upper rows reach 60.

References, expectations and bonus chances depend on the column, the row and the phase of the
game (how many turns have been played). The one-turn advisor uses a single reference for every
phase and column: the row's par, what one turn spent on that row alone scores. The expert's
tables are fitted by self-play (`yamb_fit`). See docs/strategy.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np

from yahtzee_tui.strategy.tables import dice_tables
from yahtzee_tui.strategy.yamb_cards import (
    COLUMN_COUNT,
    MAX,
    MIN,
    ONES,
    ROWS,
    UPPER_ROWS,
    YAMB,
    Cards,
    FloatArray,
    point_range,
    row_points,
)

PHASES = 13
TURNS_PER_PHASE = 6
LOWEST = (MIN,)  # rows where a low sum is the good result
# Upper totals that matter for the bonus: 0 .. the threshold (60); beyond it nothing changes.
NEEDS = YAMB.upper_bonus_threshold + 1
UPPER_MASKS = 1 << UPPER_ROWS
MOST_DICE = YAMB.dice


def phase_of(turns_played: int) -> int:
    """The phase of a card with `turns_played` cells filled: 0 .. PHASES - 1."""
    return min(PHASES - 1, turns_played // TURNS_PER_PHASE)


@dataclass(frozen=True, eq=False)
class YambValues:
    """The tables a Yamb advisor values cells with."""

    reference: FloatArray  # (columns, rows, phases)
    expected: FloatArray  # (columns, rows, phases)
    # (columns, phases, open upper rows mask, points still needed 0..60): chance of the bonus;
    # None when the bonus is not looked at.
    bonus_chance: FloatArray | None

    def lookup(self, cards: Cards, phase: int) -> FloatArray:
        """(cards, columns, rows, points): the value of writing so many points in each cell.

        `phase` is the phase after this turn (`phase_of(turns played + 1)`).
        """
        reference = self.reference[:, :, phase]
        expected = self.expected[:, :, phase]
        points = np.arange(point_range(), dtype=np.float64)
        values: FloatArray = np.broadcast_to(
            points - reference[:, :, None], (len(cards), *reference.shape, len(points))
        ).copy()

        def known(row: int) -> FloatArray:
            known_points: FloatArray = np.where(
                cards.filled[:, :, row], cards.points[:, :, row], expected[None, :, row]
            )
            return known_points

        ones, high, low = known(ONES), known(MAX), known(MIN)
        values[:, :, ONES] *= (1.0 + high - low)[:, :, None]
        values[:, :, MAX] *= ones[:, :, None]
        values[:, :, MIN] *= -ones[:, :, None]
        if self.bonus_chance is not None:
            values[:, :, :UPPER_ROWS] += self._bonus_change(cards, phase, points)
        return values

    def _bonus_change(self, cards: Cards, phase: int, points: FloatArray) -> FloatArray:
        """(cards, columns, upper rows, points): the bonus points gained in expectation.

        An upper row holds a multiple of its face; other points values stay 0 (never asked).
        """
        assert self.bonus_chance is not None
        chance = self.bonus_chance[:, phase]  # (columns, masks, needs)
        columns = np.arange(COLUMN_COUNT)[None, :, None]
        masks = cards.open_upper_masks()
        needed = np.clip(YAMB.upper_bonus_threshold - cards.upper_sums(), 0, NEEDS - 1)
        now = chance[columns[:, :, 0], masks, needed][:, :, None]
        dice = np.arange(MOST_DICE + 1)
        change = np.zeros((len(cards), COLUMN_COUNT, UPPER_ROWS, len(points)))
        for row in range(UPPER_ROWS):
            scored = (row + 1) * dice
            after_needed = np.clip(needed[:, :, None] - scored, 0, NEEDS - 1)
            after = chance[columns, (masks & ~(1 << row))[:, :, None], after_needed]
            change[:, :, row, scored] = YAMB.upper_bonus * (after - now)
        return change


@cache
def pars() -> dict[str, float]:
    """Per row, the expected result of a turn that plays for that row alone, from a fresh roll."""
    tables = dice_tables(YAMB.dice)
    sign = np.array([-1.0 if row in LOWEST else 1.0 for row in range(len(ROWS))])
    values = row_points() * sign
    for _ in range(2):
        values = tables.best_keep_values(tables.keep_values(values))
    start = tables.over_first_roll(values)
    return {row: float(value * s) for row, value, s in zip(ROWS, start, sign, strict=True)}


@cache
def one_turn_values() -> YambValues:
    """The one-turn advisor: every cell against its row's par, no bonus, no phases."""
    par = np.array([pars()[row] for row in ROWS])
    table = np.broadcast_to(par[None, :, None], (COLUMN_COUNT, len(ROWS), PHASES)).copy()
    return YambValues(reference=table, expected=table, bonus_chance=None)


def bonus_chances(count_chances: FloatArray) -> FloatArray:
    """Chance that the open upper rows of a column bring the points it still needs.

    `count_chances` is (columns, upper rows, phases, 0..6 dice): how many dice each upper row
    ends up with, taken as independent. The result is (columns, phases, masks, needs): for
    every set of open upper rows (a bit mask) and every number of points still needed.
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
    at_least = np.flip(np.cumsum(np.flip(sums, axis=3), axis=3), axis=3)[:, :, :, :NEEDS]
    chance: FloatArray = np.clip(np.moveaxis(at_least, 0, 2), 0.0, 1.0)
    return chance
