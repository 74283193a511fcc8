"""A save that cannot be replayed is never lost: one line says what is wrong and how to resume
it from its last consistent position, and `--resume --recover` does so, keeping the file."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.cli.helpers import run_command as run
from yahtzee_tui.storage.saves import load_game
from yahtzee_tui.storage.slots import slot_path

# Written by release 0.1.0 after three dice were held in one move: its moves since the roll
# name only the first die, so it does not replay.
DAMAGED = Path(__file__).parents[1] / "storage" / "damaged" / "several_dice_held_by_0_1_0.json"


@pytest.fixture
def damaged_save():
    path = slot_path(1)
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(DAMAGED, path)
    return path


def test_resume_of_a_damaged_save_says_what_is_wrong_and_how_to_recover_it(
    capsys, launched, damaged_save
):
    code, out, err = run(capsys, "--resume")
    assert code == 2 and out == "" and not launched
    assert err.count("\n") == 1
    assert "the dice, rolls or seat do not match the history" in err
    assert "--resume --recover resumes it from turn 2 of 13 (Ann, after roll 1)" in err
    assert damaged_save.read_bytes() == DAMAGED.read_bytes()  # nothing written


def test_resume_recover_plays_on_from_the_last_consistent_position_and_keeps_the_file(
    capsys, launched, damaged_save
):
    code, _, err = run(capsys, "--resume", "--recover")
    assert code == 0
    [app] = launched
    assert (app.save_path, app.locked) == (damaged_save, True)
    assert (app.state.turn, app.state.rolls_used, app.state.held) == (2, 1, (False,) * 5)
    assert dict(app.state.sheets[0]) == {"chance": 27}
    assert load_game(damaged_save) == app.state
    [kept] = damaged_save.parent.glob("game.json.corrupt-*")
    assert kept.read_bytes() == DAMAGED.read_bytes()
    assert f"the damaged save is kept as {kept}" in err


def test_recover_without_a_damaged_save_or_without_resume_is_one_line(capsys, launched):
    code, _, err = run(capsys, "--recover")
    assert (code, err) == (
        2,
        (
            "yahtzee-tui: error: --recover resumes a damaged saved game: use it with --resume"
            " (see yahtzee-tui --help)\n"
        ),
    )
    code, _, err = run(capsys, "--resume", "--recover")
    assert code == 2 and "no saved game is damaged" in err and not launched
