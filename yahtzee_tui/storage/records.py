"""Finished games and what they say: high scores and each player's statistics, in SQLite.

Records are a side effect of play: every failure here is a RecordsError (a GameError) with a
one-line message, and the caller decides what to do; nothing here touches the saved game.
A finished game is stored once: its fingerprint (rules, seed, first seat, players, history)
is unique, so recording the same game again returns the id it already has.

This module writes; `records_read` reads (its queries are re-exported here) and `records_db`
holds the database, its schema and its errors.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping
from dataclasses import astuple, dataclass
from datetime import UTC, datetime

from yahtzee_tui.engine import RuleSet, face_counts
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, player_totals, standings
from yahtzee_tui.game.assistance import assisted
from yahtzee_tui.game.serialize import state_to_dict
from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.storage.objective import Objective, objective_to_dict
from yahtzee_tui.storage.records_db import (
    RECORDS_NAME,
    SCHEMA_VERSION,
    RecordsError,
    connect,
    default_records_path,
    query,
    records_path,
    transaction,
)
from yahtzee_tui.storage.records_read import (
    Found,
    GameRecord,
    HighScore,
    PlayerResult,
    PlayerStats,
    high_scores,
    player_stats,
    recent_games,
    rules_played,
    skipped_note,
)

__all__ = [
    "RECORDS_NAME",
    "SCHEMA_VERSION",
    "Found",
    "GameRecord",
    "HighScore",
    "PlayerResult",
    "PlayerStats",
    "RecordResult",
    "RecordsError",
    "default_records_path",
    "game_fingerprint",
    "high_scores",
    "is_recorded",
    "player_stats",
    "recent_games",
    "record_game",
    "recorded_id",
    "rules_played",
    "skipped_note",
    "try_record",
]


@dataclass(frozen=True)
class RecordResult:
    """What became of one attempt to record a finished game."""

    game_id: int | None  # the game's id in the records; None when it is not recorded
    already: bool = False  # it had been recorded before (found by its fingerprint)
    problem: str | None = None  # why it is not recorded: one line
    unsaved: bool = False  # not recorded, and the finished game could not be saved either

    @property
    def recorded(self) -> bool:
        """The records hold the game (now or from before): its save may go."""
        return self.game_id is not None


# --- writing -------------------------------------------------------------------------------


def record_game(
    state: GameState,
    *,
    played_at: datetime | None = None,
    path: str | os.PathLike[str] | None = None,
    objective: Objective | None = None,
) -> int:
    """Store a finished game (once) and return its id; GameError for a game still in play,
    RecordsError when the database cannot take it. `objective`: what the hints played for,
    kept so that the game's Review can judge by it (None: not known)."""
    game_id, _ = _store(state, played_at, path, objective)
    return game_id


def try_record(
    state: GameState,
    *,
    played_at: datetime | None = None,
    path: str | os.PathLike[str] | None = None,
    objective: Objective | None = None,
) -> RecordResult:
    """Record a finished game and say precisely whether the records now hold it.

    A game recorded before counts as recorded (`already`); a database that cannot take it
    gives `problem`, one line, and the game id None. GameError for a game still in play.
    """
    try:
        game_id, already = _store(state, played_at, path, objective)
    except RecordsError as error:
        return RecordResult(
            None, problem=Message(N_("the game could not be recorded: {problem}"), problem=error)
        )
    return RecordResult(game_id, already=already)


def _store(
    state: GameState,
    played_at: datetime | None,
    path: str | os.PathLike[str] | None,
    objective: Objective | None,
) -> tuple[int, bool]:
    """(the game's id, whether it was recorded before)."""
    if not state.is_over:
        raise GameError(Message(N_("only a finished game can be recorded")))
    ruleset = state.ruleset
    fingerprint = game_fingerprint(state)
    when = (played_at or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="seconds")
    places = {standing.seat: standing.place for standing in standings(state)}
    yahtzees = _yahtzee_turns(state)
    rows = []
    for seat, player in enumerate(state.players):
        totals = player_totals(state, seat)
        earned, sections = _upper_bonuses(ruleset, totals)
        rows.append(
            (
                seat,
                player.name,
                player.name.casefold(),
                player.kind,
                player.level,
                totals["total"],
                places[seat],
                earned,
                sections,
                yahtzees[seat],
                _json(totals),
            )
        )
    with connect(records_path(path)) as db, transaction(db):
        found = db.execute("SELECT id FROM games WHERE fingerprint = ?", (fingerprint,)).fetchone()
        if found is not None:
            return int(found[0]), True
        match = state.match
        cursor = db.execute(
            "INSERT INTO games (fingerprint, rules, played_at, seed, first_player, players,"
            " game, assisted, daily, match_id, match_game, objective)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                fingerprint,
                ruleset.id,
                when,
                str(state.seed),
                state.first_player,
                len(rows),
                _json(state_to_dict(state)),
                int(assisted(state)),
                state.daily,
                None if match is None else match.id,
                None if match is None else match.game,
                None if objective is None else _json(objective_to_dict(objective)),
            ),
        )
        game_id = cursor.lastrowid
        assert game_id is not None
        db.executemany(
            "INSERT INTO results (game_id, seat, name, name_key, kind, level, total, place,"
            " upper_bonuses, upper_sections, yahtzees, breakdown)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(game_id, *row) for row in rows],
        )
        return game_id, False


def _json(data: object) -> str:
    return json.dumps(data, separators=(",", ":"))


def recorded_id(state: GameState, *, path: str | os.PathLike[str] | None = None) -> int | None:
    """The id under which the records hold this game, or None; RecordsError when unreadable."""
    rows = query(path, "SELECT id FROM games WHERE fingerprint = ?", (game_fingerprint(state),))
    return int(rows[0][0]) if rows else None


def is_recorded(state: GameState, *, path: str | os.PathLike[str] | None = None) -> bool:
    """Whether the records hold this game already (RecordsError when they cannot be read)."""
    return recorded_id(state, path=path) is not None


def game_fingerprint(state: GameState) -> str:
    """What makes a game the same game: rules, seed, first seat, players and every move.

    The final sheets follow from the moves; they are included so that hand-made states with
    no history are still told apart.
    """
    identity = [
        state.rules_id,
        str(state.seed),
        state.first_player,
        [astuple(player) for player in state.players],
        [astuple(event) for event in state.history],
        [sorted(sheet.items()) for sheet in state.sheets],
    ]
    return hashlib.sha256(json.dumps(identity).encode()).hexdigest()


def _yahtzee_turns(state: GameState) -> list[int]:
    """Per seat, the turns in which some roll showed five (or more) of one face."""
    turns = {
        (event.player, event.turn)
        for event in state.history
        if event.kind == "roll" and max(face_counts(event.dice)) >= 5
    }
    counts = [0] * len(state.players)
    for seat, _ in turns:
        counts[seat] += 1
    return counts


def _upper_bonuses(ruleset: RuleSet, totals: Mapping[str, int]) -> tuple[int, int]:
    """(upper sections that earned the bonus, upper sections): Yamb has one per column."""
    if ruleset.is_yamb:
        columns = ruleset.column_ids
        return sum(totals[f"{column}.upper_bonus"] > 0 for column in columns), len(columns)
    return int(totals["upper_bonus"] > 0), 1
