"""Games in chosen positions for review tests: rolls with chosen dice, made through the model.

A roll here writes the dice it is given into the history (`tests.tui.helpers.rolled`), as a
recorded game holds them; the review reads the dice from the history, so it needs no seed
that happens to roll them.
"""

from __future__ import annotations

from collections.abc import Sequence

from tests.tui.helpers import rolled as rolled_as_told
from yahtzee_tui.game import GameState, Player, new_game
from yahtzee_tui.strategy import play_turn


def rolled(state: GameState, dice: Sequence[int], keep: Sequence[int] = ()) -> GameState:
    """The current player rolls, keeping the dice at the indexes `keep`; the dice show `dice`."""
    return rolled_as_told(state, dice, [index in keep for index in range(len(state.dice))])


def computer_game(rules: str, levels: Sequence[str], seed: int) -> GameState:
    """A finished game of computer players, named after their levels."""
    players = [Player(level.title(), "computer", level) for level in levels]
    state = new_game(rules, players, seed, 0)
    while not state.is_over:
        state, _ = play_turn(state)
    return state
