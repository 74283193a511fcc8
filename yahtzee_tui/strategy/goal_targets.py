"""The target table: the best chance to end at least T points above a position, for every T.

The chance of reaching a target depends on the state and the points still needed, not on the
target itself: a solve for the highest target that works out every gain (not only those play
can reach from the position) holds the answer for every lower target too, T points needed
being `most` - T points already gained. From the start of a game this is the classic table
of P(final total >= T) under the strategy that maximises it for each T (Verhoeff, Glenn).

The layers of a whole game are dropped as soon as the layer before them is done, so the
memory is two layers' values at most (see benchmarks/target_table.py for the figures).
"""

from __future__ import annotations

import numpy as np

from yahtzee_tui.strategy.goal_solver import Floats, Progress, solve_goal
from yahtzee_tui.strategy.goal_states import settled_upper
from yahtzee_tui.strategy.goal_table import Successors
from yahtzee_tui.strategy.goals import target_utility
from yahtzee_tui.strategy.model import SolverModel


def target_chances(
    model: SolverModel,
    mask: int,
    upper: int,
    flag: int,
    most: int,
    progress: Progress | None = None,
) -> Floats:
    """(most + 1,): the best chance of gaining at least T points from the position (`mask`,
    `upper`, `flag`) at the start of a turn, for T = 0 .. `most`, each under its own best
    play."""
    if most < 0:
        raise ValueError("a target is at least 0 points")
    if mask == model.full_mask:
        nothing: Floats = (np.arange(most + 1) == 0).astype(np.float64)
        return nothing
    table = solve_goal(
        model, mask, upper, flag, target_utility(0, most), progress, every_gain=True, keep=False
    )
    row = np.array([table.row(mask, settled_upper(model, mask, upper), flag)])
    already = np.arange(most, -1, -1)  # T points needed: most - T gained
    chances: Floats = Successors(table, np.repeat(row, most + 1)).read(already)
    return chances
