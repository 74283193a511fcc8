"""Leases, the directory and the rooms' state, against a real Redis server."""

from __future__ import annotations

import msgspec
import pytest
from redis.asyncio import Redis

from tests.deadlines import deadline
from yahtzee_tui.game import new_game
from yahtzee_tui.net.cluster import keys
from yahtzee_tui.net.cluster.directory import Directory
from yahtzee_tui.net.cluster.lease import Leases
from yahtzee_tui.net.cluster.state import RoomUnreadable, read_room
from yahtzee_tui.net.room import Room
from yahtzee_tui.net.seats import HUMAN, Seat
from yahtzee_tui.net.store import room_file, save_text


async def write(leases: Leases, code: str, meta: str = "", mode: str = "", game: str = "") -> int:
    token = leases.token(code) or "none"
    return int(
        await leases.write_script(keys=keys.written(code), args=[token, meta, mode, game, 0])
    )


async def test_one_owner_at_a_time_and_each_new_owner_a_higher_fencing_number(redis: Redis):
    first, second = Leases(redis, "first"), Leases(redis, "second")
    assert await first.acquire("ABCDEF") == 1
    assert await second.acquire("ABCDEF") == 0
    assert await first.renew() == []
    # The first owner's lease runs out (it stopped renewing): the second takes the room.
    await redis.delete(keys.owner("ABCDEF"))
    assert await second.acquire("ABCDEF") == 2
    assert await redis.get(keys.owner("ABCDEF")) == b"2:second"


async def test_a_stale_owner_can_neither_write_nor_speak_for_the_room(redis: Redis):
    first, second = Leases(redis, "first"), Leases(redis, "second")
    await first.acquire("ABCDEF")
    assert await write(first, "ABCDEF", meta="{}") == 1
    await redis.delete(keys.owner("ABCDEF"))
    await second.acquire("ABCDEF")
    assert await write(second, "ABCDEF", meta='{"new": 1}') == 1

    assert await write(first, "ABCDEF", meta='{"old": 1}', mode="set", game="old") == 0
    speak = [keys.owner("ABCDEF")]
    assert await first.speak_script(keys=speak, args=[first.token("ABCDEF"), "ch", "x"]) == 0
    assert await redis.get(keys.meta("ABCDEF")) == b'{"new": 1}'
    assert await redis.get(keys.game("ABCDEF")) is None
    # Its renewal tells it the room is lost.
    assert await first.renew() == ["ABCDEF"]
    assert first.token("ABCDEF") is None


async def test_codes_taken_ahead_are_unique_across_processes(redis: Redis):
    one, two = Directory(Leases(redis, "one")), Directory(Leases(redis, "two"))
    await one.fill()
    await two.fill()
    assert len(set(one.pool) | set(two.pool)) == len(one.pool) + len(two.pool) > 0
    code = one.pool[0]
    assert await two.leases.reserve(code, 60) == 0
    # A code taken ahead is not a room yet; its owner is the process that took it.
    assert await two.owner(code) == ("one", False)


async def test_a_room_written_through_its_lease_reads_back_whole(redis: Redis):
    leases = Leases(redis, "one")
    await leases.acquire("ABCDEF")
    room = Room("ABCDEF", "yatzy", "h" * 64, [Seat(HUMAN, "Ann", token_hash="t" * 64)])
    room.state = new_game("yatzy", ["Ann"], seed=5)
    meta = msgspec.json.encode(room_file(room)).decode()
    assert await write(leases, "ABCDEF", meta, "set", save_text(room.state)) == 1

    found = await read_room(redis, "ABCDEF")

    assert found is not None
    read_meta, state = found
    assert read_meta == room_file(room)
    assert state == room.state
    assert await read_room(redis, "GHJKMN") is None


async def test_a_damaged_room_in_redis_is_named_not_resumed(redis: Redis):
    leases = Leases(redis, "one")
    await leases.acquire("ABCDEF")
    room = Room("ABCDEF", "yatzy", "h" * 64, [Seat(HUMAN, "Ann", token_hash="t" * 64)])
    room.state = new_game("yatzy", ["Ann"], seed=5)
    meta = msgspec.json.encode(room_file(room)).decode()
    await write(leases, "ABCDEF", meta, "set", save_text(room.state)[:-20])
    with pytest.raises(RoomUnreadable):
        await read_room(redis, "ABCDEF")
    await write(leases, "ABCDEF", meta.replace("ABCDEF", "GHJKMN"), "set", "{}")
    with pytest.raises(RoomUnreadable, match="names another room"):
        await read_room(redis, "ABCDEF")


async def test_closing_never_waits_forever_on_a_task_that_swallowed_its_cancellation():
    import asyncio
    import contextlib

    from yahtzee_tui.net.cluster.bus import stop_task

    swallowed = 0

    async def stubborn() -> None:  # as a client call that catches a cancellation mid-call
        nonlocal swallowed
        while True:
            try:
                await asyncio.sleep(3600)
            except asyncio.CancelledError:
                swallowed += 1
                if swallowed > 1:
                    raise

    task = asyncio.get_running_loop().create_task(stubborn())
    await asyncio.sleep(0)
    await asyncio.wait_for(stop_task(task, within=0.05), deadline())
    assert swallowed >= 1  # it swallowed one, and the close went on all the same
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
