"""Exact play for a goal of the final total, from one position: reach a target, win a table.

A goal is a *utility* of the final total: 1 at or above a target T and 0 below it, or the
share of the win a total takes against the opponents' final totals. `solve_goal` maximises
the expected utility from a position (a card and the points on it) over the states the open
boxes can reach: a state is the solver's (filled boxes, upper total, Yahtzee-50 flag) plus the
points gained since the position.

The steps are the points solver's (`solver`), on columns that are (state, gain) pairs: what
every box leads to, the best box for each roll, then the keeps with one roll left and two,
then the mean over the first roll. Writing x points moves a column's gain to gain + x in a
state one box fuller, so the states are solved in layers by boxes filled, each layer reading
only the next. Only the pairs play can reach and whose value is not known beforehand are
worked out (`goal_states`): gains at or above the last index of the utility are worth its
last value (it is flat from there: a gain never shrinks), gains from which the open boxes
cannot leave its flat low end its first value. Each state keeps its values for one window of
gains.

Every step is elementwise IEEE arithmetic in a fixed order (no BLAS sums), so the values are
the same bits on every processor, and a column's value does not depend on which other
columns are worked out with it. So columns whose boxes lead to the same values, bit for bit
(`goal_boxes`), are worked out once (`goal_distinct`): from 8 open boxes, a fifth to two
fifths of the pairs are distinct (a far target is reached only through rare rolls, alike
over many gains; many upper totals lead alike).
"""

from __future__ import annotations

import mmap
import os
from collections.abc import Callable, Sequence

import numpy as np
import numpy.typing as npt

from yahtzee_tui.strategy.goal_boxes import box_worths
from yahtzee_tui.strategy.goal_boxes import final_roll_goal as final_roll_goal  # goal_advice's
from yahtzee_tui.strategy.goal_distinct import distinct_columns
from yahtzee_tui.strategy.goal_keeps import TurnSteps
from yahtzee_tui.strategy.goal_states import gain_rows, reach_states
from yahtzee_tui.strategy.goal_table import GoalTable, StateRows
from yahtzee_tui.strategy.model import SolverModel

Progress = Callable[[int, int], None]
Floats = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]
# Columns of the best-box step worked out together (its arrays: rolls x columns), and of the
# keep steps (keeps x columns float64 arrays that stay in a 1 MB L2 cache, as in the solver).
BLOCK = 2048
KEEP_BLOCK = 192
STATE_GROUP = 4096  # states whose gain rows are laid out together


def flat_ends(curve: Floats) -> tuple[int, int]:
    """(first index where the curve leaves its first value, last index where it still
    differs from its last): below the first and from one past the last it is flat."""
    moving_low = np.flatnonzero(curve != curve[0])
    moving_high = np.flatnonzero(curve != curve[-1])
    low = int(moving_low[0]) if len(moving_low) else len(curve)
    high = int(moving_high[-1]) + 1 if len(moving_high) else 0
    return low, high


def solve_goal(
    model: SolverModel,
    mask: int,
    upper: int,
    flag: int,
    utility: npt.ArrayLike,
    progress: Progress | None = None,
    *,
    every_gain: bool = False,
    keep: bool = True,
    starts: Sequence[int] = (0,),
    workers: int = 1,
) -> GoalTable:
    """The best expected utility from every state the position (`mask`, `upper`, `flag`) can
    reach, for every gain since it. `utility[g]` is what the game ending `g` points above the
    position is worth; from the last index on it stays at the last value.

    `every_gain` works out every gain below the flat high end, possible or not (the unpruned
    form: the same values, slower). Without `keep` each layer's values are dropped once the
    layer before it is done, bounding the memory: only the position's own layer is left.
    `starts` are the gains at the position worked out (and all that play reaches from them).
    With `workers` above 1 each layer's states are shared out among as many forked processes
    (the same values: every column is worked out alone); not for a process with threads."""
    curve = np.asarray(utility, dtype=np.float64)
    if curve.ndim != 1 or len(curve) == 0 or not np.isfinite(curve).all():
        raise ValueError("the utility is a non-empty row of finite numbers")
    flat_low, flat_high = flat_ends(curve)
    curve = curve[: flat_high + 1].copy()
    width = len(curve)
    limit = max(width - 1, 1)  # gains worked out are below the flat high end
    states, sets = reach_states(
        model, mask, upper, flag, 0 if every_gain else flat_low, every_gain, limit
    )
    shifts = tuple(sorted({int(start) for start in starts}))
    rows_total = len(states.masks)
    lookup = StateRows(model.state_index(states.masks, states.uppers, states.flags))
    # An empty window: every gain below the flat high end reads the low end's value.
    empty = np.zeros(rows_total, dtype=np.int64)
    table = GoalTable(model, curve, lookup, states, empty + width - 2, empty + width - 1, empty, [])
    table.layers.extend([None] * (model.boxes + 1))
    full = np.flatnonzero(states.filled == model.boxes)
    table.low[full], table.high[full] = -1, width  # the card is full: the utility itself
    table.base[full] = np.arange(len(full)) * (width + 2) + 1
    ends = np.r_[curve[0], curve, curve[-1]]
    table.layers[model.boxes] = np.tile(ends, max(len(full), 1))
    possible = gain_rows(sets, limit)
    first = int(states.filled[0])
    done, todo = 0, rows_total - len(full)
    if progress is not None:
        progress(done, todo)
    for layer in range(model.boxes - 1, first - 1, -1):
        rows = np.flatnonzero(states.filled == layer)
        groups = [rows[i : i + STATE_GROUP] for i in range(0, len(rows), STATE_GROUP)]
        for group in groups:
            _windows(table, group, possible, width, shifts)
        sizes = table.high[rows] - table.low[rows] + 1
        offset = np.cumsum(sizes) - sizes
        table.base[rows] = offset - table.low[rows]
        values = _shared(int(sizes.sum())) if workers > 1 else np.empty(int(sizes.sum()))
        values[:] = np.nan
        values[offset] = curve[0]
        values[offset + sizes - 1] = curve[-1]
        if workers > 1:
            _solve_forked(table, groups, possible, width, shifts, values, workers)
        for group in groups if workers <= 1 else []:
            _solve_group(table, group, possible, width, shifts, values)
            done += len(group)
            if progress is not None:
                progress(done, todo)
        if workers > 1 and progress is not None:
            done += len(rows)
            progress(done, todo)
        table.layers[layer] = values
        if not keep:
            table.layers[layer + 1] = None
    return table


