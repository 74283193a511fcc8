"""The win level's last boxes, solved exactly (Yahtzee and Yatzy).

With few boxes open the normal weighing (`win_policy`) is at its weakest: the player's own
final total can take only a few values, far from a bell. From TAIL open boxes on, the level
solves the win exactly over them (`goal_solver`): the utility of each final total is the
share of the win it takes against the other players' finals (`goals.win_utility`: a finished
card's total as it stands, an unfinished one's playouts under the points-optimal policy).
Between options of the same chance (a game already won, or lost whatever comes) the points
decide, as in `win_policy`.

`tail_turn` works on columns of games, each with its own solve and utility, so the app's
level (one game) and the batched matches (`win_matches`, many) choose alike from alike
utilities.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from yahtzee_tui.strategy.goal_advice import box_step
from yahtzee_tui.strategy.goal_solver import final_roll_goal, solve_goal
from yahtzee_tui.strategy.goal_states import settled_upper
from yahtzee_tui.strategy.goal_table import GoalTable
from yahtzee_tui.strategy.model import SolverModel
from yahtzee_tui.strategy.playouts import box_worth
from yahtzee_tui.strategy.solver import StateBatch, Successors, final_roll_values, successors
from yahtzee_tui.strategy.win_play import WIN_HORIZON
from yahtzee_tui.strategy.win_policy import POINTS_WEIGHT, WinTables, WinTurn, best_boxes

Floats = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]
# Open boxes from which the win level solves exactly: the hint panel's horizon, so in the tail
# the level plays the panel's best option for the win. A solve from 6 boxes takes a median of
# about 0.03 s (Yatzy) to 0.12 s (Yahtzee); docs/strategy.md, "The win level", has the
# measurements.
TAIL = WIN_HORIZON


@dataclass(frozen=True, eq=False)
class TailTurn:
    """One turn of the exact tail for columns of games: each column's solve, what each hold
    is worth with one roll left and with two (keeps, n), and the points solver's successors
    (which boxes are legal, and the points that break ties)."""

    model: SolverModel
    states: StateBatch
    goals: tuple[GoalTable, ...]
    one_left: Floats
    two_left: Floats
    succ: Successors


def in_tail(model: SolverModel, mask: IntArray) -> npt.NDArray[np.bool_]:
    """Whether each card (by its filled-box mask) has TAIL boxes open or fewer."""
    filled = np.zeros_like(mask)
    for bit in range(model.boxes):
        filled += mask >> bit & 1
    result: npt.NDArray[np.bool_] = model.boxes - filled <= TAIL
    return result


def tail_turn(tables: WinTables, states: StateBatch, utilities: Sequence[Floats]) -> TailTurn:
    """Solve each column's card for its utility (by points gained from now) and lay out the
    turn's holds: the exact chance, plus the points to come as the tie-break."""
    model = tables.model
    goals = []
    final = np.empty((model.dice.roll_count, len(states)))
    for column, utility in enumerate(utilities):
        mask, upper, flag = (int(a[column]) for a in (states.mask, states.upper, states.flag))
        goal = solve_goal(model, mask, upper, flag, utility)
        stored = settled_upper(model, mask, upper)
        one = np.array([mask], dtype=np.int64), np.array([stored]), np.array([flag])
        final[:, column] = final_roll_goal(goal, *one, np.zeros(1, dtype=np.int64))[:, 0]
        goals.append(goal)
    succ = successors(model, tables.values, states)
    final += POINTS_WEIGHT * final_roll_values(model, succ)
    one_left, two_left = model.dice.hold_tables(final)
    return TailTurn(model, states, tuple(goals), one_left, two_left, succ)


def tail_boxes(turn: TailTurn, rolls: IntArray) -> tuple[IntArray, IntArray, IntArray]:
    """Each column's box for its final roll: (box, points, Yahtzee bonus). A box is worth its
    exact chance from the column's solve; the points solver's worth breaks ties."""
    model, states = turn.model, turn.states
    columns = np.arange(len(rolls))
    worth, points, bonus = box_worth(model, turn.succ, rolls, states.mask, states.flag, columns)
    box = np.zeros(len(rolls), dtype=np.int64)
    for column, goal in enumerate(turn.goals):
        mask, upper, flag = (int(a[column]) for a in (states.mask, states.upper, states.flag))
        best = -np.inf
        for bit in np.flatnonzero(np.isfinite(worth[:, column])):
            step = box_step(
                model, upper, flag, int(bit), int(points[column, bit]), int(bonus[column])
            )
            chance = goal.value(mask | 1 << int(bit), *step)
            value = chance + POINTS_WEIGHT * float(worth[bit, column])
            if value > best:
                best, box[column] = value, int(bit)
    return box, points[columns, box], bonus


def turn_boxes(
    turn: WinTurn | TailTurn, model: SolverModel, rolls: IntArray, mask: IntArray
) -> tuple[IntArray, IntArray, IntArray]:
    """Each column's box for its final roll, by the normal weighing or by the exact tail."""
    if isinstance(turn, TailTurn):
        return tail_boxes(turn, rolls)
    return best_boxes(turn, model, rolls, mask)
