"""Starting the game: the save slot it plays, its lock, a second copy, and finished games that
wait for the records."""

from __future__ import annotations

import os
import sqlite3
import time

import pytest

from tests.cli.helpers import run_command as run
from tests.storage.test_records import played
from yahtzee_tui.game import new_game, roll
from yahtzee_tui.storage import records_db
from yahtzee_tui.storage.locks import lock_holder, lock_path_for
from yahtzee_tui.storage.records import default_records_path, is_recorded, record_game
from yahtzee_tui.storage.saves import load_game, save_game
from yahtzee_tui.storage.slots import game_label, slot_path


@pytest.fixture
def locked_records(monkeypatch):
    """Another connection holds a write transaction on the records until `.rollback()`."""
    monkeypatch.setattr(records_db, "BUSY_TIMEOUT", 0.05)
    record_game(played(seed=90))
    db = sqlite3.connect(default_records_path(), isolation_level=None)
    db.execute("BEGIN IMMEDIATE")
    yield db
    db.close()


def in_play(seed=3, path=None):
    state = roll(new_game("yahtzee", ["Ann", "Bob"], seed=seed))
    save_game(state, path or slot_path(1))
    return state


# --- finished games waiting for the records ------------------------------------------------


def test_a_finished_save_is_recorded_at_the_next_start(capsys, launched):
    finished = played(seed=11)
    save_game(finished)
    code, _, err = run(capsys, "--player", "Zed")
    assert code == 0
    assert err == f"yahtzee-tui: the finished game {game_label(finished)} is now recorded\n"
    assert is_recorded(finished)
    [app] = launched
    assert app.save_path == slot_path(1) and app.state.players[0].name == "Zed"


def test_a_finished_save_that_cannot_be_recorded_is_kept_and_the_new_game_goes_beside_it(
    capsys, launched, locked_records
):
    finished = played(seed=11)
    save_game(finished)
    code, _, err = run(capsys, "--player", "Zed")
    assert code == 0
    [app] = launched
    assert app.save_path == slot_path(2) and app.locked
    assert load_game(slot_path(1)) == finished
    lines = err.splitlines()
    assert lines[0].startswith(f"yahtzee-tui: the finished game {game_label(finished)} stays")
    assert "could not be recorded: records database" in lines[0]
    assert lines[1] == "yahtzee-tui: this game is saved in game-2.json"


def test_the_start_screen_opens_beside_a_finished_game_waiting_for_the_records(
    capsys, launched, locked_records
):
    save_game(played(seed=11))
    assert run(capsys)[0] == 0
    assert launched[0].save_path == slot_path(2) and launched[0].state is None


def test_the_records_command_records_a_waiting_game_once_the_database_is_free(
    capsys, launched, locked_records
):
    finished = played(seed=11)
    save_game(finished)
    run(capsys, "--player", "Zed")
    locked_records.rollback()
    code, out, err = run(capsys, "records")
    assert code == 0 and "Ann" in out
    assert err == f"yahtzee-tui: the finished game {game_label(finished)} is now recorded\n"
    assert not slot_path(1).exists()
    assert run(capsys, "records")[2] == ""  # recorded once: nothing waits any more


# --- a second copy -------------------------------------------------------------------------


def test_resume_of_a_game_open_elsewhere_is_one_line_and_writes_nothing(capsys, launched, held):
    in_play()
    before = slot_path(1).read_bytes()
    other = held()
    code, out, err = run(capsys, "--resume")
    assert (code, out, launched) == (2, "", [])
    assert err == (
        f"yahtzee-tui: error: the saved game game.json is open in another yahtzee-tui "
        f"(process {other.pid}); quit it there first, add --read-only to watch it, "
        "or start a separate game with yahtzee-tui --separate (see yahtzee-tui --help)\n"
    )
    assert slot_path(1).read_bytes() == before


@pytest.mark.parametrize("argv", [("--resume",), ("--player", "Zed")])
def test_a_game_open_elsewhere_is_said_wholly_in_the_players_language(capsys, launched, held, argv):
    # The sentence about the other copy was left in English inside a Croatian line.
    in_play()
    other = held()
    code, _, err = run(capsys, "--lang", "hr", *argv)
    assert code == 2 and err.count("\n") == 1
    said = f"spremljena igra game.json otvorena je u drugom yahtzee-tui (proces {other.pid}); "
    assert err.startswith(f"yahtzee-tui: greška: {said}"), err
    assert "the saved game" not in err


