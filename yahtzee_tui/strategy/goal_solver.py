"""Exact play for a goal of the final total, from one position: reach a target, win a table.

A goal is a *utility* of the final total: 1 at or above a target T and 0 below it, or the
share of the win a total takes against the opponents' final totals. `solve_goal` maximises
the expected utility from a position (a card and the points on it) over the states the open
boxes can reach: a state is the solver's (filled boxes, upper total, Yahtzee-50 flag) plus the
points gained since the position, so each solver state holds a row of values, one per gain.

The steps are the points solver's (`solver`), on columns that are (state, gain) pairs: what
every box leads to, the best box for each roll, then the keeps with one roll left and two,
then the mean over the first roll. Writing x points moves a column's gain to gain + x, so a
box's successor is the later state's row shifted by its points. Gains at or above the last
index of the utility are all worth its last value (the utility is flat from there: a gain
never shrinks), and an upper total that can no longer change the bonus (reached, or out of
reach of the open upper boxes) is stored as the threshold, which merges those states.

Every step is elementwise IEEE arithmetic in a fixed order (no BLAS sums), so the values are
the same bits on every processor.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from yahtzee_tui.engine import JOKER_FORCED, JOKER_NONE
from yahtzee_tui.strategy.model import UPPER_BOXES, SolverModel

Progress = Callable[[int, int], None]
Floats = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]
# (state, gain) columns worked out together: keeps x columns float64 arrays of a few MB.
COLUMNS = 512


@dataclass(frozen=True, eq=False)
class GoalTable:
    """Expected utility at the start of a turn, for every state reachable from one position."""

    model: SolverModel
    utility: Floats  # (L,) by points gained since the position; flat from L - 1 on
    lookup: npt.NDArray[np.int32]  # (model.state_count,) row of a state, -1 when unreachable
    values: Floats  # (rows, L)

    def row(self, mask: int, upper: int, flag: int) -> int:
        upper = settled_upper(self.model, mask, upper)
        row = int(self.lookup[self.model.state_index(mask, upper, flag)])
        if row < 0:
            raise ValueError(f"state {mask:#x}/{upper}/{flag} is not reachable from the position")
        return row

    def value(self, mask: int, upper: int, flag: int, gained: int) -> float:
        """Expected utility at the start of a turn of the state, `gained` points since the
        position."""
        if mask == self.model.full_mask:
            return float(self.utility[min(gained, len(self.utility) - 1)])
        return float(self.values[self.row(mask, upper, flag), min(gained, len(self.utility) - 1)])


def settled_upper(model: SolverModel, mask: int, upper: int) -> int:
    """The upper total as the goal solver stores it: the threshold once the bonus is settled
    (reached, or out of reach of the open upper boxes)."""
    most = sum(face * model.dice.dice for face in range(1, 7) if not mask >> (face - 1) & 1)
    if upper >= model.threshold or upper + most < model.threshold:
        return model.threshold
    return upper


def box_most(model: SolverModel) -> IntArray:
    """(boxes,) the most points each box can take, Joker values included."""
    most: IntArray = np.maximum(model.scores.max(axis=0), model.joker_scores.max(axis=(0, 1)))
    return most.astype(np.int64)


def most_gain(
    model: SolverModel, masks: IntArray, flags: IntArray, since: int | IntArray
) -> IntArray:
    """The most points the boxes of `masks` that are not in `since` can bring (bonuses
    included): with `since` the full card, what the open boxes can still bring."""
    most = box_most(model)
    gain = np.zeros_like(masks)
    count = np.zeros_like(masks)
    upper = np.zeros_like(masks, dtype=bool)
    for bit in range(model.boxes):
        added = (masks >> bit & 1 == 1) & (since >> bit & 1 == 0)
        gain += added * most[bit]
        count += added
        if bit < UPPER_BOXES:
            upper |= added
    gain += upper * model.upper_bonus
    if model.yahtzee_box is not None:
        bonus_possible = (flags == 1) | (since >> model.yahtzee_box & 1 == 0)
        gain += bonus_possible * count * model.yahtzee_bonus
    return gain


def flat_ends(curve: Floats) -> tuple[int, int]:
    """(first index where the curve leaves its first value, last index where it still
    differs from its last): below the first and from one past the last it is flat."""
    moving_low = np.flatnonzero(curve != curve[0])
    moving_high = np.flatnonzero(curve != curve[-1])
    low = int(moving_low[0]) if len(moving_low) else len(curve)
    high = int(moving_high[-1]) + 1 if len(moving_high) else 0
    return low, high


def _states(model: SolverModel, mask: int, upper: int, flag: int) -> tuple[IntArray, ...]:
    """Every state the position can reach: (mask, stored upper, flag) columns, sorted by mask."""
    open_bits = [bit for bit in range(model.boxes) if not mask >> bit & 1]
    rows: set[tuple[int, int, int]] = set()
    for subset in range(1 << len(open_bits)):
        added = [bit for i, bit in enumerate(open_bits) if subset >> i & 1]
        next_mask = mask | sum(1 << bit for bit in added)
        totals = {upper}
        for bit in added:
            if bit < UPPER_BOXES:
                step = bit + 1
                totals = {min(model.threshold, t + step * c) for t in totals for c in range(6)}
        uppers = {settled_upper(model, next_mask, t) for t in totals}
        flags = {flag}
        if model.flags == 2 and model.yahtzee_box in added:
            flags = {0, 1}
        rows.update((next_mask, u, f) for u in uppers for f in flags)
    ordered = sorted(rows)
    return tuple(np.array([row[i] for row in ordered], dtype=np.int64) for i in range(3))


def solve_goal(
    model: SolverModel,
    mask: int,
    upper: int,
    flag: int,
    utility: npt.ArrayLike,
    progress: Progress | None = None,
) -> GoalTable:
    """The best expected utility from every state the position (`mask`, `upper`, `flag`) can
    reach, for every gain since it. `utility[g]` is what the game ending `g` points above the
    position is worth; from the last index on it stays at the last value."""
    curve = np.asarray(utility, dtype=np.float64)
    if curve.ndim != 1 or len(curve) == 0 or not np.isfinite(curve).all():
        raise ValueError("the utility is a non-empty row of finite numbers")
    # Gains beyond what the open boxes can bring never happen, and from where the utility is
    # flat on, every gain is worth its last value: cut the row there.
    whole = (1 << model.boxes) - 1
    reach = int(most_gain(model, np.array([whole]), np.array([flag]), mask)[0])
    curve = curve[: min(reach, flat_ends(curve)[1]) + 1].copy()
    width = len(curve)
    masks, uppers, flags = _states(model, mask, settled_upper(model, mask, upper), flag)
    lookup = np.full(model.state_count, -1, dtype=np.int32)
    lookup[model.state_index(masks, uppers, flags)] = np.arange(len(masks), dtype=np.int32)
    filled = np.zeros_like(masks)
    for bit in range(model.boxes):
        filled += masks >> bit & 1
    # Each state's gains worth working out: from the least that can still leave the flat low
    # end of the utility to the most it can have gained, short of the flat high end. Outside
    # them a state is worth the end's value exactly.
    rest = most_gain(model, np.full_like(masks, whole), flags, masks)
    low = np.maximum(0, flat_ends(curve)[0] - rest)
    high = np.minimum(width - 2, most_gain(model, masks, flags, mask))
    high[filled == model.boxes] = -1
    gains = np.arange(width)[None, :]
    values = np.where(gains < low[:, None], curve[0], curve[-1])
    full = filled == model.boxes
    values[full] = curve
    table = GoalTable(model, curve, lookup, values)
    todo = np.flatnonzero(~full & (low <= high))
    done = 0
    if progress is not None:
        progress(done, len(todo))
    for layer in range(model.boxes - 1, -1, -1):
        rows = todo[filled[todo] == layer]
        start = 0
        while start < len(rows):
            # As many states as make about COLUMNS columns over their joint window.
            stop = start + 1
            a, b = low[rows[start]], high[rows[start]]
            while stop < len(rows):
                a2, b2 = min(a, low[rows[stop]]), max(b, high[rows[stop]])
                if (stop + 1 - start) * (b2 - a2 + 1) > COLUMNS:
                    break
                a, b, stop = a2, b2, stop + 1
            part = rows[start:stop]
            window = np.arange(a, b + 1)
            final = final_roll_goal(table, masks[part], uppers[part], flags[part], window)
            values[part, a : b + 1] = _turn_values(model, final).reshape(len(part), len(window))
            done += len(part)
            start = stop
            if progress is not None:
                progress(done, len(todo))
    return table


def _turn_values(model: SolverModel, final: Floats) -> Floats:
    tables = model.dice
    flat = final.reshape(final.shape[0], -1)
    one_left = tables.best_keep_values(tables.keep_values(flat))
    two_left = tables.best_keep_values(tables.keep_values(one_left))
    return tables.over_first_roll(two_left)


def _shifted(table: GoalTable, rows: IntArray, gain: IntArray, gains: IntArray) -> Floats:
    """(states, gains): each state's later row `rows` read `gain` points further on."""
    width = len(table.utility)
    at = np.minimum(gains[None, :] + gain[:, None], width - 1)
    result: Floats = table.values[rows[:, None], at]
    return result


