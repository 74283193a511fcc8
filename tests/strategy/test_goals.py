"""Goals: how they are written, and the utilities of a target and of the win."""

from __future__ import annotations

import numpy as np
import pytest

from yahtzee_tui.errors import GameError
from yahtzee_tui.strategy.goals import (
    POINTS,
    TARGET,
    WIN,
    Goal,
    parse_goal,
    target_utility,
    win_utility,
)
from yahtzee_tui.strategy.win_chances import win_shares


def test_goals_are_read_from_points_win_and_target_n():
    assert parse_goal("points") == Goal(POINTS)
    assert parse_goal(" WIN ") == Goal(WIN)
    assert parse_goal("target=250") == Goal(TARGET, 250)
    assert str(Goal(TARGET, 250)) == "target=250"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "wins",
        "target",
        "target=",
        "target=0",
        "target=-5",
        "target=2.5",
        "target=99999",
        "points=3",
        "win=1",
    ],
)
def test_a_bad_goal_is_refused_in_one_sentence(text):
    with pytest.raises(GameError) as caught:
        parse_goal(text)
    assert "\n" not in str(caught.value)


def test_a_target_is_worth_one_from_the_points_it_needs():
    assert target_utility(100, 130).tolist() == [0.0] * 30 + [1.0]
    assert target_utility(140, 130).tolist() == [1.0]  # already reached


def test_the_win_is_worth_each_totals_share_against_the_opponents_samples():
    rng = np.random.default_rng(4)
    opponents = [rng.integers(150, 260, size=300), rng.integers(180, 240, size=200)]
    curve = win_utility(170, opponents)
    assert curve[0] == 0 or curve[0] < 0.05
    assert curve[-1] == 1.0
    assert all(np.diff(curve) >= 0)
    for gained in (0, 25, 40, 60, 89):
        mine = np.array([170 + gained])
        assert curve[gained] == pytest.approx(win_shares([mine, *opponents])[0], abs=1e-12)


def test_against_finished_players_the_win_is_beating_the_best_and_a_tie_shares_it():
    curve = win_utility(200, [np.array([230]), np.array([245]), np.array([245])])
    assert curve[44] == 0.0
    assert curve[45] == pytest.approx(1 / 3)  # three-way tie at 245
    assert curve[46] == 1.0 and len(curve) == 47
