"""The table's win-chance meter: each player's chance to win at a position, the same figure
every time the same position is on the table.

A position is what no key can take back without a move: every card, whose turn it is, the
dice on the table and the rolls used, a Yamb CALL announced and a DIRECTED cell named. Held
dice are not part of it (a hold is undone by a key before the next roll, and the playouts
choose what to keep anyway), nor is where the cursor points.

Each seat's final totals are played out from its own card with a seed hashed from that card
(and from the turn under way, for the player to move; at Yamb from the turn's start, so that
a turn's positions draw the same dice: `_seed`): they depend on that card alone. They are
kept for the last few dozen cards, so while one player plays, the others' totals are read back
and only the player to move is played out again after each roll. Yamb playouts called off part
way (the table moved on) keep where they stopped, and go on from there when a later position
asks for the same card.

In Yahtzee and Yatzy the solver's table knows each card's expected final total exactly, so the
playouts are weighed to have that mean (a control variate, `mean_weights`): the figure then
wanders far less, and a card plays 800 games (400 for the player to move) for a figure as
steady as 2,000 (1,000) unweighed ones gave, or steadier.
"""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

import numpy as np

from yahtzee_tui.engine import totals
from yahtzee_tui.game import GameState, can_roll, roll
from yahtzee_tui.strategy.advisor import advise, card_state
from yahtzee_tui.strategy.batch_dice import BatchDice
from yahtzee_tui.strategy.cache import solver_table
from yahtzee_tui.strategy.playouts import Opening, Start, play_out
from yahtzee_tui.strategy.positions import (
    SeatKey,
    digest,
    position_seed,
    seat_key,
    turn_start_key,
)
from yahtzee_tui.strategy.tables import dice_tables
from yahtzee_tui.strategy.win_chances import (
    FloatArray,
    IntArray,
    Stop,
    Stopped,
    win_shares,
    yamb_start,
)
from yahtzee_tui.strategy.yamb_cards import Cards, layout_of
from yahtzee_tui.strategy.yamb_selfplay import play_turns
from yahtzee_tui.strategy.yamb_table import expert_values

__all__ = [
    "Stopped",
    "foresee",
    "mean_weights",
    "meter_chances",
    "meter_playouts",
    "position_seed",
    "rough_figures",
    "seat_key",
    "warm",
]

# Playouts of one seat's card: Yahtzee and Yatzy play 800, weighed to the card's exact mean.
# The player to move, in the middle of a turn, plays MOVER_PLAYOUTS: only those are played
# again after each roll (the others' totals are read back), and it is what the figure waits
# for. The shown chance's distance to 40,000 weighed games a seat, root mean square over 24
# seeds (`benchmarks/meter_accuracy.py`), in points, against 1,000 and 2,000 unweighed games:
# Yahtzee at the first roll 0.77 (1.01), a third through 0.93 (0.91), two thirds 0.72 (1.24);
# Yatzy 0.57 (0.76), 0.39 (0.94), 0.44 (1.38).
# A Yamb playout costs about 0.1 ms of a core per turn on a sheet of up to YAMB_COLUMNS
# columns (each distinct hold table of a turn worked out once: `yamb_holds`), so a Yamb card
# plays as many as fit in YAMB_TURNS turns (about 0.25 s of a core), never fewer than
# YAMB_LEAST. A turn on a wider custom sheet weighs more cells, so its card plays as many
# fewer games as it has more columns: the figure of an 8-column sheet lands as soon as a
# preset's (the presets, of 4 to 7 columns, play exactly YAMB_TURNS // turns left).
SOLVED_PLAYOUTS = 800
MOVER_PLAYOUTS = 400
YAMB_TURNS = 2400
YAMB_COLUMNS = 7
YAMB_LEAST = 12
# A card that plays fewer games than this gives a figure that wanders more than 2 points
# (one standard deviation) from the draws alone: the meter writes its figures as estimates
# ("≈49%"). Measured at a `jamb` table of two on turn 6, 32 games a card: 5 points from the
# mover's draws alone (docs/strategy.md, "Chances to win"); it falls as 1/sqrt(games).
ROUGH_BELOW = 400
KEPT = 64  # seats' totals kept, for as many cards
Playouts = Callable[[GameState, int], int]
# A card's final totals, and what each weighs (None: the same)
Sample = tuple[IntArray, FloatArray | None]


