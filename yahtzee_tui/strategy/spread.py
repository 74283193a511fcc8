"""How far a card's final total may stray from its expected value: the variance of the points
still to come under the points-optimal policy, for every solver state.

The solver gives the mean (`solver.solve`); this pass follows the same policy back through the
same layers and carries the second moment beside it. For a box written now, with W = points
now plus the next state's mean, the points still to come have second moment var(next) + W²;
a keep's second moment is the mean of its rolls' (as its value is), and each roll takes the
second moment of the keep or box the policy chooses there by the mean. The variance is the
second moment minus the square of the mean.

Only additions, multiplications and comparisons, in a fixed order: the same bits on every
processor. `win_policy` reads the table to weigh a card's spread against the other players'.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from yahtzee_tui.engine import JOKER_FORCED
from yahtzee_tui.strategy.model import UPPER_BOXES, SolverModel
from yahtzee_tui.strategy.solver import (
    BLOCK,
    CHUNK,
    Progress,
    Successors,
    layer_states,
    successors,
)
from yahtzee_tui.strategy.tables import DiceTables

Floats = npt.NDArray[np.float64]
Pair = tuple[Floats, Floats]


def solve_spread(
    model: SolverModel, values: np.ndarray, progress: Progress | None = None
) -> Floats:
    """The variance of the points still to come from the start of a turn, for every state
    (float64, indexed like `values`, the solver's table the policy is read from)."""
    means = values.astype(np.float64)
    spread = np.zeros(model.state_count)
    layers = [layer_states(model, filled) for filled in range(model.boxes)]
    total = sum(len(solved) for solved, _ in layers)
    done = 0
    if progress is not None:
        progress(done, total)
    for filled in range(model.boxes - 1, -1, -1):
        layer, copied = layers[filled]
        # Successors over mean + variance differ from the means' by the next state's variance,
        # box by box (points and bonuses cancel). A layer reads only the layers after it, so
        # the sum is made once a layer. Filled boxes are worth -inf in both: their difference
        # is NaN, and a filled box is never the better one, so it is never read.
        shifted_values = means + spread
        for start in range(0, len(layer), BLOCK):
            states = layer.part(start, start + BLOCK)
            succ = successors(model, means, states)
            shifted = successors(model, shifted_values, states)
            index = model.state_index(states.mask, states.upper, states.flag)
            for i in range(0, len(states), CHUNK):
                with np.errstate(invalid="ignore"):
                    mean, second = _turn_moments(
                        model, succ.part(i, i + CHUNK), shifted.part(i, i + CHUNK)
                    )
                spread[index[i : i + CHUNK]] = np.maximum(second - mean * mean, 0.0)
            done += len(states)
            if progress is not None:
                progress(done, total)
        same_card = model.state_index(copied.mask, 0, copied.flag)
        spread[model.state_index(copied.mask, copied.upper, copied.flag)] = spread[same_card]
    return spread


def _turn_moments(
    model: SolverModel, succ: Successors, shifted: Successors
) -> tuple[Floats, Floats]:
    """(mean, second moment) of the points still to come before a turn's first roll."""
    tables = model.dice
    best, second = final_roll_moments(model, succ, shifted)
    for _ in range(2):
        best, second = best_keep_moments(
            tables, tables.keep_values(best), tables.keep_values(second)
        )
    return tables.over_first_roll(best), tables.over_first_roll(second)


def final_roll_moments(
    model: SolverModel, succ: Successors, shifted: Successors
) -> tuple[Floats, Floats]:
    """(rolls, states): the mean of the best box for every roll (as `final_roll_values`) and
    the second moment of the points still to come when that box is written."""
    n = succ.lower.shape[1]
    best = np.full((model.dice.roll_count, n), -np.inf)
    second = np.zeros_like(best)
    for bit in np.flatnonzero(succ.is_open.any(axis=1)):
        mean, spread = box_moments(model, succ, shifted, int(bit))
        _take_better(best, second, mean, spread + mean * mean)
    if succ.is_joker is not None and succ.is_joker.any():
        for face, roll in enumerate(model.yahtzee_rolls):
            mean, moment = joker_moments(model, succ, shifted, face)
            best[roll] = np.where(succ.is_joker, mean, best[roll])
            second[roll] = np.where(succ.is_joker, moment, second[roll])
    return best, second


def box_moments(
    model: SolverModel, succ: Successors, shifted: Successors, bit: int
) -> tuple[Floats, Floats]:
    """(rolls, states): mean points to come and the next state's variance, writing box `bit`."""
    if bit < UPPER_BOXES:
        rows = model.face_counts[bit]
        mean = succ.upper[bit].take(rows, axis=0, mode="clip")
        return mean, shifted.upper[bit].take(rows, axis=0, mode="clip") - mean
    if bit == model.yahtzee_box and succ.yahtzee is not None and shifted.yahtzee is not None:
        rows = model.roll_is_yahtzee
        mean = succ.yahtzee.take(rows, axis=0, mode="clip")
        return mean, shifted.yahtzee.take(rows, axis=0, mode="clip") - mean
    points = model.score_columns[bit]
    return points + succ.lower[bit][None, :], np.broadcast_to(
        (shifted.lower[bit] - succ.lower[bit])[None, :],
        (model.dice.roll_count, len(succ.lower[bit])),
    )


def joker_moments(
    model: SolverModel, succ: Successors, shifted: Successors, face: int
) -> tuple[Floats, Floats]:
    """(states,): mean and second moment of a Yahtzee of `face` (0-5) played as a Joker, the
    box chosen as `_joker_values` chooses it: the best mean the Joker's rules allow."""
    assert succ.joker is not None
    best = np.full(succ.lower.shape[1], -np.inf)
    spread = np.zeros_like(best)
    for option in joker_options(model, succ, shifted, face):
        _take_better(best, spread, np.where(option.allowed, option.mean, -np.inf), option.spread)
    # The mean is `_joker_values`' (the +100 bonus included); the bonus moves no variance.
    mean = succ.joker[face]
    return mean, spread + mean * mean


@dataclass(frozen=True)
class JokerOption:
    """A box a Yahtzee may take as a Joker, for every state: points to come without any
    Yahtzee bonus, the next state's variance, and where the rules allow it."""

    mean: Floats
    spread: Floats
    allowed: npt.NDArray[np.bool_]


def joker_options(
    model: SolverModel, succ: Successors, shifted: Successors, face: int
) -> list[JokerOption]:
    """Every box a Yahtzee of `face` (0-5) may go to as a Joker (RULES.md): its own upper box
    when open (forced Joker: then only it), else a lower box at the Joker's points, else
    another upper box for 0 (forced: only when no lower box is open)."""
    roll = model.yahtzee_rolls[face]
    own_mean = succ.upper[face, model.dice.dice]
    own_open = np.isfinite(own_mean)
    forced = model.joker == JOKER_FORCED
    lower = []
    for bit in range(UPPER_BOXES, model.boxes):
        if bit == model.yahtzee_box:
            continue
        after = succ.lower[bit]
        points = np.where(
            own_open, model.joker_scores[0][roll, bit], model.joker_scores[1][roll, bit]
        )
        lower.append(JokerOption(after + points, shifted.lower[bit] - after, np.isfinite(after)))
    lower_open = np.any([option.allowed for option in lower], axis=0)
    options = [JokerOption(own_mean, shifted.upper[face, model.dice.dice] - own_mean, own_open)]
    for option in lower:
        allowed = option.allowed & ~own_open if forced else option.allowed
        options.append(JokerOption(option.mean, option.spread, allowed))
    for bit in range(UPPER_BOXES):
        if model.other_faces[face, bit]:
            zero = succ.upper[bit, 0]
            allowed = np.isfinite(zero)
            if forced:
                allowed = allowed & ~own_open & ~lower_open
            options.append(JokerOption(zero, shifted.upper[bit, 0] - zero, allowed))
    return options


def _take_better(best: Floats, second: Floats, mean: Floats, moment: Floats) -> None:
    better = mean > best
    np.copyto(best, mean, where=better)
    np.copyto(second, moment, where=better)


def best_keep_moments(tables: DiceTables, keep_values: Floats, keep_seconds: Floats) -> Pair:
    """Every roll's value under its best keep (as `best_keep_values`) and that keep's second
    moment: (rolls, states) each."""
    best = keep_values[tables.level(0)]
    second = keep_seconds[tables.level(0)]
    for k in range(1, tables.dice + 1):
        level = keep_values[tables.level(k)]
        parents = tables.parents[k]
        result = best.take(parents[:, 0], axis=0, mode="clip")
        moment = second.take(parents[:, 0], axis=0, mode="clip")
        better = level > result
        np.copyto(result, level, where=better)
        np.copyto(moment, keep_seconds[tables.level(k)], where=better)
        for j in range(1, parents.shape[1]):
            rows = tables.parent_rows[k][j]
            candidate = best.take(parents[:rows, j], axis=0, mode="clip")
            better = candidate > result[:rows]
            np.copyto(result[:rows], candidate, where=better)
            np.copyto(
                moment[:rows], second.take(parents[:rows, j], axis=0, mode="clip"), where=better
            )
        best, second = result, moment
    return best, second
