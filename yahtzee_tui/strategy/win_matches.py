"""Head-to-head matches of the win level against points-optimal players, all at once with NumPy.

A match is one deal of dice played once for every seat of the win level: the win level in
seat r and points-optimal players in the others, for r = 0 .. players - 1. Dice are paired:
every seat's faces for every roll of every round are drawn once per match, so the player in
a seat sees the same dice in every playing of the match as long as it holds the same dice.
Every playing of every match goes turn by turn together: the optimal seats' policy comes from
the solver's table (`playouts`), the win level's from `win_policy`, the same moves the app's
win level makes (`win_level`). The result is a `HeadToHead`, as the game-model matches give.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from yahtzee_tui.engine import find_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.rng import check_seed, new_seed
from yahtzee_tui.game.state import MAX_PLAYERS
from yahtzee_tui.strategy.batch_dice import BatchDice
from yahtzee_tui.strategy.goals import Floats, win_utility
from yahtzee_tui.strategy.matches import HeadToHead, check_games
from yahtzee_tui.strategy.playouts import (
    Cards,
    Start,
    TurnStart,
    play_optimal_turn,
    play_out,
    write_box,
)
from yahtzee_tui.strategy.solver import StateBatch
from yahtzee_tui.strategy.styles import OPTIMAL, SOLVABLE, WIN_LEVEL
from yahtzee_tui.strategy.win_play import OPPONENT_PLAYOUTS
from yahtzee_tui.strategy.win_policy import (
    Rival,
    WinTables,
    WinTurn,
    best_keeps,
    best_of,
    card_outlook,
    win_tables,
    win_turn,
)
from yahtzee_tui.strategy.win_tail import TailTurn, in_tail, tail_turn, turn_boxes

IntArray = npt.NDArray[np.int64]
Progress = Callable[[int, int], None]  # (matches done, matches in all)
MATCHES_PER_CHUNK = 1000


def play_win_matches(
    rules: str,
    players: int,
    matches: int,
    seed: int | None = None,
    progress: Progress | None = None,
    stop: Callable[[], bool] | None = None,
    chunk: int = MATCHES_PER_CHUNK,
) -> HeadToHead:
    """`matches` matches of the win level against `players - 1` points-optimal players,
    `chunk` at a time; fewer when `stop`, asked after each chunk, says so."""
    rules = _check(rules, players, matches)
    seed = new_seed() if seed is None else check_seed(seed)
    tables = win_tables(rules)
    rng = np.random.default_rng(seed)
    scores = np.zeros((matches * players, players), dtype=np.int64)
    played = 0
    while played < matches and not (played and stop is not None and stop()):
        end = min(matches, played + chunk)
        scores[played * players : end * players] = _play_chunk(tables, players, end - played, rng)
        played = end
        if progress is not None:
            progress(played, matches)
    return _head_to_head(rules, seed, players, scores[: played * players])


def play_win_chunk(rules: str, players: int, matches: int, seed: int, index: int) -> HeadToHead:
    """Chunk `index` of a measurement from `seed`: `matches` matches dealt from a generator of
    its own, seeded with (seed, index), so the chunks of one measurement can be played in any
    order, by any process, and added up (`match_tally`)."""
    rules = _check(rules, players, matches)
    seed, index = check_seed(seed), check_seed(index)
    tables = win_tables(rules)
    rng = np.random.default_rng((seed, index))
    return _head_to_head(rules, seed, players, _play_chunk(tables, players, matches, rng))


def _check(rules: str, players: int, matches: int) -> str:
    """The rule set's id, once the rule set, players and matches are ones the level can play."""
    ruleset = find_rules(rules)
    if ruleset.id not in SOLVABLE:
        raise GameError(f"the win level's matches need a solved rule set, not {ruleset.name}")
    check_games(matches)
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= MAX_PLAYERS:
        raise GameError(f"a head-to-head game has 2 to {MAX_PLAYERS} players, got {players!r}")
    return ruleset.id


def _head_to_head(rules: str, seed: int, players: int, scores: IntArray) -> HeadToHead:
    """Match m's game m * players + r has the win level (style 0) in seat r."""
    seats = np.arange(players)
    matches = len(scores) // players
    lineups = np.tile(np.where(seats[None, :] == seats[:, None], 0, 1), (matches, 1))
    return HeadToHead(rules, (WIN_LEVEL, OPTIMAL), seed, players, lineups, scores)


