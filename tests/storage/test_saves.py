"""Saving after every move and resuming: atomic files, and every kind of bad file refused."""

from __future__ import annotations

import json
import os
import random

import pytest

from tests.game.helpers import play_turn
from yahtzee_tui import paths
from yahtzee_tui.engine import possible_values
from yahtzee_tui.game import call, new_game, roll, toggle_hold, undo
from yahtzee_tui.game.moves import HOLD, Move
from yahtzee_tui.game.replay import moves_since_roll
from yahtzee_tui.storage import saves
from yahtzee_tui.storage.saves import (
    SaveError,
    default_save_path,
    delete_saved_game,
    has_saved_game,
    load_game,
    quarantine_saved_game,
    save_game,
)


def mid_game(rules="yahtzee", turns=5, seed=8):
    state = new_game(rules, ["Ann", "Bob"], seed=seed, first_player=0)
    chooser = random.Random(seed)
    for _ in range(turns):
        state = play_turn(state, chooser)
    return state


def mid_turn(rules="yahtzee"):
    state = roll(mid_game(rules))
    return toggle_hold(toggle_hold(state, 0), 2)


def test_the_save_lives_in_the_data_directory(_isolated_home):
    assert default_save_path() == paths.data_dir() / "game.json"
    assert str(default_save_path()).startswith(str(_isolated_home))


def test_there_is_no_saved_game_at_first():
    assert not has_saved_game()
    with pytest.raises(SaveError, match="there is no saved game"):
        load_game()


@pytest.mark.parametrize("rules", ["yahtzee", "yatzy", "yamb", "yahtzee_free_joker"])
def test_a_game_saved_mid_turn_loads_equal(rules):
    state = mid_turn(rules)
    save_game(state)
    assert has_saved_game()
    assert load_game() == state


def test_a_resumed_game_rolls_the_same_dice():
    state = mid_turn()
    save_game(state)
    resumed = load_game()
    assert roll(resumed).dice == roll(state).dice
    assert roll(roll(resumed)).history == roll(roll(state)).history


def test_undo_survives_a_resume():
    state = mid_turn()
    save_game(state)
    resumed = load_game()
    assert moves_since_roll(resumed) == [Move(HOLD, indexes=(0,)), Move(HOLD, indexes=(2,))]
    assert undo(resumed) == undo(state)
    assert undo(undo(resumed)) == undo(undo(state))


def test_a_yamb_call_survives_a_resume():
    state = call(roll(mid_game("yamb")), "poker")
    save_game(state)
    resumed = load_game()
    assert resumed.called == "poker"
    assert undo(resumed).called is None


def test_a_finished_game_saves_and_loads():
    state = mid_game("yahtzee", turns=26)
    assert state.is_over
    save_game(state)
    assert load_game() == state


def test_the_save_is_versioned_json():
    path = save_game(mid_turn())
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "yahtzee-tui-save"
    assert data["version"] == 1


def test_a_save_goes_where_it_is_told(tmp_path):
    path = tmp_path / "elsewhere" / "my.json"
    state = mid_turn()
    assert save_game(state, path) == path
    assert load_game(path) == state
    assert not has_saved_game()


def test_saving_leaves_no_temporary_file_behind():
    path = save_game(mid_turn())
    save_game(mid_game())
    assert sorted(p.name for p in path.parent.iterdir()) == ["game.json"]


def test_a_failed_write_keeps_the_previous_save(monkeypatch):
    first = mid_game()
    path = save_game(first)

    real_fsync = os.fsync

    def broken_fsync(fd):
        raise OSError("disk full")

    monkeypatch.setattr(saves.os, "fsync", broken_fsync)
    with pytest.raises(SaveError, match=r"the game cannot be saved to .*: disk full"):
        save_game(mid_turn())
    monkeypatch.setattr(saves.os, "fsync", real_fsync)
    assert load_game() == first
    assert sorted(p.name for p in path.parent.iterdir()) == ["game.json"]


def test_delete_removes_the_save_and_tolerates_none():
    save_game(mid_game())
    delete_saved_game()
    assert not has_saved_game()
    delete_saved_game()


def write_data(data):
    path = default_save_path()
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def saved_data(state=None):
    path = save_game(state if state is not None else mid_turn())
    return json.loads(path.read_text(encoding="utf-8"))


def refused(message):
    with pytest.raises(SaveError) as raised:
        load_game()
    assert message in str(raised.value)
    return str(raised.value)


def test_a_truncated_file_is_refused():
    path = save_game(mid_turn())
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    refused("save file is truncated or not JSON")


def test_an_empty_file_is_refused():
    default_save_path().write_bytes(b"")
    refused("save file is truncated or not JSON")


def test_a_file_of_bytes_is_refused():
    default_save_path().write_bytes(bytes(range(256)))
    refused("save file is truncated or not JSON")


def test_another_kind_of_json_is_refused():
    write_data({"hello": "world"})
    refused("save file is not a yahtzee-tui save")


def test_a_newer_version_is_refused():
    data = saved_data()
    data["version"] = 7
    write_data(data)
    refused("save file version 7 is not supported (this program reads version 1)")


def test_a_decimal_version_is_refused():
    data = saved_data()
    data["version"] = 1.0
    write_data(data)
    refused("save file version 1.0 is not supported")


