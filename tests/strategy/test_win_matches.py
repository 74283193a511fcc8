"""Matches of the win level against optimal players, all at once: seats, pairing, seeds."""

from __future__ import annotations

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
