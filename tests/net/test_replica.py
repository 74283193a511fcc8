"""A game's wire form and the client's copy: rebuilt with the game's own moves, exactly."""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.net.helpers import random_move
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import (
    GameState,
    call,
    name_cell,
    new_game,
    roll,
    score,
    toggle_hold,
    undo,
)
from yahtzee_tui.net.notices import Called, GameWire, Held, Named, Rolled, Scored, Undone
from yahtzee_tui.net.protocol import encode
from yahtzee_tui.net.replica import (
    apply_change,
    game_to_wire,
    position_check,
    roll_to,
    state_from_wire,
    undo_seat,
)

POSITION = ("dice", "held", "rolls_used", "current", "turn", "called", "history", "sheets")


def position(state: GameState) -> tuple[object, ...]:
    return tuple(getattr(state, name) for name in POSITION)


def server_step(state: GameState, chooser: random.Random) -> tuple[GameState, object]:
    """One random legal move as the server makes it, with the change it announces."""
    if state.previous is not None and chooser.random() < 0.1:
        return undo(state), Undone(seat=undo_seat(state) or 0)
    kind, target = random_move(state, chooser)
    seat = state.current
    if kind == "roll":
        after = roll(state)
        return after, Rolled(seat=seat, dice=list(after.dice))
    if kind == "hold":
        return toggle_hold(state, int(target or 0)), Held(seat=seat, die=int(target or 0))
    if kind == "call":
        return call(state, str(target)), Called(seat=seat, row=str(target))
    if kind == "name":
        return name_cell(state, str(target)), Named(seat=seat, row=str(target))
    return score(state, str(target)), Scored(seat=seat, cell=str(target))


def through_the_wire(state: GameState) -> GameState:
    text = encode(game_to_wire(state))
    return state_from_wire(msgspec.json.decode(text, type=GameWire))


@settings(max_examples=12, deadline=None)
@given(rules=st.sampled_from(["yahtzee", "yatzy", "yamb"]), seed=st.integers(0, 2**32))
def test_a_client_following_changes_holds_the_servers_position_after_every_move(rules, seed):
    chooser = random.Random(seed)
    server = new_game(rules, ["Ann", "Bob"], seed=seed)
    client = through_the_wire(server)
    for _ in range(120):
        if server.is_over:
            break
        server, change = server_step(server, chooser)
        client = apply_change(client, change)  # type: ignore[arg-type]
        assert position(client) == position(server)
        assert position_check(client) == position_check(server)
        assert undo_seat(client) == undo_seat(server)


@settings(max_examples=12, deadline=None)
@given(rules=st.sampled_from(["yahtzee", "yatzy", "yamb"]), seed=st.integers(0, 2**32))
def test_a_snapshot_rebuilds_the_position_and_what_undo_can_take_back(rules, seed):
    chooser = random.Random(seed)
    state = new_game(rules, ["Ann", "Bob", "Cy"], seed=seed)
    for _ in range(chooser.randrange(1, 90)):
        if state.is_over:
            break
        state, _ = server_step(state, chooser)
    copy = through_the_wire(state)
    assert position(copy) == position(state)
    assert undo_seat(copy) == undo_seat(state)
    if state.previous is not None:
        assert position(undo(copy)) == position(undo(state))


def test_the_wire_form_of_a_game_in_play_hides_the_seed_and_the_dice_to_come():
    state = roll(new_game("yahtzee", ["Ann", "Bob"], seed=12345))
    text = encode(game_to_wire(state))
    assert "12345" not in text and "rng" not in text and "seed" not in text
    assert through_the_wire(state).seed == 0


def test_a_roll_that_changes_a_held_die_does_not_apply():
    state = toggle_hold(roll(new_game("yahtzee", ["Ann"], seed=1)), 0)
    dice = list(state.dice)
    dice[0] = dice[0] % 6 + 1
    with pytest.raises(GameError, match="held die"):
        roll_to(state, dice)
    with pytest.raises(GameError):
        roll_to(state, [7, 1, 1, 1, 1])


def test_a_change_by_a_seat_that_is_not_moving_does_not_apply():
    state = roll(new_game("yahtzee", ["Ann", "Bob"], seed=1, first_player=0))
    with pytest.raises(GameError, match="seat 1"):
        apply_change(state, Held(seat=1, die=0))


def test_a_snapshot_whose_parts_disagree_is_refused():
    state = toggle_hold(roll(new_game("yahtzee", ["Ann", "Bob"], seed=3)), 1)
    wire = game_to_wire(state)
    wire.held = [not flag for flag in wire.held]
    with pytest.raises(GameError):
        state_from_wire(wire)
    wire = game_to_wire(state)
    wire.sheets[0]["chance"] = 30
    with pytest.raises(GameError):
        state_from_wire(wire)
