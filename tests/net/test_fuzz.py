"""Thousands of random and hostile frames: the server stays up and the game stays as it was."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
from collections.abc import Callable

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from tests.net.conftest import Connect
from yahtzee_tui.net.notices import NOTICES
from yahtzee_tui.net.protocol import MAX_REQUEST_BYTES
from yahtzee_tui.net.protocol import PROTOCOL_VERSION as V
from yahtzee_tui.net.requests import SeatSpec
from yahtzee_tui.net.seats import new_token
from yahtzee_tui.net.server import RoomServer

FRAMES = 3000
ODD_VALUES: list[object] = [
    None,
    True,
    -1,
    0,
    2**31,
    2**53 + 1,
    10**400,
    -(10**30),
    1e308,
    0.5,
    "",
    "x" * 5000,
    "\x1b[31m",
    "‮evil",
    [],
    [[[[[[]]]]]],
    {},
    {"v": V},
]
TYPES = [
    "create", "watch", "claim", "resume", "leave", "set_seat", "remove_seat", "set_rules",
    "start", "hand_over", "roll", "hold", "call", "score", "undo", "name", "chat", "sync",
]  # fmt: skip


def hostile_frame(chooser: random.Random, code: str, move: int) -> str | bytes:
    """One frame from a client that means harm or has gone wrong."""
    pick = chooser.randrange(12)
    if pick == 0:
        return chooser.randbytes(chooser.randrange(1, 300))
    if pick == 1:
        return "".join(chr(chooser.randrange(32, 0x2FFF)) for _ in range(chooser.randrange(80)))
    if pick == 2:
        return chooser.choice(["", "{", "null", "[]", "1e99999", "[" * 20000, '{"v":1,"type":'])
    if pick == 3:
        return "x" * (MAX_REQUEST_BYTES + chooser.randrange(1, 5000))  # oversized: closes
    seat = chooser.choice([0, 0, 1])  # mostly the other player's seat
    number = chooser.choice([move, move - 1, move + 1, 0, chooser.randrange(10**6)])
    fields: dict[str, object] = {
        "v": V,
        "type": chooser.choice(TYPES),
        "seat": seat,
        "move": max(number, 0),
        "die": chooser.randrange(6),
        "row": chooser.choice(["poker", "yahtzee", "ones"]),
        "cell": chooser.choice(["chance", "ones", "yahtzee", "down.ones"]),
        "code": chooser.choice([code, code.lower(), "ZZZZZZ"]),
        "token": new_token(),
        "name": chooser.choice(["Mallory", "Ann", "\x07"]),
        "rules": chooser.choice(["yatzy", "poker"]),
        "kind": chooser.choice(["open", "computer"]),
        "text": chooser.choice(["hi", "\x1b[2J", "ok"]),
    }
    for name in chooser.sample(sorted(fields), chooser.randrange(0, 4)):
        if name != "v" or chooser.random() < 0.2:
            fields[name] = chooser.choice(ODD_VALUES)
    if chooser.random() < 0.1:
        fields["surprise"] = 1
    return json.dumps(fields)


async def drain(ws: ClientConnection, check: Callable[[str | bytes], None]) -> None:
    with contextlib.suppress(ConnectionClosed):
        async for frame in ws:
            check(frame)


async def test_hostile_frames_leave_the_server_up_and_the_game_exactly_as_it_was(
    server: RoomServer, connect: Connect, caplog: pytest.LogCaptureFixture
):
    caplog.set_level(logging.ERROR, logger="yahtzee_tui")
    ann, bob = await connect(), await connect()
    code = await ann.create("yahtzee", seats=[SeatSpec(kind="open")] * 2, name="Ann")
    await bob.claim(code, "Bob")
    await ann.start_game()
    room = server.rooms[code]
    assert room.state is not None
    if room.state.current == 1:
        await bob.roll()
        await bob.score("chance")
    await ann.roll()  # Ann to move, having rolled: nothing Bob's seat may do
    assert bob.credentials is not None
    token = bob.credentials.seat_tokens[0]
    await bob.close()
    before, number = room.state, room.move

    # A watcher that never reads while the fuzz goes on.
    url = f"ws://127.0.0.1:{server.port}"
    slow = await connect_raw(url)
    await slow.send(json.dumps({"v": V, "type": "watch", "code": code}))
    slow.transport.pause_reading()

    replies: list[str | bytes] = []
    chooser = random.Random(2024)
    sent = closed = 0
    too_big: list[int | None] = []
    while sent < FRAMES:
        ws = await connect_raw(url)
        await ws.send(json.dumps({"v": V, "type": "resume", "code": code, "token": token}))
        reader = asyncio.get_running_loop().create_task(drain(ws, replies.append))
        try:
            while sent < FRAMES:
                frame = hostile_frame(chooser, code, number)
                await ws.send(frame)
                sent += 1
                if len(frame) > MAX_REQUEST_BYTES:
                    await ws.wait_closed()
                    too_big.append(ws.close_code)
        except ConnectionClosed:
            closed += 1  # closed for abuse or an oversized frame: come back and go on
        await ws.close()
        await reader

    assert closed > 10 and 1009 in too_big
    assert room.state is before and room.move == number
    for reply in replies:
        NOTICES.decode(reply)  # every answer is a well-formed notice
    assert not caplog.records  # no request made the server fail
    # The server still serves: Ann plays on, and a new client sees her move.
    after = await ann.hold(0)
    wendy = await connect()
    await wendy.watch(code)
    assert wendy.state == after
    slow.transport.abort()


async def connect_raw(url: str) -> ClientConnection:
    return await connect(url, compression=None, max_size=None)
