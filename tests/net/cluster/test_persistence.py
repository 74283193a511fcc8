"""`server --redis` says at start, in one line, what a restart of Redis would lose with the
persistence settings Redis has."""

from __future__ import annotations

import pytest
from redis.asyncio import Redis

from tests.net.cluster.processes import ServerProcess
from tests.net.cluster.redis_server import RedisServer, free_port
from yahtzee_tui.net.cluster.persistence import Persistence, persistence_line, read_persistence


@pytest.mark.parametrize(
    ("settings", "said"),
    [
        ({"appendonly": "no", "save": ""}, "a restart of Redis loses every room"),
        ({"appendonly": "no", "save": "900 1 300 10 60 10000"}, "loses up to 900 s of moves"),
        ({"appendonly": "no", "save": "60 100"}, "loses up to 60 s of moves"),
        ({"appendonly": "yes", "appendfsync": "everysec"}, "loses about a second of moves"),
        ({"appendonly": "yes", "appendfsync": "always"}, "a restart loses none"),
        ({"appendonly": "yes", "appendfsync": "no"}, "a crash loses up to 30 s of moves"),
    ],
)
async def test_the_line_follows_what_redis_is_set_to(redis: Redis, settings, said):
    for name, value in settings.items():
        await redis.config_set(name, value)
    found = await read_persistence(redis)
    assert isinstance(found, Persistence)
    line = persistence_line(found)
    assert said in line and "\n" not in line


def test_settings_that_cannot_be_read_are_said_so():
    line = persistence_line("unknown command 'CONFIG'")
    assert line == "Redis's persistence settings could not be read (unknown command 'CONFIG')"


@pytest.mark.parametrize(
    ("appendonly", "said"),
    [
        ("no", "Redis keeps nothing on disk: a restart of Redis loses every room"),
        ("yes", "Redis writes to disk every second: a restart loses about a second of moves"),
    ],
)
async def test_the_server_says_it_at_start(
    redis_server: RedisServer, redis: Redis, appendonly, said
):
    await redis.config_set("appendonly", appendonly)
    server = ServerProcess(redis_server.url, free_port())
    try:
        server.wait_for(said)
    finally:
        server.stop()
