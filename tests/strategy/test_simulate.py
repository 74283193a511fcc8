"""Simulated optimal games: seeded, vectorized, and scoring what the solver expects."""

from __future__ import annotations

import numpy as np
import pytest

from yahtzee_tui.errors import GameError
from yahtzee_tui.strategy.simulate import simulate

pytestmark = pytest.mark.tables("yahtzee", "yahtzee_free_joker", "yatzy")


def test_the_same_seed_plays_the_same_games():
    first = simulate("yahtzee", 300, seed=1)
    again = simulate("yahtzee", 300, seed=1)
    assert np.array_equal(first.scores, again.scores)


def test_another_seed_plays_other_games():
    assert not np.array_equal(
        simulate("yahtzee", 300, seed=1).scores, simulate("yahtzee", 300, seed=2).scores
    )


@pytest.mark.parametrize("rules_id", ["yahtzee", "yahtzee_free_joker", "yatzy"])
def test_optimal_games_average_the_expected_score(solved, rules_id):
    result = simulate(rules_id, 3000, seed=11)
    standard_error = result.scores.std() / np.sqrt(result.games)
    assert abs(result.scores.mean() - solved(rules_id).expected_score) < 4 * standard_error


def test_yatzy_scores_stay_within_the_card():
    # 15 boxes: at most 5 + ... + 30 upper, 50 bonus, and every lower box at its best.
    scores = simulate("yatzy", 500, seed=3).scores
    assert scores.min() >= 0
    assert scores.max() <= 105 + 50 + 12 + 22 + 18 + 24 + 15 + 20 + 28 + 30 + 50


def test_the_summary_and_histogram_describe_every_game():
    result = simulate("yahtzee", 400, seed=4)
    summary = result.summary()
    assert summary["games"] == 400
    assert summary["median"] == np.median(result.scores)
    assert summary["percentiles"][5] <= summary["median"] <= summary["percentiles"][95]
    assert sum(n for _, n in result.histogram(20)) == 400


def test_progress_reaches_every_game():
    seen = []
    simulate("yahtzee", 450, seed=5, progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (450, 450)


@pytest.mark.parametrize(
    ("rules", "games", "strategy", "message"),
    [
        ("yamb", 10, "optimal", "no optimal solver"),
        ("yahtzee", 0, "optimal", "games"),
        ("yahtzee", 10, "greedy", "unknown strategy"),
    ],
)
def test_bad_input_is_a_game_error(rules, games, strategy, message):
    with pytest.raises(GameError, match=message):
        simulate(rules, games, seed=1, strategy=strategy)
