"""Games through the game model for any strategy: paired dice, seats in turn, win rates."""

from __future__ import annotations

import numpy as np
import pytest

from yahtzee_tui.engine import get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.strategy.matches import (
    MIN_MATCHES,
    HeadToHead,
    play_game,
    play_head_to_head,
    play_solo,
)

YATZY = get_rules("yatzy")


pytestmark = pytest.mark.tables("yahtzee", "yatzy", spread=True)


def test_the_same_style_on_the_same_seeds_scores_the_same():
    first = play_solo("yahtzee", ["medium"], games=3, seed=5).scores
    again = play_solo("yahtzee", ["medium"], games=3, seed=5).scores
    assert np.array_equal(first, again)


def test_another_seed_plays_other_games():
    one = play_solo("yahtzee", ["easy"], games=4, seed=1).scores
    other = play_solo("yahtzee", ["easy"], games=4, seed=2).scores
    assert not np.array_equal(one, other)


def test_every_seat_rolls_its_own_dice_but_the_same_seat_the_same():
    # Two seats of one style on one seed: each seat's dice are its own...
    two = play_game(YATZY, ("expert", "expert"), seed=8)
    assert two[0] != two[1]
    # ...and a seat plays the same dice whoever sits beside it.
    beside_easy = play_game(YATZY, ("expert", "easy"), seed=8)
    assert beside_easy[0] == two[0]


def test_optimal_plays_real_games_as_the_expert_does():
    games = play_solo("yatzy", ["optimal", "expert"], games=2, seed=3)
    assert np.array_equal(games.scores[0], games.scores[1])
    assert games.paired_difference("expert", "optimal") == (0.0, 0.0)


def test_solo_styles_face_the_same_dice_so_the_expert_leads_easy():
    games = play_solo("yahtzee", ["expert", "easy"], games=6, seed=4)
    mean, error = games.paired_difference("expert", "easy")
    assert mean > 0 and error > 0
    assert games.simulation("easy").games == 6


def test_head_to_head_puts_every_style_in_every_seat():
    result = play_head_to_head("yahtzee", ["expert", "easy"], games=4, players=2, seed=6)
    assert result.lineups.tolist() == [[0, 1], [1, 0], [0, 1], [1, 0]]
    shares = result.win_shares("expert") + result.win_shares("easy")
    assert np.allclose(shares, 1.0)


def test_equal_totals_share_the_win():
    result = HeadToHead(
        "yahtzee",
        ("expert", "easy"),
        1,
        2,
        lineups=np.array([[0, 1], [1, 0]]),
        scores=np.array([[200, 200], [250, 180]]),
    )
    assert result.win_shares("expert").tolist() == [0.5, 0.0]
    assert result.win_shares("easy").tolist() == [0.5, 1.0]
    assert result.win_rate("easy") == (0.75, None, None)  # one group of seeds: no interval
    assert result.mean_score("easy") == pytest.approx((200 + 250) / 2)


def test_the_interval_of_a_win_rate_holds_the_rate_once_there_are_enough_matches():
    games = 2 * MIN_MATCHES
    result = play_head_to_head("yahtzee", ["medium", "easy"], games=games, players=2, seed=9)
    rate, low, high = result.win_rate("medium")
    assert low is not None and high is not None and 0 <= low <= rate <= high <= 1
    fewer = play_head_to_head("yahtzee", ["medium", "easy"], games - 2, players=2, seed=9)
    assert fewer.win_rate("medium")[1:] == (None, None)


def test_a_style_may_take_several_seats():
    result = play_head_to_head("yahtzee", ["easy"], games=3, players=3, seed=1)
    assert (result.lineups == 0).all()
    assert result.win_shares("easy").tolist() == [1.0, 1.0, 1.0]


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: play_solo("yamb", ["optimal"], 1, 1), "no optimal solver"),
        (lambda: play_solo("yahtzee", ["one-turn"], 1, 1), "one-turn"),
        (lambda: play_solo("yahtzee", ["lucky"], 1, 1), "unknown strategy"),
        (lambda: play_solo("yahtzee", ["easy", "easy"], 1, 1), "once"),
        (lambda: play_solo("yahtzee", [], 1, 1), "at least one"),
        (lambda: play_solo("yahtzee", ["easy"], 0, 1), "games"),
        (lambda: play_solo("yahtzee", ["easy"], 1, -1), "seed"),
        (lambda: play_head_to_head("yahtzee", ["easy"], 1, 7, 1), "players"),
        (lambda: play_head_to_head("yahtzee", ["easy", "medium", "expert"], 1, 2, 1), "need"),
    ],
)
def test_bad_input_is_a_game_error(call, message):
    with pytest.raises(GameError, match=message):
        call()
