"""Each player's chance to win, from many playouts of the rest of the game.

Every player's card is played to the end `playouts` times under the strongest policy there is
(Yahtzee and Yatzy: the solver's, `playouts.play_out`; Yamb: the expert's, `yamb_selfplay`),
starting from the position as it stands: the dice on the table, the dice held, the rolls left
and a Yamb CALL count for the player whose turn it is. The cards do not touch each other, so
each player's playouts give the distribution of that player's final total, and the chance to
win is worked out exactly from those distributions (`win_shares`): every playout of one player
meets every playout of the others, not just one, which makes the estimate far steadier than
counting wins game by game. Equal totals share the win.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

import numpy as np
import numpy.typing as npt

from yahtzee_tui.engine import RuleSet, find_rules, totals
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, Sheet, new_game
from yahtzee_tui.strategy.advisor import card_state
from yahtzee_tui.strategy.batch_dice import BatchDice
from yahtzee_tui.strategy.cache import solver_table
from yahtzee_tui.strategy.playouts import Opening, Start, Stopped, play_out
from yahtzee_tui.strategy.simulate import Progress, Simulation
from yahtzee_tui.strategy.tables import dice_tables
from yahtzee_tui.strategy.yamb_cards import Cards, layout_of
from yahtzee_tui.strategy.yamb_selfplay import YambOpening, play_turns
from yahtzee_tui.strategy.yamb_table import expert_values
from yahtzee_tui.strategy.yamb_values import YambValues

__all__ = [
    "Stopped",
    "chance_change",
    "final_totals",
    "simulate_card",
    "win_chances",
    "win_shares",
    "yamb_playouts",
    "yamb_start",
]
IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]
Stop = Callable[[], bool]
MAX_PLAYOUTS = 100_000
# Games from a card played together (progress is told between chunks).
CARD_CHUNK, CARD_CHUNK_YAMB = 2000, 64


def win_chances(
    state: GameState, playouts: int, seed: int, stop: Stop | None = None
) -> tuple[float, ...]:
    """Each seat's chance to win from `state` (summing to 1; equal totals share the win).

    `stop` is asked between turns of a long estimate; when it says yes, `Stopped` is raised.
    """
    return win_shares(final_totals(state, playouts, seed, stop))


def final_totals(state: GameState, playouts: int, seed: int, stop: Stop | None = None) -> IntArray:
    """(seats, playouts): every seat's final total in each playout of the rest of the game.

    A full card's total is the same in every playout.
    """
    if isinstance(playouts, bool) or not isinstance(playouts, int):
        raise GameError(f"playouts is a whole number, got {playouts!r}")
    if not 1 <= playouts <= MAX_PLAYOUTS:
        raise GameError(f"playouts is a whole number from 1 to {MAX_PLAYOUTS:,}, got {playouts}")
    rng = np.random.default_rng(seed)
    if state.ruleset.is_yamb:
        return _yamb_totals(state, playouts, rng, stop)
    return _solved_totals(state, playouts, rng, stop)


def win_shares(
    finals: IntArray | Sequence[IntArray], weights: Sequence[FloatArray | None] | None = None
) -> tuple[float, ...]:
    """Each row's share of the win when every row's total is drawn independently from its
    own values (`finals` is (seats, samples), or one array of samples per seat, of any
    lengths), equal totals sharing the win. A row's `weights`, when given, weigh its samples
    (summing to 1); else every sample of the row weighs the same.

    For seat i and total s: the chance that the others all score at most s, with t of them
    at exactly s, is the coefficient of x^t in the product over the others of
    (P(below s) + P(exactly s) x); seat i's share is then 1 / (t + 1).
    """
    rows = list(finals)
    seats = len(rows)
    low = min(int(row.min()) for row in rows)
    width = max(int(row.max()) for row in rows) - low + 1
    weighed = [None] * seats if weights is None else list(weights)
    # bincount adds each bin's weights in the samples' order: the same bits everywhere.
    exactly = np.stack(
        [
            np.bincount(row - low, minlength=width) / len(row)
            if weight is None
            else np.bincount(row - low, weights=weight, minlength=width)
            for row, weight in zip(rows, weighed, strict=True)
        ]
    )
    below = np.cumsum(exactly, axis=1) - exactly
    shares = []
    for seat in range(seats):
        ties = np.zeros((seats, width))  # ties[t, s]: t others tied at s, the rest below
        ties[0] = 1.0
        for other in range(seats):
            if other == seat:
                continue
            ties[1:] = ties[1:] * below[other] + ties[:-1] * exactly[other]
            ties[0] = ties[0] * below[other]
        split = (ties / np.arange(1, seats + 1)[:, None]).sum(axis=0)
        # Summed exactly: a BLAS dot product's rounding depends on the processor.
        shares.append(math.fsum((exactly[seat] * split).tolist()))
    total = sum(shares)
    return tuple(share / total for share in shares)


def _solved_totals(
    state: GameState, playouts: int, rng: np.random.Generator, stop: Stop | None
) -> IntArray:
    table = solver_table(state.ruleset)
    model = table.model
    finals = np.zeros((len(state.players), playouts), dtype=np.int64)
    seats: list[int] = []
    starts: list[Start] = []
    for seat, sheet in enumerate(state.sheets):
        card = dict(sheet)
        total = totals(state.ruleset, card)["total"]
        if sheet.cells_filled == state.turns_total:
            finals[seat] = total
            continue
        mask, upper, flag = card_state(table, card)
        opening = None
        if seat == state.current and state.has_rolled:
            roll = model.dice.roll_index(state.dice)
            opening = Opening(roll, state.rolls_left, _held(state))
        seats.append(seat)
        starts.append(Start(mask, upper, flag, total, opening))
    if starts:
        dice = BatchDice(model.dice)
        finals[seats] = play_out(model, table.values, dice, rng, starts, playouts, stop)
    return finals


def _yamb_totals(
    state: GameState, playouts: int, rng: np.random.Generator, stop: Stop | None
) -> IntArray:
    values = expert_values(layout_of(state.ruleset).options)
    finals = np.zeros((len(state.players), playouts), dtype=np.int64)

    def step(_turn: int) -> None:
        if stop is not None and stop():
            raise Stopped

    for seat in range(len(state.players)):
        cards = yamb_playouts(state, seat, playouts, rng, values, step=step)
        finals[seat] = cards.column_totals().sum(axis=1)
    return finals


def yamb_playouts(
    state: GameState,
    seat: int,
    playouts: int,
    rng: np.random.Generator,
    values: YambValues,
    turn_filled: IntArray | None = None,
    step: Callable[[int], None] | None = None,
    held: bool = True,
) -> Cards:
    """`playouts` copies of `seat`'s Yamb card, each played to the end under `values` (the
    dice held kept by the next reroll unless `held` is False: then the playouts choose)."""
    start = yamb_start(state, seat, playouts, values, held)
    dice = BatchDice(dice_tables(state.ruleset.dice))
    play_turns(
        values,
        start.cards,
        start.first_turn,
        rng,
        dice,
        step,
        turn_filled,
        start.opening,
        start.named,
    )
    return start.cards


@dataclass(frozen=True, eq=False)
class YambStart:
    """Where the playouts of a Yamb card start: `playouts` copies of the card, its first turn
    to play, the turn under way (for the player to move) and the DIRECTED row named for it."""

    cards: Cards
    first_turn: int
    opening: YambOpening | None
    named: int | None


def yamb_start(
    state: GameState, seat: int, playouts: int, values: YambValues, held: bool = True
) -> YambStart:
    """The start of `playouts` playouts of `seat`'s Yamb card (see `yamb_playouts`)."""
    sheet = state.sheets[seat]
    where = values.layout
    one = Cards.from_card(dict(sheet), where)
    cards = Cards(np.repeat(one.points, playouts, 0), np.repeat(one.filled, playouts, 0), where)
    opening = None
    if seat == state.current and state.has_rolled:
        called = where.rows.index(state.called) if state.called is not None else None
        roll = dice_tables(state.ruleset.dice).roll_index(state.dice)
        opening = YambOpening(roll, state.rolls_used, called, _held(state) if held else ())
    named = None
    if seat == state.current and state.named is not None and not state.naming:
        named = where.rows.index(state.named)
    return YambStart(cards, sheet.cells_filled, opening, named)


