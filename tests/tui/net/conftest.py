"""Room servers on 127.0.0.1 (ephemeral ports) for the app's network tests, and the tables the
tests open, closed after each test."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable

import pytest

from tests.net.conftest import UNHURRIED
from yahtzee_tui import paths
from yahtzee_tui.net.limits import Limits
from yahtzee_tui.net.server import RoomServer
from yahtzee_tui.net.tables import NetTable

MakeServer = Callable[..., Awaitable[RoomServer]]


@pytest.fixture
async def start_server() -> AsyncIterator[MakeServer]:
    """`await start_server(port=0, limits=..., away_timeout=...)`: a server on 127.0.0.1
    (closed after the test); all of them keep their rooms in the same data folder."""
    servers: list[RoomServer] = []

    async def start(port: int = 0, limits: Limits = UNHURRIED, **options: float) -> RoomServer:
        server = RoomServer(paths.data_dir(), limits=limits, computer_delay=0, **options)
        servers.append(server)
        await server.start("127.0.0.1", port)
        return server

    yield start
    for server in servers:
        await server.close()


@pytest.fixture
async def server(start_server: MakeServer) -> RoomServer:
    return await start_server()


@pytest.fixture
async def tables() -> AsyncIterator[list[NetTable]]:
    """Tables the test opens, closed after it."""
    opened: list[NetTable] = []
    yield opened
    for table in opened:
        await table.close()
