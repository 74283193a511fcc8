"""Holding several dice at once is one move: one undo frees them all."""

from __future__ import annotations

import pytest

from tests.game.helpers import unmarked
from yahtzee_tui.game import GameError, new_game, roll, toggle_holds, undo


def test_several_dice_are_held_as_one_move_and_one_undo_frees_them_all():
    rolled = roll(new_game("yahtzee", ["Ann"], 3))
    held = toggle_holds(rolled, (0, 2, 4))
    assert held.held == (True, False, True, False, True)
    assert unmarked(undo(held)) == rolled


def test_holding_no_die_changes_nothing():
    rolled = roll(new_game("yahtzee", ["Ann"], 3))
    assert toggle_holds(rolled, ()) is rolled


def test_holding_several_dice_needs_a_roll_first():
    with pytest.raises(GameError, match="hold needs a roll first"):
        toggle_holds(new_game("yahtzee", ["Ann"], 3), (0, 1))