def simulate_card(
    rules: str | RuleSet,
    card: Mapping[str, int],
    games: int,
    seed: int,
    progress: Progress | None = None,
) -> Simulation:
    """`games` games from `card` to the end under the strongest policy: their final scores."""
    ruleset = find_rules(rules)
    state = new_game(ruleset, ["card"], seed=seed)
    state = replace(state, sheets=(Sheet(card),))
    strategy = "expert" if ruleset.is_yamb else "optimal"
    scores = np.empty(games, dtype=np.int64)
    chunk = CARD_CHUNK_YAMB if ruleset.is_yamb else CARD_CHUNK
    for start in range(0, games, chunk):
        stop = min(games, start + chunk)
        scores[start:stop] = final_totals(state, stop - start, seed + start)[0]
        if progress is not None:
            progress(stop, games)
    return Simulation(ruleset.id, strategy, seed, scores)


def _held(state: GameState) -> tuple[int, ...]:
    """The faces held, which the next reroll keeps (none once the rolls are used up)."""
    if state.rolls_left == 0:
        return ()
    return tuple(sorted(d for d, h in zip(state.dice, state.held, strict=True) if h))


def chance_change(before: Sequence[float], after: Sequence[float], seat: int) -> float:
    """How far a move moved `seat`'s chance to win, in percentage points."""
    return 100.0 * (after[seat] - before[seat])
