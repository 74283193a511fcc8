"""Solitaire games played to the end under the optimal policy, all at once with NumPy.

Each game starts from a card (`Start`), possibly in the middle of a turn (`Opening`: the dice
on the table, the rolls left and the dice held), and plays its remaining turns. Games of
different cards play side by side; a game whose card is full waits for the others.

Every turn the policy is worked out once per distinct solver state among the games (the same
steps the solver takes, for a column of states), then every game reads its choices from its
state's column. Games from one card share many states early on, so this does about half the
work of one column per game. Hold values are kept in single precision: far finer than any
choice needs, and twice as fast. Dice come from one seeded generator (`BatchDice`), so a seed
always gives the same games.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from yahtzee_tui.engine import JOKER_FORCED, JOKER_NONE
from yahtzee_tui.strategy.batch_dice import BatchDice
from yahtzee_tui.strategy.model import UPPER_BOXES, SolverModel
from yahtzee_tui.strategy.solver import StateBatch, Successors, final_roll_values, successors

IntArray = npt.NDArray[np.int64]
# Distinct states whose policy is worked out together: keeps x states arrays stay in cache.
POLICY_CHUNK = 200


class Stopped(Exception):
    """Playouts called off before they finished (their answer is no longer wanted)."""


@dataclass(frozen=True)
class Opening:
    """A turn under way: the roll on the table, the rolls left (0-2) and the faces held.

    Held dice are kept by the next reroll; the policy chooses what else to keep.
    """

    roll: int
    rolls_left: int
    held: tuple[int, ...] = ()


@dataclass(frozen=True)
class Start:
    """Where a game starts: its solver state, the points on its card, a turn under way."""

    mask: int
    upper: int
    flag: int
    total: int
    opening: Opening | None = None


def play_out(
    model: SolverModel,
    values: np.ndarray,
    dice: BatchDice,
    rng: np.random.Generator,
    starts: Sequence[Start],
    games: int,
    stop: Callable[[], bool] | None = None,
    boxes: IntArray | None = None,
    fives: IntArray | None = None,
) -> IntArray:
    """(starts, games): the final totals of `games` games from each start.

    `stop` is asked before each turn; when it says yes, `Stopped` is raised. When given,
    `boxes` (starts * games, boxes) receives the points each game writes in each box, and
    `fives` (starts * games,) counts its turns that rolled five alike.
    """
    count = len(starts) * games

    def column(field: str) -> IntArray:
        return np.repeat(np.array([getattr(s, field) for s in starts], dtype=np.int64), games)

    mask, upper, flag, total = column("mask"), column("upper"), column("flag"), column("total")
    rolls_left = np.full(count, 2, dtype=np.int64)
    required = np.zeros((count, 6), dtype=np.int64)  # faces each game must keep, by face
    opened = np.zeros(count, dtype=bool)
    opening_roll = np.zeros(count, dtype=np.int64)
    for index, start in enumerate(starts):
        if start.opening is not None:
            part = slice(index * games, (index + 1) * games)
            opened[part] = True
            opening_roll[part] = start.opening.roll
            rolls_left[part] = start.opening.rolls_left
            required[part] = [start.opening.held.count(face) for face in range(1, 7)]
    filled = np.zeros(count, dtype=np.int64)
    for bit in range(model.boxes):
        filled += mask >> bit & 1
    for _turn in range(int(model.boxes - filled.min())):
        if stop is not None and stop():
            raise Stopped
        playing = np.flatnonzero(filled < model.boxes)
        box, scored, bonus, five = play_optimal_turn(
            model,
            values,
            dice,
            lambda _step, keeps: dice.roll(rng, keeps),
            StateBatch(mask[playing], upper[playing], flag[playing]),
            TurnStart(
                rolls_left[playing], required[playing], opened[playing], opening_roll[playing]
            ),
        )
        if boxes is not None:
            boxes[playing, box] = scored
        if fives is not None:
            fives[playing] += five
        write_box(model, (mask, upper, flag, total), playing, box, scored, bonus)
        filled[playing] += 1
        opened[:], rolls_left[:], required[:] = False, 2, 0  # later turns start afresh
    result: IntArray = total.reshape(len(starts), games)
    return result


Cards = tuple[IntArray, IntArray, IntArray, IntArray]  # mask, upper, flag, total of each game
Roller = Callable[[int, npt.NDArray[np.intp]], IntArray]  # (roll 0-2, keeps) -> new rolls


def write_box(
    model: SolverModel,
    cards: Cards,
    where: IntArray,
    box: IntArray,
    scored: IntArray,
    bonus: IntArray,
) -> None:
    """Write each game's points in its box, in place: the card, the upper total and bonus, the
    Yahtzee flag and the total (`where` picks the games of `cards` that wrote)."""
    mask, upper, flag, total = cards
    before = upper[where]
    after = np.where(box < UPPER_BOXES, np.minimum(model.threshold, before + scored), before)
    crossed = (before < model.threshold) & (after >= model.threshold)
    total[where] += scored + bonus + crossed * model.upper_bonus
    if model.yahtzee_box is not None:
        won = (box == model.yahtzee_box) & (scored == 50)
        flag[where] = np.where(won, 1, flag[where])
    upper[where] = after
    mask[where] |= np.int64(1) << box


@dataclass(frozen=True)
class TurnStart:
    """How each playing game's turn begins."""

    rolls_left: IntArray  # 2 for a fresh turn
    required: IntArray  # (games, 6) faces held, kept by the first reroll
    opened: npt.NDArray[np.bool_]  # the turn is under way: its roll is given
    roll: IntArray  # the roll of an opened turn


