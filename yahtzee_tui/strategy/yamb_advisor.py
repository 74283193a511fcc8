"""Yamb advice: every hold, cell and call of a turn, ranked by the value of the turn.

Each cell values the dice that would be written into it with a `YambValues` table (points
above the cell's reference, weighted; see `yamb_values`). The advisor maximises the expected
value of the best cell the turn may end in, under the column rules: DOWN, UP and MIDDLE offer
only their next cells, FREE any empty cell, and CALL only the cell announced right after the
first roll. Right after the first roll it also rates every call: the value of calling a row is
the expected value of that CALL cell alone under the best holds for the two rolls left.

The expert values cells with tables fitted by self-play (`yamb_table.expert_values`); the
one-turn advisor, the medium level's base, with each row's par (`one_turn_values`).
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from yahtzee_tui.engine import RuleSet, get_rules, totals
from yahtzee_tui.engine.rules.yamb import CALL_COLUMN
from yahtzee_tui.errors import GameError
from yahtzee_tui.strategy.advice import CALL, HOLD, SCORE, Advice, ranked
from yahtzee_tui.strategy.tables import dice_tables
from yahtzee_tui.strategy.yamb_cards import CALL as CALL_INDEX
from yahtzee_tui.strategy.yamb_cards import (
    COLUMNS,
    ROWS,
    TURNS,
    Cards,
    FloatArray,
    row_points,
)
from yahtzee_tui.strategy.yamb_values import YambValues, phase_of


def advise(
    rules: str | RuleSet,
    dice: tuple[int, ...],
    rolls_left: int,
    card: Mapping[str, int],
    called: str | None,
    values: YambValues,
    checked: bool = False,
) -> list[Advice]:
    """Ranked holds, cells and calls for a Yamb turn; `expected_score` is the turn's value.

    The card is checked first (every key and value), unless `checked` says it came from a game.
    """
    ruleset = get_rules(rules)
    if not checked:
        totals(ruleset, card)
    if len(card) == TURNS:
        raise GameError("the card is full: nothing is left to advise")
    cards = Cards.from_card(card)
    tables = dice_tables(ruleset.dice)
    roll = tables.roll_index(dice)
    lookup = values.lookup(cards, phase_of(len(card) + 1))[0]
    points = row_points()

    def cell_values(columns: list[int], rows: list[int]) -> FloatArray:
        """(cells, rolls): every roll written in each of these cells."""
        by_cell: FloatArray = np.take_along_axis(lookup[columns, rows], points[:, rows].T, axis=1)
        return by_cell

    empty_calls = [row for row in ROWS if f"{CALL_COLUMN}.{row}" not in card]
    if called is not None:
        called = ruleset.box(called).id
        if called not in empty_calls:
            raise GameError(f"CALL {ruleset.box_name(called)} is already filled")
        cells = [(CALL_INDEX, ROWS.index(called))]
    else:
        columns, rows = np.nonzero(cards.open_cells()[0])
        cells = list(zip(columns.tolist(), rows.tolist(), strict=True))
    subs = tables.sub_keeps[roll, : tables.sub_keep_count[roll]]
    # Cells first, then calls, then holds: of options worth the same, the plainer comes first.
    options: list[Advice] = []
    holds: list[Advice] = []
    if cells:
        by_cell = cell_values([column for column, _ in cells], [row for _, row in cells])
        for (column, row), value in zip(cells, by_cell[:, roll], strict=True):
            options.append(
                Advice(
                    SCORE,
                    float(value),
                    box=ROWS[row],
                    column=COLUMNS[column],
                    points=int(points[roll, row]),
                )
            )
        if rolls_left:
            best = by_cell.max(axis=0)
            keeps = tables.hold_tables(best[:, None])[rolls_left - 1]
            for keep in sorted(subs, key=lambda k: (-len(tables.keeps[k]), tables.keeps[k])):
                holds.append(Advice(HOLD, float(keeps[keep, 0]), hold=tables.keeps[keep]))
    if called is None and rolls_left == 2 and empty_calls:
        call_rows = [ROWS.index(row) for row in empty_calls]
        call_values = cell_values([CALL_INDEX] * len(call_rows), call_rows)
        two_left = tables.hold_tables(call_values.T)[1]
        best_keep = two_left[subs].max(axis=0)
        for call_row, value in zip(empty_calls, best_keep, strict=True):
            options.append(Advice(CALL, float(value), box=call_row, column=CALL_COLUMN))
    options.extend(holds)
    return ranked(options)
