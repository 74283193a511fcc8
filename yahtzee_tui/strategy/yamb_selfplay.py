"""Many solitaire Yamb games at once under a `YambValues` table, for fitting the expert's tables.

All games of a chunk play turn by turn together, with the advisor's own steps done on whole
arrays: the value of every roll in every open cell, the best holds for one and two rolls left,
and right after the first roll whether a call is worth more than playing on (a card with only
CALL cells left must call). Dice come from one seeded NumPy generator, so a seed always gives
the same games. What was written where, and on which turn, is kept for the fit.

A table's house rules play along (`values.layout`): a turn may end after any roll (holding
every die), and a result scores by the roll it came in (KENTA by roll) and in a HAND column
only after the first roll. A DIRECTED column opens only the cell the player before names:
alone at the table, the games name one of its open cells at random each turn (from the same
generator), so a DIRECTED cell is valued like a FREE cell that is open a turn now and then.

This is the advisor's policy on arrays, not the game model: the game's own rules are checked
on the finished cards by the tests (every column order kept, every total as the engine adds).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from yahtzee_tui.strategy.batch_dice import BatchDice
from yahtzee_tui.strategy.tables import dice_tables
from yahtzee_tui.strategy.yamb_cards import (
    YAMB,
    BoolArray,
    Cards,
    FloatArray,
    IntArray,
)
from yahtzee_tui.strategy.yamb_holds import best_by_row, call_holds, distinct_holds, roll_values
from yahtzee_tui.strategy.yamb_values import (
    YambValues,
    phase_of,
)

GAMES_PER_CHUNK = 128
Progress = Callable[[int, int], None]  # (turns played, turns in all)


@dataclass(frozen=True, eq=False)
class SelfPlay:
    """Finished games: their cards and the turn (0-based) each cell was filled on."""

    cards: Cards
    turn_filled: IntArray  # (games, columns, rows)

    @property
    def scores(self) -> IntArray:
        scores: IntArray = self.cards.column_totals().sum(axis=1)
        return scores


def self_play(
    values: YambValues, games: int, seed: int, progress: Progress | None = None
) -> SelfPlay:
    """Play `games` solitaire games under `values`, in chunks."""
    rng = np.random.default_rng(seed)
    dice = BatchDice(dice_tables(YAMB.dice))
    turns = values.layout.turns
    parts: list[SelfPlay] = []
    for start in range(0, games, GAMES_PER_CHUNK):
        count = min(GAMES_PER_CHUNK, games - start)
        parts.append(
            _play_chunk(
                values, count, rng, dice, _chunk_steps(progress, start, count, games, turns)
            )
        )
    if progress is not None:
        progress(games * turns, games * turns)
    return SelfPlay(
        Cards(
            np.concatenate([part.cards.points for part in parts]),
            np.concatenate([part.cards.filled for part in parts]),
            values.layout,
        ),
        np.concatenate([part.turn_filled for part in parts]),
    )


def _chunk_steps(
    progress: Progress | None, start: int, count: int, games: int, turns: int
) -> Callable[[int], None]:
    """Report the turns played so far, in all chunks, as a chunk of `count` games plays on."""

    def step(turn: int) -> None:
        if progress is not None:
            progress(start * turns + turn * count, games * turns)

    return step


def _play_chunk(
    values: YambValues,
    count: int,
    rng: np.random.Generator,
    dice: BatchDice,
    step: Callable[[int], None],
) -> SelfPlay:
    cards = Cards.empty(count, values.layout)
    turn_filled = np.full(cards.points.shape, -1, dtype=np.int64)
    play_turns(values, cards, 0, rng, dice, step, turn_filled)
    step(values.layout.turns)
    return SelfPlay(cards, turn_filled)


@dataclass(frozen=True)
class YambOpening:
    """A turn under way in every game: the roll on the table, which roll it was (1-3), the
    CALL row announced (a row index) and the faces held (kept by the next reroll)."""

    roll: int
    rolls_used: int
    called: int | None = None
    held: tuple[int, ...] = ()


def play_turns(
    values: YambValues,
    cards: Cards,
    first_turn: int,
    rng: np.random.Generator,
    dice: BatchDice,
    step: Callable[[int], None] | None = None,
    turn_filled: IntArray | None = None,
    opening: YambOpening | None = None,
    named: int | None = None,
) -> None:
    """Play every card (all with `first_turn` cells filled) to the end, filling `cards`.

    `opening` is where the first of these turns stands, when it is under way; `named` the
    DIRECTED row named for it (a row index), when one is.
    """
    where = values.layout
    tables = dice_tables(YAMB.dice)
    count = len(cards)
    games = np.arange(count)
    nothing_held = np.zeros(count, dtype=np.intp)
    whole = tables.level_start[YAMB.dice]  # keep index of a whole roll: whole + roll index
    call = where.call
    for turn in range(first_turn, where.turns):
        if step is not None:
            step(turn)
        lookup = values.lookup(cards, phase_of(turn + 1, where))
        open_cells = cards.open_cells()
        if where.directed is not None:
            _name_directed(cards, open_cells, where.directed, rng)
            if turn == first_turn and named is not None:
                # The row the player before named, not a drawn one (the draw still moves the
                # generator on, so the later turns see the same dice either way).
                open_cells[:, where.directed] = False
                open_cells[:, where.directed, named] = ~cards.filled[:, where.directed, named]
        later = open_cells
        if where.hand is not None:
            later = open_cells.copy()
            later[:, where.hand] = False
        # Hold values in single precision: twice as fast, and far finer than any choice needs.
        by_row = best_by_row(lookup, later)
        best = roll_values(by_row, where.final_points)
        stops: tuple[npt.NDArray[np.float32], ...] = ()
        if where.by_roll:
            by_row_now = by_row
            if where.hand is not None:
                by_row_now = np.maximum(
                    by_row, best_by_row(lookup[:, [where.hand]], open_cells[:, [where.hand]])
                )
            stops = (roll_values(by_row, where.points[1]), roll_values(by_row_now, where.points[0]))
        holds = distinct_holds(best, *stops)
        # Calls: a column of hold values for each CALL row still empty in a game.
        if call is not None:
            call_games, call_rows = np.nonzero(~cards.filled[:, call])
        else:
            call_games = call_rows = np.zeros(0, dtype=np.int64)
        calls = call_holds(lookup, call or 0, call_games, call_rows, where)
        now = opening if turn == first_turn else None
        first = dice.roll(rng, nothing_held)
        if now is not None and now.rolls_used >= 1:
            first = np.full(count, now.roll if now.rolls_used == 1 else 0, dtype=np.int64)
        held = now.held if now is not None and now.rolls_used == 1 else ()
        keep = holds.best_keeps(first, held)
        play_on_value = holds.two_left[keep, holds.columns]
        call_keeps = calls.best_keeps(first[call_games], held)
        call_value = np.full((count, where.row_count), -np.inf)
        call_value[call_games, call_rows] = calls.two_left[call_keeps, calls.columns]
        call_row = np.argmax(call_value, axis=1)
        called = call_value[games, call_row] > play_on_value
        if now is not None and (now.called is not None or now.rolls_used >= 2):
            # A call is made right after the first roll, or not at all.
            called[:] = now.called is not None
            call_row[:] = now.called or 0
        # The pair (game, row) of each game's best call, as a column of the call tables.
        pair = np.full((count, where.row_count), 0, dtype=np.intp)
        pair[call_games, call_rows] = np.arange(len(call_games))
        chosen = pair[games, call_row]
        keep = np.where(called, call_keeps[chosen] if len(call_games) else keep, keep)
        # The roll each game ends its turn with: holding every die ends it there.
        ends = np.where(keep == whole + first, 1, 3)
        if now is not None and now.rolls_used >= 2:
            ends[:] = 3
        second = dice.roll(rng, keep)
        if now is not None and now.rolls_used >= 2:
            second[:] = now.roll if now.rolls_used == 2 else 0
        held = now.held if now is not None and now.rolls_used == 2 else ()
        keep = holds.best_last_keeps(second, held)
        if len(call_games):
            keep = np.where(called, calls.best_last_keeps(second, held, chosen), keep)
        keep = np.where(ends == 1, whole + second, keep)
        ends = np.where((ends == 3) & (keep == whole + second), 2, ends)
        if now is not None and now.rolls_used == 3:
            ends[:] = 3
        final = dice.roll(rng, keep)
        if now is not None and now.rolls_used == 3:
            final[:] = now.roll
        points = where.points[ends - 1, final]  # (games, rows)
        final_values = lookup[
            games[:, None, None],
            np.arange(where.column_count)[:, None],
            np.arange(where.row_count),
            points[:, None, :],
        ]
        cells = open_cells
        if where.hand is not None:
            cells = open_cells.copy()
            cells[:, where.hand] &= (ends == 1)[:, None]
        column, row = _best_cells(np.where(cells, final_values, -np.inf))
        if call is not None:
            column = np.where(called, call, column)
            row = np.where(called, call_row, row)
        cards.fill(column, row, points[games, row])
        if turn_filled is not None:
            turn_filled[games, column, row] = turn


def _name_directed(
    cards: Cards, open_cells: BoolArray, column: int, rng: np.random.Generator
) -> None:
    """Open, in each card, one empty cell of the DIRECTED column, drawn at random: the cell
    the player before names (alone at the table, any of them as likely)."""
    empty = ~cards.filled[:, column]
    draws = rng.random(len(cards))
    counts = empty.sum(axis=1)
    pick = np.minimum((draws * counts).astype(np.int64), np.maximum(counts - 1, 0))
    # The pick-th empty row of each card.
    rank = np.cumsum(empty, axis=1) - 1
    named = empty & (rank == pick[:, None])
    open_cells[:, column] |= named


def _best_cells(final_values: FloatArray) -> tuple[IntArray, IntArray]:
    """(column, row) of each game's best cell, from (games, columns, rows) values."""
    rows = final_values.shape[2]
    best = np.argmax(final_values.reshape(len(final_values), -1), axis=1)
    column: IntArray = best // rows
    row: IntArray = best % rows
    return column, row
