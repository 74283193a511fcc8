"""A finished game keeps its save until the records hold it, and is never recorded twice."""

from __future__ import annotations

import sqlite3

import pytest

from tests.storage.test_records import card, finished_with, played
from yahtzee_tui.storage import records_db
from yahtzee_tui.storage.finishing import finish_game, record_waiting_games
from yahtzee_tui.storage.objective import Objective
from yahtzee_tui.storage.records import (
    SCHEMA_VERSION,
    default_records_path,
    is_recorded,
    recent_games,
    record_game,
    try_record,
)
from yahtzee_tui.storage.records_games import recorded_objective
from yahtzee_tui.storage.saves import default_save_path, has_saved_game, load_game, save_game
from yahtzee_tui.storage.slots import slot_path
from yahtzee_tui.storage.table_notes import TableNotes, notes_path, save_notes


@pytest.fixture
def short_wait(monkeypatch):
    """A locked database is given up on at once rather than after seconds."""
    monkeypatch.setattr(records_db, "BUSY_TIMEOUT", 0.05)


@pytest.fixture
def locked_database(short_wait):
    """Another connection holding a write transaction on the records, until the test ends."""
    record_game(finished_with([card(chance=7)], ["Old"]))  # a database with the schema in place
    db = sqlite3.connect(default_records_path(), isolation_level=None)
    db.execute("BEGIN IMMEDIATE")
    yield db
    db.rollback()
    db.close()


def damaged_database():
    default_records_path().parent.mkdir(parents=True, exist_ok=True)
    default_records_path().write_bytes(b"garbage " * 200)


def newer_database():
    record_game(finished_with([card(chance=7)], ["Old"]))
    db = sqlite3.connect(default_records_path())
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()


def database_of_another_schema():
    default_records_path().parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(default_records_path())
    db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, name TEXT)")
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    db.close()


def folder_in_the_way():
    default_records_path().parent.mkdir(parents=True, exist_ok=True)
    default_records_path().mkdir()


def read_only_database(read_only):
    record_game(finished_with([card(chance=7)], ["Old"]))
    read_only(default_records_path())


@pytest.fixture(
    params=["locked", "damaged", "newer", "another schema", "folder in the way", "read-only"]
)
def unusable_records(request, short_wait, read_only):
    """A records database that cannot take a game, made so for real; undone by `fix()`."""
    if request.param == "locked":
        record_game(finished_with([card(chance=7)], ["Old"]))
        db = sqlite3.connect(default_records_path(), isolation_level=None)
        db.execute("BEGIN IMMEDIATE")
        request.addfinalizer(db.close)
        return
    setup = {
        "damaged": damaged_database,
        "newer": newer_database,
        "another schema": database_of_another_schema,
        "folder in the way": folder_in_the_way,
        "read-only": lambda: read_only_database(read_only),
    }[request.param]
    setup()


def test_a_game_that_cannot_be_recorded_keeps_its_finished_save(unusable_records):
    state = played(seed=20)
    result = finish_game(state)
    assert not result.recorded and result.game_id is None
    assert result.problem.startswith("the game could not be recorded: records database")
    assert "\n" not in result.problem
    assert load_game() == state


def test_the_finished_state_replaces_the_last_moves_save():
    state = played(seed=20)
    save_game(played(seed=5))  # stands for the save before the last move
    default_records_path().parent.mkdir(parents=True, exist_ok=True)
    default_records_path().mkdir()
    finish_game(state)
    assert load_game() == state


def test_a_recorded_game_lets_its_save_go():
    state = played(seed=20)
    save_game(state)
    result = finish_game(state)
    assert result.recorded and not result.already and result.problem is None
    assert not has_saved_game()
    assert is_recorded(state)


def test_the_tables_notes_stay_with_an_unrecorded_save_and_go_with_a_recorded_one(
    locked_database,
):
    state = played(seed=20)
    save_notes(state, TableNotes(hints=True))
    assert not finish_game(state).recorded
    assert notes_path().exists()
    locked_database.rollback()
    [waiting] = record_waiting_games()
    assert waiting.result.recorded
    assert not notes_path().exists() and not has_saved_game()
    save_notes(state, TableNotes(hints=True))
    assert finish_game(state).recorded  # recorded before: the save and the notes go
    assert not notes_path().exists()


def test_the_objective_given_is_recorded_with_the_game_before_the_notes_one():
    state = played(seed=20)
    save_notes(state, TableNotes(hints=True, objective=Objective("win")))
    result = finish_game(state, objective=Objective("points"))
    assert recorded_objective(result.game_id) == Objective("points")


def test_a_game_finished_without_an_objective_is_recorded_with_the_one_in_its_notes(
    locked_database,
):
    state = played(seed=20)
    save_notes(state, TableNotes(hints=True, objective=Objective("win")))
    assert not finish_game(state).recorded
    locked_database.rollback()
    [waiting] = record_waiting_games()  # a later start: the notes still say the win
    assert recorded_objective(waiting.result.game_id) == Objective("win")


def test_a_game_without_notes_is_recorded_without_an_objective():
    result = finish_game(played(seed=20))
    assert result.recorded and recorded_objective(result.game_id) is None


def test_a_game_recorded_before_counts_as_recorded_and_is_not_stored_again():
    state = played(seed=20)
    first = record_game(state)
    result = finish_game(state)
    assert (result.game_id, result.already, result.recorded) == (first, True, True)
    assert not has_saved_game()
    assert len(recent_games()) == 1


def test_once_the_database_is_free_the_waiting_game_is_recorded_once(locked_database):
    state = played(seed=20)
    assert not finish_game(state).recorded
    locked_database.rollback()
    [waiting] = record_waiting_games()
    assert waiting.result.recorded and waiting.path == default_save_path()
    assert waiting.line == f"the finished game {waiting.label} is now recorded"
    assert not has_saved_game()
    assert record_waiting_games() == []
    assert [game.seed for game in recent_games()].count(20) == 1


def test_a_waiting_game_that_still_cannot_be_recorded_stays(locked_database):
    state = played(seed=20)
    finish_game(state)
    [waiting] = record_waiting_games()
    assert not waiting.result.recorded
    assert waiting.line.startswith(f"the finished game {waiting.label} stays in game.json: ")
    assert load_game() == state


def test_waiting_games_in_every_slot_are_recorded():
    first, second = played(seed=21), played(seed=22)
    save_game(first, slot_path(1))
    save_game(second, slot_path(3))
    waiting = record_waiting_games()
    assert [w.path.name for w in waiting] == ["game.json", "game-3.json"]
    assert all(is_recorded(state) for state in (first, second))
    assert not slot_path(1).exists() and not slot_path(3).exists()


def test_a_finished_game_open_in_another_process_is_left_to_it(held):
    state = played(seed=20)
    save_game(state)
    held()
    assert record_waiting_games() == []
    assert load_game() == state and not is_recorded(state)


def test_games_in_play_do_not_wait_for_the_records():
    from tests.storage.test_saves import mid_turn

    save_game(mid_turn())
    assert record_waiting_games() == []
    assert has_saved_game()


def test_try_record_says_why_not_in_one_line():
    damaged_database()
    result = try_record(finished_with([card()]))
    assert not result.recorded
    assert result.problem.startswith("the game could not be recorded: records database is")
