"""Rooms in Redis as a game written whole now and then and a list of lines pushed since: read
back they are the game, a move costs the same bytes at the end of a game as at its start, a
lost line makes the game go whole again, and rooms kept before the lists still load."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from redis.asyncio import Redis

from tests.net.cluster.waiting import eventually
from tests.net.test_store_log import KEPT, a_room, moves_of
from yahtzee_tui.net.cluster import keys, lease
from yahtzee_tui.net.cluster.bus import Health, Op, Outbox
from yahtzee_tui.net.cluster.lease import Leases
from yahtzee_tui.net.cluster.state import RedisRoomStore, read_room_at
from yahtzee_tui.net.room import Member, Room
from yahtzee_tui.net.store import seats_from_file


class Kept:
    """A store on Redis as an owner process has it, counting the bytes of each game write."""

    def __init__(self, redis: Redis) -> None:
        self.leases = Leases(redis, "one")
        self.outbox = Outbox(self.leases, Health(redis), lost=lambda code: None)
        self.store = RedisRoomStore(self.outbox, ThreadPoolExecutor(1), lambda state: None)
        self.modes: list[str] = []
        self.per_write: list[int] = []
        put = self.outbox.put

        def counted(op: Op) -> None:
            if op.write is not None and op.write[1] in ("set", "append"):
                self.modes.append(op.write[1])
                self.per_write.append(len(op.write[2].encode()))
            put(op)

        self.outbox.put = counted  # type: ignore[method-assign]

    async def play(self, room: Room, member: Member, seed: int, moves: int) -> None:
        await self.leases.acquire(room.code)
        self.store.save_soon(room, meta=True, game=True)
        for number, _ in enumerate(moves_of(room, member, random.Random(seed), 0.1), 1):
            self.store.save_soon(room, game=True)
            if number == moves:
                break
        await self.store.flush()


@pytest.fixture(autouse=True)
def _lease_outlives_a_slow_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    # Nothing renews the lease here: a game of 500 moves on a busy machine can outlast the
    # 3 s a lease lasts, and the writes of an owner that lost its room are refused.
    monkeypatch.setattr(lease, "LEASE_SECONDS", 600.0)


@pytest.fixture
async def kept(redis: Redis) -> AsyncIterator[Kept]:
    owner = Kept(redis)
    owner.outbox.start()
    yield owner
    await owner.outbox.close()


async def test_a_room_written_move_by_move_reads_back_whole_with_its_move_number(
    redis: Redis, kept: Kept
):
    room, member = a_room("jamb_directed", 2, seed=4)
    await kept.play(room, member, seed=4, moves=300)
    assert kept.modes[0] == "set" and kept.modes.count("append") > 250
    assert await redis.llen(keys.log(room.code)) > 0
    found = await read_room_at(redis, room.code)
    assert found is not None
    _, state, move = found
    assert state == room.state and move == room.move


async def test_the_bytes_written_per_move_do_not_grow_with_the_game(redis: Redis, kept: Kept):
    room, member = a_room("jamb_directed", 2, seed=11)
    await kept.play(room, member, seed=11, moves=500)
    counts = kept.per_write
    assert len(counts) == 501
    # As for the room files (tests/net/test_store_log.py): per move over the game so far.
    early, whole = sum(counts[:126]) / 125, sum(counts) / 500
    assert whole < 1.25 * early, (early, whole)
    found = await read_room_at(redis, room.code)
    assert found is not None and found[1] == room.state


async def test_a_line_lost_behind_the_owner_makes_the_game_go_whole_again(redis: Redis, kept: Kept):
    room, member = a_room("yatzy", 2, seed=6)
    await kept.play(room, member, seed=6, moves=20)
    await redis.rpop(keys.log(room.code))  # as a Redis come back from an older dump might
    await kept.play(room, member, seed=7, moves=3)
    await eventually(lambda: kept.modes[-1] == "set", 10.0, "the game written whole again")
    await kept.store.flush()
    found = await read_room_at(redis, room.code)
    assert found is not None and found[1] == room.state


async def test_a_room_kept_in_redis_by_the_last_release_loads_and_goes_on_with_a_log(
    redis: Redis, kept: Kept, tmp_path: Path
):
    """`kept_by_0_1_0/redis` holds the values the server of 5675a04 kept for a room: its seats
    and its game, written whole after every move, with its move number."""
    code = "KEPT22"
    await redis.set(keys.meta(code), (KEPT / "redis" / "meta.json").read_bytes())
    await redis.set(keys.game(code), (KEPT / "redis" / "game.json").read_bytes())
    found = await read_room_at(redis, code)
    assert found is not None
    meta, state, move = found
    assert state is not None and state.marks and state.previous is not None and move == 63
    room = Room(code, meta.rules, meta.host, seats_from_file(meta), state)
    room.move = move
    member = Member(seats={0, 1})
    room.members.append(member)
    await kept.play(room, member, seed=2, moves=6)
    assert kept.modes == ["set"] + ["append"] * 6
    found = await read_room_at(redis, code)
    assert found is not None and found[1:] == (room.state, room.move) and room.move == 69


async def test_the_games_of_rooms_let_go_are_not_held_on_to(redis: Redis, kept: Kept):
    rooms = []
    for number in range(24):
        room, member = a_room("yatzy", 2, seed=number)
        room.code = f"LET{number:03d}"
        await kept.play(room, member, seed=number, moves=2)
        rooms.append(room)
    for room in rooms[:-1]:
        await kept.leases.release(room.code)
    room, member = a_room("yatzy", 2, seed=99)
    await kept.play(room, member, seed=99, moves=2)
    # What the store keeps per room is for the rooms it owns, and a few more at most.
    assert len(kept.store._kept) <= 2 * len(kept.leases.tokens) + 16 < 24
