"""The records database itself: where it lives, its schema and migrations, and its errors.

Every failure is a RecordsError with one line that says whether the file is damaged (move it
aside) or only unusable now (locked, read-only, full disk, a newer schema).
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from yahtzee_tui import paths
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.storage.atomic import check_regular

RECORDS_NAME = "records.sqlite3"

# Seconds a write waits for another process's write transaction before giving up.
BUSY_TIMEOUT = 5.0

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
    (
        # The whole game in the save format (NULL for games recorded before it was kept).
        "ALTER TABLE games ADD COLUMN game TEXT",
        # 1 when a move was taken back or the advisor's hint was shown.
        "ALTER TABLE games ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE games ADD COLUMN daily TEXT",  # ISO date of a daily challenge
        "ALTER TABLE games ADD COLUMN match_id TEXT",
        "ALTER TABLE games ADD COLUMN match_game INTEGER",  # 1-based, NULL outside a match
        "CREATE INDEX games_by_daily ON games (daily) WHERE daily IS NOT NULL",
        "CREATE INDEX games_by_match ON games (match_id) WHERE match_id IS NOT NULL",
    ),
    (
        # What the hints played for, as `storage.objective` writes it (JSON); NULL when it
        # is not known: a game recorded before, or by a network server.
        "ALTER TABLE games ADD COLUMN objective TEXT",
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


def default_records_path() -> Path:
    """Where the records are (the folder is made when a game is first recorded)."""
    return paths.data_location() / RECORDS_NAME


def records_path(path: str | os.PathLike[str] | None) -> Path:
    return default_records_path() if path is None else Path(path)


def query(
    path: str | os.PathLike[str] | None, sql: str, params: tuple[Any, ...] = ()
) -> list[tuple[Any, ...]]:
    """The rows of one read; none, without creating the file, when nothing is recorded yet."""
    target = records_path(path)
    if not target.exists():
        return []
    with connect(target) as db:
        return db.execute(sql, params).fetchall()


@contextmanager
def connect(target: Path) -> Iterator[sqlite3.Connection]:
    """A connection to an up-to-date database, closed afterwards; SQLite errors as RecordsError."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        check_regular(target)  # SQLite would wait forever on a FIFO put in its place
        # Autocommit mode: transactions are begun explicitly, DDL included (see transaction).
        db = sqlite3.connect(target, isolation_level=None, timeout=BUSY_TIMEOUT)
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
def transaction(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction: committed when the block ends, rolled back when it raises."""
    db.execute("BEGIN IMMEDIATE")
    with db:
        yield db


def _migrate(db: sqlite3.Connection, target: Path) -> None:
    version = _schema_version(db, target)
    if version == SCHEMA_VERSION:
        return
    with transaction(db):
        # Read again under the write lock: another process may have migrated meanwhile.
        for step in MIGRATIONS[_schema_version(db, target) :]:
            for statement in step:
                db.execute(statement)
        # PRAGMA takes no parameters; the value is this module's own integer constant.
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION:d}")


def _schema_version(db: sqlite3.Connection, target: Path) -> int:
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if not isinstance(version, int) or not 0 <= version <= SCHEMA_VERSION:
        raise RecordsError(
            Message(
                N_(
                    "records database {file} has schema version {version}, newer than this"
                    " yahtzee-tui reads ({known}); upgrade yahtzee-tui"
                ),
                file=target,
                version=version,
                known=SCHEMA_VERSION,
            )
        )
    return version


def _records_error(target: Path, error: OSError | sqlite3.DatabaseError) -> RecordsError:
    if isinstance(error, OSError):
        return RecordsError(
            Message(
                N_("records database {file} cannot be opened: {problem}"),
                file=target,
                problem=error.strerror or error,
            )
        )
    code = getattr(error, "sqlite_errorcode", None)
    if code is not None and code & 0xFF in _UNAVAILABLE:
        return RecordsError(
            Message(
                N_("records database {file} cannot be used now: {problem}"),
                file=target,
                problem=error,
            )
        )
    return RecordsError(
        Message(
            N_("records database is damaged: {problem}; move {file} aside to start afresh"),
            problem=error,
            file=target,
        )
    )