def test_a_number_past_the_digit_limit_is_refused_not_crashed():
    path = save_game(mid_turn())
    huge = "9" * 5000
    text = path.read_text(encoding="utf-8").replace('"seed":', f'"padding":{huge},"seed":', 1)
    path.write_text(text, encoding="utf-8")
    refused("save file is truncated or not JSON")


def test_a_huge_file_is_refused_without_reading_it_all(monkeypatch):
    monkeypatch.setattr("yahtzee_tui.storage.saves.MAX_SAVE_BYTES", 64)
    save_game(mid_turn())
    refused("save file is too large to be a saved game")


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("rolls_used", "2", "rolls_used must be a whole number, got text"),
        ("rolls_used", 4, "rolls_used must be from 0 to 3, got 4"),
        ("current", True, "current must be a whole number, got true/false"),
        ("players", {}, "players must be a list of players, got an object"),
        ("history", None, "history must be a list of moves, got null"),
        ("dice", [1, 2, 3], "dice: Yahtzee rolls 5 dice, got 3"),
        ("held", [1, 0, 0, 0, 0], "held: 5 true/false flags"),
        ("seed", -3, "seed is a whole number"),
        ("rng_state", [3, [1, 2], None], "random generator state is malformed"),
        ("sheets", [{}], "sheets: 1 sheets for 2 players"),
    ],
)
def test_a_field_of_the_wrong_type_is_refused(field, value, message):
    data = saved_data()
    data[field] = value
    write_data(data)
    refused(message)


def test_a_missing_field_is_refused():
    data = saved_data()
    del data["turn"]
    write_data(data)
    refused("turn is missing")


def test_an_unknown_rule_set_is_refused():
    data = saved_data()
    data["rules"] = "poker"
    write_data(data)
    refused("unknown rule set 'poker'")


def test_an_impossible_sheet_value_names_the_sheet_and_box():
    data = saved_data()
    data["sheets"][0]["fours"] = 7
    write_data(data)
    refused("sheet of Ann: fours cannot hold 7")


def test_an_unknown_box_on_a_sheet_is_refused():
    data = saved_data()
    data["sheets"][1]["kenta"] = 61
    write_data(data)
    refused("sheet of Bob: unknown box 'kenta'")


def test_an_edited_sheet_does_not_replay():
    data = saved_data()
    sheet = data["sheets"][0]
    box = next(iter(sheet))
    sheet[box] = max(possible_values("yahtzee", box) - {sheet[box]})
    write_data(data)
    refused("history does not replay to the saved sheets")


def test_an_added_sheet_value_does_not_replay():
    data = saved_data()
    data["sheets"][1].setdefault("yahtzee", 50)
    data["sheets"][1]["yahtzee"] = 50 if data["sheets"][1]["yahtzee"] == 0 else 0
    write_data(data)
    refused("history does not replay to the saved sheets")


def test_edited_dice_in_the_history_do_not_replay():
    data = saved_data()
    first_roll = data["history"][0]
    first_roll["dice"] = [d % 6 + 1 for d in first_roll["dice"]]
    write_data(data)
    refused("history does not replay: move 1 (roll): shows other dice than the seed gives")


def test_edited_points_in_the_history_do_not_replay():
    data = saved_data()
    scored = next(e for e in data["history"] if e["kind"] == "score")
    scored["points"] += 1
    write_data(data)
    refused("records points")


def test_an_edited_seed_does_not_replay():
    data = saved_data()
    data["seed"] += 1
    write_data(data)
    refused("history does not replay")


def test_edited_current_dice_are_refused():
    data = saved_data()
    data["dice"] = [d % 6 + 1 for d in data["dice"]]
    write_data(data)
    refused("the dice, rolls or seat do not match the history")


def test_an_edited_generator_state_is_refused():
    data = saved_data()
    data["rng_state"][1][0] ^= 1
    write_data(data)
    refused("the random generator state does not match the seed and history")


def test_moves_since_the_last_roll_must_be_legal():
    data = saved_data()
    data["moves_since_roll"] = [{"move": "hold", "target": 9}]
    write_data(data)
    refused("moves since the last roll: move 1: there is no die 9")


def test_a_bad_file_is_kept_where_it_is():
    path = default_save_path()
    path.write_text("{not json", encoding="utf-8")
    refused("truncated or not JSON")
    assert path.read_text(encoding="utf-8") == "{not json"


def test_quarantine_moves_a_bad_file_aside():
    path = default_save_path()
    path.write_text("{not json", encoding="utf-8")
    moved = quarantine_saved_game()
    assert not path.exists()
    assert moved.name.startswith("game.json.corrupt-")
    assert moved.read_text(encoding="utf-8") == "{not json"
    assert not has_saved_game()


def test_quarantine_never_overwrites_an_earlier_one():
    path = default_save_path()
    path.write_text("one", encoding="utf-8")
    first = quarantine_saved_game()
    path.write_text("two", encoding="utf-8")
    second = quarantine_saved_game()
    assert first != second
    assert first.read_text(encoding="utf-8") == "one"
    assert second.read_text(encoding="utf-8") == "two"


def test_an_unreadable_path_is_refused_with_a_message(tmp_path):
    folder = tmp_path / "a_folder"
    folder.mkdir()
    with pytest.raises(SaveError, match="cannot be read"):
        load_game(folder)


def test_a_decimal_where_a_whole_number_belongs_is_refused():
    data = saved_data()
    data["turn"] = 2.0
    write_data(data)
    refused("turn must be a whole number, got a decimal number")
