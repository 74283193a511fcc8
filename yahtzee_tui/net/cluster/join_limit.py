"""Attempts to enter a room by its code (`watch`, `claim`) from one address, counted in Redis
so that the limit holds across every process sharing it (a client guessing codes may connect
to any of them).

A window per address that opens with its first attempt and lasts a minute: `SET NX EX` and
`INCR` in one pipeline.
"""

from __future__ import annotations

from redis.asyncio import Redis

from yahtzee_tui.net.cluster.keys import PREFIX
from yahtzee_tui.net.cluster.limit_defaults import JOIN_ATTEMPTS_PER_MINUTE

WINDOW_SECONDS = 60


class JoinLimit:
    def __init__(self, redis: Redis, per_minute: int = JOIN_ATTEMPTS_PER_MINUTE) -> None:
        self.redis = redis
        self.per_minute = per_minute

    async def allow(self, address: str) -> bool:
        """Count one attempt from `address`; False once it is over the limit this minute."""
        key = f"{PREFIX}joins:{address}"
        pipe = self.redis.pipeline(transaction=False)
        pipe.set(key, 0, ex=WINDOW_SECONDS, nx=True)
        pipe.incr(key)
        _, count = await pipe.execute()
        return int(count) <= self.per_minute