def _next_rows(table: GoalTable, masks: IntArray, uppers: IntArray, flags: IntArray) -> IntArray:
    model = table.model
    most = np.zeros_like(masks)
    for face in range(1, UPPER_BOXES + 1):
        most += (masks >> (face - 1) & 1 ^ 1) * face * model.dice.dice
    settled = (uppers >= model.threshold) | (uppers + most < model.threshold)
    stored = np.where(settled, model.threshold, uppers)
    rows: IntArray = table.lookup[model.state_index(masks, stored, flags)].astype(np.int64)
    return rows


def final_roll_goal(
    table: GoalTable, masks: IntArray, uppers: IntArray, flags: IntArray, gains: IntArray
) -> Floats:
    """(rolls, states, gains): for every roll after the last, the best box's expected utility
    at each of `gains` points gained so far."""
    model = table.model
    n, width = len(masks), len(gains)
    rolls = model.dice.roll_count
    best = np.full((rolls, n, width), -np.inf)
    is_open = (masks[None, :] >> np.arange(model.boxes)[:, None] & 1) == 0  # (boxes, n)
    upper_worth = _upper_worth(table, masks, uppers, flags, is_open, gains)
    for face in range(UPPER_BOXES):
        if is_open[face].any():
            np.maximum(best, upper_worth[face][model.face_counts[face]], out=best)
    lower_worth = {}
    for bit in range(UPPER_BOXES, model.boxes):
        if not is_open[bit].any():
            continue
        nxt = _next_rows(table, masks | 1 << bit, uppers, flags)
        if bit == model.yahtzee_box:
            with_flag = flags | (model.flags == 2)
            points = (np.zeros(n, dtype=np.int64), np.full(n, 50, dtype=np.int64))
            nxts = (nxt, _next_rows(table, masks | 1 << bit, uppers, with_flag))
            by_roll = model.roll_is_yahtzee
            shifted = np.stack(
                [_shifted(table, r, p, gains) for r, p in zip(nxts, points, strict=True)]
            )
        else:
            distinct, by_roll = np.unique(model.scores[:, bit], return_inverse=True)
            shifted = np.stack([_shifted(table, nxt, np.full(n, x), gains) for x in distinct])
        shifted[:, ~is_open[bit]] = -np.inf
        lower_worth[bit] = shifted
        np.maximum(best, shifted[by_roll], out=best)
    if model.joker != JOKER_NONE:
        _apply_jokers(table, best, masks, uppers, flags, is_open, gains)
    return best


