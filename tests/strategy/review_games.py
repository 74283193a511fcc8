"""Games in chosen positions for review tests: rolls with chosen dice, made through the model.

A roll here writes the dice it is given into the history, as a recorded game holds them; the
review reads the dice from the history, so it needs no seed that happens to roll them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from tests.game.helpers import play_game
from yahtzee_tui.game import Event, GameState, Player, new_game
from yahtzee_tui.strategy import play_turn


def rolled(state: GameState, dice: Sequence[int], keep: Sequence[int] = ()) -> GameState:
    """The current player rolls, keeping the dice at the indexes `keep`; the dice show `dice`."""
    held = tuple(index in keep for index in range(len(state.dice)))
    event = Event("roll", state.current, state.turn, tuple(dice), held, state.rolls_used + 1)
    return replace(
        state,
        dice=tuple(dice),
        held=held,
        rolls_used=state.rolls_used + 1,
        history=(*state.history, event),
        previous=None,
    )


def random_game(rules: str, players: Sequence[str], seed: int) -> GameState:
    """A finished game of random legal moves (holds, calls and scores)."""
    return play_game(new_game(rules, list(players), seed, 0), random.Random(seed))


def computer_game(rules: str, levels: Sequence[str], seed: int) -> GameState:
    """A finished game of computer players, named after their levels."""
    players = [Player(level.title(), "computer", level) for level in levels]
    state = new_game(rules, players, seed, 0)
    while not state.is_over:
        state, _ = play_turn(state)
    return state
