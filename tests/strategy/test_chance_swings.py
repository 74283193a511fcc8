"""Swings of the chance to win: a blunder falls, a whole game's events each have theirs."""

from __future__ import annotations

import pytest

from tests.game.helpers import with_dice, with_sheet
from tests.strategy.test_win_chances import ALL_BUT_CHANCE
from yahtzee_tui.game import Player, new_game, score
from yahtzee_tui.strategy.chance_swings import chance_swing, game_swings, largest_swings
from yahtzee_tui.strategy.players import play_turn

pytestmark = pytest.mark.tables("yahtzee")


def last_roll_of_a_yahtzee_chance():
    """Ann and Bob each have the Yahtzee box and chance left; Ann's last roll is 6 6 6 6 5."""
    cells = {box: points for box, points in ALL_BUT_CHANCE.items() if box != "yahtzee"}
    state = new_game("yahtzee", ["Ann", "Bob"], seed=2, first_player=0)
    state = with_sheet(with_sheet(state, cells, seat=0), cells, seat=1)
    return with_dice(state, (6, 6, 6, 6, 5), rolls_used=3)


def test_scoring_zero_where_chance_takes_29_is_a_large_fall():
    before = last_roll_of_a_yahtzee_chance()
    blunder = chance_swing(before, score(before, "yahtzee"), 2000, seed=1)
    best = chance_swing(before, score(before, "chance"), 2000, seed=1)
    assert blunder[1] - blunder[0] < -0.2
    assert best[1] - best[0] > -0.03
    assert blunder[0] == best[0]  # the same position, the same seed: the same estimate


def test_every_event_of_a_game_has_its_swing_and_the_last_settles_the_game():
    state = new_game("yahtzee", [Player("A", "computer"), Player("B", "computer")], seed=3)
    while not state.is_over:
        state, _moves = play_turn(state, "medium")
    swings = game_swings(state, playouts=100, seed=4)
    assert [swing.index for swing in swings] == list(range(len(state.history)))
    assert all(swing.seat == swing.event.player for swing in swings)
    assert swings[-1].after in (0.0, 0.5, 1.0)
    largest = largest_swings(swings, count=4)
    assert len(largest) == 4
    changes = [abs(swing.change) for swing in largest]
    assert changes == sorted(changes, reverse=True)
    assert changes[-1] >= max(abs(s.change) for s in swings if s not in largest)
