"""Whole games in the records: what is stored with each, and reading them back."""

from __future__ import annotations

import random
import sqlite3

import pytest

from tests.game.helpers import play_game
from tests.storage.test_records import on
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import new_game, roll, score, undo
from yahtzee_tui.game.assistance import mark_hint, undone_moves
from yahtzee_tui.game.daily import daily_game
from yahtzee_tui.game.matches import new_match
from yahtzee_tui.storage.objective import BEST, Objective, Target
from yahtzee_tui.storage.records import default_records_path, record_game
from yahtzee_tui.storage.records_games import recent_games, recorded_game, recorded_objective


def whole_game(seed: int = 5, players=("Ann", "Bob"), rules: str = "yahtzee"):
    return play_game(new_game(rules, list(players), seed=seed), random.Random(seed))


def test_a_recorded_game_reads_back_as_the_same_game():
    state = whole_game()
    game_id = record_game(state)
    again = recorded_game(game_id)
    assert again == state
    assert again.history == state.history


def test_a_recorded_yamb_game_reads_back_whole():
    state = whole_game(rules="yamb", players=("Ann",))
    assert recorded_game(record_game(state)).history == state.history


def test_a_game_with_help_is_recorded_as_assisted_with_its_marks():
    state = new_game("yahtzee", ["Ann"], seed=11)
    state = mark_hint(undo(score(roll(state), "chance")))
    state = play_game(state, random.Random(1))
    game_id = record_game(state)
    [row] = recent_games()
    assert row.assisted and row.replayable
    assert undone_moves(recorded_game(game_id)) == undone_moves(state)


def test_a_game_without_help_is_not_assisted():
    record_game(whole_game())
    assert not recent_games()[0].assisted


def test_a_daily_challenge_is_recorded_with_its_day():
    from datetime import date

    state = play_game(daily_game("yatzy", "Ann", date(2025, 3, 4)), random.Random(2))
    game_id = record_game(state)
    [row] = recent_games()
    assert (row.id, row.daily, row.rules) == (game_id, "2025-03-04", "yatzy")
    assert recorded_game(game_id).daily == "2025-03-04"


def test_a_match_game_is_recorded_with_its_match_and_number():
    first = new_match("yahtzee", ["Ann", "Bob"], 3, seed=8, match_id="m1")
    record_game(play_game(first, random.Random(8)))
    [row] = recent_games()
    assert (row.match_id, row.match_game) == ("m1", 1)


def test_recent_games_are_newest_first_with_players_in_seat_order_and_limited():
    ids = [record_game(whole_game(seed), played_at=on(seed)) for seed in (1, 2, 3)]
    rows = recent_games(limit=2)
    assert [row.id for row in rows] == [ids[2], ids[1]]
    assert [player.name for player in rows[0].players] == ["Ann", "Bob"]
    assert [player.seat for player in rows[0].players] == [0, 1]


def test_there_are_no_recent_games_before_any_is_recorded():
    assert recent_games() == []
    assert not default_records_path().exists()


def test_an_unknown_game_id_is_one_line():
    record_game(whole_game())
    with pytest.raises(GameError, match="there is no recorded game 99"):
        recorded_game(99)


@pytest.mark.parametrize(
    ("stored", "message"),
    [("{not json", "not JSON"), ('{"format": "other"}', "damaged: not a yahtzee-tui save")],
)
def test_a_damaged_record_is_one_line(stored, message):
    game_id = record_game(whole_game())
    db = sqlite3.connect(default_records_path())
    db.execute("UPDATE games SET game = ? WHERE id = ?", (stored, game_id))
    db.commit()
    db.close()
    with pytest.raises(GameError, match=message):
        recorded_game(game_id)


def test_a_damaged_row_is_skipped_and_counted():
    record_game(whole_game(1), played_at=on(1))
    record_game(whole_game(2), played_at=on(2))
    db = sqlite3.connect(default_records_path())
    db.execute("UPDATE games SET match_game = 'x' WHERE id = 2")
    db.commit()
    db.close()
    found = recent_games()
    assert [row.id for row in found] == [1] and found.skipped == 1


def test_a_game_is_recorded_with_what_its_hints_played_for():
    target = Target(total=251, source=BEST, best=250)
    objective = Objective("target", {0: target})
    game_id = record_game(whole_game(), objective=objective)
    assert recorded_objective(game_id) == objective
    won = record_game(whole_game(6), objective=Objective("win"))
    assert recorded_objective(won) == Objective("win")


def test_a_game_recorded_without_its_objective_has_none():
    game_id = record_game(whole_game())
    assert recorded_objective(game_id) is None
    assert recorded_objective(game_id + 1) is None  # no such game


@pytest.mark.parametrize(
    "stored",
    [
        "{not json",
        '{"kind": "fame"}',
        '{"kind": "target", "targets": [{"seat": 5, "total": 9, "source": "best", "best": 8}]}',
        '"x"' + " " * 5000,
    ],
)
def test_a_damaged_objective_is_left_out_and_the_game_still_reads(stored):
    game_id = record_game(whole_game(), objective=Objective("win"))
    db = sqlite3.connect(default_records_path())
    db.execute("UPDATE games SET objective = ? WHERE id = ?", (stored, game_id))
    db.commit()
    db.close()
    assert recorded_objective(game_id) is None
    assert recorded_game(game_id) == whole_game()
