"""Matches of the win level against optimal players, all at once: seats, pairing, seeds."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest

from yahtzee_tui.errors import GameError
from yahtzee_tui.strategy import win_matches
from yahtzee_tui.strategy.win_matches import play_win_matches

pytestmark = pytest.mark.tables("yahtzee", "yatzy", spread=True)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_win_level_takes_each_seat_once_a_match(players):
    result = play_win_matches("yatzy", players, 2, seed=2)
    assert result.styles == ("win", "optimal") and result.games == 2 * players
    assert result.lineups.shape == result.scores.shape == (2 * players, players)
    for game, lineup in enumerate(result.lineups):
        assert lineup.tolist() == [0 if seat == game % players else 1 for seat in range(players)]
    assert result.scores.min() >= 0 and result.scores.max() <= 374  # Yatzy's most


def test_a_seed_gives_the_same_matches():
    first = play_win_matches("yatzy", 2, 2, seed=5)
    assert np.array_equal(first.scores, play_win_matches("yatzy", 2, 2, seed=5).scores)
    assert not np.array_equal(first.scores, play_win_matches("yatzy", 2, 2, seed=6).scores)


@pytest.mark.parametrize("players", [2, 3])
def test_every_playing_of_a_match_deals_each_seat_the_same_dice(monkeypatch, players):
    """With the win level's turn played as an optimal player's, every playing of a match is the
    same game: each seat's dice are the match's, whoever sits there."""
    monkeypatch.setattr(win_matches, "_win_turn", win_matches._optimal_turn)
    result = play_win_matches("yahtzee", players, 20, seed=9)
    by_match = result.scores.reshape(20, players, players)
    assert (by_match == by_match[:, :1, :]).all()
    assert len({tuple(match[0]) for match in by_match}) > 1  # matches differ from each other


def test_only_solved_rule_sets_and_real_tables_are_played():
    with pytest.raises(GameError, match="solved rule set"):
        play_win_matches("yamb", 2, 1)
    with pytest.raises(GameError, match="2 to"):
        play_win_matches("yahtzee", 1, 1)


# Matches played before the exact tail was made faster: every final total, and a digest of
# every box, its points and any Yahtzee bonus the win level chose, turn by turn. A faster
# tail must make the same choices from the same dice, to the last bit.
RECORDED = [
    (
        ("yahtzee", 2, 4, 21, 3),
        [
            [194, 272],
            [186, 272],
            [292, 284],
            [292, 331],
            [192, 275],
            [204, 217],
            [322, 195],
            [315, 195],
        ],
        "0faebf644ee13d3a",
    ),
    (
        ("yatzy", 2, 4, 21, 3),
        [
            [221, 249],
            [220, 235],
            [229, 282],
            [235, 282],
            [194, 306],
            [201, 307],
            [246, 241],
            [296, 216],
        ],
        "05f47d0dac95b010",
    ),
    (
        ("yatzy", 3, 2, 22, 2),
        [
            [172, 192, 300],
            [226, 205, 300],
            [226, 192, 300],
            [247, 221, 221],
            [247, 221, 221],
            [247, 221, 230],
        ],
        "d341c792de8064a6",
    ),
    (
        ("yahtzee", 4, 1, 23, 1),
        [[235, 226, 240, 202], [244, 271, 240, 202], [244, 226, 246, 202], [244, 226, 240, 197]],
        "c7037662b0974426",
    ),
]


@pytest.mark.parametrize(("match", "scores", "choices"), RECORDED)
def test_a_seed_plays_the_recorded_matches_to_the_last_choice(monkeypatch, match, scores, choices):
    rules, players, matches, seed, chunk = match
    digest = hashlib.sha256()
    played = win_matches._win_turn

    def recorded(*args):
        chosen = played(*args)
        for array in chosen:
            digest.update(np.ascontiguousarray(array, dtype=np.int64).tobytes())
        return chosen

    monkeypatch.setattr(win_matches, "_win_turn", recorded)
    result = play_win_matches(rules, players, matches, seed=seed, chunk=chunk)
    assert result.scores.tolist() == scores
    assert digest.hexdigest()[:16] == choices
