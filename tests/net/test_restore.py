"""Moves a store lost, offered back by a client and replayed by the room with its own dice:
an honest offer gives back the very position the client holds, a forged one is refused."""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.net.conftest import Connect
from tests.net.test_play import OPEN
from tests.net.test_replica import position, server_step, through_the_wire
from yahtzee_tui.engine import OFFERED_RULE_SETS
from yahtzee_tui.game import GameState, new_game, roll, score, toggle_hold, undo
from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.protocol import ProtocolError, encode
from yahtzee_tui.net.restore import offer_for, replay_offer, take_offer
from yahtzee_tui.net.room import Member, Refusal, Room
from yahtzee_tui.net.server import RoomServer


def played(rules: str, seed: int, steps: int) -> list[GameState]:
    """The server's state after each change of a random game (undos included)."""
    chooser = random.Random(seed)
    states = [roll(new_game(rules, ["Ann", "Bob"], seed=seed))]
    while len(states) <= steps and not states[-1].is_over:
        states.append(server_step(states[-1], chooser)[0])
    return states


def offered(offer: rq.Restore) -> rq.Restore:
    """The offer as the room reads it off the wire."""
    return rq.REQUESTS.decode(encode(offer))  # type: ignore[return-value]


@settings(max_examples=25, deadline=None)
@given(
    rules=st.sampled_from(sorted(OFFERED_RULE_SETS)),
    seed=st.integers(0, 2**32),
    data=st.data(),
)
def test_an_honest_offer_replays_to_the_clients_position_with_the_rooms_dice(rules, seed, data):
    states = played(rules, seed, 120)
    kept_at = data.draw(st.integers(0, len(states) - 2), label="store went back to")
    mine_at = data.draw(st.integers(kept_at + 1, len(states) - 1), label="client holds")
    kept, mine = states[kept_at], states[mine_at]
    offer = offer_for(through_the_wire(mine), mine_at, through_the_wire(kept), kept_at)
    if offer is None:
        # Only when the two positions are the same (a hold made and taken back, say).
        assert position(mine) == position(kept)
        return
    restored = replay_offer(kept, offered(offer))
    assert position(restored) == position(mine)
    assert restored.rng_state == mine.rng_state  # the dice to come are the room's own still
    assert offer.to == mine_at and offer.move == kept_at


def test_a_score_taken_back_and_made_elsewhere_is_offered_from_the_roll():
    rolled = roll(new_game("yahtzee", ["Ann"], seed=11))
    kept = score(rolled, "chance")
    mine = score(undo(kept), "ones")
    offer = offer_for(through_the_wire(mine), 3, through_the_wire(kept), 1)
    assert offer is not None and offer.base == 1 and offer.events == []
    assert position(replay_offer(kept, offered(offer))) == position(mine)


def test_a_game_that_ended_after_the_stores_snapshot_is_offered_back_to_its_end():
    states = played("yatzy", 1547498401, 400)
    assert states[-1].is_over
    kept, mine = states[0], states[-1]
    offer = offer_for(through_the_wire(mine), len(states) - 1, through_the_wire(kept), 0)
    assert offer is not None
    restored = replay_offer(kept, offered(offer))
    assert restored.is_over and position(restored) == position(mine)


def test_a_client_behind_the_room_offers_nothing():
    states = played("yatzy", 3, 40)
    older, newer = through_the_wire(states[10]), through_the_wire(states[30])
    assert offer_for(older, 10, newer, 30) is None  # the room's number is higher
    assert offer_for(older, 31, newer, 30) is None  # the room rolled dice the client never saw
    assert offer_for(newer, 30, newer, 12) is None  # the same position


def test_a_forged_roll_is_refused_with_the_reason():
    states = played("yahtzee", 8, 60)
    kept, mine = states[5], states[50]
    offer = offer_for(through_the_wire(mine), 50, through_the_wire(kept), 5)
    assert offer is not None and offer.events
    rolls = [number for number, event in enumerate(offer.events) if event.kind == "roll"]
    event = offer.events[rolls[-1]]
    faces = [face % 6 + 1 for face in event.dice]  # every die one pip more
    forged = msgspec.structs.replace(
        offer,
        events=[
            *offer.events[: rolls[-1]],
            msgspec.structs.replace(event, dice=faces),
            *offer.events[rolls[-1] + 1 :],
        ],
    )
    with pytest.raises(Refusal, match="do not replay here") as refused:
        replay_offer(kept, offered(forged))
    assert refused.value.kind == "illegal"


