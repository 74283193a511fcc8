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


def test_a_box_the_joker_rule_forbids_is_refused(capsys):
    args = ("score", "--card", "yahtzee=50", "4", "4", "4", "4", "4", "chance")
    code, out, err = run(capsys, *args)
    assert (code, out) == (2, "")
    assert "Chance may not take this Yahtzee (Joker rule): Fours may" in err


def test_a_filled_box_is_refused(capsys):
    code, _, err = run(capsys, "score", "--card", "chance=20", "1", "2", "3", "4", "5", "chance")
    assert code == 2
    assert "Chance is already filled on this card" in err


def test_yamb_all_lists_the_columns_each_row_may_go_in_now(capsys):
    args = ("score", "--rules", "yamb", "--card", "down.ones=3,up.royal=0", "--all")
    code, out, _ = run(capsys, *args, "4", "4", "4", "6", "6", "6")
    assert code == 0
    rows = {
        line.split("│")[2].strip(): line.split("│")[4]
        for line in out.splitlines()
        if line.count("│") > 4
    }
    assert "DOWN" in rows["twos"] and "DOWN" not in rows["ones"]
    assert "UP" in rows["yamb"] and "UP" not in rows["royal"]
    assert "MIDDLE" in rows["max"] and "MIDDLE" in rows["min"]


def test_a_yamb_card_out_of_column_order_is_refused(capsys):
    args = ("score", "--rules", "yamb", "--card", "down.twos=4", "--all")
    code, _, err = run(capsys, *args, "1", "2", "3", "4", "5", "6")
    assert code == 2
    assert "DOWN Twos cannot be filled before DOWN Ones" in err
