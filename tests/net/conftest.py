"""A real room server on 127.0.0.1 with an ephemeral port, and clients that connect to it."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager

import pytest

from yahtzee_tui import paths
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.events import Credentials
from yahtzee_tui.net.limits import Limits
from yahtzee_tui.net.server import RoomServer

# Tests play faster than people: the rate limit has its own tests.
UNHURRIED = Limits(messages_per_second=10_000, burst=10_000)

Connect = Callable[..., Awaitable[TableClient]]


@pytest.fixture
async def server() -> AsyncIterator[RoomServer]:
    room_server = RoomServer(paths.data_dir(), limits=UNHURRIED, computer_delay=0)
    await room_server.start("127.0.0.1", 0)
    yield room_server
    await room_server.close()


MakeClient = Callable[[int, Credentials | None], Awaitable[TableClient]]


@asynccontextmanager
async def quick_clients() -> AsyncIterator[MakeClient]:
    """`await make(port, credentials)`: a client online with the server on `port`, one that
    comes back at once when its connection drops; every one is closed on the way out."""
    clients: list[TableClient] = []

    async def make(port: int, credentials: Credentials | None = None) -> TableClient:
        client = TableClient(
            f"ws://127.0.0.1:{port}", credentials=credentials, first_delay=0.01, max_delay=0.1
        )
        clients.append(client)
        await client.connect()
        return client

    try:
        yield make
    finally:
        for client in clients:
            await client.close()


@pytest.fixture
async def connect(server: RoomServer) -> AsyncIterator[Connect]:
    """`await connect()`: a client online with the server (closed after the test)."""
    async with quick_clients() as make:
        yield lambda credentials=None: make(server.port, credentials)


@pytest.fixture
async def server_with() -> AsyncIterator[Callable[[Limits], Awaitable[RoomServer]]]:
    """`await server_with(limits)`: a server with other limits (closed after the test)."""
    servers: list[RoomServer] = []

    async def make(limits: Limits) -> RoomServer:
        room_server = RoomServer(paths.data_dir() / f"server-{len(servers)}", limits=limits)
        servers.append(room_server)
        await room_server.start("127.0.0.1", 0)
        return room_server

    yield make
    for room_server in servers:
        await room_server.close()