def _play_chunk(
    tables: WinTables, players: int, matches: int, rng: np.random.Generator
) -> IntArray:
    """(matches * players, players) final totals: game m * players + r has the win level in
    seat r."""
    model = tables.model
    dice = BatchDice(model.dice)
    games = matches * players
    # Every card of every game, flat: game g's seat s is g * players + s.
    zeros = [np.zeros(games * players, dtype=np.int64) for _ in range(4)]
    cards: Cards = (zeros[0], zeros[1], zeros[2], zeros[3])
    total = cards[3]
    game_index = np.arange(games)
    win_seat = game_index % players
    playouts = rng.spawn(1)[0]  # the other cards' playouts in the tail: the dice stay as dealt
    for _round in range(model.boxes):
        for seat in range(players):
            faces = rng.integers(0, 6, size=(matches, 3, model.dice.dice))
            own = game_index * players + seat
            dealt = faces[game_index // players]  # (games, 3, dice): the match's dice
            winning = win_seat == seat
            for chosen, turn in ((~winning, _optimal_turn), (winning, _win_turn)):
                where = np.flatnonzero(chosen)
                rows = own[where]
                movers = Movers(rows, where, players, dealt[where], playouts)
                box, scored, bonus = turn(tables, dice, cards, movers)
                write_box(model, cards, rows, box, scored, bonus)
    return total.reshape(games, players)


@dataclass(frozen=True)
class Movers:
    """The games whose player in one seat moves now: their rows of the cards, their games'
    numbers, their match's faces for this turn's three rolls (games, 3, dice), and the
    generator of the other cards' playouts (`win_tail`)."""

    rows: IntArray
    games: IntArray
    players: int
    faces: IntArray
    playouts: np.random.Generator


def _optimal_turn(
    tables: WinTables, dice: BatchDice, cards: Cards, movers: Movers
) -> tuple[IntArray, IntArray, IntArray]:
    mask, upper, flag, _ = cards
    rows, faces = movers.rows, movers.faces
    n = len(rows)
    start = TurnStart(
        np.full(n, 2, dtype=np.int64),
        np.zeros((n, 6), dtype=np.int64),
        np.zeros(n, dtype=bool),
        np.zeros(n, dtype=np.int64),
    )
    box, scored, bonus, _ = play_optimal_turn(
        tables.model,
        tables.values,
        dice,
        lambda step, keeps: dice.roll_faces(faces[:, step], keeps),
        StateBatch(mask[rows], upper[rows], flag[rows]),
        start,
    )
    return box, scored, bonus


def _win_turn(
    tables: WinTables, dice: BatchDice, cards: Cards, movers: Movers
) -> tuple[IntArray, IntArray, IntArray]:
    """The win level's turn: the normal weighing, or the exact tail for cards with TAIL
    boxes open or fewer."""
    model = tables.model
    mask, upper, flag, total = cards
    rows, games, players, faces = movers.rows, movers.games, movers.players, movers.faces
    seat = rows - games * players
    others = [games * players + (seat + step) % players for step in range(1, players)]
    states = StateBatch(mask[rows], upper[rows], flag[rows])
    tail = in_tail(model, mask[rows])
    turns: list[tuple[npt.NDArray[np.intp], WinTurn | TailTurn]] = []
    if (~tail).any():
        part = np.flatnonzero(~tail)
        outlooks = [
            card_outlook(tables, [array[other[part]] for array in cards]) for other in others
        ]
        rival_mean, rival_variance = best_of([o[0] for o in outlooks], [o[1] for o in outlooks])
        rival = Rival(rival_mean, rival_variance, total[rows[part]].astype(np.float64))
        turns.append((part, win_turn(tables, states.take(part), rival)))
    if tail.any():
        part = np.flatnonzero(tail)
        utilities = _tail_utilities(
            tables, dice, cards, rows[part], [o[part] for o in others], movers.playouts
        )
        turns.append((part, tail_turn(tables, states.take(part), utilities)))
    n = len(rows)
    roll = dice.roll_faces(faces[:, 0], np.zeros(n, dtype=np.intp))
    for step in (2, 1):
        keeps = np.empty(n, dtype=np.intp)
        for part, turn in turns:
            keeps[part] = best_keeps(
                turn, model, roll[part], np.full(len(part), step, dtype=np.int64)
            )
        roll = dice.roll_faces(faces[:, 3 - step], keeps)
    box, scored, bonus = (np.empty(n, dtype=np.int64) for _ in range(3))
    for part, turn in turns:
        box[part], scored[part], bonus[part] = turn_boxes(turn, model, roll[part], mask[rows[part]])
    return box, scored, bonus


def _tail_utilities(
    tables: WinTables,
    dice: BatchDice,
    cards: Cards,
    rows: IntArray,
    others: list[IntArray],
    rng: np.random.Generator,
) -> list[Floats]:
    """Each game's utility by points gained (`goals.win_utility`): a full other card's total,
    an unfinished one's OPPONENT_PLAYOUTS playouts, all played out together."""
    model = tables.model
    mask, upper, flag, total = cards
    finals: list[list[IntArray]] = [[] for _ in rows]
    starts, owners = [], []
    for other in others:
        for game, row in enumerate(other):
            if mask[row] == model.full_mask:
                finals[game].append(np.array([total[row]], dtype=np.int64))
            else:
                starts.append(
                    Start(int(mask[row]), int(upper[row]), int(flag[row]), int(total[row]))
                )
                owners.append(game)
    if starts:
        played = play_out(model, tables.values, dice, rng, starts, OPPONENT_PLAYOUTS)
        for game, sample in zip(owners, played, strict=True):
            finals[game].append(sample)
    return [win_utility(int(total[row]), finals[game]) for game, row in enumerate(rows)]