def _shared(size: int) -> Floats:
    """A float64 array in memory that forked processes share."""
    values: Floats = np.frombuffer(mmap.mmap(-1, max(size, 1) * 8), dtype=np.float64)[:size]
    return values


def _solve_forked(
    table: GoalTable,
    groups: list[IntArray],
    possible: np.ndarray,
    width: int,
    shifts: tuple[int, ...],
    values: Floats,
    workers: int,
) -> None:
    """`_solve_group` for every group, the groups shared out among forked processes that
    write into `values` (shared memory)."""
    children = []
    for worker in range(workers):
        child = os.fork()
        if child == 0:  # pragma: no cover (a child process)
            code = 0
            try:
                for group in groups[worker::workers]:
                    _solve_group(table, group, possible, width, shifts, values)
            except BaseException:
                code = 1
            os._exit(code)
        children.append(child)
    failed = [child for child in children if os.waitpid(child, 0)[1] != 0]
    if failed:
        raise RuntimeError(f"{len(failed)} of the goal solve's processes failed")


def _columns(
    table: GoalTable, group: IntArray, possible: np.ndarray, width: int, shifts: tuple[int, ...]
) -> tuple[IntArray, IntArray]:
    """The (row, gain) pairs of `group` worth working out, by row then gain: those play can
    reach from a gain of `shifts` at the position."""
    states = table.states
    gains = np.arange(max(width - 1, 1))[None, :]
    wanted = np.zeros((len(group), gains.shape[1]), dtype=bool)
    for start in shifts:
        before = gains - states.shift[group][:, None] - start
        wanted |= possible[states.key[group][:, None], np.maximum(before, 0)] & (before >= 0)
    wanted &= gains >= states.low_cut[group][:, None]
    wanted[:, width - 1 :] = False
    which, gain = np.nonzero(wanted)
    return group[which], gain.astype(np.int64)


def _windows(
    table: GoalTable, group: IntArray, possible: np.ndarray, width: int, shifts: tuple[int, ...]
) -> None:
    rows, gains = _columns(table, group, possible, width, shifts)
    if not len(rows):
        return
    starts = np.flatnonzero(np.r_[True, rows[1:] != rows[:-1]])
    ends = np.r_[starts[1:], len(rows)] - 1
    table.low[rows[starts]] = gains[starts] - 1
    table.high[rows[starts]] = gains[ends] + 1


def _solve_group(
    table: GoalTable,
    group: IntArray,
    possible: np.ndarray,
    width: int,
    shifts: tuple[int, ...],
    values: Floats,
) -> None:
    rows, gains = _columns(table, group, possible, width, shifts)
    states = table.states
    steps = TurnSteps(table.model.dice, KEEP_BLOCK)
    # Per block: what every box leads to (a few values per box and column), then the keeps
    # and the first roll for the distinct columns only, their rolls spread a block at a time.
    for start in range(0, len(rows), BLOCK):
        r, g = rows[start : start + BLOCK], gains[start : start + BLOCK]
        worths = box_worths(table, states.masks[r], states.uppers[r], states.flags[r], g)
        first, inverse = distinct_columns(worths.signature())
        found = np.empty(len(first))
        for part in range(0, len(first), KEEP_BLOCK):
            cut = first[part : part + KEEP_BLOCK]
            worths.final(cut, out=steps.rolls(len(cut)), scratch=steps.scratch(len(cut)))
            found[part : part + KEEP_BLOCK] = steps.values(len(cut))
        values[table.base[r] + g] = found[inverse]


def turn_values(model: SolverModel, final: Floats) -> Floats:
    """(columns,): the expected utility at the start of a turn, from `final` (rolls, columns)
    the values after the last roll; each column on its own, elementwise."""
    tables = model.dice
    one_left = tables.best_keep_values(tables.keep_values(final))
    two_left = tables.best_keep_values(tables.keep_values(one_left))
    return _over_first_roll(model, two_left)


def _over_first_roll(model: SolverModel, values: Floats) -> Floats:
    """The mean of `values` (rolls, columns) over the first roll: chance times value, added
    up in halves (a fixed order of elementwise additions, a few calls instead of one per
    roll)."""
    terms = values * model.dice.roll_probability[:, None]
    while len(terms) > 1:
        half = len(terms) // 2
        summed = terms[:half] + terms[half : 2 * half]
        terms = np.concatenate([summed, terms[2 * half :]]) if len(terms) % 2 else summed
    total: Floats = terms[0]
    return total
