"""The table's notes beside the save: the hints toggle and the coach's words, for that game."""

from __future__ import annotations

from yahtzee_tui.game import new_game, roll, toggle_hold
from yahtzee_tui.storage.table_notes import TableNotes, load_notes, notes_path, save_notes


def played():
    return roll(toggle_hold(roll(new_game("yahtzee", ["Ann", "Bob"], 7)), 0))


def test_notes_come_back_for_the_same_game():
    state = played()
    save_notes(state, TableNotes(True, {1: "hold 3 3, the best choice"}))
    assert load_notes(state) == TableNotes(True, {1: "hold 3 3, the best choice"})


def test_notes_of_another_game_are_ignored():
    save_notes(played(), TableNotes(True, {1: "x"}))
    assert load_notes(roll(new_game("yahtzee", ["Ann", "Bob"], 8))) is None


def test_a_note_under_an_event_that_changed_is_dropped():
    state = played()
    save_notes(state, TableNotes(False, {0: "first", 1: "second"}))
    other = roll(new_game("yahtzee", ["Ann", "Bob"], 7))  # same game, fewer events
    assert load_notes(other) == TableNotes(False, {0: "first"})


def test_a_damaged_notes_file_is_ignored():
    notes_path().write_text("{not json", encoding="utf-8")
    assert load_notes(played()) is None


def test_the_notes_sit_beside_the_save(tmp_path):
    save = tmp_path / "game.json"
    assert notes_path(save) == tmp_path / "game.notes.json"
