"""`yahtzee-tui simulate --card`: games from a given card, and one-line errors (exit 2)."""

from __future__ import annotations

import json

import pytest

from tests.cli.helpers import run_command as run

# Every box but chance and Yahtzee; no upper bonus: 10 + 30 + 25 + 30 + 40 = 135 points.
ALMOST_FULL = (
    "ones=1,twos=2,threes=3,fours=4,fives=5,sixes=6,three_of_a_kind=30,four_of_a_kind=0,"
    "full_house=25,small_straight=30,large_straight=40"
)


# The solver's table, in memory for the commands these tests run in this process.
pytestmark = pytest.mark.tables("yahtzee")


def test_games_from_a_card_score_at_least_its_points_and_print_a_histogram(capsys):
    code, out, _ = run(capsys, "simulate", "--card", ALMOST_FULL, "--games", "500", "--seed", "3")
    assert code == 0
    assert "From the card ones=1" in out and "146 points so far" in out
    assert "final scores" in out and "█" in out
    summary = json.loads(
        run(capsys, "simulate", "--card", ALMOST_FULL, "--games", "500", "--seed", "3", "--json")[1]
    )
    # Chance (5 to 30) and the Yahtzee box (0 or 50) are left, then a Joker's bonus (100).
    assert summary["min"] >= 146 + 5 and summary["max"] <= 146 + 30 + 50 + 100
    assert summary["games"] == 500


def test_the_same_seed_gives_the_same_distribution(capsys):
    args = ("simulate", "--card", "chance=22,yahtzee=50", "--games", "300", "--seed", "5")
    first, again = (json.loads(run(capsys, *args, "--json")[1]) for _ in range(2))
    for timing in ("seconds", "games_per_second"):
        del first[timing], again[timing]
    assert first == again


@pytest.mark.parametrize(
    ("card", "message"),
    [
        ("onez=3", "unknown box 'onez'"),
        ("ones=7", "ones cannot hold 7"),
        ("ones=x", "whole number"),
        ("ones=3,ones=2", "names ones twice"),
        ("ones", "box=points pairs"),
        (ALMOST_FULL + ",chance=20,yahtzee=0", "nothing left to play"),
    ],
)
def test_a_bad_card_is_one_line_and_exit_2(capsys, card, message):
    code, out, err = run(capsys, "simulate", "--card", card)
    assert code == 2
    assert message in err
    assert len(err.strip().splitlines()) == 1
    assert out == ""


def test_a_card_plays_alone_with_the_strongest_strategy(capsys):
    code, _, err = run(capsys, "simulate", "--card", "chance=20", "--players", "2")
    assert code == 2
    assert "strongest strategy" in err
