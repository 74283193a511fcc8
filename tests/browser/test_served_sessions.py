"""What `yahtzee-tui serve` does with websocket visitors, spoken to as textual-serve's page
speaks (aiohttp's client, no browser): one game per visit, bounded, hostile input dropped, and
no game outliving the server."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiohttp
import pytest

from tests.browser.driver import DEADLINE_SECONDS, ServedGame, group_alive

# Enough bytes that the game has drawn its first screen.
FIRST_SCREEN_BYTES = 1000


def socket_url(served: ServedGame) -> str:
    return served.url.replace("http://", "ws://") + "ws?width=100&height=30"


async def first_screen(websocket: aiohttp.ClientWebSocketResponse) -> None:
    """Read until the game has sent its first screen."""
    received = 0
    while received < FIRST_SCREEN_BYTES:
        message = await websocket.receive(timeout=DEADLINE_SECONDS)
        assert message.type == aiohttp.WSMsgType.BINARY, message
        received += len(message.data)


async def pong(websocket: aiohttp.ClientWebSocketResponse, text: str) -> list[str]:
    """Ping the server and return its answer, skipping screen updates."""
    await websocket.send_str(json.dumps(["ping", text]))
    while True:
        message = await websocket.receive(timeout=DEADLINE_SECONDS)
        if message.type == aiohttp.WSMsgType.TEXT:
            return json.loads(message.data)
        assert message.type == aiohttp.WSMsgType.BINARY, message


@asynccontextmanager
async def visit(served: ServedGame) -> AsyncIterator[aiohttp.ClientWebSocketResponse]:
    """A visitor's websocket, once their game has drawn its first screen."""
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(socket_url(served)) as websocket,
    ):
        await first_screen(websocket)
        yield websocket


async def closing(websocket: aiohttp.ClientWebSocketResponse) -> aiohttp.WSMessage:
    """Read until the server closes the websocket; its closing message."""
    while True:
        message = await websocket.receive(timeout=DEADLINE_SECONDS)
        if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
            return message


async def printed(served: ServedGame, pattern: str) -> None:
    """Wait, without blocking the event loop, until the server has printed `pattern`."""
    await asyncio.to_thread(served.wait_for_output, pattern)


@pytest.fixture
def small_table(_isolated_home: Path):
    """A server that seats one game at a time."""
    with ServedGame.running(_isolated_home, "--max-sessions", "1") as served:
        yield served


async def test_the_page_names_the_game_and_loads_nothing_from_elsewhere(served_game):
    async with aiohttp.ClientSession() as session, session.get(served_game.url) as response:
        assert response.status == 200
        page = await response.text()
    assert "<title>yahtzee-tui: Yahtzee, Yatzy and Yamb</title>" in page
    assert '<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,' in page
    assert not re.search(r"""(src|href)=["']?(https?:)?//""", page)


async def test_a_visit_runs_a_game_that_ends_when_the_visitor_leaves(served_game):
    async with visit(served_game):
        await printed(served_game, r"opened a game \(1 in play\)")
    await printed(served_game, r"closed a game \(0 in play\)")


async def test_a_full_table_refuses_another_visit_with_the_reason(small_table):
    async with visit(small_table), aiohttp.ClientSession() as session:
        async with session.ws_connect(socket_url(small_table)) as second:
            refused = await closing(second)
        assert second.close_code == aiohttp.WSCloseCode.TRY_AGAIN_LATER
        assert refused.extra == "The table is full: 1 game is in play. Try again later."
    # The seat is free again once the first visitor has left.
    await printed(small_table, r"closed a game \(0 in play\)")
    async with visit(small_table):
        pass


async def test_a_reloaded_page_gets_the_seat_its_old_visit_frees(small_table):
    async with aiohttp.ClientSession() as session:
        old = await session.ws_connect(socket_url(small_table))
        await first_screen(old)
        # The new page asks for its game before the old page has closed its own.
        connecting = asyncio.create_task(session.ws_connect(socket_url(small_table)))
        await printed(small_table, r"waits for a seat")
        await old.close()
        new = await connecting
        await first_screen(new)
        await new.close()


async def test_malformed_messages_are_dropped_and_the_game_plays_on(served_game):
    hostile = [
        "not json",
        "{}",
        "[]",
        "[42]",
        json.dumps(["stdin", 5]),
        json.dumps(["stdin", "x" * 5000]),
        json.dumps(["resize", {"width": 10**9, "height": "tall"}]),
        json.dumps(["resize", [80, 24]]),
        json.dumps(["focus", "extra"]),
        json.dumps(["shell", "rm -rf /"]),
        '["stdin", "\\ud800"]',  # a lone surrogate: no UTF-8 spells it
        "[" * 30_000 + "]" * 30_000,  # nested deeper than any parser recurses
    ]
    async with visit(served_game) as websocket:
        for text in hostile:
            await websocket.send_str(text)
        await websocket.send_bytes(b"\x00\xff")
        assert await pong(websocket, "still here") == ["pong", "still here"]
    assert "Traceback" not in "".join(served_game.output)


async def test_a_page_from_another_site_is_refused_a_game(served_game):
    async with aiohttp.ClientSession() as session:
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await session.ws_connect(socket_url(served_game), origin="https://evil.example")
    assert refused.value.status == 403
    await printed(served_game, "refused a game to .*: a page from https://evil.example")
    own = served_game.url.rstrip("/")
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(socket_url(served_game), origin=own) as websocket,
    ):
        await first_screen(websocket)


async def test_an_allowed_origin_behind_a_proxy_gets_a_game(_isolated_home):
    proxy = "https://games.example.org"
    with ServedGame.running(_isolated_home, "--allow-origin", proxy) as served:
        async with (
            aiohttp.ClientSession() as session,
            session.ws_connect(socket_url(served), origin=proxy) as websocket,
        ):
            await first_screen(websocket)


async def test_a_message_over_the_size_limit_closes_the_visit(served_game):
    async with visit(served_game) as websocket:
        await websocket.send_str(json.dumps(["stdin", "x" * 100_000]))
        await closing(websocket)
        assert websocket.close_code == aiohttp.WSCloseCode.MESSAGE_TOO_BIG
    await printed(served_game, r"closed a game \(0 in play\)")


async def test_ctrl_c_stops_the_server_and_closes_every_visit_with_the_reason(served_game):
    async with visit(served_game) as websocket:
        # Ctrl+C in a terminal signals the whole process group: the server and its games.
        os.killpg(served_game.process.pid, signal.SIGINT)
        assert (await closing(websocket)).extra == "The server has stopped."
    assert served_game.stop(), "".join(served_game.output)
    assert served_game.process.returncode == 0
    assert "Traceback" not in "".join(served_game.output)


async def test_a_killed_server_leaves_no_game_running(served_game):
    async with visit(served_game):
        served_game.process.kill()
        served_game.process.wait()
    group = served_game.process.pid
    deadline = time.monotonic() + DEADLINE_SECONDS
    while group_alive(group) and time.monotonic() < deadline:
        time.sleep(0.05)  # polling a process group: there is no event to wait on
    alive = group_alive(group)
    if alive:
        os.killpg(group, signal.SIGKILL)
    assert not alive, "a game outlived its server"