def meter_playouts(state: GameState, seat: int) -> int:
    """How many playouts of `seat`'s card the meter asks for (its own turns left decide)."""
    if not state.ruleset.is_yamb:
        moving = seat == state.current and state.has_rolled
        return MOVER_PLAYOUTS if moving else SOLVED_PLAYOUTS
    turns_left = max(1, state.turns_total - state.sheets[seat].cells_filled)
    width = max(YAMB_COLUMNS, len(state.ruleset.columns))
    games = YAMB_TURNS * YAMB_COLUMNS // (turns_left * width)
    return max(YAMB_LEAST, min(SOLVED_PLAYOUTS, games))


def rough_figures(state: GameState) -> bool:
    """Whether a card still in play at `state` plays fewer than ROUGH_BELOW games for the
    meter (Yamb, but near the end): its figures are then estimates, a few points either way.
    What the game plays decides, whatever playouts a caller asks for."""
    return any(
        meter_playouts(state, seat) < ROUGH_BELOW
        for seat, sheet in enumerate(state.sheets)
        if sheet.cells_filled < state.turns_total
    )


def meter_chances(
    state: GameState, playouts: Playouts = meter_playouts, stop: Stop | None = None
) -> tuple[float, ...]:
    """Each seat's chance to win at the position of `state` (summing to 1).

    `stop` is asked between turns of the playouts; when it says yes, `Stopped` is raised.
    """
    seats = range(len(state.sheets))
    samples = [_seat_totals(state, seat, playouts(state, seat), stop) for seat in seats]
    return win_shares([finals for finals, _ in samples], [weights for _, weights in samples])


def warm(state: GameState, playouts: Playouts = meter_playouts) -> None:
    """Work out and keep the totals of every seat's card as it stands, the player to move's
    last (at a game's start: the empty card, which every seat holds), so that the figures
    after the next roll only play out the player to move. Run beside the meter's estimates:
    a card one of them is playing out is waited for, not played twice."""
    seats = [seat for seat in range(len(state.sheets)) if seat != state.current]
    for seat in [*reversed(seats), state.current]:
        if seat != state.current or not state.has_rolled:
            _seat_totals(state, seat, playouts(state, seat), None)


def foresee(state: GameState, playouts: Playouts = meter_playouts) -> None:
    """Before the first roll of a turn, play out the player to move's card from the dice that
    roll will show, and keep the totals: the generator in the state alone decides those dice
    (nothing is held yet), so the figure after the roll is read back instead of waited for.
    Nothing is shown from it before the roll; a roll that shows other dice (a network table,
    whose dice come from the server) only finds nothing kept."""
    if state.has_rolled or not can_roll(state):
        return
    rolled = roll(state)
    _seat_totals(rolled, rolled.current, playouts(rolled, rolled.current), None)


Key = tuple[SeatKey, int]
_kept: OrderedDict[Key, Sample] = OrderedDict()
_kept_lock = threading.Lock()
_playing: dict[Key, threading.Lock] = {}  # cards being played out, by a thread holding the lock


def _seat_totals(state: GameState, seat: int, playouts: int, stop: Stop | None) -> Sample:
    sheet = state.sheets[seat]
    if sheet.cells_filled == state.turns_total:
        return np.array([totals(state.ruleset, dict(sheet))["total"]], dtype=np.int64), None
    key = (seat_key(state, seat), playouts)
    while True:
        with _kept_lock:
            kept = _kept.get(key)
            if kept is not None:
                _kept.move_to_end(key)
                return kept
            playing = _playing.get(key)
            if playing is None:
                playing = _playing[key] = threading.Lock()
                playing.acquire()
                break
        # Another thread plays this card: wait for it (then read its totals back, or play
        # the card here if it was called off).
        with playing:
            pass
    try:
        finals = _play_seat(state, seat, playouts, _seed(state, seat, key), stop, key)
        # The Yamb expert's tables know no exact mean: its games weigh the same.
        weights = None if state.ruleset.is_yamb else mean_weights(finals, _solved_mean(state, seat))
        result: Sample = finals, weights
        with _kept_lock:
            _kept[key] = result
            while len(_kept) > KEPT:
                _kept.popitem(last=False)
    finally:
        with _kept_lock:
            del _playing[key]
        playing.release()
    return result


def _seed(state: GameState, seat: int, key: Key) -> int:
    """The seed of a seat's playouts. A Yamb card plays few (YAMB_TURNS), so two positions'
    figures differ by several points from the draws alone: every position of a turn draws
    the same dice (`turn_start_key`), and a roll, a hold or a CALL moves the figure by what it
    changes. Yahtzee's and Yatzy's are weighed to their exact means and seeded by the
    position itself."""
    if state.ruleset.is_yamb:
        return digest((turn_start_key(state, seat), key[1]))
    return digest(key)


