"""Which DIRECTED cell a computer names for the next player: the one that costs them most.

The figures are the Yamb advisor's pars (`yamb_values.pars`): per row, what one turn spent on
that row alone brings from a fresh roll, computed here for the table's own rows and scoring
(TRIPS, five dice count). A named cell offers the next player one more place for this turn's
dice; it helps least, and so costs them most, where a turn aimed at it falls furthest short of
the most the row can hold (for MIN, of the least). Of rows that cost the same, the upper one is
named. Every choice is a pure function of the state.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from yahtzee_tui.engine import RuleSet, find_rules
from yahtzee_tui.engine import score as engine_score
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.game.directed import nameable_rows
from yahtzee_tui.strategy.tables import dice_tables

# Rows where a low sum is the good result.
LOW_ROWS = ("min",)
# A turn aimed at a row ends in its third roll at worst: the roll its points are counted for
# (KENTA by roll scores less late; the par is then a little low, never high).
FINAL_ROLL = 3


@cache
def _row_figures(rules_id: str) -> dict[str, tuple[float, float]]:
    """Per row: (par, best) on the rule set's own scoring; for MIN, best is the least."""
    ruleset = find_rules(rules_id)
    tables = dice_tables(ruleset.dice)
    rows = ruleset.box_ids
    points = np.array(
        [
            [engine_score(ruleset, roll, row, roll=FINAL_ROLL, column=None) for row in rows]
            for roll in tables.rolls
        ],
        dtype=np.float64,
    )
    sign = np.array([-1.0 if row in LOW_ROWS else 1.0 for row in rows])
    values = points * sign
    for _ in range(2):
        values = tables.best_keep_values(tables.keep_values(values))
    start = tables.over_first_roll(values)
    best = (points * sign).max(axis=0)
    return {
        row: (float(par * s), float(top * s))
        for row, par, top, s in zip(rows, start, best, sign, strict=True)
    }


def naming_costs(ruleset: RuleSet, rows: list[str]) -> dict[str, float]:
    """For each row, how far a turn aimed at it falls short of the row's best, in points."""
    figures = _row_figures(ruleset.id)
    return {row: abs(figures[row][1] - figures[row][0]) for row in rows}


def costliest_row(state: GameState) -> str:
    """The row the current player names for the next one: the costliest to them."""
    rows = nameable_rows(state)
    if not rows:
        raise GameError("nothing to name now")
    costs = naming_costs(state.ruleset, rows)
    return max(rows, key=lambda row: (costs[row], -rows.index(row)))
