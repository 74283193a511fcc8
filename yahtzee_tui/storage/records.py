"""Finished games and what they say: high scores and each player's statistics, in SQLite.

Records are a side effect of play: every failure here is a RecordsError (a GameError) with a
one-line message, and the caller decides what to do; nothing here touches the saved game.
A finished game is stored once: its fingerprint (rules, seed, first seat, players, history)
is unique, so recording the same game again returns the id it already has.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import astuple, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from yahtzee_tui import paths
from yahtzee_tui.engine import RULE_SETS, RuleSet, face_counts, get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, player_totals, standings

RECORDS_NAME = "records.sqlite3"

# Step n turns a database of schema version n into version n + 1; the last is the current one.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            fingerprint TEXT NOT NULL UNIQUE,
            rules TEXT NOT NULL,
            played_at TEXT NOT NULL,  -- UTC, ISO 8601
            seed TEXT NOT NULL,  -- decimal: a seed may pass SQLite's 64-bit signed range
            first_player INTEGER NOT NULL,
            players INTEGER NOT NULL
        )""",
        """CREATE TABLE results (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL,  -- casefolded: names match as the game compares them
            kind TEXT NOT NULL CHECK (kind IN ('human', 'computer')),
            level TEXT,
            total INTEGER NOT NULL,
            place INTEGER NOT NULL,
            upper_bonuses INTEGER NOT NULL,  -- upper sections that earned their bonus
            upper_sections INTEGER NOT NULL,  -- 1, or one per column for Yamb
            yahtzees INTEGER NOT NULL,
            breakdown TEXT NOT NULL,  -- JSON of the engine's totals
            PRIMARY KEY (game_id, seat)
        )""",
        "CREATE INDEX results_by_name ON results (name_key)",
        "CREATE INDEX games_by_rules ON games (rules, played_at)",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)

# Primary SQLite result codes that mean "not now / not here" rather than a damaged file.
_UNAVAILABLE = {
    sqlite3.SQLITE_BUSY,
    sqlite3.SQLITE_LOCKED,
    sqlite3.SQLITE_READONLY,
    sqlite3.SQLITE_CANTOPEN,
    sqlite3.SQLITE_IOERR,
    sqlite3.SQLITE_FULL,
    sqlite3.SQLITE_PERM,
}


class RecordsError(GameError):
    """The records database cannot be read or written."""


@dataclass(frozen=True)
class PlayerResult:
    """One player's line of a recorded game."""

    seat: int
    name: str
    kind: str  # "human" | "computer"
    level: str | None
    total: int
    place: int  # equal totals share a place
    yahtzees: int  # turns that rolled five of a kind (Yamb: five or six)
    upper_bonuses: int
    upper_sections: int
    breakdown: Mapping[str, int]  # `player_totals` of the final sheet


@dataclass(frozen=True)
class GameRecord:
    id: int
    rules: str
    played_at: str
    seed: int
    results: tuple[PlayerResult, ...]  # best place first, then seat order


@dataclass(frozen=True)
class HighScore:
    game_id: int
    rules: str
    played_at: str
    name: str
    kind: str
    level: str | None
    total: int
    place: int
    players: int


@dataclass(frozen=True)
class PlayerStats:
    """A player's figures under one rule set."""

    name: str  # as last recorded
    rules: str
    games: int
    wins: int  # first places, shared ones included, in games of two or more players
    average: float
    best: int
    worst: int
    upper_bonus_rate: float  # share of upper sections (Yamb: columns) that earned the bonus
    yahtzees: int


def default_records_path() -> Path:
    return paths.data_dir() / RECORDS_NAME


def _path(path: str | os.PathLike[str] | None) -> Path:
    return default_records_path() if path is None else Path(path)


# --- writing -------------------------------------------------------------------------------


def record_game(
    state: GameState,
    *,
    played_at: datetime | None = None,
    path: str | os.PathLike[str] | None = None,
) -> int:
    """Store a finished game (once) and return its id; GameError for a game still in play."""
    if not state.is_over:
        raise GameError("only a finished game can be recorded")
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
                json.dumps(totals, separators=(",", ":")),
            )
        )
    with _open(_path(path)) as db, _transaction(db):
        found = db.execute("SELECT id FROM games WHERE fingerprint = ?", (fingerprint,)).fetchone()
        if found is not None:
            return found[0]
        cursor = db.execute(
            "INSERT INTO games (fingerprint, rules, played_at, seed, first_player, players)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (fingerprint, ruleset.id, when, str(state.seed), state.first_player, len(rows)),
        )
        game_id = cursor.lastrowid
        assert game_id is not None
        db.executemany(
            "INSERT INTO results (game_id, seat, name, name_key, kind, level, total, place,"
            " upper_bonuses, upper_sections, yahtzees, breakdown)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(game_id, *row) for row in rows],
        )
        return game_id


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


# --- queries -------------------------------------------------------------------------------


def high_scores(
    rules: str | RuleSet,
    limit: int = 10,
    humans_only: bool = True,
    *,
    path: str | os.PathLike[str] | None = None,
) -> list[HighScore]:
    """The best totals under `rules`, best first; the earlier of equal totals first."""
    ruleset = get_rules(rules)
    rows = _query(
        path,
        "SELECT g.id, g.rules, g.played_at, r.name, r.kind, r.level, r.total, r.place, g.players"
        " FROM results r JOIN games g ON g.id = r.game_id"
        " WHERE g.rules = ? AND (r.kind = 'human' OR NOT ?)"
        " ORDER BY r.total DESC, g.played_at, g.id, r.seat LIMIT ?",
        (ruleset.id, humans_only, _check_limit(limit)),
    )
    return [HighScore(*row) for row in rows]


