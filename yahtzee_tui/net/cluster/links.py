"""The few looks at a client's frame the relay needs before the room's owner reads it (does
it join a room, and which), and where a Redis client connects."""

from __future__ import annotations

from redis.asyncio import Redis

from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.protocol import ProtocolError
from yahtzee_tui.net.seats import normal_code

JOINS = (rq.Create, rq.Watch, rq.Claim, rq.Resume)


def join_code(frame: str) -> str | None:
    """The room a watch, claim or resume names (None for any other frame)."""
    try:
        request = rq.REQUESTS.decode(frame)
    except ProtocolError:
        return None
    if isinstance(request, rq.Watch | rq.Claim | rq.Resume):
        return normal_code(request.code)
    return None


def joins(frame: str) -> bool:
    try:
        return isinstance(rq.REQUESTS.decode(frame), JOINS)
    except ProtocolError:
        return False


def redis_place(redis: Redis) -> str:
    """Where `redis` connects, without its password: `host:port/db` or a socket's path."""
    kwargs = redis.connection_pool.connection_kwargs
    if "path" in kwargs:
        return str(kwargs["path"])
    return f"{kwargs.get('host', 'localhost')}:{kwargs.get('port', 6379)}/{kwargs.get('db', 0)}"
