"""What one client may cost: its rate, its bad frames, its frame size, how slowly it reads."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Awaitable, Callable

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from tests.deadlines import deadline
from yahtzee_tui.net.connection import Connection
from yahtzee_tui.net.limits import Bucket, Limits
from yahtzee_tui.net.notices import NOTICES, Refused
from yahtzee_tui.net.protocol import MAX_REQUEST_BYTES
from yahtzee_tui.net.protocol import PROTOCOL_VERSION as V
from yahtzee_tui.net.server import RoomServer

MakeServer = Callable[[Limits], Awaitable[RoomServer]]


async def raw(server: RoomServer, sock: socket.socket | None = None) -> ClientConnection:
    url = f"ws://127.0.0.1:{server.port}"
    return await connect(url, compression=None, sock=sock, close_timeout=1)


async def create_room(ws: ClientConnection) -> str:
    await ws.send(json.dumps({"v": V, "type": "create", "rules": "yahtzee", "ref": 1}))
    while True:
        notice = NOTICES.decode(await ws.recv())
        if notice.ref == 1 and type(notice).__name__ == "Snapshot":
            return str(notice.code)  # type: ignore[union-attr]


async def refusals(ws: ClientConnection, count: int) -> list[Refused]:
    found: list[Refused] = []
    while len(found) < count:
        notice = NOTICES.decode(await ws.recv())
        if isinstance(notice, Refused):
            found.append(notice)
    return found


def test_the_bucket_refills_at_its_rate_up_to_its_burst():
    bucket = Bucket(rate=2.0, burst=3, now=0.0)
    assert [bucket.take(0.0) for _ in range(4)] == [True, True, True, False]
    assert bucket.take(0.5) and not bucket.take(0.5)
    assert [bucket.take(100.0) for _ in range(4)] == [True, True, True, False]
    assert not bucket.take(101.0, cost=3) and bucket.take(101.0, cost=2)


async def test_a_flood_is_refused_past_the_rate_with_a_reason(server_with: MakeServer):
    server = await server_with(Limits(messages_per_second=0.01, burst=12, strikes_to_close=100))
    ws = await raw(server)
    await create_room(ws)  # a new room costs 5 of the 12
    for ref in range(2, 12):
        await ws.send(json.dumps({"v": V, "type": "chat", "text": "hi", "ref": ref}))
    refused = await refusals(ws, 3)
    assert {(r.kind, r.reason) for r in refused} == {("limit", "too many messages: slow down")}
    assert [r.ref for r in refused] == [9, 10, 11]


async def test_a_snapshot_costs_more_of_the_rate_than_a_move(server_with: MakeServer):
    server = await server_with(Limits(messages_per_second=0.01, burst=12, strikes_to_close=100))
    ws = await raw(server)
    await create_room(ws)
    for ref in range(2, 5):
        await ws.send(json.dumps({"v": V, "type": "sync", "ref": ref}))
    refused = await refusals(ws, 2)  # 12 - 5 (the room) - 5 (a snapshot) leaves 2
    assert [(r.kind, r.ref) for r in refused] == [("limit", 3), ("limit", 4)]


async def test_repeated_abuse_closes_the_connection(server_with: MakeServer):
    server = await server_with(Limits(strikes_to_close=5))
    ws = await raw(server)
    for _ in range(4):
        await ws.send("{not json")
    assert {r.reason for r in await refusals(ws, 4)} == {"malformed JSON"}
    await ws.send('{"v": V, "type": "no such thing"}')
    await ws.wait_closed()
    assert (ws.close_code, ws.close_reason) == (1008, "too many bad messages")
    assert len(server.listener.connections) == 0 or server.port  # the server goes on
    again = await raw(server)
    assert await create_room(again)


async def test_a_frame_over_64_kib_closes_the_connection(server_with: MakeServer):
    server = await server_with(Limits())
    ws = await raw(server)
    await ws.send(json.dumps({"v": V, "type": "chat", "text": "x" * MAX_REQUEST_BYTES}))
    await ws.wait_closed()
    assert ws.close_code == 1009


async def test_a_connection_that_joins_no_room_is_closed_after_a_while(server_with: MakeServer):
    server = await server_with(Limits(join_timeout=0.05))
    ws = await raw(server)
    await ws.wait_closed()
    assert (ws.close_code, ws.close_reason) == (1008, "join a room or leave")


async def test_a_full_server_turns_new_connections_away(server_with: MakeServer):
    server = await server_with(Limits(max_connections=1))
    first = await raw(server)
    second = await raw(server)
    await second.wait_closed()
    assert (second.close_code, second.close_reason) == (1013, "the server is full")
    assert await create_room(first)


async def test_the_number_of_rooms_is_bounded(server_with: MakeServer):
    server = await server_with(Limits(max_rooms=1))
    assert await create_room(await raw(server))
    ws = await raw(server)
    await ws.send(json.dumps({"v": V, "type": "create", "rules": "yahtzee", "ref": 1}))
    (refused,) = await refusals(ws, 1)
    assert refused.kind == "limit" and "as many rooms as it can" in refused.reason


async def test_a_client_that_reads_too_slowly_is_dropped_and_the_room_goes_on(
    server_with: MakeServer,
):
    server = await server_with(Limits(outbound_queue=8, messages_per_second=10_000, burst=10_000))
    host = await raw(server)
    code = await create_room(host)
    # A watcher with a tiny receive buffer that stops reading.
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
    sock.connect(("127.0.0.1", server.port or 0))
    slow = await raw(server, sock)
    await slow.send(json.dumps({"v": V, "type": "watch", "code": code, "ref": 1}))
    room = server.rooms[code]
    while room.watchers() == 0:
        await asyncio.sleep(0)
    slow.transport.pause_reading()
    # A slow network on the server's side too: a small send buffer for that connection.
    (conn,) = [c for c in server.listener.connections if c.member.watching]
    conn.ws.transport.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
    said = 0
    reader = asyncio.get_running_loop().create_task(_count_chat(host))
    while room.watchers() == 1:
        await host.send(json.dumps({"v": V, "type": "chat", "text": "y" * 200}))
        said += 1
        await asyncio.sleep(0)
    # The host was answered all along; the slow watcher is gone.
    await host.send(json.dumps({"v": V, "type": "chat", "text": "still here", "ref": 99}))
    assert await reader == said + 1
    slow.transport.abort()


async def _count_chat(ws: ClientConnection) -> int:
    count = 0
    try:
        async for frame in ws:
            notice = NOTICES.decode(frame)
            if type(notice).__name__ == "Said":
                count += 1
                if notice.ref == 99:
                    return count
    except ConnectionClosed:
        pass
    return count


class StuckSocket:
    """A connection whose client never reads: every send waits for ever."""

    def __init__(self) -> None:
        self.closed_with: tuple[int, str] | None = None

    async def send(self, frame: str) -> None:
        await asyncio.Event().wait()

    async def close(self, code: int = 1000, reason: str = "") -> None:
        self.closed_with = (code, reason)


async def test_a_connection_whose_queue_overflows_is_closed_without_waiting_on_it():
    ws = StuckSocket()
    conn = Connection(ws, Limits(outbound_queue=4), now=0.0)  # type: ignore[arg-type]
    for _ in range(6):
        conn.send("{}")  # never waits, however slow the client
    assert conn.closing
    await conn.finish()
    assert ws.closed_with == (1013, "too far behind: reconnect for a fresh snapshot")


async def until(condition: Callable[[], bool]) -> None:
    """Wait for a condition the server's timers bring about."""
    async with asyncio.timeout(deadline()):
        while not condition():
            await asyncio.sleep(0.005)


