"""The win level's moves (Yahtzee and Yatzy): the most likely win, each card's final total
taken as a normal distribution.

From any state the points still to come under the points-optimal policy have a mean (the
solver's table) and a variance (`spread`). A card's final total is taken as a normal with
that mean and variance: for the player, after each box it could write; for the others, from
their cards as they stand (the best of several by Clark's moment matching). A box is worth the
chance that the player's total ends above the best other's, Φ((mine - theirs) / spread of
both); the turn's holds are the solver's steps over those chances (the mean over each keep's
rolls, the best keep for each roll). Once every card's total is known (the player's last box,
the others finished) the chance is exact: 1 ahead, 1/2 level, 0 behind. Between options of the
same chance, the points decide (a game already won or lost).

This follows Pawlewicz's heuristic for multi-player Yahtzee ("A Nearly Optimal Computer Player
in Multi-player Yahtzee", 2010): the single-player tables' mean and spread, weighed as normal
distributions. A decision is one solver column, a few milliseconds, so the level plays at once
and whole matches can be simulated by the hundred thousand (`win_matches`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Protocol

import numpy as np
import numpy.typing as npt

from yahtzee_tui.strategy import normal
from yahtzee_tui.strategy.cache import solver_table
from yahtzee_tui.strategy.model import SolverModel
from yahtzee_tui.strategy.playouts import box_worth
from yahtzee_tui.strategy.solver import StateBatch, Successors, successors
from yahtzee_tui.strategy.spread import box_moments, joker_options
from yahtzee_tui.strategy.spread_table import spread_table

Floats = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]
# Points break ties between equal chances: a point is worth far less than any chance the
# interpolated distribution can tell apart (1e-7), however many points are at stake.
POINTS_WEIGHT = 1e-12


@dataclass(frozen=True, eq=False)
class WinTables:
    """What the win level reads for a rule set: the solver's means and the spread table."""

    model: SolverModel
    values: npt.NDArray[np.float32]
    spread: npt.NDArray[np.float32]
    shifted: Floats  # values + spread: successors over it differ from the means' by the spread


@cache
def win_tables(rules_id: str) -> WinTables:
    table = solver_table(rules_id)
    spread = spread_table(rules_id)
    return WinTables(table.model, table.values, spread, table.values.astype(np.float64) + spread)


def card_outlook(tables: WinTables, cards: Sequence[IntArray]) -> tuple[Floats, Floats]:
    """(mean, variance) of the final total of each card (mask, upper, flag, total arrays)."""
    mask, upper, flag, total = cards
    index = tables.model.state_index(mask, upper, flag)
    mean: Floats = total.astype(np.float64) + tables.values[index]
    return mean, tables.spread[index].astype(np.float64)


def best_of(means: Sequence[Floats], variances: Sequence[Floats]) -> tuple[Floats, Floats]:
    """The best of independent normal totals, as one normal with its mean and variance (Clark,
    "The greatest of a finite set of random variables", 1961); exact when the spreads are 0."""
    mean, variance = means[0], variances[0]
    for other_mean, other_variance in zip(means[1:], variances[1:], strict=True):
        spread = np.sqrt(variance + other_variance)
        tied = spread == 0
        alpha = (mean - other_mean) / np.where(tied, 1.0, spread)
        ahead, behind, density = normal.cdf(alpha), normal.cdf(-alpha), normal.pdf(alpha)
        new_mean = mean * ahead + other_mean * behind + spread * density
        second = (
            (mean * mean + variance) * ahead
            + (other_mean * other_mean + other_variance) * behind
            + (mean + other_mean) * spread * density
        )
        new_variance = np.maximum(second - new_mean * new_mean, 0.0)
        mean = np.where(tied, np.maximum(mean, other_mean), new_mean)
        variance = np.where(tied, 0.0, new_variance)
    return mean, variance


@dataclass(frozen=True)
class Rival:
    """Per column: the best other final total, as a normal; and the player's points so far."""

    mean: Floats
    variance: Floats
    total: Floats


