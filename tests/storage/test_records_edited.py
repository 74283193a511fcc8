"""A records database edited by hand: bad rows are left out and counted, never a crash."""

from __future__ import annotations

import sqlite3
from dataclasses import replace

import pytest

from yahtzee_tui.engine import get_rules
from yahtzee_tui.game import Sheet, new_game
from yahtzee_tui.storage.records import (
    default_records_path,
    high_scores,
    player_stats,
    recent_games,
    record_game,
    skipped_note,
)


def record_chance(*chances: int, players=("Ann", "Bob"), seed: int = 1) -> int:
    """A finished Yahtzee game whose players score only their Chance."""
    state = new_game("yahtzee", list(players)[: len(chances)], seed=seed, first_player=0)
    boxes = get_rules("yahtzee").box_ids
    sheets = tuple(Sheet({**dict.fromkeys(boxes, 0), "chance": c}) for c in chances)
    return record_game(replace(state, sheets=sheets))


def edit(sql: str, *params: object) -> None:
    """Change the database as a player with the sqlite3 shell would."""
    db = sqlite3.connect(default_records_path())
    with db:
        db.execute(sql, params)
    db.close()


@pytest.fixture
def three_games() -> list[int]:
    """Ann 10 / Bob 20, Ann 30 solo, Ann 25 / Bob 15: three good games."""
    return [
        record_chance(10, 20, seed=1),
        record_chance(30, seed=2),
        record_chance(25, 15, seed=3),
    ]


def test_a_total_that_is_not_a_number_is_skipped_and_counted(three_games):
    edit("UPDATE results SET total = 'lots' WHERE game_id = ? AND seat = 0", three_games[1])
    scores = high_scores("yahtzee")
    expected = [("Ann", 25), ("Bob", 20), ("Bob", 15), ("Ann", 10)]
    assert [(s.name, s.total) for s in scores] == expected
    assert scores.skipped == 1
    [stats] = player_stats("Ann")
    assert (stats.games, stats.best, stats.worst, stats.average) == (2, 25, 10, 17.5)


def test_a_skipped_row_does_not_shorten_a_limited_list(three_games):
    edit("UPDATE results SET total = 'lots' WHERE game_id = ? AND seat = 0", three_games[1])
    scores = high_scores("yahtzee", limit=2)
    assert [s.total for s in scores] == [25, 20]
    assert scores.skipped == 1


def test_a_breakdown_that_is_not_json_skips_its_game(three_games):
    edit("UPDATE results SET breakdown = '{not json' WHERE game_id = ?", three_games[0])
    games = recent_games()
    assert [game.id for game in games] == [three_games[2], three_games[1]]
    assert games.skipped == 1


def test_a_seed_that_is_not_a_number_skips_its_game(three_games):
    edit("UPDATE games SET seed = 'twelve' WHERE id = ?", three_games[2])
    games = recent_games()
    assert [game.id for game in games] == [three_games[1], three_games[0]]
    assert games.skipped == 1


def test_an_unknown_rule_set_is_skipped_everywhere(three_games):
    edit("UPDATE games SET rules = 'poker' WHERE id = ?", three_games[1])
    assert [game.id for game in recent_games()] == [three_games[2], three_games[0]]
    stats = player_stats("Ann")
    assert [(entry.rules, entry.games) for entry in stats] == [("yahtzee", 2)]
    assert stats.skipped == 1


def test_no_upper_sections_is_a_bad_row_not_a_division_by_zero(three_games):
    edit("UPDATE results SET upper_sections = 0")
    stats = player_stats("Ann")
    assert stats == [] and stats.skipped == 3


def test_a_date_that_is_not_a_date_is_skipped(three_games):
    edit("UPDATE games SET played_at = 'yesterday' WHERE id = ?", three_games[0])
    scores = high_scores("yahtzee")
    assert ("Bob", 20) not in [(s.name, s.total) for s in scores]
    assert scores.skipped == 2


@pytest.mark.parametrize(
    ("column", "value"),
    [
        ("kind", "alien"),
        ("name", ""),
        ("place", 0),
        ("yahtzees", -1),
        ("level", b"\x00"),
        ("seat", 2.5),
        ("total", None),
    ],
)
def test_any_impossible_value_skips_the_game_in_recent_games(three_games, column, value):
    # A table rebuilt by hand without the constraints takes any value.
    db = sqlite3.connect(default_records_path())
    with db:
        db.execute("CREATE TABLE loose AS SELECT * FROM results")
        db.execute("DROP TABLE results")
        db.execute("ALTER TABLE loose RENAME TO results")
        db.execute(f"UPDATE results SET {column} = ? WHERE game_id = ?", (value, three_games[0]))
    db.close()
    games = recent_games()
    assert [game.id for game in games] == [three_games[2], three_games[1]]
    assert games.skipped == 1


def test_a_good_database_skips_nothing(three_games):
    assert high_scores("yahtzee").skipped == 0
    assert recent_games().skipped == 0
    assert player_stats("Ann").skipped == 0


def test_the_note_counts_in_words():
    assert skipped_note(0) is None
    assert skipped_note(1) == "1 damaged row of the records database was skipped"
    assert skipped_note(3) == "3 damaged rows of the records database were skipped"
