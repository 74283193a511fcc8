"""Redis killed and started again: once it answers, it stays up. The pool's connections that
sat idle through the outage are not left to fail one by one afterwards."""

from __future__ import annotations

import asyncio

import pytest
from redis.asyncio import Redis
from redis.exceptions import ConnectionError as RedisConnectionError

from tests.net.cluster.redis_server import RedisServer
from tests.net.cluster.waiting import eventually
from yahtzee_tui.net.cluster.bus import Health

IDLE = 6  # connections in the pool, all idle when Redis goes


async def test_after_redis_returns_no_idle_connection_of_before_fails(
    redis_server: RedisServer,
):
    redis = Redis.from_url(redis_server.url)
    health = Health(redis)
    changes: list[bool] = []
    health.on_change = changes.append
    try:
        # Several commands at once open several connections; all go back to the pool.
        await asyncio.gather(*(redis.blpop(["nothing-here"], timeout=0.05) for _ in range(IDLE)))
        assert len(redis.connection_pool._available_connections) == IDLE

        redis_server.kill()
        with pytest.raises(RedisConnectionError) as lost:
            await redis.ping()
        health.down(lost.value)
        redis_server.start()
        await eventually(lambda: health.ok, 10.0, "Redis never came back")

        # Every connection the pool hands out now reaches the new server.
        answers = await asyncio.gather(*(redis.ping() for _ in range(IDLE)))
        assert all(answers)
        assert changes == [False, True]
    finally:
        await health.close()
        await redis.aclose()
