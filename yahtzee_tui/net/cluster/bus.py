"""Between processes: one Redis channel per process, and an ordered outbox of everything an
owner writes or says.

A frame from a client goes from the process it is connected to (its gateway) to the room's
owner on the owner's channel; the owner's answers go back on the gateway's channel. All that
an owner sends leaves through one outbox, in order: a room's write is queued before the frames
that confirm it (the room server keeps the room before anything it sends goes out), so Redis
has the move before anyone hears of it. Each write and frame of a room is fenced: it goes out
only while this process still owns the room.

What goes on the channels is in `relay`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, cast

from redis.asyncio import Redis
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import RedisError
from redis.exceptions import TimeoutError as RedisTimeoutError

from yahtzee_tui.net.cluster import keys
from yahtzee_tui.net.cluster.lease import Leases

log = logging.getLogger(__name__)

BATCH = 256
# Redis cannot be reached: how often to look again.
RETRY_SECONDS = 0.25
UNREACHABLE = (RedisConnectionError, RedisTimeoutError, OSError)


# How long closing waits for a cancelled task of its own.
STOP_SECONDS = 3.0


async def stop_task(task: asyncio.Task[None], within: float = STOP_SECONDS) -> None:
    """Cancel `task` and wait for it to end, for `within` seconds at most: the Redis client can
    swallow a cancellation that lands in the middle of a call, and a close must never hang."""
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError, TimeoutError):
        async with asyncio.timeout(within):
            await task


@dataclass(eq=False)
class Op:
    """One thing to send or keep, fenced by `token` when it concerns a room (None: not)."""

    code: str | None = None
    token: str | None = None
    channel: str = ""  # published there; "" for none
    payload: str = ""
    write: tuple[str, str, str] | None = None  # (meta or "", game mode, game) for WRITE
    log_length: int = 0  # for an "append": the length of the log the line follows
    local: Callable[[], None] | None = None  # done here once the op is through
    unheard: Callable[[], None] | None = None  # published, but no process listens there
    before: Callable[[], Awaitable[None]] | None = None  # awaited first (recording a game)
    failed: Callable[[], None] | None = None  # Redis answered with an error


class Health:
    """Whether Redis answers: set down by any command that could not reach it, up again by
    the first ping that gets through."""

    def __init__(self, redis: Redis) -> None:
        self.redis = redis
        self.up = asyncio.Event()
        self.up.set()
        self._watching: asyncio.Task[None] | None = None
        self.on_change: Callable[[bool], None] = lambda up: None

    @property
    def ok(self) -> bool:
        return self.up.is_set()

    def down(self, error: BaseException) -> None:
        if self.up.is_set():
            log.warning("Redis cannot be reached: %s", error)
            self.up.clear()
            self.on_change(False)
        if self._watching is None or self._watching.done():
            self._watching = asyncio.get_running_loop().create_task(self._watch())

    async def _watch(self) -> None:
        while True:
            await asyncio.sleep(RETRY_SECONDS)
            try:
                await self.redis.ping()
            except UNREACHABLE:
                continue
            except RedisError:  # loading its data after a restart, for one
                continue
            # Connections left idle in the pool through the outage still point at the old
            # server: the first command on each would fail and take Redis "down" again.
            with contextlib.suppress(*UNREACHABLE, RedisError):
                await self.redis.connection_pool.disconnect(inuse_connections=False)
            log.warning("Redis answers again")
            self.up.set()
            self.on_change(True)
            return

    async def close(self) -> None:
        if self._watching is not None:
            await stop_task(self._watching)


class Outbox:
    def __init__(self, leases: Leases, health: Health, lost: Callable[[str], None]) -> None:
        self.leases = leases
        self.redis = leases.redis
        self.health = health
        self.lost = lost  # told of a room whose write was refused: another owns it
        self._ops: list[Op] = []
        self._wake = asyncio.Event()
        self._idle = asyncio.Event()
        self._idle.set()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Send what is put, from now on (and what was put before)."""
        self._task = asyncio.get_running_loop().create_task(self._run())

    def put(self, op: Op) -> None:
        self._ops.append(op)
        self._idle.clear()
        self._wake.set()

    def room_op(self, code: str, **fields: Any) -> Op | None:
        """An op fenced by this process's lease on `code`; None when it does not own it."""
        token = self.leases.token(code)
        return None if token is None else Op(code=code, token=token, **fields)

    async def flush(self) -> None:
        await self._idle.wait()

    async def _run(self) -> None:
        while True:
            await self._wake.wait()
            self._wake.clear()
            while self._ops:
                batch, self._ops = self._ops[:BATCH], self._ops[BATCH:]
                await self._send(batch)
            self._idle.set()

    async def _send(self, batch: list[Op]) -> None:
        for op in batch:
            if op.before is not None:
                await op.before()
                op.before = None
        while True:
            await self.health.up.wait()
            try:
                results = await self._pipeline(batch)
            except (*UNREACHABLE, RedisError) as error:
                self.health.down(error)  # kept and sent again, in order, once Redis is back
                continue
            break
        for op, result in zip(batch, results, strict=True):
            if isinstance(result, Exception):
                log.warning("a write to Redis failed: %s", result)
                if op.failed is not None:
                    op.failed()
            elif op.code is not None and op.token is not None and not result:
                self.lost(op.code)
            elif op.channel and op.write is None and _receivers(op, result) == 0:
                if op.unheard is not None:
                    op.unheard()
            elif op.local is not None:
                op.local()

    async def _pipeline(self, batch: list[Op]) -> list[Any]:
        pipe = self.redis.pipeline(transaction=False)
        for op in batch:
            if op.code is None or op.token is None:
                if op.channel:
                    pipe.publish(op.channel, op.payload)
                else:
                    pipe.echo("1")
            elif op.write is not None:
                meta, mode, game = op.write
                await self.leases.write_script(
                    keys=keys.written(op.code),
                    args=[op.token, meta, mode, game, op.log_length],
                    client=pipe,
                )
            else:
                await self.leases.speak_script(
                    keys=[keys.owner(op.code)], args=[op.token, op.channel, op.payload], client=pipe
                )
        results: list[Any] = await pipe.execute(raise_on_error=False)
        return results

    async def close(self) -> None:
        if self._task is not None:
            await stop_task(self._task)


