"""A long measurement in chunks: each chunk dealt from its own (seed, number), and the
chunks' sums giving the figures of one run of all their matches."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from yahtzee_tui.strategy.match_tally import MatchTally, total
from yahtzee_tui.strategy.matches import HeadToHead
from yahtzee_tui.strategy.styles import WIN_LEVEL
from yahtzee_tui.strategy.win_matches import play_win_chunk


def _matches(scores: list[list[int]], players: int) -> HeadToHead:
    """Matches of `players` games each, the win level (style 0) in seat r of game r."""
    seats = np.arange(players)
    lineups = np.tile(np.where(seats[None, :] == seats[:, None], 0, 1), (len(scores) // players, 1))
    return HeadToHead("yatzy", (WIN_LEVEL, "optimal"), 1, players, lineups, np.array(scores))


@st.composite
def _chunks(draw: st.DrawFn) -> tuple[int, list[list[list[int]]]]:
    players = draw(st.integers(2, 4))
    total_ = st.integers(150, 160)  # a narrow range, so that ties come up
    game = st.lists(total_, min_size=players, max_size=players)
    chunk = st.lists(game, min_size=players, max_size=players * 4).map(
        lambda games: games[: len(games) - len(games) % players]
    )
    return players, draw(st.lists(chunk.filter(bool), min_size=1, max_size=5))


@given(_chunks())
def test_the_chunks_sums_give_the_figures_of_all_their_matches_at_once(case):
    players, chunks = case
    tallies = [MatchTally.of(_matches(chunk, players), WIN_LEVEL) for chunk in chunks]
    tally = total(MatchTally.from_dict(t.as_dict()) for t in tallies)  # through the ledger's form
    whole = _matches([game for chunk in chunks for game in chunk], players)
    assert tally is not None and tally.matches == whole.games // players
    assert tally.win_rate() == pytest.approx(whole.win_rate(WIN_LEVEL), abs=1e-9)
    others = whole.scores[whole.lineups != 0].mean()
    assert tally.mean_score() == pytest.approx(whole.mean_score(WIN_LEVEL))
    assert tally.cost() == pytest.approx(others - whole.mean_score(WIN_LEVEL))


def test_a_few_matches_give_no_interval():
    # Ten matches, every one split (the win level won one seating of the dice and lost the
    # other): a share of one half, which ten matches cannot tell to the point.
    tally = MatchTally.of(_matches([[200, 100], [200, 100]] * 10, 2), WIN_LEVEL)
    assert tally.win_rate() == (0.5, None, None)
    many = MatchTally.of(
        _matches([[200, 100], [100, 200], [200, 100], [200, 100]] * 15, 2), WIN_LEVEL
    )
    rate, low, high = many.win_rate()  # 30 matches, half won, half split
    margin = 1.96 * (0.0625 * 30 / 29 / 30) ** 0.5
    assert rate == 0.75 and (low, high) == pytest.approx((0.75 - margin, 0.75 + margin))
    assert total([]) is None
    with pytest.raises(ValueError, match="do not add up"):
        _ = tally + MatchTally.of(_matches([[1, 2, 3]] * 3, 3), WIN_LEVEL)


@pytest.mark.tables("yatzy", spread=True)
def test_a_chunk_is_dealt_from_its_seed_and_number_alone():
    first = play_win_chunk("yatzy", 2, 2, seed=7, index=3)
    assert np.array_equal(first.scores, play_win_chunk("yatzy", 2, 2, seed=7, index=3).scores)
    assert first.lineups.tolist() == [[0, 1], [1, 0], [0, 1], [1, 0]]
    assert not np.array_equal(first.scores, play_win_chunk("yatzy", 2, 2, seed=7, index=4).scores)
    assert not np.array_equal(first.scores, play_win_chunk("yatzy", 2, 2, seed=8, index=3).scores)
