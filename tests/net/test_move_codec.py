"""Moves on the wire: one codec between `game.moves.Move` and the intents and changes that
travel, each kind both ways, and a property: a move applied here and the same move sent through
the codec to a room and back give equal states, in every rule set and Yamb preset."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.game.test_save_roundtrip import NAMING_STEPS, slow_examples
from tests.net.test_wire_roundtrip import RULES, as_sent, playing_room, seats_for, through_the_wire
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, new_game, options, roll
from yahtzee_tui.game.directed import nameable_rows
from yahtzee_tui.game.moves import (
    HOLD,
    NAME,
    ROLL,
    Move,
    apply,
    calling,
    die_by_die,
    scoring,
)
from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.move_codec import (
    change_of,
    intent_of,
    move_of_change,
    move_of_intent,
    move_of_step,
    step_of,
)
from yahtzee_tui.net.notices import NOTICES, Called, Changed, Held, Named, Rolled, Scored, Undone
from yahtzee_tui.net.protocol import ProtocolError, encode
from yahtzee_tui.net.replica import apply_change
from yahtzee_tui.net.room import Member, Refusal, Room
from yahtzee_tui.strategy.players import next_move

# One step of each kind, and what travels for it.
ONE_STEP = [
    (Move(ROLL), rq.Roll(seat=1, move=7)),
    (Move(HOLD, indexes=(3,)), rq.Hold(seat=1, move=7, die=3)),
    (calling("full"), rq.Call(seat=1, move=7, row="full")),
    (scoring("chance"), rq.Score(seat=1, move=7, cell="chance")),
    (scoring("down.threes"), rq.Score(seat=1, move=7, cell="down.threes")),
    (Move(NAME, box="kenta"), rq.NameCell(seat=1, move=7, row="kenta")),
]


@pytest.mark.parametrize(("move", "intent"), ONE_STEP)
def test_each_kind_of_move_is_one_intent_and_back(move, intent):
    assert intent_of(move, seat=1, number=7) == intent
    assert move_of_intent(intent) == move


def test_a_score_of_a_yamb_cell_names_its_column_and_row():
    assert scoring("down.threes") == Move("score", box="threes", column="down")
    for cell in ("down.threes", "chance", "../../etc/passwd", ".x", "x.", "a.b.c"):
        assert scoring(cell).cell == cell  # what a client sent is what the room reads


def test_a_hold_of_several_dice_travels_die_by_die():
    move = Move(HOLD, indexes=(0, 2, 4), hold=(3, 3, 3))
    with pytest.raises(GameError, match="not a move"):
        intent_of(move, seat=0, number=1)
    steps = [intent_of(step, seat=0, number=1) for step in die_by_die(move)]
    assert [step.die for step in steps] == [0, 2, 4]  # type: ignore[union-attr]


def test_each_change_is_the_move_that_made_it():
    state = roll(new_game("yamb", ["Ann", "Bob"], seed=4))
    rolled = apply(new_game("yamb", ["Ann", "Bob"], seed=4), Move(ROLL))
    assert change_of(Move(ROLL), 0, rolled) == Rolled(seat=0, dice=list(rolled.dice))
    held = apply(state, Move(HOLD, indexes=(2,)))
    assert change_of(Move(HOLD, indexes=(2,)), 0, held) == Held(seat=0, die=2)
    called = apply(state, calling("full"))
    assert change_of(calling("full"), 0, called) == Called(seat=0, row="full")
    scored = apply(state, scoring("down.ones"))
    assert change_of(scoring("down.ones"), 0, scored) == Scored(seat=0, cell="down.ones")
    for change, move in [
        (Rolled(seat=0, dice=[1, 2, 3, 4, 5, 6]), Move(ROLL)),
        (Held(seat=0, die=2), Move(HOLD, indexes=(2,))),
        (Called(seat=0, row="full"), calling("full")),
        (Scored(seat=0, cell="down.ones"), scoring("down.ones")),
        (Named(seat=0, row="kenta"), Move(NAME, box="kenta")),
    ]:
        assert move_of_change(change) == move
    assert move_of_change(Undone(seat=0)) is None


def test_a_step_since_the_roll_crosses_as_the_snapshot_names_it():
    for move in (Move(HOLD, indexes=(4,)), calling("full"), scoring("down.ones")):
        step = step_of(move)
        assert move_of_step(step.move, step.target) == move
    assert step_of(Move(NAME, box="max")).target == "max"
    with pytest.raises(GameError):
        move_of_step("hold", "chance")
    with pytest.raises(GameError):
        move_of_step("score", 3)


def test_an_undo_is_not_a_move():
    with pytest.raises(GameError, match="Undo is not a move"):
        move_of_intent(rq.Undo(seat=0, move=0))  # type: ignore[arg-type]


def room_in_play(rules: str = "yahtzee") -> tuple[Room, Member]:
    room, member = playing_room(rules, seed=11, seats=3, first=0)
    return room, member


@pytest.mark.parametrize(
    ("intent", "reason"),
    [
        (rq.Hold(seat=0, move=0, die=5), "no die 5"),  # Yahtzee rolls five dice
        (rq.Hold(seat=0, move=0, die=0), "hold needs a roll first"),
        (rq.Score(seat=0, move=0, cell="../../etc/passwd"), "unknown box"),
        (rq.Score(seat=0, move=0, cell="down.ones"), "no columns"),
        (rq.Call(seat=0, move=0, row="full"), "calls are a Yamb rule"),
        (rq.NameCell(seat=0, move=0, row="kenta"), "nothing to name"),
    ],
)
def test_a_hostile_intent_is_refused_with_a_reason_and_changes_nothing(intent, reason):
    room, member = room_in_play()
    before = room.state
    with pytest.raises(Refusal, match=reason) as refused:
        room.make_move(member, intent)
    assert refused.value.kind == "illegal"
    assert room.state is before and room.move == 0


def test_a_malformed_intent_never_reaches_the_codec():
    frame = '{"v":2,"type":"hold","seat":0,"move":0,"die":"all"}'
    with pytest.raises(ProtocolError, match="invalid message"):
        rq.REQUESTS.decode(frame)


# --- the property: here and through a room give the same game ------------------------------

several = st.tuples(st.just("hold several"), st.sets(st.integers(0, 5), min_size=2, max_size=6))
steps = st.one_of(*NAMING_STEPS, several)


def move_for(state: GameState, step: tuple[object, ...]) -> Move:
    """The move `step` makes in `state` (indexes wrap around what is there)."""
    kind, number = step[0], step[1] if len(step) > 1 else 0
    dice, rows = len(state.dice), state.ruleset.box_ids
    if kind == "roll":
        return Move(ROLL)
    if kind == "hold":
        return Move(HOLD, indexes=(int(number) % dice,))  # type: ignore[call-overload]
    if kind == "hold several":
        return Move(HOLD, indexes=tuple(sorted({int(i) % dice for i in number})))  # type: ignore[union-attr]
    if kind == "call":
        return calling(rows[int(number) % len(rows)])  # type: ignore[call-overload]
    if kind == "score":
        cells = [option.cell for option in options(state) if option.legal] or ["chance"]
        return scoring(cells[int(number) % len(cells)])  # type: ignore[call-overload]
    named = nameable_rows(state) or list(rows)
    return Move(NAME, box=named[int(number) % len(named)])  # type: ignore[call-overload]


def through_a_room(room: Room, member: Member, move: Move) -> list[Changed]:
    """`move` sent as a client sends it (step by step, each intent a frame), made by the
    room, its changes read back as a client reads them."""
    announced = []
    for step in die_by_die(move):
        intent = intent_of(step, seat=room.state.current, number=room.move)  # type: ignore[union-attr]
        received = rq.REQUESTS.decode(encode(intent))
        for changed in room.make_move(member, received):  # type: ignore[arg-type]
            announced.append(NOTICES.decode(encode(changed)))
    return announced  # type: ignore[return-value]


@slow_examples(60)
@given(
    rules=st.sampled_from(RULES),
    seed=st.integers(0, 2**32),
    seats=st.integers(1, 3),
    first=st.integers(0, 2),
    sequence=st.lists(steps, max_size=80),
)
def test_a_move_made_here_and_through_a_room_gives_the_same_game(
    rules, seed, seats, first, sequence
):
    room, member = playing_room(rules, seed, seats_for(rules, seats), first)
    assert room.state is not None
    replica = through_the_wire(room.state)
    for step in sequence:
        state = room.state
        if state.is_over:
            break
        level = room.computer_to_move()
        move = next_move(state, level) if level else move_for(state, step)
        try:
            here = apply(state, move)
        except GameError:
            # The room refuses what the game refuses, and changes nothing.
            with pytest.raises(Refusal):
                through_a_room(room, member, move)
            assert room.state is state
            continue
        if level:
            changes = room.computer_move(move, room.move)
        else:
            changes = through_a_room(room, member, move)
        assert room.state == here
        back = [move_of_change(changed.change) for changed in changes]
        assert [(m.kind, m.indexes, m.cell, m.box) for m in back if m] == [
            (s.kind, s.indexes if s.kind == HOLD else (), s.cell, s.box) for s in die_by_die(move)
        ]
        for changed in changes:
            replica = apply_change(replica, changed.change)
        assert as_sent(replica) == as_sent(here)