def player_stats(
    name: str,
    rules: str | RuleSet | None = None,
    *,
    path: str | os.PathLike[str] | None = None,
) -> list[PlayerStats]:
    """The player's figures, one entry per rule set played (only `rules` when given).

    Totals of different rule sets are not comparable, so they are never averaged together.
    Names match without regard to case, as players' names do in a game.
    """
    rules_id = None if rules is None else get_rules(rules).id
    key = name.strip().casefold()
    rows = _query(
        path,
        "SELECT g.rules, COUNT(*), SUM(r.place = 1 AND g.players > 1), AVG(r.total),"
        " MAX(r.total), MIN(r.total), SUM(r.upper_bonuses), SUM(r.upper_sections),"
        " SUM(r.yahtzees),"
        " (SELECT r2.name FROM results r2 WHERE r2.name_key = ? ORDER BY r2.game_id DESC"
        "  LIMIT 1)"
        " FROM results r JOIN games g ON g.id = r.game_id"
        " WHERE r.name_key = ? AND (? IS NULL OR g.rules = ?)"
        " GROUP BY g.rules",
        (key, key, rules_id, rules_id),
    )
    stats = []
    for rules_played, games, wins, average, best, worst, earned, sections, yahtzees, shown in rows:
        rate = earned / sections
        stats.append(
            PlayerStats(shown, rules_played, games, wins, average, best, worst, rate, yahtzees)
        )
    # In the order the game offers its rule sets; any it no longer knows come last.
    order = {known: index for index, known in enumerate(RULE_SETS)}
    return sorted(stats, key=lambda entry: (order.get(entry.rules, len(order)), entry.rules))


def recent_games(
    limit: int = 10, *, path: str | os.PathLike[str] | None = None
) -> list[GameRecord]:
    """The last games recorded, newest first, each with every player's result."""
    rows = _query(
        path,
        "SELECT g.id, g.rules, g.played_at, g.seed, r.seat, r.name, r.kind, r.level, r.total,"
        " r.place, r.yahtzees, r.upper_bonuses, r.upper_sections, r.breakdown"
        " FROM (SELECT * FROM games ORDER BY played_at DESC, id DESC LIMIT ?) g"
        " JOIN results r ON r.game_id = g.id"
        " ORDER BY g.played_at DESC, g.id DESC, r.place, r.seat",
        (_check_limit(limit),),
    )
    games: dict[int, tuple[tuple[Any, ...], list[PlayerResult]]] = {}
    for game_id, rules_id, played_at, seed, *result in rows:
        seat, name, kind, level, total, place, yahtzees, bonuses, sections, breakdown = result
        _, results = games.setdefault(game_id, ((game_id, rules_id, played_at, int(seed)), []))
        results.append(
            PlayerResult(
                seat,
                name,
                kind,
                level,
                total,
                place,
                yahtzees,
                bonuses,
                sections,
                json.loads(breakdown),
            )
        )
    return [
        GameRecord(game_id, rules_id, played_at, seed, tuple(results))
        for (game_id, rules_id, played_at, seed), results in games.values()
    ]


def _check_limit(limit: int) -> int:
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise GameError(f"a limit is a whole number of at least 1, got {limit!r}")
    return limit


def _query(
    path: str | os.PathLike[str] | None, sql: str, params: tuple[Any, ...]
) -> list[tuple[Any, ...]]:
    target = _path(path)
    if not target.exists():
        return []  # nothing recorded yet: no need to create the file to say so
    with _open(target) as db:
        return db.execute(sql, params).fetchall()


# --- the database --------------------------------------------------------------------------


@contextmanager
def _open(target: Path) -> Iterator[sqlite3.Connection]:
    """A connection to an up-to-date database, closed afterwards; SQLite errors as RecordsError."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        # Autocommit mode: transactions are begun explicitly, DDL included (see _transaction).
        db = sqlite3.connect(target, isolation_level=None)
    except (OSError, sqlite3.DatabaseError) as error:
        raise _records_error(target, error) from None
    try:
        db.execute("PRAGMA foreign_keys = ON")
        _migrate(db, target)
        yield db
    except sqlite3.DatabaseError as error:
        raise _records_error(target, error) from None
    finally:
        db.close()


@contextmanager
def _transaction(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction: committed when the block ends, rolled back when it raises."""
    db.execute("BEGIN IMMEDIATE")
    with db:
        yield db


def _migrate(db: sqlite3.Connection, target: Path) -> None:
    version = _schema_version(db, target)
    if version == SCHEMA_VERSION:
        return
    with _transaction(db):
        # Read again under the write lock: another process may have migrated meanwhile.
        for step in MIGRATIONS[_schema_version(db, target) :]:
            for statement in step:
                db.execute(statement)
        # PRAGMA takes no parameters; the value is this module's own integer constant.
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION:d}")


def _schema_version(db: sqlite3.Connection, target: Path) -> int:
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if not 0 <= version <= SCHEMA_VERSION:
        raise RecordsError(
            f"records database {target} has schema version {version}, newer than this "
            f"yahtzee-tui reads ({SCHEMA_VERSION}); upgrade yahtzee-tui"
        )
    return version


def _records_error(target: Path, error: OSError | sqlite3.DatabaseError) -> RecordsError:
    if isinstance(error, OSError):
        return RecordsError(
            f"records database {target} cannot be opened: {error.strerror or error}"
        )
    code = getattr(error, "sqlite_errorcode", None)
    if code is not None and code & 0xFF in _UNAVAILABLE:
        return RecordsError(f"records database {target} cannot be used now: {error}")
    return RecordsError(
        f"records database is damaged: {error}; move {target} aside to start afresh"
    )
