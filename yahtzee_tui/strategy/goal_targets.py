"""The target table: the best chance to end at least T points above a position, for every T.

The chance of reaching a target depends on the state and the points still needed, not on the
target itself: a solve for the highest target from the position with `most` - T points
already gained, for every T, holds the answer for every lower target too (T points needed).
From the start of a game this is the classic table of P(final total >= T) under the strategy
that maximises it for each T (Cremers, Verhoeff).

The layers of a whole game are dropped as soon as the layer before them is done, so the
memory is two layers' values at most (see benchmarks/target_table.py for the figures).
"""

from __future__ import annotations

from collections.abc import Sequence

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
    targets: Sequence[int] | None = None,
    workers: int = 1,
) -> Floats:
    """(most + 1,): the best chance of gaining at least T points from the position (`mask`,
    `upper`, `flag`) at the start of a turn, for T = 0 .. `most`, each under its own best
    play. Given `targets`, only those are worked out (the others are NaN): far fewer states
    and gains than every target. `workers` forked processes share each layer (see
    `solve_goal`)."""
    if most < 0:
        raise ValueError("a target is at least 0 points")
    targets = list(range(most + 1)) if targets is None else list(targets)
    if any(not 0 <= target <= most for target in targets):
        raise ValueError(f"a target is from 0 to {most} points")
    if mask == model.full_mask:
        nothing: Floats = (np.arange(most + 1) == 0).astype(np.float64)
        return nothing
    table = solve_goal(
        model,
        mask,
        upper,
        flag,
        target_utility(0, most),
        progress,
        keep=False,
        starts=[most - target for target in targets],
        workers=workers,
    )
    row = np.array([table.row(mask, settled_upper(model, mask, upper), flag)])
    already = np.arange(most, -1, -1)  # T points needed: most - T gained at the position
    chances: Floats = np.full(most + 1, np.nan)
    wanted = np.array(sorted(set(targets)), dtype=np.int64)
    found = Successors(table, np.repeat(row, len(wanted))).read(already[wanted])
    chances[wanted] = found
    return chances
