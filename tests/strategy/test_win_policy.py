"""The win level's policy (`win_policy`, `win_level`): the best of several totals, the exact
chance on the last box, and a decision that is the same in a batch as alone."""

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
from yahtzee_tui.strategy.solver import StateBatch
from yahtzee_tui.strategy.win_level import plays_for_the_win
from yahtzee_tui.strategy.win_play import open_boxes
from yahtzee_tui.strategy.win_policy import (
    Rival,
    best_boxes,
    best_keeps,
    best_of,
    card_outlook,
    win_tables,
    win_turn,
)
from yahtzee_tui.strategy.win_tail import TAIL

pytestmark = pytest.mark.tables("yahtzee", "yatzy", spread=True)


def test_the_best_of_known_totals_is_the_highest():
    mean, variance = best_of(
        [np.array([210.0, 250.0]), np.array([230.0, 240.0])], [np.zeros(2), np.zeros(2)]
    )
    assert mean.tolist() == [230.0, 250.0] and variance.tolist() == [0.0, 0.0]


def test_the_best_of_spread_totals_matches_sampling():
    rng = np.random.default_rng(3)
    means, sds = [240.0, 250.0, 235.0], [40.0, 55.0, 30.0]
    drawn = np.max([rng.normal(m, s, 400_000) for m, s in zip(means, sds, strict=True)], axis=0)
    mean, variance = best_of([np.array([m]) for m in means], [np.array([s * s]) for s in sds])
    assert float(mean[0]) == pytest.approx(drawn.mean(), abs=1.0)
    assert float(variance[0]) ** 0.5 == pytest.approx(drawn.std(), rel=0.05)


def _at_the_last_box(rules: str, seed: int) -> GameState:
    """A two-player game played at random until the second player's last turn, rolled."""
    chooser = random.Random(seed)
    players = [Player("A", "computer", "expert"), Player("B", "computer", "win")]
    state = new_game(get_rules(rules), players, seed=seed, first_player=0)
    while not (state.current == 1 and state.turn == state.turns_total):
        state = play_turn(state, chooser)
    dice = tuple(chooser.randint(1, 6) for _ in range(5))
    return with_dice(state, dice, chooser.randint(1, 3))


@pytest.mark.parametrize("rules", ["yahtzee", "yatzy"])
@pytest.mark.parametrize("seed", range(12))
def test_on_the_last_box_the_policy_has_the_exact_best_chance(rules, seed):
    """Once the player's next box is its last and the other has finished, every total is
    known: the normal weighing is the step 1 / 1/2 / 0, and the choice has the chance the
    exact goal solver gives its best option."""
    state = _at_the_last_box(rules, seed)
    assert not plays_for_the_win(state)  # the app asks the exact solver here
    chosen, best = chosen_and_best_chance(state)
    assert chosen == pytest.approx(best, abs=1e-9)


def _mid_game(rules: str, seed: int) -> GameState:
    chooser = random.Random(seed)
    players = [Player(name, "computer", "win") for name in "ABC"[: 2 + seed % 2]]
    state = new_game(get_rules(rules), players, seed=seed, first_player=0)
    for _ in range(chooser.randint(0, len(players) * state.turns_total - 1)):
        state = play_turn(state, chooser)
    dice = tuple(chooser.randint(1, 6) for _ in range(5))
    return with_dice(state, dice, chooser.randint(1, 3))


def _state(table, card) -> tuple[int, int, int]:
    if all(box in card for box in table.model.box_ids):
        return table.model.full_mask, 0, 0  # a finished card: nothing to come
    return card_state(table, card)


def _total(rules: str, card: dict[str, int]) -> int:
    return totals(rules, card)["total"]


@pytest.mark.parametrize("rules", ["yahtzee", "yatzy"])
def test_a_batch_decides_each_column_as_it_would_alone(rules):
    """The matches decide many games at once: each column's choice is its own position's (the
    normal weighing's, before the exact tail)."""
    positions = [_mid_game(rules, seed) for seed in range(40)]
    states = [state for state in positions if open_boxes(state, state.current) > TAIL]
    assert len(states) >= 20
    tables = win_tables(rules)
    model, table = tables.model, solver_table(rules)
    columns = []
    for state in states:
        own = dict(state.current_sheet)
        others = [dict(sheet) for seat, sheet in enumerate(state.sheets) if seat != state.current]
        outlooks = [
            card_outlook(
                tables,
                [np.array([v]) for v in (*_state(table, card), _total(rules, card))],
            )
            for card in others
        ]
        columns.append((card_state(table, own), totals(rules, own)["total"], outlooks))
    mean, variance = zip(
        *[best_of([o[0] for o in c[2]], [o[1] for o in c[2]]) for c in columns], strict=True
    )
    rival = Rival(
        np.concatenate(mean), np.concatenate(variance), np.array([float(c[1]) for c in columns])
    )
    cards = np.array([c[0] for c in columns])
    turn = win_turn(tables, StateBatch(cards[:, 0], cards[:, 1], cards[:, 2]), rival)
    rolls = np.array([model.dice.roll_index(s.dice) for s in states])
    keeps = best_keeps(turn, model, rolls, np.array([max(1, s.rolls_left) for s in states]))
    boxes = best_boxes(turn, model, rolls, cards[:, 0])[0]
    assert_each_column_as_alone(model, states, keeps, boxes)
