"""Yamb: a one-turn expected-value advisor under the column rules, CALL included.

An exact solver is out of reach (78 cells, six interlocking columns), so each cell gets a
value for the dice written into it, and the advisor maximises the expected value of the best
cell the turn may end in:

    value(cell, dice) = weight(cell) x (points(row, dice) - par(row))

`par(row)` is what a turn spent on that row alone scores on average (for MIN, the lowest sum):
a result above par is worth keeping, one below it costs. `weight` carries the middle of the
column, (MAX - MIN) x ones: the ones cell counts 1 + (MAX - MIN), MAX counts ones and MIN
counts minus ones, each using the column's own cells where filled and the pars where not.
Every other cell weighs 1. See docs/strategy.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

import numpy as np

from yahtzee_tui.engine import RuleSet, get_rules, score, totals, yamb_open_rows
from yahtzee_tui.errors import GameError
from yahtzee_tui.strategy.advice import CALL, HOLD, SCORE, Advice, ranked
from yahtzee_tui.strategy.tables import DiceTables, dice_tables

CALL_COLUMN = "call"
LOWEST = ("min",)  # rows where a low sum is the good result


@cache
def row_points() -> np.ndarray:
    """(rolls, rows) points of every roll of six dice in every Yamb row, from the engine."""
    rules = get_rules("yamb")
    rolls = dice_tables(rules.dice).rolls
    return np.array([[score(rules, roll, row) for row in rules.box_ids] for roll in rolls])


@cache
def pars() -> dict[str, float]:
    """Per row, the expected result of a turn that plays for that row alone, from a fresh roll."""
    rules = get_rules("yamb")
    tables = dice_tables(rules.dice)
    sign = np.array([-1.0 if row in LOWEST else 1.0 for row in rules.box_ids])
    final = row_points() * sign
    two_left = _best_after(tables, final, rolls=2)
    start = tables.roll_probability @ two_left
    return {row: float(value * s) for row, value, s in zip(rules.box_ids, start, sign, strict=True)}


def _best_after(tables: DiceTables, final: np.ndarray, rolls: int) -> np.ndarray:
    """(rolls, columns): value of each roll with `rolls` rerolls left under the best holds."""
    values = final
    for _ in range(rolls):
        values = tables.best_keep_values(tables.keep_values(values))
    return values


def cell_weight(card: Mapping[str, int], column: str, row: str) -> float:
    """How much one point above par in (column, row) is worth, the middle result included."""
    par = pars()

    def known(key: str) -> float:
        cell = f"{column}.{key}"
        return float(card[cell]) if cell in card else par[key]

    if row == "ones":
        return 1.0 + known("max") - known("min")
    if row == "max":
        return known("ones")
    if row == "min":
        return -known("ones")
    return 1.0


def _cell_values(card: Mapping[str, int], cells: list[tuple[str, str]], rows: tuple[str, ...]):
    """(rolls, cells): value of every roll written into each cell."""
    par = pars()
    points = row_points()
    index = [rows.index(row) for _, row in cells]
    weights = np.array([cell_weight(card, column, row) for column, row in cells])
    offsets = np.array([par[row] for _, row in cells])
    return (points[:, index] - offsets) * weights


def advise(
    rules: str | RuleSet,
    dice: tuple[int, ...],
    rolls_left: int,
    card: Mapping[str, int],
    called: str | None,
) -> list[Advice]:
    """Ranked holds, cells and calls for a Yamb turn; `expected_score` is the turn's value."""
    ruleset = get_rules(rules)
    totals(ruleset, card)  # checks every key and value
    rows = ruleset.box_ids
    tables = dice_tables(ruleset.dice)
    if len(card) == len(ruleset.cells):
        raise GameError("the card is full: nothing is left to advise")
    empty_calls = [row for row in rows if f"{CALL_COLUMN}.{row}" not in card]
    if called is not None:
        called = ruleset.box(called).id
        if called not in empty_calls:
            raise GameError(f"CALL {ruleset.box_name(called)} is already filled")
        cells = [(CALL_COLUMN, called)]
    else:
        cells = [
            (column, row)
            for column in ruleset.column_ids
            if column != CALL_COLUMN
            for row in yamb_open_rows(column, frozenset(r for r in rows if f"{column}.{r}" in card))
        ]
    can_call = called is None and rolls_left == 2 and bool(empty_calls)
    roll = tables.roll_index(dice)
    subs = tables.sub_keeps[roll, : tables.sub_keep_count[roll]]
    # Cells first, then calls, then holds: of options worth the same, the plainer comes first.
    options: list[Advice] = []
    holds: list[Advice] = []
    if cells:
        values = _cell_values(card, cells, rows)
        for (column, row), value in zip(cells, values[roll], strict=True):
            points = int(row_points()[roll, rows.index(row)])
            options.append(Advice(SCORE, float(value), box=row, column=column, points=points))
        if rolls_left:
            best = values.max(axis=1, keepdims=True)
            keeps = tables.hold_values(best, rolls_left)
            for keep in sorted(subs, key=lambda k: (-len(tables.keeps[k]), tables.keeps[k])):
                holds.append(Advice(HOLD, float(keeps[keep, 0]), hold=tables.keeps[keep]))
    if can_call:
        call_cells = [(CALL_COLUMN, row) for row in empty_calls]
        keeps = tables.hold_values(_cell_values(card, call_cells, rows), rolls_left)
        best_keep = keeps[subs].max(axis=0)
        for (column, row), value in zip(call_cells, best_keep, strict=True):
            options.append(Advice(CALL, float(value), box=row, column=column))
    options.extend(holds)
    return ranked(options)
