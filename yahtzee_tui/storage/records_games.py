"""Recorded games read back whole: the list of recent games, and any one of them as a state.

The records keep each game in the save format (`games.game`), so a recorded game replays
move by move and is checked on the way in exactly as a save is; games recorded before whole
games were kept have none and say so.
"""

from __future__ import annotations

import itertools
import json
import os
from dataclasses import dataclass
from typing import Any

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.game.serialize import state_from_dict
from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.storage import records_rows as checked
from yahtzee_tui.storage.objective import MAX_OBJECTIVE_BYTES, Objective, objective_from_dict
from yahtzee_tui.storage.records_db import query
from yahtzee_tui.storage.records_read import Found
from yahtzee_tui.storage.saves import MAX_SAVE_BYTES


@dataclass(frozen=True)
class RecordedPlayer:
    seat: int
    name: str
    total: int
    place: int


@dataclass(frozen=True)
class RecordedGameRow:
    """One recorded game as a line of a list."""

    id: int
    rules: str
    played_at: str  # UTC, ISO 8601
    players: tuple[RecordedPlayer, ...]  # in seat order
    daily: str | None  # ISO date of a daily challenge
    match_id: str | None
    match_game: int | None  # 1-based number within its match
    assisted: bool  # a move was taken back or a hint shown
    replayable: bool  # the whole game is kept (it can be opened with `recorded_game`)


def recorded_game(game_id: int, *, path: str | os.PathLike[str] | None = None) -> GameState:
    """The recorded game `game_id`, replayed and checked; GameError in one line when there is
    no such game, it was recorded before whole games were kept, or its record is damaged."""
    if isinstance(game_id, bool) or not isinstance(game_id, int):
        raise GameError(Message(N_("a game id is a whole number, got {text}"), text=repr(game_id)))
    rows = query(path, "SELECT game FROM games WHERE id = ?", (game_id,))
    if not rows:
        raise GameError(Message(N_("there is no recorded game {game}"), game=game_id))
    text = rows[0][0]
    if text is None:
        raise GameError(
            Message(
                N_("game {game} was recorded before whole games were kept: it cannot be replayed"),
                game=game_id,
            )
        )
    if not isinstance(text, str) or len(text) > MAX_SAVE_BYTES:
        raise GameError(Message(N_("the record of game {game} is damaged"), game=game_id))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise GameError(
            Message(N_("the record of game {game} is damaged: not JSON"), game=game_id)
        ) from None
    try:
        return state_from_dict(data)
    except GameError as error:
        raise GameError(
            Message(
                N_("the record of game {game} is damaged: {problem}"), game=game_id, problem=error
            )
        ) from None


def recorded_objective(
    game_id: int, *, path: str | os.PathLike[str] | None = None
) -> Objective | None:
    """What the hints of recorded game `game_id` played for; None when the records do not
    know it (a game recorded before it was kept, or by a network server) or it is damaged:
    its Review then judges by points alone."""
    rows = query(path, "SELECT objective, players FROM games WHERE id = ?", (game_id,))
    if not rows:
        return None
    text, players = rows[0]
    if not isinstance(text, str) or len(text) > MAX_OBJECTIVE_BYTES or not isinstance(players, int):
        return None
    try:
        return objective_from_dict(json.loads(text), players)
    except (ValueError, RecursionError):
        return None


GAME_ROWS = (
    "SELECT g.id, g.rules, g.played_at, g.daily, g.match_id, g.match_game, g.assisted,"
    " g.game IS NOT NULL, r.seat, r.name, r.total, r.place"
    " FROM games g JOIN results r ON r.game_id = g.id"
)


def recent_games(
    limit: int = 20, *, path: str | os.PathLike[str] | None = None
) -> Found[RecordedGameRow]:
    """The last games recorded, newest first."""
    wanted = checked.check_limit(limit)
    rows = query(
        path,
        f"{GAME_ROWS} WHERE g.id IN (SELECT id FROM games ORDER BY played_at DESC, id DESC"
        " LIMIT ?) ORDER BY g.played_at DESC, g.id DESC, r.seat",
        (wanted,),
    )
    return game_rows(rows)


def game_rows(rows: list[tuple[Any, ...]]) -> Found[RecordedGameRow]:
    """Rows of GAME_ROWS, grouped by game in the order they come; damaged games skipped."""
    found: Found[RecordedGameRow] = Found()
    for _, group in itertools.groupby(rows, key=lambda row: row[0]):
        try:
            found.append(_game_row(list(group)))
        except checked.BadRow:
            found.skipped += 1
    return found


def _game_row(rows: list[tuple[Any, ...]]) -> RecordedGameRow:
    game_id, rules, played_at, daily, match_id, match_game, assisted, kept = rows[0][:8]
    if daily is not None and not isinstance(daily, str):
        raise checked.BadRow
    if match_id is not None and not isinstance(match_id, str):
        raise checked.BadRow
    players = tuple(
        RecordedPlayer(
            checked.whole(seat), checked.name(name), checked.integer(total), checked.whole(place, 1)
        )
        for seat, name, total, place in (row[8:] for row in rows)
    )
    return RecordedGameRow(
        checked.whole(game_id),
        checked.rules(rules),
        checked.when(played_at),
        players,
        daily,
        match_id,
        None if match_game is None else checked.whole(match_game, 1),
        bool(checked.whole(assisted)),
        bool(kept),
    )
