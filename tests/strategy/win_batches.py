"""Shared by the win level's tests: a batch's choices against each position's own, and a
choice against the exact advice for the win."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from yahtzee_tui.game import GameState
from yahtzee_tui.game.moves import HOLD, SCORE
from yahtzee_tui.strategy.goals import WIN, Goal
from yahtzee_tui.strategy.model import SolverModel
from yahtzee_tui.strategy.win_level import win_choice
from yahtzee_tui.strategy.win_play import advise_for_goal


def assert_each_column_as_alone(
    model: SolverModel, states: Sequence[GameState], keeps: np.ndarray, boxes: np.ndarray
) -> None:
    """Each state's `win_choice` is its column's keep (with rolls left) or box."""
    for index, state in enumerate(states):
        what, choice = win_choice(state)
        kept = model.dice.keeps[keeps[index]]
        if what == HOLD:
            assert choice == tuple(kept)
        else:
            assert choice == model.box_ids[boxes[index]]
            assert state.rolls_left == 0 or len(kept) == len(state.dice)


def chosen_and_best_chance(state: GameState) -> tuple[float, float]:
    """The exact advice's chance of the level's choice, and of its best option."""
    exact = advise_for_goal(state, Goal(WIN))
    what, choice = win_choice(state)
    if what == HOLD:
        chosen = next(o for o in exact if o.action == HOLD and o.hold == choice)
    else:
        chosen = next(o for o in exact if o.action == SCORE and o.box == choice)
    return chosen.expected_score, exact[0].expected_score
