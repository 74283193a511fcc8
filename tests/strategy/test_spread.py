"""The spread table: the variance of the points still to come under the points-optimal policy,
against the published figure and against games played out by that policy."""

from __future__ import annotations

import numpy as np
import pytest

from yahtzee_tui.strategy.advisor import card_state
from yahtzee_tui.strategy.batch_dice import BatchDice
from yahtzee_tui.strategy.cache import solver_table
from yahtzee_tui.strategy.playouts import Start, play_out
from yahtzee_tui.strategy.spread_table import spread_table

pytestmark = pytest.mark.tables("yahtzee", "yatzy", spread=True)


def test_a_whole_game_of_yahtzee_has_the_published_spread():
    # Optimal solitaire Yahtzee: mean 254.59, standard deviation 59.61 (Verhoeff's tables;
    # Glenn, "An optimal strategy for Yahtzee", 2006).
    assert float(spread_table("yahtzee")[0]) ** 0.5 == pytest.approx(59.61, abs=0.01)


@pytest.mark.parametrize(
    ("rules", "card"),
    [
        ("yahtzee", {}),
        ("yatzy", {}),
        ("yahtzee", {"ones": 2, "sixes": 24, "chance": 23, "yahtzee": 50, "full_house": 25}),
        ("yahtzee", {"ones": 3, "twos": 6, "large_straight": 0, "yahtzee": 0, "chance": 19}),
        ("yatzy", {"fives": 20, "pair": 12, "small_straight": 0, "yatzy": 0, "chance": 27}),
    ],
)
def test_the_spread_is_that_of_games_played_out_by_the_policy(rules, card):
    table = solver_table(rules)
    mask, upper, flag = card_state(table, card)
    games = 20_000
    finals = play_out(
        table.model,
        table.values,
        BatchDice(table.model.dice),
        np.random.default_rng(11),
        [Start(mask, upper, flag, 0)],
        games,
    )[0].astype(np.float64)
    variance = float(spread_table(rules)[table.model.state_index(mask, upper, flag)])
    # The sample variance of 20,000 games is within 4 % of the true one (about 4 standard
    # errors for these skewed totals).
    assert finals.var(ddof=1) == pytest.approx(variance, rel=0.04)
    assert finals.mean() == pytest.approx(
        table.value(mask, upper, flag), abs=4 * finals.std() / games**0.5
    )


def test_a_full_card_has_no_spread_left():
    table = solver_table("yatzy")
    full = table.model.full_mask
    assert float(spread_table("yatzy")[table.model.state_index(full, 0, 0)]) == 0.0
