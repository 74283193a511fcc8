"""Optimal solitaire play by backward induction over (filled boxes, upper total, Yahtzee flag).

`solve(model)` returns, for every state at the start of a turn, the expected points still to
come under optimal play. States are processed in layers by the number of filled boxes, from
the full card back to the empty one. Every state of a layer depends only on the layer after
it, so a whole block of states is one set of array operations:

1. what every box leads to (`successors`): points, bonuses and the value of the next state;
2. after the last roll (`final_roll_values`): the best box for each roll, with the Joker rule
   applied to the six Yahtzees;
3. with one roll left, then two (`turn_values`): the value of every keep, then of every roll
   under its best keep; before the first roll, the mean over the rolls.

Values are computed in float64 (the expected score must be exact to four decimals) and stored
in float32, which holds every state value to within 0.00002 points.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from yahtzee_tui.engine import JOKER_FORCED, JOKER_NONE
from yahtzee_tui.strategy.model import UPPER_BOXES, SolverModel, reachable_uppers

# States per chunk of the roll/keep steps: its arrays (keeps x chunk, float64) stay in a
# 1 MB L2 cache; above about 220 states a chunk runs twice as slow. Blocks amortise the
# per-box work of `successors`. (Threads do not help: the steps are too small to free the GIL.)
CHUNK = 200
BLOCK = 32 * CHUNK
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class StateBatch:
    """Columns of solver states."""

    mask: np.ndarray
    upper: np.ndarray
    flag: np.ndarray

    def __len__(self) -> int:
        return len(self.mask)

    def part(self, start: int, stop: int) -> StateBatch:
        return StateBatch(self.mask[start:stop], self.upper[start:stop], self.flag[start:stop])

    def take(self, columns: np.ndarray) -> StateBatch:
        return StateBatch(self.mask[columns], self.upper[columns], self.flag[columns])


def layer_states(model: SolverModel, filled: int) -> tuple[StateBatch, StateBatch]:
    """Every reachable state with `filled` boxes filled, grouped by mask: (solved, copied).

    When the open upper boxes cannot lift the upper total to the bonus any more, the total no
    longer matters: such states are not solved but copied from the same card with total 0.
    """
    masks = np.arange(1 << model.boxes, dtype=np.int64)
    popcount = np.zeros_like(masks)
    for bit in range(model.boxes):
        popcount += masks >> bit & 1
    masks = masks[popcount == filled]
    reach = reachable_uppers(model)[masks & ((1 << UPPER_BOXES) - 1)]
    which, upper = np.nonzero(reach)
    mask = masks[which]
    flag = np.zeros_like(mask)
    if model.flags == 2:
        # The flag can only be set once the Yahtzee box is filled.
        with_box = (mask >> model.yahtzee_box & 1) == 1
        mask = np.concatenate([mask, mask[with_box]])
        upper = np.concatenate([upper, upper[with_box]])
        flag = np.concatenate([flag, np.ones(int(with_box.sum()), dtype=np.int64)])
        order = np.argsort(mask, kind="stable")
        mask, upper, flag = mask[order], upper[order], flag[order]
    upper = upper.astype(np.int64)
    most = np.zeros_like(mask)
    for face in range(1, UPPER_BOXES + 1):
        most += (mask >> (face - 1) & 1 ^ 1) * face * model.dice.dice
    copied = (upper > 0) & (upper + most < model.threshold)
    solved = ~copied
    return (
        StateBatch(mask[solved], upper[solved], flag[solved]),
        StateBatch(mask[copied], upper[copied], flag[copied]),
    )


@dataclass(frozen=True)
class Successors:
    """What every box is worth to a batch of states: points, bonuses and the next state's value.

    Filled boxes are worth -inf.
    """

    is_open: np.ndarray  # (boxes, states)
    upper: np.ndarray  # (6, dice + 1, states): upper box of face f with c dice showing f
    lower: np.ndarray  # (boxes, states): next value, without the points (upper rows unused)
    yahtzee: np.ndarray | None  # (2, states): the Yahtzee box with 0 / with 50 (50 included)
    joker: np.ndarray | None  # (6, states): best value of the Yahtzee of each face as a Joker
    is_joker: np.ndarray | None  # (states,): the Yahtzee box is filled

    def part(self, start: int, stop: int) -> Successors:
        def cut(array: np.ndarray) -> np.ndarray:
            return np.ascontiguousarray(array[..., start:stop])

        def cut_if_any(array: np.ndarray | None) -> np.ndarray | None:
            return None if array is None else cut(array)

        return Successors(
            cut(self.is_open),
            cut(self.upper),
            cut(self.lower),
            cut_if_any(self.yahtzee),
            cut_if_any(self.joker),
            cut_if_any(self.is_joker),
        )


def successors(model: SolverModel, values: np.ndarray, states: StateBatch) -> Successors:
    """Successor values of every box for `states`, from the values of the later layers."""
    mask, upper, flag = states.mask, states.upper, states.flag
    cap, uppers, flags = model.threshold, model.uppers, model.flags
    bits = np.arange(model.boxes, dtype=np.int64)[:, None]
    is_open = (mask[None, :] >> bits & 1) == 0  # (boxes, states)
    next_mask = (mask[None, :] | (1 << bits)) * uppers
    # Upper boxes: face f, c dice showing it.
    faces = np.arange(1, UPPER_BOXES + 1)[:, None, None]
    points = faces * np.arange(model.dice.dice + 1)[None, :, None]  # (6, c, 1)
    total = upper[None, None, :] + points
    crossed = (upper < cap)[None, None, :] & (total >= cap)
    index = (next_mask[:UPPER_BOXES, None, :] + np.minimum(total, cap)) * flags + flag
    upper_values = values[index] + points + crossed * model.upper_bonus
    upper_values[~np.broadcast_to(is_open[:UPPER_BOXES, None, :], upper_values.shape)] = -np.inf
    lower_values = values[(next_mask + upper) * flags + flag].astype(np.float64, copy=False)
    lower_values[~is_open] = -np.inf
    yahtzee = joker = is_joker = None
    if model.yahtzee_box is not None:
        bit = model.yahtzee_box
        base = (next_mask[bit] + upper) * flags
        yahtzee = np.stack([values[base], values[base + 1] + 50]).astype(np.float64, copy=False)
        yahtzee[:, ~is_open[bit]] = -np.inf
        lower_values[bit] = yahtzee[0]
    if model.joker != JOKER_NONE:
        is_joker = ~is_open[model.yahtzee_box]
        joker = _joker_values(model, upper_values, lower_values, flag)
    return Successors(is_open, upper_values, lower_values, yahtzee, joker, is_joker)


def _joker_values(
    model: SolverModel, upper_values: np.ndarray, lower_values: np.ndarray, flag: np.ndarray
) -> np.ndarray:
    """(6, states): value of the Yahtzee of each face when the Yahtzee box is already filled.

    Forced Joker: its own upper box if open, else the best open lower box, else any open upper
    box for 0. Free Joker: the best open box, lower boxes at the engine's points (fixed values
    only once the own upper box is filled). The +100 goes with it either way.
    """
    faces = list(model.yahtzee_rolls)
    lower_bits = [b for b in range(UPPER_BOXES, model.boxes) if b != model.yahtzee_box]
    nxt = lower_values[lower_bits][None, :, :]  # (1, lower boxes, states)
    # The engine's points for each face's Yahtzee in each lower box, while the face's own
    # upper box is open and once it is filled: (6, lower boxes, 1).
    open_points = model.joker_scores[0][np.ix_(faces, lower_bits)][:, :, None]
    filled_points = model.joker_scores[1][np.ix_(faces, lower_bits)][:, :, None]
    own = upper_values[:, model.dice.dice]  # all dice in their own upper box: (6, states)
    own_open = np.isfinite(own)
    lower = np.where(own_open, (nxt + open_points).max(axis=1), (nxt + filled_points).max(axis=1))
    # Any other upper box, for 0.
    zero = np.broadcast_to(upper_values[None, :, 0], (UPPER_BOXES, *upper_values[:, 0].shape))
    other_upper = np.where(model.other_faces[:, :, None], zero, -np.inf).max(axis=1)
    if model.joker == JOKER_FORCED:
        value = np.where(own_open, own, np.where(np.isfinite(lower), lower, other_upper))
    else:
        value = np.maximum(np.maximum(own, lower), other_upper)
    values: np.ndarray = value + flag * model.yahtzee_bonus
    return values


def final_roll_values(
    model: SolverModel, succ: Successors, dtype: npt.DTypeLike = np.float64
) -> np.ndarray:
    """(rolls, states): for every roll, the best of points now plus expected points later.

    In `dtype`: float32 gives the float64 result rounded to single precision, bit for bit
    (each candidate is worked out in float64 and rounded once, and rounding keeps the order,
    so the best of the rounded candidates is the rounded best), with half the memory to sweep.
    """
    n = succ.lower.shape[1]
    best = np.full((model.dice.roll_count, n), -np.inf, dtype=dtype)
    candidate = np.empty_like(best)
    for bit in np.flatnonzero(succ.is_open.any(axis=1)):
        if bit < UPPER_BOXES:
            upper = succ.upper[bit].astype(dtype, copy=False)
            upper.take(model.face_counts[bit], axis=0, out=candidate, mode="clip")
        elif bit == model.yahtzee_box and succ.yahtzee is not None:
            yahtzee = succ.yahtzee.astype(dtype, copy=False)
            yahtzee.take(model.roll_is_yahtzee, axis=0, out=candidate, mode="clip")
        else:
            np.add(model.score_columns[bit], succ.lower[bit], out=candidate, casting="same_kind")
        np.maximum(best, candidate, out=best)
    if succ.joker is not None and succ.is_joker is not None and succ.is_joker.any():
        for face, r in enumerate(model.yahtzee_rolls):
            np.copyto(best[r], succ.joker[face], where=succ.is_joker, casting="same_kind")
    return best


def turn_values(model: SolverModel, final: np.ndarray) -> np.ndarray:
    """(states,): expected value before the first roll, from the final-roll values."""
    tables = model.dice
    one_left = tables.best_keep_values(tables.keep_values(final))
    two_left = tables.best_keep_values(tables.keep_values(one_left))
    return tables.over_first_roll(two_left)


def solve(model: SolverModel, progress: Progress | None = None) -> np.ndarray:
    """Expected points still to come at the start of a turn, for every state (float64).

    Indexed by `model.state_index(mask, upper, flag)`; unreachable states hold 0.
    `progress(done, total)` is called as blocks of states are finished.
    """
    values = np.zeros(model.state_count)
    layers = [layer_states(model, filled) for filled in range(model.boxes)]
    total = sum(len(solved) for solved, _ in layers)
    done = 0
    if progress is not None:
        progress(done, total)  # the build has begun: a bar or a line can say so at once
    for filled in range(model.boxes - 1, -1, -1):
        layer, copied = layers[filled]
        for start in range(0, len(layer), BLOCK):
            states = layer.part(start, start + BLOCK)
            succ = successors(model, values, states)
            index = model.state_index(states.mask, states.upper, states.flag)
            for i in range(0, len(states), CHUNK):
                part = succ.part(i, i + CHUNK)
                values[index[i : i + CHUNK]] = turn_values(model, final_roll_values(model, part))
            done += len(states)
            if progress is not None:
                progress(done, total)
        same_card = model.state_index(copied.mask, 0, copied.flag)
        values[model.state_index(copied.mask, copied.upper, copied.flag)] = values[same_card]
    return values