def chance(rival: Rival, to_come: Floats, variance: Floats) -> Floats:
    """The worth of an option: the chance of ending ahead, with the points to come (points now
    plus the next state's mean) as the tie-break; -inf for a closed box (`to_come` -inf)."""
    mine = rival.total + to_come
    ahead = mine - rival.mean
    spread = np.sqrt(
        np.maximum(np.where(np.isfinite(to_come), variance, 0.0), 0.0) + rival.variance
    )
    exact = spread == 0
    with np.errstate(invalid="ignore", divide="ignore"):
        z = np.where(exact, np.sign(ahead) * np.inf, ahead / np.where(exact, 1.0, spread))
    worth = normal.cdf(np.where(np.isnan(z), 0.0, z)) + POINTS_WEIGHT * to_come
    result: Floats = np.where(np.isfinite(to_come), worth, -np.inf)
    return result


@dataclass(frozen=True)
class WinTurn:
    """One turn's policy for a batch of columns: what each hold is worth with one roll left
    and with two (keeps, n), and the successors the box is chosen from."""

    succ: Successors
    shifted: Successors
    one_left: Floats
    two_left: Floats
    rival: Rival
    flag: IntArray


def win_turn(tables: WinTables, states: StateBatch, rival: Rival) -> WinTurn:
    model = tables.model
    succ = successors(model, tables.values, states)
    shifted = successors(model, tables.shifted, states)
    with np.errstate(invalid="ignore"):
        final = _final_roll_chances(tables, succ, shifted, rival, states.flag)
    one_left, two_left = model.dice.hold_tables(final)
    return WinTurn(succ, shifted, one_left, two_left, rival, states.flag)


def _final_roll_chances(
    tables: WinTables, succ: Successors, shifted: Successors, rival: Rival, flag: IntArray
) -> Floats:
    """(rolls, n): every roll's worth under its best box."""
    model = tables.model
    best = np.full((model.dice.roll_count, len(flag)), -np.inf)
    for bit in np.flatnonzero(succ.is_open.any(axis=1)):
        mean, variance = box_moments(model, succ, shifted, int(bit))
        np.maximum(best, chance(rival, mean, variance), out=best)
    if succ.is_joker is not None and succ.is_joker.any():
        bonus = flag * model.yahtzee_bonus
        for face, roll in enumerate(model.yahtzee_rolls):
            worth = np.full(len(flag), -np.inf)
            for option in joker_options(model, succ, shifted, face):
                mean = np.where(option.allowed, option.mean + bonus, -np.inf)
                np.maximum(worth, chance(rival, mean, option.spread), out=worth)
            best[roll] = np.where(succ.is_joker, worth, best[roll])
    return best


class Holds(Protocol):
    """A turn's policy for a batch of columns: what each hold is worth (keeps, n)."""

    @property
    def one_left(self) -> Floats: ...

    @property
    def two_left(self) -> Floats: ...


def best_keeps(
    turn: Holds, model: SolverModel, rolls: IntArray, rolls_left: IntArray
) -> npt.NDArray[np.intp]:
    """Each column's best keep inside its roll with 1 or 2 rolls left."""
    values = np.where(rolls_left[None, :] >= 2, turn.two_left, turn.one_left)
    return model.dice.best_keeps(values, rolls)


def best_boxes(
    turn: WinTurn, model: SolverModel, rolls: IntArray, mask: IntArray
) -> tuple[IntArray, IntArray, IntArray]:
    """Each column's box for its final roll: (box, points, Yahtzee bonus)."""
    columns = np.arange(len(rolls))
    worth, points, bonus = box_worth(model, turn.succ, rolls, mask, turn.flag, columns)
    shifted, _, _ = box_worth(model, turn.shifted, rolls, mask, turn.flag, columns)
    with np.errstate(invalid="ignore"):
        chances = chance(turn.rival, worth + bonus, shifted - worth)
    box: IntArray = np.argmax(chances, axis=0)
    return box, points[columns, box], bonus
