"""The table's notes beside the save: the hints toggle, the objective and the coach's words,
for that game."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.game.test_save_roundtrip import kinds_of_game, slow_examples, start, step, steps
from yahtzee_tui.engine import RULE_SETS
from yahtzee_tui.game import GameError, new_game, roll, toggle_hold
from yahtzee_tui.storage.objective import BEST, DAILY, MAX_TOTAL, Objective, Target
from yahtzee_tui.storage.saves import load_game, save_game
from yahtzee_tui.storage.settings import OBJECTIVES
from yahtzee_tui.storage.table_notes import (
    TableNotes,
    event_mark,
    load_notes,
    notes_path,
    save_notes,
)


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


# --- the objective: what the hints play for, kept with the game ----------------------------


def test_the_objective_and_the_targets_found_come_back_with_the_notes():
    state = played()
    kept = Objective("target", {0: Target(251, BEST, 250), 1: Target(232, DAILY, 231)})
    save_notes(state, TableNotes(True, {}, kept))
    assert load_notes(state) == TableNotes(True, {}, kept)


def test_notes_of_the_last_release_have_no_objective_and_keep_the_rest():
    """Notes written before the objective was kept (no `objective` key): the hints and the
    coach's words load, the objective is None (the table takes the settings' then)."""
    state = played()
    identity = ["yahtzee", "7", state.first_player, ["Ann", "Bob"]]
    marks = [[1, event_mark(state.history[1]), "a note"]]
    old = {"version": 1, "game": identity, "hints": True, "coach": marks}
    notes_path().write_text(json.dumps(old), encoding="utf-8")
    assert load_notes(state) == TableNotes(True, {1: "a note"}, None)


@pytest.mark.parametrize(
    "objective",
    [
        {"kind": "luck"},
        {"kind": "target", "targets": [{"seat": 2, "total": 251, "source": "best", "best": 250}]},
        {"kind": "target", "targets": [{"seat": 0, "total": 250, "source": "best", "best": 250}]},
        {"kind": "target", "targets": [{"seat": 0, "total": 251, "source": "mine", "best": 250}]},
        {"kind": "target", "targets": [{"seat": True, "total": 251, "source": "best", "best": 1}]},
        {"kind": "win", "targets": "none"},
        "win",
    ],
)
def test_an_objective_this_program_does_not_know_is_left_out_not_the_hints(objective):
    state = played()
    save_notes(state, TableNotes(True, {}))
    data = json.loads(notes_path().read_text(encoding="utf-8"))
    notes_path().write_text(json.dumps({**data, "objective": objective}), encoding="utf-8")
    assert load_notes(state) == TableNotes(True, {}, None)


targets = st.builds(
    lambda total, source, gap: Target(total, source, total - gap),
    st.integers(-MAX_TOTAL + 1000, MAX_TOTAL),
    st.sampled_from((BEST, DAILY)),
    st.integers(1, 999),
)


@slow_examples(60)
@given(
    rules=st.sampled_from(sorted(RULE_SETS)),
    kind=kinds_of_game,
    seed=st.integers(0, 2**32),
    seats=st.integers(1, 3),
    sequence=st.lists(steps, max_size=30),
    hints=st.booleans(),
    objective_kind=st.sampled_from(OBJECTIVES),
    found=st.dictionaries(st.integers(0, 2), targets, max_size=3),
)
def test_every_objective_comes_back_with_every_game_saved_and_resumed(
    tmp_path_factory, rules, kind, seed, seats, sequence, hints, objective_kind, found
):
    """Random legal play of every kind, saved with notes holding an objective and the targets
    found for its seats; the game loaded back finds the same notes beside it."""
    state = start(kind, rules, seed, seats)
    for move in sequence:
        try:
            state = step(state, move)
        except GameError:
            continue
    seats = len(state.players)
    objective = Objective(objective_kind, {s: t for s, t in found.items() if s < seats})
    save = tmp_path_factory.mktemp("slot") / "game.json"
    save_game(state, save)
    save_notes(state, TableNotes(hints, {}, objective), save)
    resumed = load_game(save)
    assert load_notes(resumed, save) == TableNotes(hints, {}, objective)
