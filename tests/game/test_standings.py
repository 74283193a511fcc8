"""Totals and standings: best first, equal totals share a place."""

from __future__ import annotations

import pytest

from tests.game.helpers import with_sheet
from yahtzee_tui.game import GameError, Standing, new_game, player_totals, standings, winners


def table(*sheets):
    state = new_game("yahtzee", ["Ann", "Bob", "Cy", "Di"][: len(sheets)], seed=1, first_player=0)
    for seat, cells in enumerate(sheets):
        state = with_sheet(state, cells, seat)
    return state


def test_player_totals_are_the_engine_totals():
    state = table({"ones": 3, "chance": 20, "yahtzee": 50, "yahtzee_bonus": 100})
    assert player_totals(state, 0) == {
        "upper": 3,
        "upper_bonus": 0,
        "lower": 70,
        "yahtzee_bonus": 100,
        "total": 173,
    }


@pytest.mark.parametrize("seat", [-1, 1, "0", True])
def test_totals_of_a_seat_that_does_not_exist_are_refused(seat):
    with pytest.raises(GameError, match="no seat"):
        player_totals(table({}), seat)


def test_standings_put_the_best_total_first():
    state = table({"chance": 10}, {"chance": 25}, {"chance": 18})
    assert standings(state) == [
        Standing(1, 1, "Bob", 25),
        Standing(2, 2, "Cy", 18),
        Standing(3, 0, "Ann", 10),
    ]


def test_equal_totals_share_a_place():
    state = table({"chance": 20}, {"chance": 25}, {"chance": 20}, {"chance": 5})
    assert [(s.place, s.name) for s in standings(state)] == [
        (1, "Bob"),
        (2, "Ann"),
        (2, "Cy"),
        (4, "Di"),
    ]


def test_equal_totals_share_the_win():
    state = table({"chance": 20}, {"chance": 20})
    assert winners(state) == [0, 1]
    assert [s.place for s in standings(state)] == [1, 1]


def test_yamb_standings_use_the_sheet_total():
    state = new_game("yamb", ["Ann", "Bob"], seed=1, first_player=0)
    state = with_sheet(state, {"free1.ones": 4, "free1.max": 30, "free1.min": 8}, 0)
    assert standings(state)[0] == Standing(1, 0, "Ann", 4 + (30 - 8) * 4)
