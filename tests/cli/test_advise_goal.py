"""`yahtzee-tui advise --goal`: options ranked by the chance of a target or of the win, and
one-line errors (exit 2) for a bad goal."""

from __future__ import annotations

import json

import pytest

from tests.cli.helpers import run_command as run

pytestmark = pytest.mark.tables("yahtzee")

MINE = (
    "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,three_of_a_kind=20,four_of_a_kind=0,"
    "full_house=25,chance=22,small_straight=30"
)
ADVISE = ("advise", "--rules", "yahtzee", "--dice", "4,4,6,5,4", "--card", MINE)


def _first_hold(out: str) -> str:
    return next(line for line in out.splitlines() if "│" in line)


def test_the_goal_changes_the_advice(capsys):
    code, out, _ = run(capsys, *ADVISE)
    assert code == 0 and "hold 4 5 " in _first_hold(out)
    code, out, _ = run(
        capsys, *ADVISE, "--goal", "win", "--opponent", MINE + ",large_straight=40,yahtzee=0"
    )
    assert code == 0 and "hold 4 4 4 " in _first_hold(out)
    assert "chance to win" in out and "%" in _first_hold(out)
    code, out, _ = run(capsys, *ADVISE, "--goal", "target=274", "--json")
    options = json.loads(out)["options"]
    assert code == 0 and options[0]["hold"] == [4, 4, 4]
    assert 0.0 < options[0]["expected_score"] < 1.0


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        (("--goal", "wins"), "a goal is points, win or target=N"),
        (("--goal", "target=0"), "a target is a whole number of points"),
        (("--goal", "win"), "--goal win needs the other players' cards"),
        (("--opponent", MINE), "--opponent goes with --goal win"),
        (("--goal", "win", "--opponent", "ones=7"), "ones cannot hold 7"),
    ],
)
def test_a_bad_goal_is_one_line_and_exit_2(capsys, extra, said):
    code, out, err = run(capsys, *ADVISE, *extra)
    assert code == 2 and out == ""
    assert said in err and len(err.strip().splitlines()) == 1


def test_a_goal_needs_a_card_near_its_end(capsys):
    code, _, err = run(capsys, "advise", "--dice", "1,2,3,4,5", "--goal", "target=200")
    assert code == 2 and "at most 8 open boxes" in err
