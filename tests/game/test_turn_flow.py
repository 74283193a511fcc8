"""RULES.md section 4: rolls, holds, scoring and passing the dice."""

from __future__ import annotations

import random

import pytest

from tests.builders import game
from tests.game.helpers import play_game, with_dice, with_sheet
from yahtzee_tui.game import GameError, new_game, options, roll, score, seat_order, toggle_hold


@pytest.fixture(name="game")
def new_yahtzee():
    return game()


def test_the_first_roll_rolls_every_die(game):
    rolled = roll(game)
    assert all(1 <= value <= 6 for value in rolled.dice)
    assert rolled.rolls_used == 1
    assert rolled.held == (False,) * 5


def test_hold_needs_a_roll_first(game):
    with pytest.raises(GameError, match="hold needs a roll first"):
        toggle_hold(game, 0)


def test_toggling_a_die_costs_no_roll(game):
    rolled = roll(game)
    held = toggle_hold(rolled, 2)
    assert held.held == (False, False, True, False, False)
    assert held.rolls_used == 1
    assert toggle_hold(held, 2).held == (False,) * 5


def test_held_dice_are_not_rerolled():
    state = roll(new_game("yahtzee", ["Ann"], seed=3))
    for index in (0, 3):
        state = toggle_hold(state, index)
    again = roll(state)
    assert (again.dice[0], again.dice[3]) == (state.dice[0], state.dice[3])
    assert again.held == state.held


def test_unheld_dice_are_rerolled():
    # Over many seeds a free die shows a new face at least once.
    changed = False
    for seed in range(20):
        state = roll(new_game("yahtzee", ["Ann"], seed=seed))
        changed = changed or roll(state).dice != state.dice
    assert changed


def test_three_rolls_at_most(game):
    state = roll(roll(roll(game)))
    assert state.rolls_left == 0
    with pytest.raises(GameError, match="no rolls left"):
        roll(state)


def test_no_holding_after_the_last_roll(game):
    with pytest.raises(GameError, match="no rolls left"):
        toggle_hold(roll(roll(roll(game))), 0)


def test_rolling_with_every_die_held_is_refused(game):
    state = roll(game)
    for index in range(5):
        state = toggle_hold(state, index)
    with pytest.raises(GameError, match="every die is held"):
        roll(state)


@pytest.mark.parametrize("index", [-1, 5, "0", True, None])
def test_holding_a_die_that_does_not_exist_is_refused(game, index):
    with pytest.raises(GameError, match="no die"):
        toggle_hold(roll(game), index)


def test_scoring_needs_a_roll_first(game):
    with pytest.raises(GameError, match="roll first"):
        score(game, "chance")


def test_scoring_is_allowed_after_the_first_roll(game):
    state = with_dice(game, [2, 3, 5, 2, 2])
    assert score(state, "twos").sheets[0] == {"twos": 6}


def test_scoring_passes_the_dice_to_the_next_seat(game):
    after = score(with_dice(game, [2, 3, 5, 2, 2], rolls_used=2), "chance")
    assert after.current == 1
    assert after.turn == 1
    assert after.dice == (0,) * 5
    assert after.held == (False,) * 5
    assert after.rolls_used == 0


def test_a_round_ends_when_play_comes_back_to_the_first_seat():
    state = new_game("yahtzee", ["A", "B", "C"], seed=1, first_player=1)
    seats_and_turns = []
    for _ in range(4):
        seats_and_turns.append((state.current, state.turn))
        state = score(roll(state), "chance" if state.turn == 1 else "ones")
    assert seats_and_turns == [(1, 1), (2, 1), (0, 1), (1, 2)]


def test_a_box_that_would_score_zero_can_be_chosen(game):
    state = score(with_dice(game, [1, 1, 1, 1, 2]), "sixes")
    assert state.sheets[0] == {"sixes": 0}


def test_a_filled_box_cannot_be_filled_again(game):
    state = with_dice(with_sheet(game, {"fours": 8}), [4, 4, 4, 1, 2])
    with pytest.raises(GameError, match="Fours is already filled"):
        score(state, "fours")


def test_an_unknown_box_is_refused(game):
    with pytest.raises(GameError, match="unknown box"):
        score(roll(game), "kenta")


def test_a_column_is_refused_outside_yamb(game):
    with pytest.raises(GameError, match="no columns"):
        score(roll(game), "ones", "down")


def test_an_illegal_move_leaves_the_state_as_it_was(game):
    before = roll(game)
    snapshot = (before.dice, before.held, before.rolls_used, before.sheets, before.history)
    for move in (lambda s: toggle_hold(s, 9), lambda s: score(s, "nope")):
        with pytest.raises(GameError):
            move(before)
    assert (before.dice, before.held, before.rolls_used, before.sheets, before.history) == snapshot


@pytest.mark.parametrize("rules", ["yahtzee", "yatzy", "yamb"])
def test_the_game_ends_when_every_sheet_is_full(rules):
    state = play_game(new_game(rules, ["Ann", "Bob"], seed=4), random.Random(4))
    assert state.is_over
    assert all(sheet.cells_filled == state.turns_total for sheet in state.sheets)
    assert options(state) == []
    for move in (roll, lambda s: toggle_hold(s, 0), lambda s: score(s, "chance")):
        with pytest.raises(GameError, match="the game is over"):
            move(state)


def test_the_history_records_rolls_and_scores_in_order(game):
    state = roll(game)
    state = toggle_hold(state, 1)
    state = roll(state)
    state = score(state, "chance")
    kinds = [(e.kind, e.player, e.turn, e.roll) for e in state.history]
    assert kinds == [("roll", 0, 1, 1), ("roll", 0, 1, 2), ("score", 0, 1, 2)]
    second_roll, scored = state.history[1], state.history[2]
    assert second_roll.held == (False, True, False, False, False)
    assert scored.box == "chance"
    assert scored.points == sum(scored.dice)
    assert scored.dice == second_roll.dice


def test_the_same_seed_and_moves_give_the_same_dice():
    def play(seed):
        state = roll(new_game("yamb", ["Ann", "Bob"], seed=seed))
        state = roll(toggle_hold(state, 0))
        return [event.dice for event in state.history]

    assert play(99) == play(99)


def test_seat_order_starts_from_the_first_player():
    state = new_game("yahtzee", ["A", "B", "C"], seed=1, first_player=2)
    assert seat_order(state) == (2, 0, 1)
