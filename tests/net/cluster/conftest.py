"""A real Redis server, and room servers sharing it (in this process, each on its own port)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path

import pytest
from redis.asyncio import Redis

from tests.net.cluster.processes import ServerProcess
from tests.net.cluster.redis_server import RedisServer, free_port, redis_executable
from tests.net.conftest import UNHURRIED, quick_clients
from yahtzee_tui import paths
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.cluster.node import ClusterServer

ConnectTo = Callable[..., Awaitable[TableClient]]


@pytest.fixture
def redis_server(tmp_path: Path) -> Iterator[RedisServer]:
    server = RedisServer(redis_executable(), tmp_path / "redis")
    server.start()
    yield server
    server.stop()


@pytest.fixture
def durable_redis(tmp_path: Path) -> Iterator[RedisServer]:
    """Redis that keeps every write on disk before it answers (as a deployment would): started
    again on the same port and folder, it has every room."""
    server = RedisServer(redis_executable(), tmp_path / "durable-redis", durable=True)
    server.start()
    yield server
    server.stop()


@pytest.fixture
async def redis(redis_server: RedisServer) -> AsyncIterator[Redis]:
    client = Redis.from_url(redis_server.url)
    yield client
    await client.aclose()


@pytest.fixture
def shared_port() -> int:
    return free_port()


@pytest.fixture
def processes(redis_server: RedisServer, shared_port: int) -> Iterator[list[ServerProcess]]:
    """Two `yahtzee-tui server --redis` processes sharing one port."""
    # Tests play faster than people: the rate limit has its own tests.
    started = [
        ServerProcess(redis_server.url, shared_port, "--rate-limit", "10000") for _ in range(2)
    ]
    try:
        for process in started:
            process.wait_for("listening on")
        yield started
    finally:
        for process in started:
            process.stop()


@pytest.fixture
async def cluster(redis_server: RedisServer) -> AsyncIterator[list[ClusterServer]]:
    """Three server processes' worth of room servers on one Redis (each its own port)."""
    servers = [
        ClusterServer(
            redis_server.url, paths.data_dir() / f"node-{n}", limits=UNHURRIED, computer_delay=0
        )
        for n in range(3)
    ]
    for server in servers:
        await server.start("127.0.0.1", 0)
    yield servers
    for server in servers:
        await server.close()


@pytest.fixture
async def connect_to() -> AsyncIterator[ConnectTo]:
    """`await connect_to(server)`: a client online with that server (closed after the test)."""
    async with quick_clients() as make:
        yield lambda server, credentials=None: make(server.port, credentials)