async def test_a_lobby_left_empty_goes_after_a_while_with_its_files(server_with: MakeServer):
    server = await server_with(Limits(empty_lobby_seconds=0.05))
    ws = await raw(server)
    code = await create_room(ws)
    await until(lambda: server.store.room_dir(code).exists())
    await ws.close()
    await until(lambda: code not in server.rooms)
    await server.store.flush()
    assert not server.store.room_dir(code).exists()


async def test_a_room_is_let_go_a_while_after_its_game_ends(server_with: MakeServer):
    server = await server_with(Limits(finished_room_seconds=0.05))
    server.computers.delay = 0
    ws = await raw(server)
    seats = [{"kind": "computer", "level": "easy"}]
    await ws.send(json.dumps({"v": V, "type": "create", "rules": "yatzy", "seats": seats}))
    await until(lambda: len(server.rooms) == 1)
    (code,) = server.rooms
    await ws.send(json.dumps({"v": V, "type": "start"}))
    await until(lambda: code not in server.rooms)
    await server.store.flush()
    assert not server.store.room_dir(code).exists()


def watch(code: str, ref: int) -> str:
    return json.dumps({"v": V, "type": "watch", "code": code, "name": "Eve", "ref": ref})


async def answer_to(ws: ClientConnection, ref: int):
    while True:
        notice = NOTICES.decode(await ws.recv())
        if notice.ref == ref:
            return notice