def distinct_codes(codes: IntArray, size: int) -> tuple[IntArray, IntArray, IntArray]:
    """(distinct, inverse, one): the distinct values of `codes` (each below `size`) in
    increasing order, which of them each code is, and the place of one code of each."""
    if size <= 32 * len(codes):  # few enough to mark in an array: no sort
        seen = np.zeros(size, dtype=bool)
        seen[codes] = True
        distinct = np.flatnonzero(seen)
        position = np.zeros(size, dtype=np.intp)
        position[distinct] = np.arange(len(distinct))
        inverse = position[codes]
    else:
        distinct, inverse = np.unique(codes, return_inverse=True)
    one = np.empty(len(distinct), dtype=np.intp)
    one[inverse] = np.arange(len(codes))
    return distinct, inverse, one


class Pairs:
    """The distinct (column, roll) pairs of some games: every game's choice in a turn is its
    state's (its column) for its roll, so each pair's is worked out once. `games` holds a game
    of each pair, `inverse` each game's pair."""

    def __init__(self, columns: IntArray, rolls: IntArray, roll_count: int, count: int) -> None:
        codes = columns * roll_count + rolls
        distinct, self.inverse, self.games = distinct_codes(codes, count * roll_count)
        self.columns, self.rolls = np.divmod(distinct, roll_count)


@dataclass(frozen=True)
class _Policy:
    """What the states of a turn are worth, one column per distinct state."""

    succ: Successors
    one_left: npt.NDArray[np.float32]  # (keeps, states)
    two_left: npt.NDArray[np.float32]


def _policy(model: SolverModel, values: np.ndarray, states: StateBatch) -> _Policy:
    succ = successors(model, values, states)
    tables = model.dice
    keeps = len(tables.keeps)
    one_left = np.empty((keeps, len(states)), dtype=np.float32)
    two_left = np.empty_like(one_left)
    for start in range(0, len(states), POLICY_CHUNK):
        part = slice(start, start + POLICY_CHUNK)
        final = final_roll_values(model, succ.part(start, start + POLICY_CHUNK), np.float32)
        one_left[:, part], two_left[:, part] = tables.hold_tables(final)
    return _Policy(succ, one_left, two_left)


def play_optimal_turn(
    model: SolverModel,
    values: np.ndarray,
    dice: BatchDice,
    roller: Roller,
    states: StateBatch,
    turn: TurnStart,
) -> tuple[IntArray, IntArray, IntArray, npt.NDArray[np.bool_]]:
    """One turn of every game: the box each scores, its points, any Yahtzee bonus, and
    whether a roll of the turn showed five alike."""
    tables = model.dice
    # A card whose open upper boxes can no longer reach the bonus plays as with total 0.
    most = np.zeros_like(states.mask)
    for face in range(1, UPPER_BOXES + 1):
        most += (states.mask >> (face - 1) & 1 ^ 1) * face * tables.dice
    upper = np.where(states.upper + most < model.threshold, 0, states.upper)
    index = model.state_index(states.mask, upper, states.flag)
    _, columns, first = distinct_codes(index, model.state_count)
    distinct = StateBatch(states.mask[first], upper[first], states.flag[first])
    policy = _policy(model, values, distinct)
    n = len(index)
    games = np.arange(n)
    roll = roller(0, np.zeros(n, dtype=np.intp))
    roll = np.where(turn.opened, turn.roll, roll)
    five = tables.is_n_of_a_kind[roll]
    whole = tables.level_start[tables.dice]  # keep index of a roll kept whole
    for step, hold_values in ((2, policy.two_left), (1, policy.one_left)):
        acting = turn.rolls_left >= step
        constrained = turn.opened & (turn.rolls_left == step)
        if constrained.any():
            subs = tables.sub_keeps[roll]  # (games, 32), padded with the empty keep
            worth = hold_values[subs, columns[:, None]]
            kept = dice.keep_counts[subs]  # (games, 32, 6)
            allowed = (kept >= turn.required[:, None, :]).all(axis=2) | ~constrained[:, None]
            worth = np.where(allowed, worth, -np.inf)
            keep = subs[games, np.argmax(worth, axis=1)]
        else:  # the best keep of each distinct (state, roll), read by every game that has it
            pairs = Pairs(columns, roll, tables.roll_count, len(first))
            subs = tables.sub_keeps[pairs.rolls]
            worth = hold_values[subs, pairs.columns[:, None]]
            keep = subs[np.arange(len(subs)), np.argmax(worth, axis=1)][pairs.inverse]
        keep = np.where(acting, keep, whole + roll)
        roll = roller(3 - step, keep)
        five = five | tables.is_n_of_a_kind[roll]
    # The box too is a choice of the state and the roll: made once per pair.
    pairs = Pairs(columns, roll, tables.roll_count, len(first))
    chosen = choose_box(
        model,
        policy.succ,
        pairs.rolls,
        states.mask[pairs.games],
        states.flag[pairs.games],
        pairs.columns,
    )
    box, scored, bonus = (array[pairs.inverse] for array in chosen)
    return box, scored, bonus, five