def _play_seat(
    state: GameState,
    seat: int,
    playouts: int,
    seed: int,
    stop: Stop | None,
    key: Key | None = None,
) -> IntArray:
    if state.ruleset.is_yamb:
        return _yamb_seat(state, seat, playouts, seed, stop, key)
    return _solved_seat(state, seat, playouts, np.random.default_rng(seed), stop)


@dataclass(frozen=True, eq=False)
class _Paused:
    """Yamb playouts of a card called off between two turns: the cards as far as played, the
    generator as far as drawn, and the next turn to play."""

    cards: Cards
    rng: np.random.Generator
    turn: int


# Yamb playouts called off part way, by card (`key`), to go on from where they stopped when
# the card is asked for again: the positions a player moves through in quick succession (a
# score, a DIRECTED cell named, a roll made at once) all want the scorer's new card, and
# without this each would play it from the start and call it off again.
_paused: OrderedDict[Key, _Paused] = OrderedDict()
PAUSED_KEPT = 8


def _yamb_seat(
    state: GameState, seat: int, playouts: int, seed: int, stop: Stop | None, key: Key | None
) -> IntArray:
    values = expert_values(layout_of(state.ruleset).options)
    start = yamb_start(state, seat, playouts, values, held=False)
    with _kept_lock:
        paused = _paused.pop(key, None) if key is not None else None
    if paused is None:
        cards, rng, turn = start.cards, np.random.default_rng(seed), start.first_turn
    else:
        cards, rng, turn = paused.cards, paused.rng, paused.turn
    reached = [turn]

    def step(turn: int) -> None:
        reached[0] = turn
        if stop is not None and stop():
            raise Stopped

    first = turn == start.first_turn  # the turn under way is still to play
    opening, named = (start.opening, start.named) if first else (None, None)
    dice = _dice(state.ruleset.dice)
    try:
        play_turns(values, cards, turn, rng, dice, step, None, opening, named)
    except Stopped:
        if key is not None:
            # Stopped at the top of a turn, before it drew anything: it goes on from there.
            with _kept_lock:
                _paused[key] = _Paused(cards, rng, reached[0])
                while len(_paused) > PAUSED_KEPT:
                    _paused.popitem(last=False)
        raise
    result: IntArray = cards.column_totals().sum(axis=1)
    return result


def _solved_seat(
    state: GameState, seat: int, playouts: int, rng: np.random.Generator, stop: Stop | None
) -> IntArray:
    table = solver_table(state.ruleset)
    model = table.model
    card = dict(state.sheets[seat])
    mask, upper, flag = card_state(table, card)
    opening = None
    if seat == state.current and state.has_rolled:
        opening = Opening(model.dice.roll_index(state.dice), state.rolls_left)
    start = Start(mask, upper, flag, totals(state.ruleset, card)["total"], opening)
    finals = play_out(model, table.values, _dice(model.dice.dice), rng, [start], playouts, stop)
    result: IntArray = finals[0]
    return result


@cache
def _dice(count: int) -> BatchDice:
    return BatchDice(dice_tables(count))


def mean_weights(finals: IntArray, mean: float) -> FloatArray:
    """Weights of the playouts' `finals` (summing to 1) under which their mean is `mean`, the
    exact expectation: each weighs 1/n (1 - (m - mean)(x - m) / v), for the sample's mean m
    and variance v (the regression estimator of a control variate).
    A weight that would fall below 0 (only with a handful of games) is 0.

    m and v come from whole-number sums, then only elementwise steps: the same bits on every
    processor."""
    n = len(finals)
    total, squares = int(finals.sum()), int((finals * finals).sum())
    spread = n * squares - total * total  # n^2 v, exactly
    if spread == 0:
        return np.full(n, 1 / n)
    m = total / n
    weights = 1 - (m - mean) * (finals - m) * (n * n / spread)
    weights = np.maximum(weights, 0.0)
    result: FloatArray = weights / math.fsum(weights.tolist())
    return result


def _solved_mean(state: GameState, seat: int) -> float:
    """The expected final total of `seat`'s card under optimal play, from the solver's table
    (for the player to move, from the roll on the table)."""
    card = dict(state.sheets[seat])
    if seat == state.current and state.has_rolled:
        options = advise(state.ruleset, state.dice, state.rolls_left, card)
        return max(option.expected_score for option in options)
    table = solver_table(state.ruleset)
    return totals(state.ruleset, card)["total"] + table.value(*card_state(table, card))
