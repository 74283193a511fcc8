"""Saves written by release 0.1.0 stay loadable: each sample file loads to the game it holds.

The files in `saved_by_0_1_0/` were written by that release's own `save_game`; they are never
regenerated. A change that cannot read one of them breaks a player's game in progress.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from yahtzee_tui.game import can_undo, undo
from yahtzee_tui.game.serialize import state_to_dict
from yahtzee_tui.storage.saves import load_game

SAMPLES = Path(__file__).parent / "saved_by_0_1_0"

NOTHING_ELSE = (None, False, None, None)

# file: (rules, turn, rolls used, held, called, over, daily, match game)
EXPECTED = {
    "daily_challenge.json": ("yahtzee", 3, 2, (0, 1, 1, 0, 1), None, False, "2026-11-01", None),
    "match_second_game.json": ("yahtzee_free_joker", 2, 0, (0,) * 5, None, False, None, 2),
    "yahtzee_after_an_undo.json": ("yahtzee", 3, 1, (1, 0, 0, 0, 0), None, False, None, None),
    "yahtzee_mid_turn_with_holds.json": ("yahtzee", 3, 1, (1, 0, 0, 1, 0), None, False, None, None),
    "yahtzee_no_bonus_before_a_roll.json": ("yahtzee_no_bonus", 1, 0, (0,) * 5, *NOTHING_ELSE),
    "yamb_called_with_a_computer.json": ("yamb", 3, 1, (0,) * 5 + (1,), "kenta", False, None, None),
    "yatzy_finished.json": ("yatzy", 15, 0, (0,) * 5, None, True, None, None),
}


def test_every_sample_is_checked():
    assert sorted(path.name for path in SAMPLES.glob("*.json")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_save_of_release_0_1_0_loads_to_the_game_it_holds(name):
    rules, turn, rolls_used, held, called, over, daily, match_game = EXPECTED[name]
    path = SAMPLES / name
    state = load_game(path)
    assert (state.rules_id, state.turn, state.rolls_used) == (rules, turn, rolls_used)
    assert state.held == tuple(bool(flag) for flag in held)
    assert (state.called, state.is_over, state.daily) == (called, over, daily)
    assert (state.match.game if state.match else None) == match_game
    # Written again, it is the same data: nothing was lost or changed on the way in.
    assert state_to_dict(state) == json.loads(path.read_text())


def test_undo_works_on_a_resumed_save_of_release_0_1_0():
    state = load_game(SAMPLES / "yahtzee_mid_turn_with_holds.json")
    assert can_undo(state)
    assert undo(state).held == (True, False, False, False, False)
