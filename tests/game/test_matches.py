"""Matches: games in a row with the same seats, won on the sum of the totals."""

from __future__ import annotations

from dataclasses import replace

import pytest

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import Sheet, roll
from yahtzee_tui.game.matches import (
    match_over,
    match_standings,
    match_totals,
    new_match,
    next_match_game,
)
from yahtzee_tui.game.serialize import state_from_dict, state_to_dict


def finish(state, *chances):
    """`state` over, each seat scoring its chance and 0 elsewhere."""
    boxes = state.ruleset.box_ids
    sheets = tuple(Sheet({**dict.fromkeys(boxes, 0), "chance": c}) for c in chances)
    return replace(state, sheets=sheets)


def test_a_match_starts_at_game_one_of_n():
    state = new_match("yahtzee", ["Ann", "Bob"], 3, seed=1)
    assert (state.match.game, state.match.games, state.match.earlier) == (1, 3, ())


def test_the_next_game_keeps_the_seats_and_the_match_and_moves_the_opener_on():
    first = finish(new_match("yahtzee", ["Ann", "Bob"], 2, seed=1), 20, 10)
    second = next_match_game(first, seed=2)
    assert second.players == first.players
    assert second.match.id == first.match.id and second.match.game == 2
    assert second.match.earlier == ((20, 10),)
    assert second.first_player == (first.first_player + 1) % 2
    assert match_totals(second) == (20, 10)


def test_standings_sum_the_games_and_count_wins():
    first = finish(new_match("yahtzee", ["Ann", "Bob"], 2, seed=1), 20, 10)
    last = finish(next_match_game(first, seed=2), 5, 12)
    assert match_over(last) and not match_over(first)
    assert [(s.name, s.total, s.wins, s.place) for s in match_standings(last)] == [
        ("Ann", 25, 1, 1),
        ("Bob", 22, 1, 2),
    ]


def test_equal_match_totals_share_a_place():
    first = finish(new_match("yahtzee", ["Ann", "Bob"], 1, seed=1), 15, 15)
    assert [s.place for s in match_standings(first)] == [1, 1]


def test_there_is_no_game_after_the_last():
    last = finish(new_match("yahtzee", ["Ann"], 1, seed=1), 10)
    with pytest.raises(GameError, match="the match is over"):
        next_match_game(last)


@pytest.mark.parametrize("games", [0, 21, True, "2"])
def test_a_match_length_is_checked(games):
    with pytest.raises(GameError, match="a match has 1 to 20 games"):
        new_match("yahtzee", ["Ann"], games)


def test_a_match_survives_a_save():
    first = finish(new_match("yahtzee", ["Ann", "Bob"], 3, seed=1), 20, 10)
    state = roll(next_match_game(first, seed=2))
    assert state_from_dict(state_to_dict(state)).match == state.match


def test_a_save_with_earlier_totals_that_do_not_fit_is_refused():
    data = state_to_dict(roll(new_match("yahtzee", ["Ann", "Bob"], 3, seed=1)))
    data["match"]["earlier"] = [[1, 2]]
    with pytest.raises(GameError, match="needs the totals of the 0 before"):
        state_from_dict(data)
