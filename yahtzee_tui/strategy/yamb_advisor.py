"""Yamb advice: every hold, cell and call of a turn, ranked by the value of the turn.

Each cell values the dice that would be written into it with a `YambValues` table (points
above the cell's reference, weighted; see `yamb_values`). The advisor maximises the expected
value of the best cell the turn may end in, under the column rules: DOWN, UP and MIDDLE offer
only their next cells, FREE any empty cell, and CALL only the cell announced right after the
first roll. Right after the first roll it also rates every call: the value of calling a row is
the expected value of that CALL cell alone under the best holds for the two rolls left.

The expert values cells with tables fitted by self-play (`yamb_table.expert_values`); the
one-turn advisor, the medium level's base, with each row's par (`one_turn_values`). Both take
the table's house rules from the tables' layout: a result scores by the roll it comes in, so
holding every die (ending the turn) is worth the roll as it stands now, not after a third roll;
a HAND cell is an option after the first roll only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import numpy as np

from yahtzee_tui.engine import RuleSet, find_rules, totals
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.moves import CALL, HOLD, SCORE
from yahtzee_tui.strategy.advice import Advice, ranked
from yahtzee_tui.strategy.tables import DiceTables, dice_tables
from yahtzee_tui.strategy.yamb_cards import Cards, FloatArray, IntArray, layout_of
from yahtzee_tui.strategy.yamb_values import YambValues, phase_of

ROLLS = 3


def advise(
    rules: str | RuleSet,
    dice: tuple[int, ...],
    rolls_left: int,
    card: Mapping[str, int],
    called: str | None,
    values: YambValues,
    checked: bool = False,
    named: str | None = None,
) -> list[Advice]:
    """Ranked holds, cells and calls for a Yamb turn; `expected_score` is the turn's value.

    Under a table's house rules a result scores by the roll it comes in (KENTA by roll), a
    HAND cell takes the first roll only, and a DIRECTED cell is open only when `named` (its
    row, named by the player before). The card is checked first (every key and value), unless
    `checked` says it came from a game.
    """
    ruleset = find_rules(rules)
    where = layout_of(ruleset)
    if values.layout.options != where.options:
        raise GameError(f"these Yamb tables are for other house rules than {ruleset.name}'s")
    if not checked:
        totals(ruleset, card)
    if len(card) == where.turns:
        raise GameError("the card is full: nothing is left to advise")
    cards = Cards.from_card(card, where)
    tables = dice_tables(ruleset.dice)
    roll = tables.roll_index(dice)
    rolls_used = ROLLS - rolls_left
    lookup = values.lookup(cards, phase_of(len(card) + 1, where))[0]

    def cell_values(columns: list[int], rows: list[int], points: IntArray) -> FloatArray:
        """(cells, rolls): every roll written in each of these cells."""
        by_cell: FloatArray = np.take_along_axis(lookup[columns, rows], points[:, rows].T, axis=1)
        return by_cell

    call_index = where.call
    call_column = where.columns[call_index] if call_index is not None else None
    empty_calls = (
        [row for row in where.rows if f"{call_column}.{row}" not in card]
        if call_column is not None
        else []
    )
    if called is not None:
        called = ruleset.box(called).id
        if call_index is None:
            raise GameError(f"{ruleset.name} has no CALL column")
        if called not in empty_calls:
            raise GameError(f"CALL {ruleset.box_name(called)} is already filled")
        cells = [(call_index, where.rows.index(called))]
    else:
        open_cells = cards.open_cells()[0]
        if where.directed is not None and named is not None:
            row = where.rows.index(ruleset.box(named).id)
            open_cells[where.directed, row] = not cards.filled[0, where.directed, row]
        columns, rows = np.nonzero(open_cells)
        cells = list(zip(columns.tolist(), rows.tolist(), strict=True))
    later = [cell for cell in cells if cell[0] != where.hand]
    if rolls_used > 1:
        cells = later  # HAND takes the first roll's dice only
    subs = tables.sub_keeps[roll, : tables.sub_keep_count[roll]]
    # Cells first, then calls, then holds: of options worth the same, the plainer comes first.
    options: list[Advice] = []
    holds: list[Advice] = []
    now_points = where.points[rolls_used - 1]
    if cells:
        now = cell_values([c for c, _ in cells], [r for _, r in cells], now_points)
        for (column, row), value in zip(cells, now[:, roll], strict=True):
            options.append(
                Advice(
                    SCORE,
                    float(value),
                    box=where.rows[row],
                    column=where.columns[column],
                    points=int(now_points[roll, row]),
                )
            )
    if rolls_left and cells:
        keeps = _hold_values(tables, where.points, rolls_used, cell_values, later, cells)
        for keep in sorted(subs, key=lambda k: (-len(tables.keeps[k]), tables.keeps[k])):
            holds.append(Advice(HOLD, float(keeps[keep]), hold=tables.keeps[keep]))
    if called is None and rolls_left == 2 and empty_calls and call_index is not None:
        call_rows = [where.rows.index(row) for row in empty_calls]
        stages = [
            cell_values([call_index] * len(call_rows), call_rows, where.points[stage]).T
            for stage in (2, 1, 0)
        ]
        two_left = tables.hold_tables(*stages)[1]
        best_keep = two_left[subs].max(axis=0)
        for call_row, value in zip(empty_calls, best_keep, strict=True):
            options.append(Advice(CALL, float(value), box=call_row, column=call_column))
    options.extend(holds)
    return ranked(options)


def _hold_values(
    tables: DiceTables,
    points: IntArray,
    rolls_used: int,
    cell_values: Callable[[list[int], list[int], IntArray], FloatArray],
    later: list[tuple[int, int]],
    cells: list[tuple[int, int]],
) -> FloatArray:
    """(keeps,): every hold's value, the turn ending in the best cell open when it ends (a
    HAND cell only if it ends now, holding every die)."""

    def best(over: list[tuple[int, int]], stage: int) -> FloatArray:
        if not over:
            return np.full((tables.roll_count, 1), -np.inf)
        by_cell = cell_values([c for c, _ in over], [r for _, r in over], points[stage])
        top: FloatArray = by_cell.max(axis=0)[:, None]
        return top

    one_left, two_left = tables.hold_tables(best(later, 2), best(later, 1), best(cells, 0))
    chosen: FloatArray = (two_left if rolls_used == 1 else one_left)[:, 0]
    return chosen


def named_turn_values(
    rules: str | RuleSet, card: Mapping[str, int], values: YambValues
) -> dict[str, float]:
    """For every empty row of a DIRECTED column: what the card's next turn is worth, before its
    first roll, when that row is named for it (on `advise`'s turn-value scale). The lower, the
    more naming that row costs the player: the player before names the lowest.

    The turn is played as `advise` plays it: the best holds, any cell open then (the named one
    among them, HAND after the first roll only), or a call right after the first roll.
    """
    ruleset = find_rules(rules)
    where = layout_of(ruleset)
    if where.directed is None:
        raise GameError(f"{ruleset.name} has no DIRECTED column")
    if values.layout.options != where.options:
        raise GameError(f"these Yamb tables are for other house rules than {ruleset.name}'s")
    cards = Cards.from_card(card, where)
    candidates = [row for row in range(where.row_count) if not cards.filled[0, where.directed, row]]
    if not candidates:
        return {}
    tables = dice_tables(ruleset.dice)
    lookup = values.lookup(cards, phase_of(len(card) + 1, where))[0]
    open_cells = cards.open_cells()[0]

    def stage(roll: int, with_hand: bool) -> FloatArray:
        """(rolls, candidates): the best cell for every roll, each candidate row named."""
        points = where.points[roll]
        cells = open_cells.copy()
        if not with_hand and where.hand is not None:
            cells[where.hand] = False
        columns, rows = np.nonzero(cells)
        base = np.full(tables.roll_count, -np.inf)
        if len(rows):
            by_cell = np.take_along_axis(lookup[columns, rows], points[:, rows].T, axis=1)
            base = by_cell.max(axis=0)
        named = np.take_along_axis(
            lookup[where.directed, candidates], points[:, candidates].T, axis=1
        )
        best: FloatArray = np.maximum(base[:, None], named.T)
        return best

    _, two_left = tables.hold_tables(stage(2, False), stage(1, False), stage(0, True))
    first_roll = tables.best_keep_values(two_left)  # (rolls, candidates)
    if where.call is not None and not cards.filled[0, where.call].all():
        call_rows = np.flatnonzero(~cards.filled[0, where.call])
        call_stages = [
            np.take_along_axis(
                lookup[where.call, call_rows], where.points[roll][:, call_rows].T, axis=1
            ).T
            for roll in (2, 1, 0)
        ]
        calls = tables.best_keep_values(tables.hold_tables(*call_stages)[1]).max(axis=1)
        first_roll = np.maximum(first_roll, calls[:, None])
    worth = tables.over_first_roll(first_roll)
    return {where.rows[row]: float(value) for row, value in zip(candidates, worth, strict=True)}
