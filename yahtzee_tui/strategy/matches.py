"""Whole games through the game model, played by computer players in any style, on paired dice.

Every move is the one a computer player makes in the app (`players.play_as`) and goes through
the game's own actions, so these games are the real thing for every rule set and level.

Dice are paired: before every roll the game's generator is set to a state drawn from the
game's seed, the seat, the round and the roll, so two players in the same seat of the same
game see the same dice as long as they hold the same dice. Solo games give every style the
same seeds; head-to-head games give each group of seeds to every rotation of the lineup,
so each style plays each seat's dice once.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from math import sqrt

import numpy as np
import numpy.typing as npt

from yahtzee_tui.engine import RuleSet, find_rules, totals
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, Player, new_game
from yahtzee_tui.game.moves import ROLL, apply
from yahtzee_tui.game.rng import check_seed, new_seed
from yahtzee_tui.game.state import MAX_PLAYERS
from yahtzee_tui.strategy.players import play_as
from yahtzee_tui.strategy.simulate import MAX_GAMES, Simulation
from yahtzee_tui.strategy.styles import ONE_TURN, SOLVABLE
from yahtzee_tui.strategy.styles import OPTIMAL as OPTIMAL  # their home before styles
from yahtzee_tui.strategy.styles import STYLES as STYLES

Progress = Callable[[int, int], None]  # (player-games done, player-games in all)
IntArray = npt.NDArray[np.int64]
Rate = tuple[float, float | None, float | None]  # a share and its 95 % interval, if any


@dataclass(frozen=True)
class Solo:
    """Solo games, every style on the same seeds: `scores[style][game]`."""

    rules_id: str
    styles: tuple[str, ...]
    seed: int
    scores: IntArray  # (styles, games)

    def simulation(self, style: str) -> Simulation:
        return Simulation(self.rules_id, style, self.seed, self.scores[self.styles.index(style)])

    def paired_difference(self, style: str, against: str) -> tuple[float, float]:
        """Mean of `style` minus `against` on the same seeds, and its standard error."""
        difference = self.scores[self.styles.index(style)] - self.scores[self.styles.index(against)]
        games = len(difference)
        error = float(difference.std(ddof=1)) / np.sqrt(games) if games > 1 else 0.0
        return float(difference.mean()), error


@dataclass(frozen=True)
class HeadToHead:
    """Games of `players` seats: `lineups[game][seat]` indexes `styles`, `scores` likewise."""

    rules_id: str
    styles: tuple[str, ...]
    seed: int
    players: int
    lineups: IntArray  # (games, seats)
    scores: IntArray  # (games, seats)

    @property
    def games(self) -> int:
        return len(self.scores)

    def win_shares(self, style: str) -> npt.NDArray[np.float64]:
        """Per game, the share of the win `style` took (equal totals share the win)."""
        best = self.scores.max(axis=1, keepdims=True)
        winners = self.scores == best
        shares = winners / winners.sum(axis=1, keepdims=True)
        mine: npt.NDArray[np.float64] = (shares * (self.lineups == self.styles.index(style))).sum(
            axis=1
        )
        return mine

    def win_rate(self, style: str) -> Rate:
        """Share of games `style` won, with a 95 % confidence interval (None, None below
        MIN_MATCHES groups).

        The games of one group of seeds share their dice, so the interval is taken over the
        groups' mean shares.
        """
        shares = self.win_shares(style)
        groups = np.arange(self.games) // self.players
        means = np.bincount(groups, weights=shares) / np.bincount(groups)
        return share_interval(len(means), float(means.sum()), float(np.square(means).sum()))

    def mean_score(self, style: str) -> float:
        return float(self.scores[self.lineups == self.styles.index(style)].mean())


# Fewer matches than this give no interval: a normal interval over a handful of matches, which
# may all have come out alike (every one split, say), would claim a share they cannot tell.
MIN_MATCHES = 30


def share_interval(matches: int, shares: float, squares: float) -> Rate:
    """The mean share of `matches` (from the sum and the sum of squares of each match's mean
    share), with its 95 % interval: normal, over the matches; None below MIN_MATCHES."""
    if matches < 1:
        raise ValueError("no match to take a share of")
    rate = shares / matches
    if matches < MIN_MATCHES:
        return rate, None, None
    variance = max(0.0, (squares - matches * rate * rate) / (matches - 1))
    margin = 1.96 * sqrt(variance / matches)
    return rate, max(0.0, rate - margin), min(1.0, rate + margin)


def check_styles(rules: RuleSet, styles: Sequence[str]) -> tuple[str, ...]:
    if not styles:
        raise GameError("name at least one strategy")
    for style in styles:
        if style not in STYLES:
            raise GameError(f"unknown strategy {style!r}; choose from {', '.join(STYLES)}")
        if style == OPTIMAL and rules.id not in SOLVABLE:
            raise GameError(f"no optimal solver for {rules.name}; its strongest player is expert")
        if style == ONE_TURN and not rules.is_yamb:
            raise GameError(f"{ONE_TURN} is Yamb's one-turn advisor; {rules.name} has none")
    if len(set(styles)) != len(styles):
        raise GameError("name each strategy once")
    return tuple(styles)


def check_games(games: object) -> int:
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise GameError(f"games is a whole number from 1 to {MAX_GAMES:,}, got {games!r}")
    return games


def play_solo(
    rules: str | RuleSet,
    styles: Sequence[str],
    games: int,
    seed: int | None = None,
    progress: Progress | None = None,
) -> Solo:
    """Every style plays the same `games` solo games."""
    ruleset = find_rules(rules)
    chosen = check_styles(ruleset, styles)
    check_games(games)
    seed = new_seed() if seed is None else check_seed(seed)
    scores = np.zeros((len(chosen), games), dtype=np.int64)
    for game in range(games):
        game_seed = _derived(seed, "game", game)
        for index, style in enumerate(chosen):
            scores[index, game] = play_game(ruleset, (style,), game_seed)[0]
            if progress is not None:
                progress(game * len(chosen) + index + 1, games * len(chosen))
    return Solo(ruleset.id, chosen, seed, scores)


def play_head_to_head(
    rules: str | RuleSet,
    styles: Sequence[str],
    games: int,
    players: int,
    seed: int | None = None,
    progress: Progress | None = None,
) -> HeadToHead:
    """`games` games of `players` seats, the styles taking the seats in turn."""
    ruleset = find_rules(rules)
    chosen = check_styles(ruleset, styles)
    check_games(games)
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= MAX_PLAYERS:
        raise GameError(f"a head-to-head game has 2 to {MAX_PLAYERS} players, got {players!r}")
    if len(chosen) > players:
        raise GameError(f"{len(chosen)} strategies need at least {len(chosen)} players")
    seed = new_seed() if seed is None else check_seed(seed)
    base = [seat % len(chosen) for seat in range(players)]
    lineups = np.zeros((games, players), dtype=np.int64)
    scores = np.zeros((games, players), dtype=np.int64)
    for game in range(games):
        group, turn = divmod(game, players)
        lineups[game] = [base[(seat + turn) % players] for seat in range(players)]
        lineup = tuple(chosen[index] for index in lineups[game])
        scores[game] = play_game(ruleset, lineup, _derived(seed, "group", group))
        if progress is not None:
            progress((game + 1) * players, games * players)
    return HeadToHead(ruleset.id, chosen, seed, players, lineups, scores)


def play_game(rules: RuleSet, lineup: Sequence[str], seed: int) -> list[int]:
    """One game with a seat for each style of `lineup`: every seat's final score."""
    names = [Player(f"{style} {seat + 1}", "computer") for seat, style in enumerate(lineup)]
    state = new_game(rules, names, seed=seed, first_player=0)
    styles = ["expert" if style == OPTIMAL else style for style in lineup]
    while not state.is_over:
        move = play_as(state, styles[state.current])
        if move.kind == ROLL:
            state = _paired_dice(state, seed)
        state = apply(state, move)
    return [totals(rules, sheet)["total"] for sheet in state.sheets]


def _paired_dice(state: GameState, seed: int) -> GameState:
    """The state with its dice generator set for this seat, round and roll of the game."""
    draw = _derived(seed, "dice", state.current, state.turn, state.rolls_used)
    return replace(state, rng_state=random.Random(draw).getstate())


def _derived(seed: int, *parts: object) -> int:
    """A 64-bit number fixed by `seed` and `parts` (not Python's salted `hash`)."""
    text = ":".join(str(part) for part in (seed, *parts))
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")
