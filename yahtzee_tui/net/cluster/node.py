"""One server process of many sharing their rooms through Redis.

It is the room server of one process, given the cluster's parts: the codes of new rooms
from the directory (`directory`), its rooms kept in Redis (`state`), attempts to join by code
counted at the gateway, and each connection handed to the gateway. Around it, each role in its
module: the gateway for the clients connected here (`gateway`), the owner's side for clients
in rooms owned here, from any process (`visitors`), the rooms owned by lease (`ownership`,
`lease`), and what goes between processes (`relay`, `bus`). Here: how they are put together,
what comes on this process's channel, and the lifecycle (starting, the leases renewed every
second, Redis lost and found again, closing).
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import socket
import ssl
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from redis.asyncio import Redis
from redis.exceptions import RedisError

from yahtzee_tui import paths
from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.net.cluster import keys
from yahtzee_tui.net.cluster.bus import UNREACHABLE, Health, Outbox, Subscriber, stop_task
from yahtzee_tui.net.cluster.directory import Directory
from yahtzee_tui.net.cluster.errors import RedisUnavailable
from yahtzee_tui.net.cluster.gateway import CountedAtTheGateway, Gateway
from yahtzee_tui.net.cluster.join_limit import JoinLimit
from yahtzee_tui.net.cluster.lease import RENEW_SECONDS, Leases
from yahtzee_tui.net.cluster.limit_defaults import JOIN_ATTEMPTS_PER_MINUTE
from yahtzee_tui.net.cluster.links import redis_place
from yahtzee_tui.net.cluster.ownership import Ownership
from yahtzee_tui.net.cluster.persistence import persistence_line, read_persistence
from yahtzee_tui.net.cluster.relay import (
    LinkGone,
    Relayed,
    RelayError,
    ToClient,
    ToOwner,
    parse,
)
from yahtzee_tui.net.cluster.state import RedisRoomStore
from yahtzee_tui.net.cluster.visitors import Visitors
from yahtzee_tui.net.connection import Connection
from yahtzee_tui.net.limits import Limits
from yahtzee_tui.net.room import Room
from yahtzee_tui.net.server import AWAY_TIMEOUT, COMPUTER_DELAY, Record, RoomServer, records_in

log = logging.getLogger(__name__)

# Seconds to wait for Redis when starting and when stopping.
REDIS_TIMEOUT = 2.0


class ClusterServer(RoomServer):
    def __init__(
        self,
        redis_url: str,
        data_dir: Path | None = None,
        *,
        limits: Limits | None = None,
        computer_delay: float = COMPUTER_DELAY,
        away_timeout: float = AWAY_TIMEOUT,
        record: Record | None = None,
        join_attempts_per_minute: int = JOIN_ATTEMPTS_PER_MINUTE,
    ) -> None:
        data_dir = data_dir or paths.data_dir()
        self.node = f"{socket.gethostname()}-{os.getpid()}-{secrets.token_hex(3)}"
        self.redis: Redis = Redis.from_url(
            redis_url, socket_timeout=REDIS_TIMEOUT, socket_connect_timeout=REDIS_TIMEOUT
        )
        self.leases = Leases(self.redis, self.node)
        self.directory = Directory(self.leases)
        self.join_limit = JoinLimit(self.redis, join_attempts_per_minute)
        self.health = Health(self.redis)
        self.health.on_change = self._redis_changed
        self.outbox = Outbox(self.leases, self.health, self.lose)
        # Finished games are recorded in this process's records, off the event loop.
        self._recorder = ThreadPoolExecutor(2, thread_name_prefix="room-recorder")
        super().__init__(
            data_dir,
            limits=limits,
            computer_delay=computer_delay,
            away_timeout=away_timeout,
            codes=self.directory,
            store=RedisRoomStore(self.outbox, self._recorder, record or records_in(data_dir)),
            join_gate=CountedAtTheGateway(),
            accept=self._through_the_gateway,
            released=self._released,
        )
        # The cluster's roles, each working on the rooms of the room server just made.
        self.ownership = Ownership(self, self.redis, self.leases, self.directory, self.outbox)
        self.visitors = Visitors(
            self.node,
            self,
            leases=self.leases,
            outbox=self.outbox,
            health=self.health,
            ownership=self.ownership,
            here=self._here,
        )
        self.gateway = Gateway(
            self.node,
            self,
            health=self.health,
            directory=self.directory,
            join_limit=self.join_limit,
            outbox=self.outbox,
            ownership=self.ownership,
            here=self._here,
        )
        self.subscriber = Subscriber(self.redis, self.node, self.health, self._heard)
        self.persistence = ""  # what a restart of Redis would lose, read at start
        self._ticker: asyncio.Task[None] | None = None
        self._closing = False  # close() has begun: the lease ticker stops

    # --- running --------------------------------------------------------------------------

    async def start(
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        ssl_context: ssl.SSLContext | None = None,
        *,
        reuse_port: bool = True,
        sock: socket.socket | None = None,
    ) -> int:
        """Reach Redis, then listen (sharing the port with the other processes), or serve
        `sock`, bound and listening already."""
        try:
            await self.redis.ping()
        except RedisError as error:
            raise RedisUnavailable(
                Message(
                    N_("Redis cannot be reached at {address}: {problem}"),
                    address=redis_place(self.redis),
                    problem=error,
                )
            ) from None
        # What a restart of Redis would lose, said once at start.
        self.persistence = persistence_line(await read_persistence(self.redis))
        self.outbox.start()
        self.subscriber.start()
        async with asyncio.timeout(REDIS_TIMEOUT):
            await self.subscriber.ready.wait()
        await self.leases.renew()  # says this process is alive
        await self.directory.fill()
        self._ticker = asyncio.get_running_loop().create_task(self._tick())
        return await super().start(host, port, ssl_context, reuse_port=reuse_port, sock=sock)

    async def close(self) -> None:
        """Stop listening, let the rooms' writes reach Redis, and give the rooms up at once
        (another process takes them when their clients come back)."""
        # The ticker also stops at its next look: a cancellation can be swallowed (stop_task).
        self._closing = True
        if self._ticker is not None:
            await stop_task(self._ticker, REDIS_TIMEOUT + RENEW_SECONDS)
        try:
            async with asyncio.timeout(REDIS_TIMEOUT):
                await super().close()
                await self.directory.close()
                await self.leases.release_all()
                await self.redis.delete(keys.alive(self.node))
        except (TimeoutError, *UNREACHABLE) as error:
            log.warning("the rooms were left to their leases: %s", error)
        await self.subscriber.close()
        await self.outbox.close()
        await self.health.close()
        self.visitors.cancel()
        self._recorder.shutdown(wait=False)
        await self.redis.aclose()

    async def _tick(self) -> None:
        while not self._closing:
            await asyncio.sleep(RENEW_SECONDS)
            try:
                await self._check()
            except UNREACHABLE as error:
                self.health.down(error)
            except RedisError as error:
                log.warning("the rooms' leases could not be renewed: %s", error)

    async def _check(self) -> None:
        for code in await self.leases.renew():
            self.lose(code)
        await self.gateway.close_the_moved()
        await self.visitors.let_go_of_the_dead(self.directory)

    def _redis_changed(self, up: bool) -> None:
        # Messages between processes may have been lost meanwhile. Clients of rooms owned
        # elsewhere come back for a fresh snapshot; clients of other processes in rooms owned
        # here are let go (their processes close them too, and they come back the same way).
        if up:
            self.gateway.reconnect_the_relayed()
            self.visitors.let_go_of_the_others()

    # --- the parts together ---------------------------------------------------------------

    def lose(self, code: str) -> None:
        """Another process owns `code` now (or no one does): stop speaking for it."""
        room = self.ownership.lose(code)
        if room is not None:
            self.visitors.room_lost(room)

    def _released(self, room: Room) -> None:
        self.ownership.release_soon(room)

    async def _through_the_gateway(self, conn: Connection) -> None:
        await self.gateway.serve(conn)

    def _heard(self, text: str) -> None:
        """A message on this process's channel."""
        try:
            message = parse(text)
        except RelayError as error:
            log.warning("a message between processes was refused, at %s", error)
            return
        self._here(message)

    def _here(self, message: Relayed) -> None:
        """A message for this process, from its channel or from itself."""
        if isinstance(message, ToOwner):
            self.visitors.visit(message)
        elif isinstance(message, LinkGone):
            self.visitors.gone(message.key)
        elif isinstance(message, ToClient):
            self.gateway.deliver(message)
        else:
            self.gateway.close_link(message)
