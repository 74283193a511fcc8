"""Starting a game: players, seats, the seed."""

from __future__ import annotations

import pytest

from yahtzee_tui.engine import get_rules
from yahtzee_tui.game import GameError, Player, new_game, roll


def test_a_new_game_has_empty_sheets_and_no_dice_rolled():
    state = new_game("yahtzee", ["Ann", "Bob"], seed=1)
    assert state.sheets == ({}, {})
    assert state.dice == (0, 0, 0, 0, 0)
    assert state.held == (False,) * 5
    assert state.rolls_used == 0
    assert state.rolls_left == 3
    assert not state.has_rolled
    assert state.turn == 1
    assert state.called is None
    assert state.history == ()
    assert not state.is_over


def test_names_become_human_players():
    state = new_game("yatzy", ["Ann", Player("Hal", "computer", "strong")], seed=1)
    assert state.players == (Player("Ann"), Player("Hal", "computer", "strong"))


def test_yamb_rolls_six_dice():
    assert new_game("yamb", ["Ann"], seed=1).dice == (0,) * 6


def test_a_rule_set_object_is_accepted():
    assert new_game(get_rules("yatzy"), ["Ann"], seed=1).rules_id == "yatzy"


def test_turns_total_is_one_per_cell():
    assert new_game("yahtzee", ["Ann"], seed=1).turns_total == 13
    assert new_game("yatzy", ["Ann"], seed=1).turns_total == 15
    assert new_game("yamb", ["Ann"], seed=1).turns_total == 78


@pytest.mark.parametrize("count", [1, 6])
def test_one_to_six_players_may_play(count):
    assert len(new_game("yahtzee", [f"P{i}" for i in range(count)], seed=1).players) == count


@pytest.mark.parametrize("count", [0, 7])
def test_more_than_six_or_no_players_is_refused(count):
    with pytest.raises(GameError, match="1 to 6 players"):
        new_game("yahtzee", [f"P{i}" for i in range(count)], seed=1)


@pytest.mark.parametrize(
    ("players", "message"),
    [
        (["Ann", "ann"], "two players are named ann"),
        (["  "], "needs a name"),
        (["x" * 25], "at most 24 characters"),
        (["Ann\x1b[31m"], "control characters"),
        ([Player("Ann", "robot")], "human or computer"),
        ([42], "a name or a Player"),
        ("Ann", "a list of names"),
    ],
)
def test_bad_players_are_refused(players, message):
    with pytest.raises(GameError, match=message):
        new_game("yahtzee", players, seed=1)


def test_names_are_trimmed():
    assert new_game("yahtzee", ["  Ann "], seed=1).players[0].name == "Ann"


def test_an_unknown_rule_set_is_refused():
    with pytest.raises(GameError, match="unknown rule set"):
        new_game("poker", ["Ann"], seed=1)


@pytest.mark.parametrize("seed", [-1, 1.5, "7", True, 2**64])
def test_a_bad_seed_is_refused(seed):
    with pytest.raises(GameError, match="seed"):
        new_game("yahtzee", ["Ann"], seed=seed)


def test_the_starting_seat_is_drawn_from_the_seed():
    players = ["A", "B", "C", "D"]
    seats = {new_game("yahtzee", players, seed=seed).first_player for seed in range(40)}
    assert seats == {0, 1, 2, 3}
    for seed in range(10):
        first = new_game("yahtzee", players, seed=seed)
        again = new_game("yahtzee", players, seed=seed)
        assert first.current == again.current == first.first_player


def test_a_given_first_player_starts():
    state = new_game("yahtzee", ["A", "B", "C"], seed=5, first_player=2)
    assert state.current == 2
    assert state.first_player == 2


@pytest.mark.parametrize("seat", [-1, 3, "1", True])
def test_a_first_player_outside_the_table_is_refused(seat):
    with pytest.raises(GameError, match="first player"):
        new_game("yahtzee", ["A", "B", "C"], seed=5, first_player=seat)


def test_choosing_the_first_player_does_not_change_the_dice():
    drawn = new_game("yahtzee", ["A", "B"], seed=11)
    chosen = new_game("yahtzee", ["A", "B"], seed=11, first_player=1 - drawn.first_player)
    assert roll(drawn).dice == roll(chosen).dice


def test_without_a_seed_one_is_picked_and_kept():
    state = new_game("yahtzee", ["Ann"])
    again = new_game("yahtzee", ["Ann"], seed=state.seed)
    assert roll(state).dice == roll(again).dice


def test_different_seeds_give_different_games():
    first_rolls = {roll(new_game("yamb", ["Ann"], seed=seed)).dice for seed in range(20)}
    assert len(first_rolls) > 1
