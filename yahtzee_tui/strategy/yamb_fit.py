"""The Yamb expert's tables, fitted by self-play.

Rounds of self-played games (`yamb_selfplay`), each from a fixed seed:

1. the one-turn advisor plays; how many dice its upper rows end up with gives each column's
   chance of the upper bonus (`bonus_chances`, the rows taken as independent);
2. the one-turn advisor that also weighs that bonus plays; from its games, for every column,
   row and phase, the mean points a cell still open at that phase ends up with (its
   *expected* points) and again the bonus chances. These make the first expert tables:
   a FREE cell is valued against its expected points (a FREE cell left open will take a
   better result later, so a poor one is not worth spending it on), a CALL cell against a
   point half-way between par and its expected points, and the cells of DOWN, UP and MIDDLE
   against par (the next cell of an ordered column holds up every cell after it, so it is
   filled as soon as a fair result comes). The unknown factors of every middle result
   (MAX - MIN) x ones are taken at their expected points;
3. refinements: the expert plays with its tables, and the expected points and bonus chances
   of its own games move the tables half-way towards them (policy iteration, damped so that
   it settles rather than swings).

Sparse phases lean on the phase before them, and the first phase on par.

A table's house rules (`yamb_cards.layout`) are fitted the same way, with their own columns.
A HAND cell (any row, the first roll's dice only; its par is what a first roll alone brings) is
valued like a CALL cell, against a point half-way between par and its expected points: a HAND
cell left open to the end takes whatever first roll comes, so it is not a reserve like FREE
(measured in self-play of `jamb`: against its expected points it loses about 40 points a game,
against par about 18). A DIRECTED cell opens only when the player before names it; in
self-play one of its open cells is named at random each turn, and the cell is valued against
par, like the ordered columns: naming is the other player's choice, who names the cell that
costs most, so a fair result in it is taken when it comes (half-way to its expected points
measured the same). A BOTH ENDS cell, ordered, is valued against par like DOWN and UP.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from yahtzee_tui.engine.rules import yamb_house
from yahtzee_tui.strategy.yamb_cards import KOCKE, UPPER_ROWS, FloatArray, YambLayout
from yahtzee_tui.strategy.yamb_selfplay import SelfPlay, self_play
from yahtzee_tui.strategy.yamb_values import (
    YambValues,
    bonus_chances,
    needs,
    one_turn_values,
    phases,
)

# Columns valued against the points a cell of theirs still open ends up with.
RESERVE_KINDS = (yamb_house.FREE,)
# Columns valued against a point that far from par towards their expected points; every other
# column (DOWN, UP, MIDDLE, BOTH ENDS, DIRECTED) against par.
SHARED_KINDS = (yamb_house.ANNOUNCE, yamb_house.HAND)

# Cells seen in a phase count this many times less than the phase before them.
PRIOR_WEIGHT = 20.0
CALL_SHARE = 0.5  # how far a CALL (HAND) cell's reference moves from par to its expected points
MOST_DICE = 6


STEP = 0.5  # how far a refinement moves the tables towards what the expert's games show


@dataclass(frozen=True)
class FitPlan:
    """How the tables are fitted: games per round, refinements, and the seed of the first."""

    first_round: int = 128
    second_round: int = 128
    refinements: int = 2
    refinement_games: int = 256
    seed: int = 20_240_613

    @property
    def games(self) -> int:
        return self.first_round + self.second_round + self.refinements * self.refinement_games


FULL_PLAN = FitPlan()
Progress = Callable[[int, int], None]


def fit_expert(
    plan: FitPlan = FULL_PLAN, progress: Progress | None = None, where: YambLayout = KOCKE
) -> YambValues:
    """Play every round of self-play and return the expert's tables for the table `where`."""
    one_turn = one_turn_values(where)
    par = one_turn.expected
    played = 0

    def play(values: YambValues, games: int, seed: int) -> SelfPlay:
        nonlocal played

        def update(turns: int, all_turns: int) -> None:
            if progress is not None:
                progress(played + games * turns // max(all_turns, 1), plan.games)

        result = self_play(values, games, seed, update)
        played += games
        return result

    width = needs(where)
    first = play(one_turn, plan.first_round, plan.seed)
    _, counts = fit_cells(first, par)
    bonus_aware = YambValues(one_turn.reference, par, bonus_chances(counts, width), where)
    expected, counts = fit_cells(play(bonus_aware, plan.second_round, plan.seed + 1), par)
    values = _expert(par, expected, expected, counts, where)
    for round_ in range(plan.refinements):
        games = play(values, plan.refinement_games, plan.seed + 2 + round_)
        seen, counts = fit_cells(games, par)
        free_reference = values.reference + STEP * (seen - values.reference)
        expected = values.expected + STEP * (seen - values.expected)
        values = _expert(par, free_reference, expected, counts, where)
    return values


def _expert(
    par: FloatArray,
    free_reference: FloatArray,
    expected: FloatArray,
    counts: FloatArray,
    where: YambLayout,
) -> YambValues:
    """The expert's tables: FREE cells against `free_reference`, CALL and HAND cells half-way
    from par to their expected points, the other columns against par."""
    reference = par.copy()
    for column, kind in enumerate(where.kinds):
        if kind in RESERVE_KINDS:
            reference[column] = free_reference[column]
        elif kind in SHARED_KINDS:
            reference[column] += CALL_SHARE * (expected[column] - par[column])
    return YambValues(reference, expected, bonus_chances(counts, needs(where)), where)


def fit_cells(games: SelfPlay, prior: FloatArray) -> tuple[FloatArray, FloatArray]:
    """From finished games: the expected points of every cell still open at each phase,
    (columns, rows, phases), and how many dice each upper row ends up with,
    (columns, upper rows, phases, 0..6 dice) as chances.

    A phase's estimate leans on the one before it (`PRIOR_WEIGHT` cells' worth), the first
    phase's on `prior` and on an even spread of counts.
    """
    where = games.cards.layout
    count = phases(where)
    points = games.cards.points.astype(np.float64)
    upper_counts = games.cards.points[:, :, :UPPER_ROWS] // np.arange(1, UPPER_ROWS + 1)
    expected = np.empty((where.column_count, where.row_count, count))
    counts = np.empty((where.column_count, UPPER_ROWS, count, MOST_DICE + 1))
    earlier_expected = prior[:, :, 0]
    earlier_counts = np.full(counts.shape[:2] + counts.shape[3:], 1.0 / (MOST_DICE + 1))
    for phase in range(count):
        still_open = games.turn_filled >= phase * where.column_count
        seen = still_open.sum(axis=0)
        total = (points * still_open).sum(axis=0)
        expected[:, :, phase] = (total + PRIOR_WEIGHT * earlier_expected) / (seen + PRIOR_WEIGHT)
        open_upper = still_open[:, :, :UPPER_ROWS]
        for dice in range(MOST_DICE + 1):
            tally = ((upper_counts == dice) & open_upper).sum(axis=0)
            counts[:, :, phase, dice] = tally + PRIOR_WEIGHT * earlier_counts[:, :, dice]
        counts[:, :, phase] /= counts[:, :, phase].sum(axis=2, keepdims=True)
        earlier_expected = expected[:, :, phase]
        earlier_counts = counts[:, :, phase]
    return expected, counts
