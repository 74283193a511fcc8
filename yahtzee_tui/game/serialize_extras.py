"""The parts of a save beyond the moves: the daily challenge, the match, the assistance marks.

Each is an optional key of the save (absent in saves written before they existed, and when
empty), checked as strictly as the rest on the way in.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, replace
from typing import Any

from yahtzee_tui.errors import GameError
from yahtzee_tui.game.assistance import MARK_KINDS, UNDO, UNDONE_MOVES
from yahtzee_tui.game.daily import check_daily
from yahtzee_tui.game.matches import MAX_MATCH_GAMES, check_match
from yahtzee_tui.game.state import ROLLS_PER_TURN, GameState, Mark, Match
from yahtzee_tui.sentences import N_, Message

# Far more than a game can hold (a hint and an undo or two per roll of every turn).
MAX_MARKS = 10_000
MAX_POINTS = 10**6


def extras_to_dict(state: GameState) -> dict[str, Any]:
    data: dict[str, Any] = {}
    if state.daily is not None:
        data["daily"] = state.daily
    if state.match is not None:
        match = state.match
        data["match"] = {
            "id": match.id,
            "game": match.game,
            "games": match.games,
            "earlier": [list(totals) for totals in match.earlier],
        }
    if state.marks:
        data["assistance"] = [
            {key: value for key, value in asdict(mark).items() if value is not None}
            for mark in state.marks
        ]
    return data


def extras_from_dict(data: Mapping[str, Any], state: GameState) -> GameState:
    """`state` (replayed from the moves) with the extras `data` holds, checked."""
    daily = data.get("daily")
    if daily is not None and not isinstance(daily, str):
        raise GameError("daily must be a date YYYY-MM-DD")
    match = _match(data["match"]) if data.get("match") is not None else None
    marks = _marks(data.get("assistance", []), state)
    state = replace(_throughout(state, daily, match), marks=marks)
    try:
        check_daily(state)
        check_match(state)
    except GameError as error:
        raise GameError(Message(N_("save file: {problem}"), problem=error)) from None
    return state


def _throughout(state: GameState, daily: str | None, match: Match | None) -> GameState:
    """`state` with the daily day and the match set on it and on every state undo leads back
    to: an undo after a resume stays in the same challenge or match."""
    previous = state.previous
    if previous is not None:
        previous = _throughout(previous, daily, match)
    return replace(state, daily=daily, match=match, previous=previous)


def _whole(value: object, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise GameError(f"{where} must be a whole number from {low} to {high}")
    return value


def _match(item: object) -> Match:
    if not isinstance(item, Mapping):
        raise GameError("match must be an object")
    match_id, earlier = item.get("id"), item.get("earlier")
    if not isinstance(match_id, str):
        raise GameError("match: the id must be text")
    if not isinstance(earlier, list) or len(earlier) >= MAX_MATCH_GAMES:
        raise GameError("match: the earlier totals must be a list, one per game played")
    totals = []
    for game in earlier:
        if not isinstance(game, list):
            raise GameError("match: each game's totals are a list")
        totals.append(
            tuple(_whole(total, "match: a total", -MAX_POINTS, MAX_POINTS) for total in game)
        )
    return Match(
        match_id,
        _whole(item.get("game"), "match: game", 1, MAX_MATCH_GAMES),
        _whole(item.get("games"), "match: games", 1, MAX_MATCH_GAMES),
        tuple(totals),
    )


def _marks(items: object, state: GameState) -> tuple[Mark, ...]:
    if not isinstance(items, list) or len(items) > MAX_MARKS:
        raise GameError(f"assistance must be a list of at most {MAX_MARKS} marks")
    marks = []
    seats, turns = len(state.players), state.ruleset.turns
    for number, item in enumerate(items, start=1):
        where = f"assistance mark {number}"
        if not isinstance(item, Mapping) or item.get("kind") not in MARK_KINDS:
            raise GameError(f"{where} must be an undo or a hint")
        undone, cell = item.get("undone"), item.get("cell")
        if item["kind"] == UNDO and undone not in UNDONE_MOVES:
            raise GameError(f"{where}: an undo takes back a hold, call, score or naming")
        if item["kind"] != UNDO and (undone is not None or cell is not None):
            raise GameError(f"{where}: only an undo names what it took back")
        if cell is not None and not isinstance(cell, str):
            raise GameError(f"{where}: the cell must be text")
        marks.append(
            Mark(
                item["kind"],
                _whole(item.get("player"), f"{where}: player", 0, seats - 1),
                _whole(item.get("turn"), f"{where}: turn", 1, turns),
                _whole(item.get("roll"), f"{where}: roll", 0, ROLLS_PER_TURN),
                undone,
                cell,
            )
        )
    return tuple(marks)
