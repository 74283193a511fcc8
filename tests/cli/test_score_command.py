"""`yahtzee-tui score`: answers, the table, and one-line errors with exit code 2."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.cli.helpers import run_command as run


def test_scores_a_yatzy_full_house(capsys):
    assert run(capsys, "score", "--rules", "yatzy", "3", "3", "3", "4", "4", "full_house") == (
        0,
        "17\n",
        "",
    )


def test_accepts_comma_separated_dice(capsys):
    assert run(capsys, "score", "3,3,3,5,5", "full_house")[1] == "25\n"


def test_the_card_turns_on_the_joker(capsys):
    args = ("score", "--card", "yahtzee=50,fours=12", "4", "4", "4", "4", "4", "large_straight")
    assert run(capsys, *args)[1] == "40\n"


def test_all_lists_every_open_box_and_marks_the_legal_ones(capsys):
    code, out, _ = run(capsys, "score", "--card", "yahtzee=50", "--all", "4", "4", "4", "4", "4")
    assert code == 0
    lines = {line.split("│")[2].strip(): line for line in out.splitlines() if line.count("│") > 3}
    assert "yahtzee" not in lines
    assert "✓" in lines["fours"]
    assert "✓" not in lines["chance"]
    assert "Yahtzee bonus +100" in out


def test_all_for_yamb_lists_every_row(capsys):
    code, out, _ = run(capsys, "score", "--rules", "yamb", "--all", "6", "6", "6", "6", "6", "6")
    assert code == 0
    assert "96" in out and "royal" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("score", "--rules", "poker", "1", "2", "3", "4", "5", "chance"), "unknown rule set"),
        (("score", "1", "2", "3", "4", "5", "pair"), "unknown box 'pair'"),
        (("score", "1", "2", "3", "4", "chance"), "rolls 5 dice, got 4"),
        (("score", "1", "2", "3", "4", "9", "chance"), "a die shows 1-6, got 9"),
        (("score", "1", "2", "3", "4", "5"), "name a box after the dice"),
        (("score", "--card", "fours=7", "1", "2", "3", "4", "5", "chance"), "cannot hold 7"),
        (("score", "--card", "fours", "1", "2", "3", "4", "5", "chance"), "box=points"),
        (("score", "--card", "fours=x", "1", "2", "3", "4", "5", "chance"), "whole number"),
        (("score", "--all", "1", "2", "3", "4", "5", "chance"), "either a box or --all"),
        (("score",), "required"),
        (("frobnicate",), "invalid choice"),
    ],
)
def test_bad_input_is_one_line_on_stderr_with_exit_code_2(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert message in err
    assert len(err.strip().splitlines()) == 1


def test_python_dash_m_runs_the_command_without_a_traceback():
    result = subprocess.run(
        [sys.executable, "-m", "yahtzee_tui", "score", "1", "2", "3", "4", "x"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1