def _upper_worth(
    table: GoalTable,
    masks: IntArray,
    uppers: IntArray,
    flags: IntArray,
    is_open: np.ndarray,
    gains: IntArray,
) -> Floats:
    """(6, dice + 1, states, gains): the upper box of each face with c dice showing it."""
    model = table.model
    n, width = len(masks), len(gains)
    worth = np.full((UPPER_BOXES, model.dice.dice + 1, n, width), -np.inf)
    for face in range(UPPER_BOXES):
        if not is_open[face].any():
            continue
        for count in range(model.dice.dice + 1):
            points = (face + 1) * count
            after = np.minimum(model.threshold, uppers + points)
            crossed = (uppers < model.threshold) & (after >= model.threshold)
            nxt = _next_rows(table, masks | 1 << face, after, flags)
            gain = points + crossed * model.upper_bonus
            part = worth[face, count]
            part[is_open[face]] = _shifted(table, nxt[is_open[face]], gain[is_open[face]], gains)
    return worth


def _apply_jokers(
    table: GoalTable,
    best: Floats,
    masks: IntArray,
    uppers: IntArray,
    flags: IntArray,
    is_open: np.ndarray,
    gains: IntArray,
) -> None:
    """Re-rate the Yahtzee rolls of the states whose Yahtzee box is filled: a Joker.

    Forced: its own upper box if open, else the best open lower box, else any open upper box
    for 0. Free: the best open box, lower boxes at the engine's Joker points. The Yahtzee
    bonus goes with it either way (when the Yahtzee box holds 50).
    """
    model = table.model
    joker = ~is_open[model.yahtzee_box]
    if not joker.any():
        return
    rows = np.flatnonzero(joker)
    m, u, f = masks[rows], uppers[rows], flags[rows]
    bonus = f * model.yahtzee_bonus
    lower_bits = [b for b in range(UPPER_BOXES, model.boxes) if b != model.yahtzee_box]
    for face in range(UPPER_BOXES):
        roll = model.yahtzee_rolls[face]
        own_open = is_open[face, rows]
        own = _with_bonus(table, m | 1 << face, u, f, face, bonus, own_open, gains)
        lower = np.full((len(rows), len(gains)), -np.inf)
        for bit in lower_bits:
            here = is_open[bit, rows]
            if not here.any():
                continue
            nxt = _next_rows(table, m | 1 << bit, u, f)
            points = np.where(
                own_open,
                model.joker_scores[0, roll, bit],
                model.joker_scores[1, roll, bit],
            )
            worth = _shifted(table, nxt, points + bonus, gains)
            worth[~here] = -np.inf
            np.maximum(lower, worth, out=lower)
        other = np.full_like(lower, -np.inf)
        for bit in range(UPPER_BOXES):
            if bit == face:
                continue
            here = is_open[bit, rows]
            if here.any():
                worth = _shifted(table, _next_rows(table, m | 1 << bit, u, f), bonus, gains)
                worth[~here] = -np.inf
                np.maximum(other, worth, out=other)
        if model.joker == JOKER_FORCED:
            lower_open = np.isfinite(lower[:, :1])
            value = np.where(own_open[:, None], own, np.where(lower_open, lower, other))
        else:
            value = np.maximum(np.maximum(own, lower), other)
        best[roll, rows] = value


def _with_bonus(
    table: GoalTable,
    masks: IntArray,
    uppers: IntArray,
    flags: IntArray,
    face: int,
    bonus: IntArray,
    own_open: np.ndarray,
    gains: IntArray,
) -> Floats:
    """The Joker in its own upper box: its points, any upper bonus crossed, the Yahtzee bonus."""
    model = table.model
    points = (face + 1) * model.dice.dice
    after = np.minimum(model.threshold, uppers + points)
    crossed = (uppers < model.threshold) & (after >= model.threshold)
    gain = points + crossed * model.upper_bonus + bonus
    worth = _shifted(table, _next_rows(table, masks, after, flags), gain, gains)
    worth[~own_open] = -np.inf
    return worth