def choose_box(
    model: SolverModel,
    succ: Successors,
    roll: np.ndarray,
    mask: np.ndarray,
    flag: np.ndarray,
    columns: np.ndarray,
) -> tuple[IntArray, IntArray, IntArray]:
    """The best legal box for each game's final roll: (box, points, Yahtzee bonus).

    `columns` says which column of `succ` holds each game's state.
    """
    worth, points, bonus = box_worth(model, succ, roll, mask, flag, columns)
    box: IntArray = np.argmax(worth, axis=0)
    scored: IntArray = points[np.arange(len(roll)), box]
    return box, scored, bonus


def box_worth(
    model: SolverModel,
    succ: Successors,
    roll: np.ndarray,
    mask: np.ndarray,
    flag: np.ndarray,
    columns: np.ndarray,
) -> tuple[npt.NDArray[np.float64], IntArray, IntArray]:
    """What each box is worth to each game's final roll: (boxes, games) points now plus the
    next state's value from `succ` (-inf where the box may not be taken), the points
    (games, boxes), and each game's Yahtzee bonus (the same whichever box takes it)."""
    n = len(roll)
    counts = model.dice.counts[roll].astype(np.intp)  # (games, 6)
    points = model.scores[roll].astype(np.int64)  # (games, boxes)
    worth = np.empty((model.boxes, n))
    for bit in range(model.boxes):
        if bit < UPPER_BOXES:
            worth[bit] = succ.upper[bit][counts[:, bit], columns]
        elif bit == model.yahtzee_box and succ.yahtzee is not None:
            worth[bit] = succ.yahtzee[(points[:, bit] == 50).astype(np.intp), columns]
        else:
            worth[bit] = succ.lower[bit][columns] + points[:, bit]
    bonus = np.zeros(n, dtype=np.int64)
    if model.joker != JOKER_NONE:
        joker = model.dice.is_n_of_a_kind[roll] & ((mask >> model.yahtzee_box & 1) == 1)
        if joker.any():
            _joker_worth(model, succ, roll, joker, worth, points, columns)
            bonus = np.where(joker, flag * model.yahtzee_bonus, 0)
    return worth, points, bonus


def _joker_worth(
    model: SolverModel,
    succ: Successors,
    roll: np.ndarray,
    joker: np.ndarray,
    worth: np.ndarray,
    points: np.ndarray,
    columns: np.ndarray,
) -> None:
    """Re-rate the boxes (and their points) of the games whose roll is a Joker."""
    tables = model.dice
    lower_bits = [b for b in range(UPPER_BOXES, model.boxes) if b != model.yahtzee_box]
    for g in np.flatnonzero(joker):
        c = columns[g]
        face = tables.rolls[roll[g]][0]
        own = face - 1
        own_open = bool(np.isfinite(succ.upper[own][tables.dice, c]))
        row = model.joker_scores[0 if own_open else 1, roll[g]]
        points[g] = row
        for bit in lower_bits:
            worth[bit, g] = succ.lower[bit, c] + row[bit]
        for bit in range(UPPER_BOXES):
            worth[bit, g] = succ.upper[bit][tables.dice if bit == own else 0, c]
        if model.joker == JOKER_FORCED:
            lower_open = any(np.isfinite(worth[bit, g]) for bit in lower_bits)
            allowed = [own] if own_open else lower_bits if lower_open else range(UPPER_BOXES)
            for bit in range(model.boxes):
                if bit not in allowed:
                    worth[bit, g] = -np.inf
        if model.yahtzee_box is not None:
            worth[model.yahtzee_box, g] = -np.inf