async def test_guessing_room_codes_is_refused_past_the_join_limit_per_address(
    server_with: MakeServer,
):
    server = await server_with(Limits(join_attempts_per_minute=5, messages_per_second=1000))
    guessers = [await raw(server) for _ in range(3)]  # one address, several connections
    answers = []
    for number in range(9):
        ws = guessers[number % 3]
        await ws.send(watch("ZZZZZZ", number + 1))
        answers.append(await answer_to(ws, number + 1))
    kinds = [answer.kind for answer in answers]
    assert kinds == ["not_found"] * 5 + ["limit"] * 4
    assert "too many attempts to join from this address" in answers[-1].reason
    host = await raw(server)
    code = await create_room(host)  # a new room is not a guess
    await host.send(watch(code, 50))
    # From inside its own room: no guess, not refused for the limit.
    assert not isinstance(await answer_to(host, 50), Refused)


def test_the_join_limit_counts_per_address_and_overall():
    from yahtzee_tui.net.limits import JOIN_LIMIT_OVERALL, JoinAttempts

    attempts = JoinAttempts(per_address=2)
    assert [attempts.refusal("a", 0.0) for _ in range(3)][-1] is not None
    assert attempts.refusal("b", 0.0) is None
    assert attempts.refusal("a", 61.0) is None  # a new minute
    crowd = [attempts.refusal(f"10.0.0.{n}", 62.0) for n in range(attempts.overall)]
    assert crowd[-1] == JOIN_LIMIT_OVERALL


async def test_frames_without_joining_do_not_keep_a_connection_past_the_join_timeout(
    server_with: MakeServer,
):
    server = await server_with(Limits(join_timeout=0.5, messages_per_second=1000))
    ws = await raw(server)
    sync = json.dumps({"v": V, "type": "sync", "ref": 1})
    try:
        while True:  # a frame far more often than the timeout: the deadline still comes
            await ws.send(sync)
            await asyncio.sleep(0.05)
    except ConnectionClosed:
        pass
    assert (ws.close_code, ws.close_reason) == (1008, "join a room or leave")


async def test_the_hosts_token_opens_the_host_controls_on_one_connection_at_a_time(
    server_with: MakeServer,
):
    server = await server_with(Limits())
    host = await raw(server)
    await host.send(json.dumps({"v": V, "type": "create", "rules": "yahtzee", "ref": 1}))
    hosting = None
    while hosting is None:
        notice = NOTICES.decode(await host.recv())
        if type(notice).__name__ == "Hosting":
            hosting = notice
    thief = await raw(server)
    resume = {"v": V, "type": "resume", "code": hosting.code, "token": hosting.token, "ref": 7}
    await thief.send(json.dumps(resume))
    refused = await answer_to(thief, 7)
    assert isinstance(refused, Refused) and refused.kind == "busy"
    assert "in use by another connection" in refused.reason
    await host.close()
    await asyncio.wait_for(until_host_gone(server, hosting.code), deadline())
    await thief.send(json.dumps(resume | {"ref": 8}))
    assert type(await answer_to(thief, 8)).__name__ == "Hosting"


async def until_host_gone(server: RoomServer, code: str) -> None:
    while any(member.host for member in server.rooms[code].members):
        await asyncio.sleep(0.01)
