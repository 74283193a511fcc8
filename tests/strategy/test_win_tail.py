"""The win level's exact tail (`win_tail`): from TAIL open boxes on it plays the exact goal
solver's best chance, in a batch as alone, and the app's level and the matches share it."""

from __future__ import annotations

import random

import numpy as np
import pytest

from tests.game.helpers import play_turn, with_dice
from tests.strategy.win_batches import assert_each_column_as_alone, chosen_and_best_chance
from yahtzee_tui.engine import get_rules, totals
from yahtzee_tui.game import GameState, Player, new_game
from yahtzee_tui.strategy.advisor import card_state
from yahtzee_tui.strategy.cache import solver_table
from yahtzee_tui.strategy.goals import win_utility
from yahtzee_tui.strategy.solver import StateBatch
from yahtzee_tui.strategy.win_level import plays_for_the_win
from yahtzee_tui.strategy.win_matches import play_win_matches
from yahtzee_tui.strategy.win_play import card_finals, open_boxes
from yahtzee_tui.strategy.win_policy import best_keeps, win_tables
from yahtzee_tui.strategy.win_tail import TAIL, in_tail, tail_turn, turn_boxes

pytestmark = pytest.mark.tables("yahtzee", "yatzy", spread=True)


def _in_the_tail(rules: str, seed: int) -> GameState:
    """A two- or three-player game played at random until the current player has TAIL
    boxes open or fewer, another card still open, with random dice."""
    chooser = random.Random(seed)
    players = [Player(name, "computer", "win") for name in "ABC"[: 2 + seed % 2]]
    state = new_game(get_rules(rules), players, seed=seed, first_player=0)
    left = chooser.randint(1, TAIL)
    while not (open_boxes(state, state.current) <= left and plays_for_the_win(state)):
        state = play_turn(state, chooser)
    dice = tuple(chooser.randint(1, 6) for _ in range(5))
    return with_dice(state, dice, chooser.randint(1, 3))


def test_the_tail_is_the_cards_with_few_boxes_open():
    model = win_tables("yatzy").model
    full = model.full_mask
    masks = np.array([0, full & ~((1 << TAIL) - 1), full & ~((1 << (TAIL + 1)) - 1), full])
    assert in_tail(model, masks).tolist() == [False, True, False, True]


@pytest.mark.parametrize("rules", ["yahtzee", "yatzy"])
@pytest.mark.parametrize("seed", range(6))
def test_in_the_tail_the_level_takes_the_exact_best_chance(rules, seed):
    """The level's choice has the chance the hint panel's exact advice for the win gives its
    best option (the same solve, the same playouts of the other cards)."""
    state = _in_the_tail(rules, seed)
    chosen, best = chosen_and_best_chance(state)
    assert chosen == pytest.approx(best, abs=1e-9)


@pytest.mark.parametrize("rules", ["yahtzee", "yatzy"])
def test_a_batch_of_tails_decides_each_column_as_it_would_alone(rules):
    """The matches solve many games' tails at once: each column's choice is its own."""
    states = [_in_the_tail(rules, seed) for seed in range(6, 14)]
    tables, table = win_tables(rules), solver_table(rules)
    model = tables.model
    cards = np.array([card_state(table, dict(s.current_sheet)) for s in states])
    utilities = []
    for state in states:
        others = [dict(sheet) for seat, sheet in enumerate(state.sheets) if seat != state.current]
        now = totals(rules, dict(state.current_sheet))["total"]
        utilities.append(win_utility(now, card_finals(state.ruleset, others)))
    turn = tail_turn(tables, StateBatch(cards[:, 0], cards[:, 1], cards[:, 2]), utilities)
    rolls = np.array([model.dice.roll_index(s.dice) for s in states])
    keeps = best_keeps(turn, model, rolls, np.array([max(1, s.rolls_left) for s in states]))
    boxes = turn_boxes(turn, model, rolls, cards[:, 0])[0]
    assert_each_column_as_alone(model, states, keeps, boxes)


def test_matches_asked_to_stop_end_after_the_chunk_under_way():
    asked = []

    def stop() -> bool:
        asked.append(True)
        return True

    result = play_win_matches("yatzy", 2, 3, seed=4, stop=stop, chunk=1)
    assert len(asked) == 1 and result.games == 2
    assert result.lineups.shape == result.scores.shape == (2, 2)