@pytest.mark.parametrize("argv", [(), ("--player", "Zed"), ("--new", "--player", "Zed")])
def test_a_second_copy_never_opens_the_game_open_elsewhere(capsys, launched, held, argv):
    in_play()
    before = slot_path(1).read_bytes()
    held()
    code, _, err = run(capsys, *argv)
    assert (code, launched) == (2, [])
    assert "is open in another yahtzee-tui" in err and err.count("\n") == 1
    assert err.endswith(
        "quit it there first, watch it with yahtzee-tui --resume --read-only, "
        "or add --separate to play a separate game (see yahtzee-tui --help)\n"
    )
    assert slot_path(1).read_bytes() == before


def test_separate_plays_a_new_game_in_a_slot_of_its_own(capsys, launched, held):
    in_play()
    held()
    assert run(capsys, "--separate", "--player", "Zed")[0] == 0
    [app] = launched
    assert (app.save_path, app.locked) == (slot_path(2), True)
    assert app.state.players[0].name == "Zed"


def test_separate_alone_opens_the_start_screen_in_a_slot_of_its_own(capsys, launched, held):
    in_play()
    held()
    held(slot_path(2))
    assert run(capsys, "--separate")[0] == 0
    assert (launched[0].state, launched[0].save_path) == (None, slot_path(3))


def test_once_the_other_copy_has_crashed_the_game_resumes(capsys, launched, held):
    state = in_play()
    held().crash()
    assert run(capsys, "--resume")[0] == 0
    [app] = launched
    assert (app.state, app.save_path, app.locked) == (state, slot_path(1), True)


def test_resume_takes_the_newest_game_no_other_copy_has_open(capsys, launched, held):
    in_play(seed=1)
    separate = in_play(seed=2, path=slot_path(2))
    older = in_play(seed=4, path=slot_path(3))
    then = time.time() - 100
    os.utime(slot_path(3), (then, then))
    held()
    assert run(capsys, "--resume")[0] == 0
    assert (launched[0].state, launched[0].save_path) == (separate, slot_path(2))
    assert older != separate


def test_the_start_screen_opens_on_a_separate_game_left_in_play(capsys, launched):
    in_play(path=slot_path(2))
    assert run(capsys)[0] == 0
    assert launched[0].save_path == slot_path(2)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--resume", "--separate"), "--resume takes the saved game as it is"),
        (("--new", "--separate"), "--new replaces the saved game and --separate keeps it"),
    ],
)
def test_separate_clashes_with_resume_and_new(capsys, launched, argv, message):
    code, _, err = run(capsys, *argv)
    assert (code, launched) == (2, []) and message in err


def test_the_lock_is_let_go_when_the_app_ends(capsys, launched):
    run(capsys, "--player", "Zed")
    assert launched[0].locked
    assert not lock_path_for(slot_path(1)).exists()  # no save was left to guard


# --- temporary files left by a kill --------------------------------------------------------


def leftover(name, age):
    path = slot_path(1).with_name(name)
    path.write_text('{"half', encoding="utf-8")
    then = time.time() - age
    os.utime(path, (then, then))
    return path


def test_a_start_clears_the_stale_temporary_files_of_its_save(capsys, launched):
    in_play()
    stale = leftover(".game.json.k1ll3d", 3600)
    fresh = leftover(".game.json.wr1t1ng", 0)
    assert run(capsys, "--resume")[0] == 0
    assert not stale.exists() and fresh.exists()


def test_the_temporary_files_of_a_game_open_elsewhere_are_left_alone(capsys, launched, held):
    in_play()
    held()
    theirs = leftover(".game.json.th31rs", 3600)
    assert run(capsys, "--separate")[0] == 0
    assert theirs.exists()


# --- watching read-only --------------------------------------------------------------------


def test_resume_read_only_watches_a_game_open_elsewhere_without_its_lock(capsys, launched, held):
    saved = in_play()
    other = held()
    assert run(capsys, "--resume", "--read-only")[0] == 0
    [app] = launched
    assert app.read_only and app.state == saved and app.save_path == slot_path(1)
    assert lock_holder(slot_path(1)) == other.pid  # still the other copy's: nothing taken


def test_resume_read_only_watches_a_game_nobody_plays_too(capsys, launched):
    saved = in_play()
    assert run(capsys, "--resume", "--read-only")[0] == 0
    [app] = launched
    assert app.read_only and app.state == saved
    assert not app.locked  # watching takes no lock, so the game stays free to resume


def test_read_only_without_resume_is_one_line(capsys, launched):
    assert run(capsys, "--read-only") == (
        2,
        "",
        (
            "yahtzee-tui: error: --read-only watches a saved game: use it with --resume"
            " (see yahtzee-tui --help)\n"
        ),
    )
    assert not launched


def test_resume_read_only_without_a_game_in_play_is_one_line(capsys, launched):
    assert run(capsys, "--resume", "--read-only") == (
        2,
        "",
        "yahtzee-tui: error: there is no saved game in play to watch (see yahtzee-tui --help)\n",
    )
