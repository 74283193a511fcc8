"""Every position crosses the wire: random legal play of every kind, in every rule set and Yamb
preset, sent as a snapshot and as the room's change stream after every step.

The twin of tests/game/test_save_roundtrip.py for the network. A snapshot carries the game but
not its seed, its dice generator, its marks of help or its match: a client's copy must equal the
server's state in everything else, and undo must take back the same move. A replica that follows
the room's changes (as a client does) must hold the server's position after each of them.
"""

from __future__ import annotations

from dataclasses import replace

import msgspec
from hypothesis import given
from hypothesis import strategies as st

from tests.game.test_save_roundtrip import NAMING_STEPS, PLAY_STEPS, slow_examples, start, step
from yahtzee_tui.engine import OFFERED_RULE_SETS, get_rules
from yahtzee_tui.game import GameError, GameState, Player, new_game, options, undo
from yahtzee_tui.game.actions import name_cell
from yahtzee_tui.game.directed import nameable_rows, needs_two_players
from yahtzee_tui.game.replay import moves_since_roll, one_die_at_a_time
from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.notices import Changed, GameWire
from yahtzee_tui.net.protocol import encode
from yahtzee_tui.net.replica import (
    PLACEHOLDER_GENERATOR,
    PLACEHOLDER_SEED,
    apply_change,
    game_to_wire,
    position_check,
    state_from_wire,
    undo_seat,
)
from yahtzee_tui.net.room import Member, Refusal, Room
from yahtzee_tui.net.seats import COMPUTER, HUMAN, Seat, new_token, token_hash
from yahtzee_tui.strategy.players import next_move

RULES = sorted(OFFERED_RULE_SETS)

# A step of play, read against the position it meets (indexes wrap around what is there).
steps = st.one_of(*PLAY_STEPS, st.tuples(st.just("name"), st.integers(0, 12)))


def seats_for(rules: str, seats: int) -> int:
    return max(seats, 2) if needs_two_players(get_rules(rules)) else seats


def as_sent(state: GameState) -> GameState:
    """`state` with what a snapshot leaves out set as a client's copy holds it."""
    return replace(
        state,
        rng_state=PLACEHOLDER_GENERATOR,
        seed=PLACEHOLDER_SEED,
        marks=(),
        daily=None,
        match=None,
    )


def through_the_wire(state: GameState) -> GameState:
    text = encode(game_to_wire(state))
    return state_from_wire(msgspec.json.decode(text, type=GameWire))


def assert_crosses_the_wire(state: GameState) -> None:
    copy = through_the_wire(state)
    assert as_sent(copy) == as_sent(state)
    assert position_check(copy) == position_check(state)
    assert undo_seat(copy) == undo_seat(state)
    # The wire spells a hold of several dice die by die: one undo then frees one die.
    assert moves_since_roll(copy) == one_die_at_a_time(moves_since_roll(state))
    if state.previous is not None and moves_since_roll(copy) == moves_since_roll(state):
        assert as_sent(undo(copy)) == as_sent(undo(state))


def wire_step(state: GameState, move: tuple[object, ...]) -> GameState:
    if move[0] == "name":
        rows = nameable_rows(state) or list(state.ruleset.box_ids)
        return name_cell(state, rows[int(move[1]) % len(rows)])  # type: ignore[call-overload]
    return step(state, move)


@slow_examples(120)
@given(
    rules=st.sampled_from(RULES),
    seed=st.integers(0, 2**32),
    seats=st.integers(1, 3),
    sequence=st.lists(steps, max_size=60),
)
def test_every_position_play_reaches_crosses_the_wire_equal(rules, seed, seats, sequence):
    state = start("plain", rules, seed, seats_for(rules, seats))
    assert_crosses_the_wire(state)
    for move in sequence:
        try:
            state = wire_step(state, move)
        except GameError:
            continue
        assert_crosses_the_wire(state)


# --- the change stream: a room plays, a replica follows ------------------------------------


def playing_room(rules: str, seed: int, seats: int, first: int) -> tuple[Room, Member]:
    """A room in play with humans Ann and Cy and the computer Bot (as many as `seats`), and
    one connection holding every human seat."""
    people = [("Ann", HUMAN), ("Bot", COMPUTER), ("Cy", HUMAN)][:seats]
    table = [
        Seat(HUMAN, name, token_hash=token_hash(new_token()))
        if kind == HUMAN
        else Seat(COMPUTER, name, level="easy")
        for name, kind in people
    ]
    players = [Player(name, kind, "easy" if kind == COMPUTER else None) for name, kind in people]
    state = new_game(rules, players, seed=seed, first_player=first % seats)
    room = Room("WIRETS", rules, token_hash(new_token()), table, state)
    member = Member(seats={n for n, (_, kind) in enumerate(people) if kind == HUMAN})
    room.enter(member)
    return room, member


def room_changes(room: Room, member: Member, move: tuple[object, ...]) -> list[Changed]:
    """The changes the room announces for `move` (a computer plays its own turn whatever
    the move); Refusal when the room turns it down."""
    state = room.state
    assert state is not None
    level = room.computer_to_move()
    if level is not None:
        return room.computer_move(next_move(state, level), room.move)
    kind, seat, number = move[0], state.current, room.move
    intent: rq.MoveRequest
    if kind == "roll":
        intent = rq.Roll(seat=seat, move=number)
    elif kind == "hold":
        intent = rq.Hold(seat=seat, move=number, die=int(move[1]) % len(state.dice))  # type: ignore[call-overload]
    elif kind == "call":
        rows = state.ruleset.box_ids
        intent = rq.Call(seat=seat, move=number, row=rows[int(move[1]) % len(rows)])  # type: ignore[call-overload]
    elif kind == "score":
        legal = [option.cell for option in options(state) if option.legal] or ["chance"]
        intent = rq.Score(seat=seat, move=number, cell=legal[int(move[1]) % len(legal)])  # type: ignore[call-overload]
    elif kind == "name":
        rows = nameable_rows(state) or list(state.ruleset.box_ids)
        intent = rq.NameCell(seat=seat, move=number, row=rows[int(move[1]) % len(rows)])  # type: ignore[call-overload]
    elif kind == "undo":
        intent = rq.Undo(seat=undo_seat(state) or 0, move=number)
    else:
        return []
    return room.make_move(member, intent)


room_steps = st.one_of(*NAMING_STEPS, st.just(("undo",)))


@slow_examples(60)
@given(
    rules=st.sampled_from(RULES),
    seed=st.integers(0, 2**32),
    seats=st.integers(1, 3),
    first=st.integers(0, 2),
    sequence=st.lists(room_steps, max_size=80),
)
def test_a_replica_following_the_rooms_changes_holds_its_state_after_every_one(
    rules, seed, seats, first, sequence
):
    room, member = playing_room(rules, seed, seats_for(rules, seats), first)
    assert room.state is not None
    replica = through_the_wire(room.state)
    for move in sequence:
        if room.state.is_over:
            break
        try:
            changes = room_changes(room, member, move)
        except Refusal:
            continue
        for changed in changes:
            replica = apply_change(replica, changed.change)
            assert position_check(replica) == changed.check
        assert as_sent(replica) == as_sent(room.state)
        assert replica.marks == room.state.marks
        assert undo_seat(replica) == undo_seat(room.state)
        # A client that joins now (or comes back) takes a snapshot and follows from there.
        replica_now = through_the_wire(room.state)
        assert as_sent(replica_now) == as_sent(room.state)
        assert moves_since_roll(replica_now) == moves_since_roll(replica)
