"""The directory of rooms: which codes are taken, and which process owns each room.

A new room's code is taken with SET NX on its `meta` key, so codes are unique across every
process on the Redis server. A process keeps a few codes taken ahead (with their leases), so
that opening a room never waits on Redis.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from redis.exceptions import RedisError

from yahtzee_tui.i18n import N_
from yahtzee_tui.net.cluster import keys
from yahtzee_tui.net.cluster.lease import Leases
from yahtzee_tui.net.room import Refusal
from yahtzee_tui.net.seats import new_code

log = logging.getLogger(__name__)

# Codes taken ahead; a reservation never used (its process died) frees itself after a day.
POOL_SIZE = 16
RESERVATION_SECONDS = 24 * 3600.0


class Directory:
    def __init__(self, leases: Leases) -> None:
        self.leases = leases
        self.redis = leases.redis
        self.pool: list[str] = []
        self._filling: asyncio.Task[None] | None = None

    async def owner(self, code: str) -> tuple[str | None, bool]:
        """The node that owns room `code` (None when no one does just now), and whether the
        room exists at all."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.get(keys.owner(code))
        pipe.strlen(keys.meta(code))  # "": a code taken ahead, no room yet
        owner, exists = await pipe.execute()
        node = None if owner is None else _node(owner)
        return node, bool(exists)

    async def owners(self, codes: list[str]) -> dict[str, str | None]:
        """The owner of each room (None: no one)."""
        if not codes:
            return {}
        values = await self.redis.mget([keys.owner(code) for code in codes])
        return {
            code: None if value is None else _node(value)
            for code, value in zip(codes, values, strict=True)
        }

    async def alive(self, nodes: list[str]) -> dict[str, bool]:
        if not nodes:
            return {}
        values = await self.redis.mget([keys.alive(node) for node in nodes])
        return {node: value is not None for node, value in zip(nodes, values, strict=True)}

    def take(self) -> str:
        """A code taken ahead for a new room (`seats.Codes`); refused when none is left just
        now (the pool is filled again meanwhile)."""
        code = self.pool.pop() if self.pool else None
        self.fill_soon()
        if code is None:
            raise Refusal.of(N_("no room code is free just now: try again in a moment"), "busy")
        return code

    def fill_soon(self) -> None:
        if len(self.pool) < POOL_SIZE and (self._filling is None or self._filling.done()):
            self._filling = asyncio.get_running_loop().create_task(self.fill())

    async def ensure_code(self) -> None:
        """Have a code taken ahead for the next new room (the caller opens it at once, with
        no wait in between)."""
        while not self.pool:
            code = new_code()
            if await self.leases.reserve(code, RESERVATION_SECONDS):
                self.pool.append(code)

    async def fill(self) -> None:
        try:
            while len(self.pool) < POOL_SIZE:
                code = new_code()
                if await self.leases.reserve(code, RESERVATION_SECONDS):
                    self.pool.append(code)
        except RedisError as error:
            log.warning("no room codes could be taken ahead: %s", error)

    async def close(self) -> None:
        if self._filling is not None:
            self._filling.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._filling
        # Unused codes: their reservation (an empty meta) and lease go.
        for code in self.pool:
            with contextlib.suppress(RedisError):
                token = self.leases.token(code)
                if token is not None:
                    await self.leases.write_script(
                        keys=keys.written(code), args=[token, "", "forget", "", 0]
                    )
                    self.leases.forget(code)
        self.pool.clear()


def _node(owner: bytes | str) -> str:
    text = owner.decode() if isinstance(owner, bytes) else owner
    return text.partition(":")[2]
