"""A player's recorded games one by one, and the players in the records."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime

from tests.builders import finished
from tests.tui.stats_data import record_rows
from yahtzee_tui.game import Player
from yahtzee_tui.storage.records import default_records_path, record_game
from yahtzee_tui.storage.records_stats import player_games, player_names


def test_a_players_games_are_oldest_first_with_totals_cards_and_help():
    first = finished("yahtzee", ["Ann", "Bob"], 1)
    second = finished("yahtzee", ["Bob", "ann"], 2, helped=True)
    record_game(second, played_at=datetime(2025, 3, 2, tzinfo=UTC))
    record_game(first, played_at=datetime(2025, 3, 1, tzinfo=UTC))
    games = player_games("ANN")
    assert [g.played_at[:10] for g in games] == ["2025-03-01", "2025-03-02"]
    assert [g.seat for g in games] == [0, 1]
    assert [g.assisted for g in games] == [False, True]
    assert games[0].card == dict(first.sheets[0]) and games[1].card == dict(second.sheets[1])
    assert games[1].name == "ann"


def test_a_players_games_can_be_limited_to_one_rule_set():
    record_game(finished("yatzy", ["Ann"], 1))
    record_game(finished("yamb", ["Ann"], 2))
    assert [g.rules for g in player_games("Ann", "yamb")] == ["yamb"]


def test_games_recorded_before_whole_games_were_kept_have_no_card():
    record_game(finished("yahtzee", ["Ann"], 1))
    db = sqlite3.connect(default_records_path())
    db.execute("UPDATE games SET game = NULL")
    db.commit()
    db.close()
    [played] = player_games("Ann")
    assert played.card is None and played.total > 0


def test_a_damaged_row_is_skipped_and_counted():
    record_rows("Ann", games=3)
    db = sqlite3.connect(default_records_path())
    db.execute("UPDATE results SET upper_bonuses = 5 WHERE game_id = 2")
    db.commit()
    db.close()
    found = player_games("Ann")
    assert len(found) == 2 and found.skipped == 1


def test_the_players_are_the_humans_the_last_to_play_first():
    record_game(
        finished("yahtzee", ["Ann", Player("Robo", "computer", "easy")], 1),
        played_at=datetime(2025, 3, 1, tzinfo=UTC),
    )
    record_game(finished("yahtzee", ["Bob"], 2), played_at=datetime(2025, 3, 2, tzinfo=UTC))
    record_game(finished("yahtzee", ["ANN"], 3), played_at=datetime(2025, 3, 3, tzinfo=UTC))
    assert player_names() == ["ANN", "Bob"]