def _receivers(op: Op, result: object) -> int:
    """How many processes heard a published op (a fenced one counts its owner check as 1)."""
    count = int(cast(int, result))
    return count - 1 if op.token is not None else count


class Subscriber:
    """Reads this process's channel and hands each message on; reconnects after Redis
    drops, resubscribing."""

    def __init__(
        self, redis: Redis, node: str, health: Health, take: Callable[[str], None]
    ) -> None:
        self.redis = redis
        self.channel = keys.channel(node)
        self.health = health
        self.take = take
        self.ready = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Listen from now on (`ready` once subscribed)."""
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        while True:
            pubsub = self.redis.pubsub(ignore_subscribe_messages=True)
            try:
                await pubsub.subscribe(self.channel)
                self.ready.set()
                while True:
                    message = await pubsub.get_message(timeout=None)
                    if message is not None and message["type"] == "message":
                        data = message["data"]
                        self._take(data.decode() if isinstance(data, bytes) else data)
            except (*UNREACHABLE, RedisError) as error:  # RedisError: loading after a restart
                self.health.down(error)
                await self.health.up.wait()
                self.ready.clear()
            finally:
                with contextlib.suppress(Exception):
                    await pubsub.aclose()  # type: ignore[no-untyped-call]

    def _take(self, text: str) -> None:
        try:
            self.take(text)
        except Exception:
            log.exception("a message between processes could not be handled")

    async def close(self) -> None:
        if self._task is not None:
            await stop_task(self._task)
