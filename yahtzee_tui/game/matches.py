"""Matches: a number of games in a row with the same seats, won on the sum of the totals.

Each game of a match carries a `Match` (its id, its number, the match's length, and the totals
of the games before it), so the match totals and standings follow from the game state alone.
The opening seat moves one place on with each game.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass, replace

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.actions import new_game
from yahtzee_tui.game.standings import player_totals
from yahtzee_tui.game.state import GameState, Match, Player

MAX_MATCH_GAMES = 20
MAX_MATCH_ID = 64


@dataclass(frozen=True)
class MatchStanding:
    seat: int
    name: str
    total: int  # the sum of the player's totals over the games played so far
    wins: int  # games this player finished first in (shared first places included)
    place: int  # 1 for the lead; equal match totals share a place


def check_games(games: object) -> int:
    """A match length: a whole number from 1 to MAX_MATCH_GAMES."""
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_MATCH_GAMES:
        raise GameError(f"a match has 1 to {MAX_MATCH_GAMES} games, got {games!r}")
    return games


def new_match(
    rules: str | RuleSet,
    players: Sequence[Player | str],
    games: int,
    seed: int | None = None,
    match_id: str | None = None,
) -> GameState:
    """The first game of a match of `games` games."""
    state = new_game(rules, players, seed)
    match = Match(match_id or secrets.token_hex(8), 1, check_games(games))
    return replace(state, match=match)


def next_match_game(finished: GameState, seed: int | None = None) -> GameState:
    """The match's next game, after `finished`: the same seats, the next seat opening."""
    match = finished.match
    if match is None or not finished.is_over:
        raise GameError("the next game of a match follows a finished game of the match")
    if match.game >= match.games:
        raise GameError("the match is over")
    totals = tuple(player_totals(finished, seat)["total"] for seat in range(len(finished.players)))
    opener = (finished.first_player + 1) % len(finished.players)
    state = new_game(finished.rules_id, finished.players, seed, first_player=opener)
    following = Match(match.id, match.game + 1, match.games, (*match.earlier, totals))
    return replace(state, match=following)


def game_totals(state: GameState) -> tuple[tuple[int, ...], ...]:
    """The totals by seat of every game of the match so far, this one included (as it
    stands); the one game's totals outside a match."""
    now = tuple(player_totals(state, seat)["total"] for seat in range(len(state.players)))
    earlier = state.match.earlier if state.match is not None else ()
    return (*earlier, now)


def match_totals(state: GameState) -> tuple[int, ...]:
    """Each seat's match total: the sum of its totals over the games so far."""
    return tuple(sum(column) for column in zip(*game_totals(state), strict=True))


def match_over(state: GameState) -> bool:
    """Whether `state` is the finished last game of its match."""
    return state.is_over and state.match is not None and state.match.game == state.match.games


def match_standings(state: GameState) -> list[MatchStanding]:
    """The seats by match total, highest first (seat order among equals)."""
    games = game_totals(state)
    totals = match_totals(state)
    played = games if state.is_over else games[:-1]
    wins = [0] * len(state.players)
    for game in played:
        best = max(game)
        for seat, total in enumerate(game):
            wins[seat] += total == best
    order = sorted(range(len(totals)), key=lambda seat: (-totals[seat], seat))
    return [
        MatchStanding(
            seat,
            state.players[seat].name,
            totals[seat],
            wins[seat],
            1 + sum(other > totals[seat] for other in totals),
        )
        for seat in order
    ]


def check_match(state: GameState) -> None:
    """GameError unless the game's match is consistent with its seats."""
    match = state.match
    if match is None:
        return
    if not isinstance(match.id, str) or not 0 < len(match.id) <= MAX_MATCH_ID:
        raise GameError(f"a match id is text of 1 to {MAX_MATCH_ID} characters")
    if not match.id.isprintable():
        raise GameError("a match id cannot hold control characters")
    check_games(match.games)
    if not 1 <= match.game <= match.games:
        raise GameError(f"match game {match.game} is not one of its {match.games} games")
    if len(match.earlier) != match.game - 1:
        raise GameError(f"match game {match.game} needs the totals of the {match.game - 1} before")
    seats = len(state.players)
    if any(len(game) != seats for game in match.earlier):
        raise GameError(f"earlier match totals need one total for each of the {seats} players")