def test_an_offer_claiming_another_position_is_refused():
    kept = roll(new_game("yahtzee", ["Ann"], seed=2))
    mine = toggle_hold(kept, 0)
    offer = offer_for(through_the_wire(mine), 2, through_the_wire(kept), 1)
    assert offer is not None
    with pytest.raises(Refusal, match="elsewhere"):
        replay_offer(kept, msgspec.structs.replace(offer, check="000000000000"))
    with pytest.raises(Refusal, match="do not start from"):
        replay_offer(kept, msgspec.structs.replace(offer, base=5))


def test_the_room_takes_an_offer_only_from_a_member_at_its_own_number_and_ahead_of_it():
    kept = roll(new_game("yahtzee", ["Ann"], seed=2))
    room = Room("ABCDEF", "yahtzee", "hash", state=kept)
    room.as_kept = True  # read back from its store
    member = Member(seats={0})
    offer = offer_for(through_the_wire(toggle_hold(kept, 1)), 9, through_the_wire(kept), 1)
    assert offer is not None
    with pytest.raises(Refusal, match="join a room first"):
        take_offer(room, member, offer)
    room.enter(member)
    with pytest.raises(Refusal, match="stale move number 0: the table is at move 1"):
        take_offer(room, member, msgspec.structs.replace(offer, move=0))
    with pytest.raises(Refusal, match="not behind"):
        take_offer(room, member, msgspec.structs.replace(offer, to=1))
    take_offer(room, member, offer)
    assert room.move == 9 and room.state is not None and room.state.held[1]
    # Once moved on from what the store gave back, no offer is taken.
    again = offer_for(
        through_the_wire(toggle_hold(room.state, 2)), 12, through_the_wire(room.state), 9
    )
    assert again is not None
    with pytest.raises(Refusal, match="not behind"):
        take_offer(room, member, again)


def test_an_offer_is_bounded_on_the_wire():
    event = {
        "kind": "roll",
        "player": 0,
        "turn": 1,
        "roll": 1,
        "dice": [1] * 5,
        "held": [False] * 5,
    }
    frame = {"v": 2, "type": "restore", "move": 1, "to": 2, "base": 0, "steps": [], "check": "x"}
    too_many = msgspec.json.encode(frame | {"events": [event] * (rq.MAX_OFFERED_EVENTS + 1)})
    with pytest.raises(ProtocolError, match="events"):
        rq.REQUESTS.decode(too_many.decode())
    seventh = msgspec.json.encode(frame | {"events": [event | {"dice": [7] * 5}]})
    with pytest.raises(ProtocolError):
        rq.REQUESTS.decode(seventh.decode())
    fine = msgspec.json.encode(frame | {"events": [event]})
    assert isinstance(rq.REQUESTS.decode(fine.decode()), rq.Restore)


async def rolled_back(server: RoomServer, connect: Connect) -> tuple[TableClient, Room, GameState]:
    """A client at move 3 of a room whose game is put back to move 1, as a store that came
    back older gives it; the position the client holds."""
    ann = await connect()
    code = await ann.create("yahtzee", seats=[OPEN], name="Ann")
    await ann.start_game()
    rolled = await ann.roll()
    await ann.hold(0)
    held = await ann.hold(2)
    room = server.rooms[code]
    assert room.state is not None and room.state.previous is not None
    room.state, room.move = room.state.previous.previous, 1
    room.as_kept = True
    assert rolled.history == held.history
    return ann, room, held


async def test_a_client_ahead_of_its_room_gives_its_moves_back(server: RoomServer, connect):
    ann, room, held = await rolled_back(server, connect)
    server.store.may_roll_back = True  # a store that can come back older, as Redis can

    await ann.sync()

    await ann.until(lambda: room.move == 3)
    assert room.state is not None and room.state.held == held.held
    assert ann.move == 3 and ann.state is not None and ann.state.held == held.held


async def test_a_server_that_keeps_every_move_refuses_an_offer_and_the_client_follows_it(
    server: RoomServer, connect
):
    ann, room = (await rolled_back(server, connect))[:2]

    await ann.sync()

    await ann.until(lambda: ann.move == 1)
    assert ann.state is not None and not any(ann.state.held)
    assert room.move == 1
