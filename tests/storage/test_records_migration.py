"""The records database of the first schema migrates, keeping every game it holds."""

from __future__ import annotations

import json
import sqlite3

import pytest

from yahtzee_tui.errors import GameError
from yahtzee_tui.storage.records import (
    SCHEMA_VERSION,
    default_records_path,
    high_scores,
    recent_games,
)
from yahtzee_tui.storage.records_games import recent_games as recent_recorded
from yahtzee_tui.storage.records_games import recorded_game, recorded_objective

# The schema as the first release wrote it, spelled out so that the test keeps its meaning
# whatever becomes of the migrations.
FIRST_SCHEMA = (
    """CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        fingerprint TEXT NOT NULL UNIQUE,
        rules TEXT NOT NULL,
        played_at TEXT NOT NULL,
        seed TEXT NOT NULL,
        first_player INTEGER NOT NULL,
        players INTEGER NOT NULL
    )""",
    """CREATE TABLE results (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('human', 'computer')),
        level TEXT,
        total INTEGER NOT NULL,
        place INTEGER NOT NULL,
        upper_bonuses INTEGER NOT NULL,
        upper_sections INTEGER NOT NULL,
        yahtzees INTEGER NOT NULL,
        breakdown TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
    )""",
    "CREATE INDEX results_by_name ON results (name_key)",
    "CREATE INDEX games_by_rules ON games (rules, played_at)",
)


@pytest.fixture
def first_schema_database():
    """A database of schema version 1 holding one two-player game."""
    path = default_records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path)
    for statement in FIRST_SCHEMA:
        db.execute(statement)
    db.execute("PRAGMA user_version = 1")
    db.execute(
        "INSERT INTO games VALUES (1, 'f1', 'yahtzee', '2025-03-01T12:00:00+00:00', '42', 0, 2)"
    )
    for seat, name, total, place in ((0, "Ann", 230, 1), (1, "Bob", 180, 2)):
        db.execute(
            "INSERT INTO results VALUES (1, ?, ?, ?, 'human', NULL, ?, ?, 1, 1, 0, ?)",
            (seat, name, name.casefold(), total, place, json.dumps({"total": total})),
        )
    db.commit()
    db.close()
    return path


def columns(path) -> dict[str, tuple[str, int, object]]:
    db = sqlite3.connect(path)
    try:
        rows = db.execute("PRAGMA table_info(games)").fetchall()
    finally:
        db.close()
    return {name: (kind, not_null, default) for _, name, kind, not_null, default, _ in rows}


def test_a_first_schema_database_migrates_to_the_current_one(first_schema_database):
    assert [game.id for game in recent_games()] == [1]  # reading migrates
    db = sqlite3.connect(first_schema_database)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    db.close()
    found = columns(first_schema_database)
    assert found["game"] == ("TEXT", 0, None)
    assert found["assisted"] == ("INTEGER", 1, "0")
    assert found["daily"] == ("TEXT", 0, None)
    assert found["match_id"] == ("TEXT", 0, None)
    assert found["match_game"] == ("INTEGER", 0, None)
    assert found["objective"] == ("TEXT", 0, None)


def test_games_recorded_before_keep_their_results_after_the_migration(first_schema_database):
    assert [(s.name, s.total) for s in high_scores("yahtzee")] == [("Ann", 230), ("Bob", 180)]
    [row] = recent_recorded()
    assert (row.id, row.daily, row.match_id, row.match_game) == (1, None, None, None)
    assert not row.assisted and not row.replayable
    assert [(p.name, p.total, p.place) for p in row.players] == [("Ann", 230, 1), ("Bob", 180, 2)]


def test_a_game_recorded_before_the_migration_cannot_be_replayed(first_schema_database):
    with pytest.raises(GameError, match="recorded before whole games were kept"):
        recorded_game(1)
    assert recorded_objective(1) is None
