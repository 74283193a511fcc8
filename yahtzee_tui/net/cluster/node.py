"""One server process of many sharing their rooms through Redis.

It is two things at once. As a gateway it holds its clients' connections and passes each
frame to the process that owns the client's room (itself, or another over pub/sub), and the
owner's frames back to the client. As an owner it runs its rooms with the room server's own
logic, validation and limits: a client of another process is a `Connection` whose socket is
that process's channel. A room nobody owns (its owner died) is taken over by the first
process a client of that room asks, from what Redis holds.
"""

from __future__ import annotations

import asyncio
import dataclasses
import itertools
import logging
import os
import secrets
import socket
import ssl
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any, cast

from redis.asyncio import Redis
from redis.exceptions import RedisError
from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode

from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.cluster import keys
from yahtzee_tui.net.cluster.bus import UNREACHABLE, Health, Op, Outbox, Subscriber, stop_task
from yahtzee_tui.net.cluster.directory import Directory
from yahtzee_tui.net.cluster.errors import RedisUnavailable
from yahtzee_tui.net.cluster.join_limit import JoinLimit
from yahtzee_tui.net.cluster.lease import RENEW_SECONDS, Leases
from yahtzee_tui.net.cluster.limit_defaults import JOIN_ATTEMPTS_PER_MINUTE
from yahtzee_tui.net.cluster.links import (
    JOINS,
    Link,
    RemoteSocket,
    client_address,
    join_code,
    joins,
    redis_place,
)
from yahtzee_tui.net.cluster.persistence import persistence_line, read_persistence
from yahtzee_tui.net.cluster.state import RedisRoomStore, RoomUnreadable, read_room_at
from yahtzee_tui.net.connection import Connection
from yahtzee_tui.net.limits import Limits
from yahtzee_tui.net.notices import RefusalKind, Refused
from yahtzee_tui.net.protocol import ProtocolError, encode
from yahtzee_tui.net.room import Refusal, Room
from yahtzee_tui.net.seats import CODE_ALPHABET, CODE_LENGTH, normal_code
from yahtzee_tui.net.server import AWAY_TIMEOUT, COMPUTER_DELAY, RoomServer

log = logging.getLogger(__name__)

# Seconds to wait for Redis when starting and when stopping.
REDIS_TIMEOUT = 2.0
UNREACHABLE_REASON = Message(
    N_("the game's store cannot be reached just now: try again in a moment")
)
MOVED_REASON = Message(N_("the room moved to another server process: reconnect"))
RECONNECT_REASON = Message(N_("reconnect for a fresh snapshot"))
JOIN_LIMIT_REASON = Message(
    N_("too many attempts to join from this address: try again in a minute")
)
GATEWAY_SLACK = 2


class ClusterServer(RoomServer):
    def __init__(
        self,
        redis_url: str,
        data_dir: Path | None = None,
        *,
        limits: Limits | None = None,
        computer_delay: float = COMPUTER_DELAY,
        away_timeout: float = AWAY_TIMEOUT,
        record: Callable[[GameState], str | None] | None = None,
        join_attempts_per_minute: int = JOIN_ATTEMPTS_PER_MINUTE,
    ) -> None:
        super().__init__(
            data_dir,
            limits=limits,
            computer_delay=computer_delay,
            away_timeout=away_timeout,
            record=record,
        )
        self._record_game = record or self._record
        self.node = f"{socket.gethostname()}-{os.getpid()}-{secrets.token_hex(3)}"
        self.redis: Redis = Redis.from_url(
            redis_url, socket_timeout=REDIS_TIMEOUT, socket_connect_timeout=REDIS_TIMEOUT
        )
        self.leases = Leases(self.redis, self.node)
        self.directory = Directory(self.leases)
        self.join_limit = JoinLimit(self.redis, join_attempts_per_minute)
        # The room's owner holds a connection to its rate; its gateway drops only what is
        # far past it, so that a flood never reaches Redis.
        self.gateway_limits = dataclasses.replace(
            self.limits,
            messages_per_second=self.limits.messages_per_second * GATEWAY_SLACK,
            burst=self.limits.burst * GATEWAY_SLACK,
        )
        self.links: dict[int, Link] = {}
        self.visitors: dict[tuple[str, int], Connection] = {}
        self._ids = itertools.count(1)
        self._closing = False  # close() has begun: the lease ticker stops
        self._tasks: set[asyncio.Task[None]] = set()

    # --- running --------------------------------------------------------------------------

    async def start(
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        ssl_context: ssl.SSLContext | None = None,
        *,
        reuse_port: bool = True,
    ) -> int:
        """Reach Redis, then listen (sharing the port with the other processes)."""
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
        self.health = Health(self.redis)
        self.health.on_change = self._redis_changed
        self.outbox = Outbox(self.leases, self.health, self._lose)
        self.store = RedisRoomStore(self.outbox, self._disk, self._record_game)
        self.subscriber = Subscriber(self.redis, self.node, self.health, self._take)
        async with asyncio.timeout(REDIS_TIMEOUT):
            await self.subscriber.ready.wait()
        await self.leases.renew()  # says this process is alive
        await self.directory.fill()
        self._ticker = asyncio.get_running_loop().create_task(self._tick())
        return await super().start(host, port, ssl_context, reuse_port=reuse_port)

    async def close(self) -> None:
        """Stop listening, let the rooms' writes reach Redis, and give the rooms up at once
        (another process takes them when their clients come back)."""
        # The ticker also stops at its next look: a cancellation can be swallowed (stop_task).
        self._closing = True
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
        for task in self._tasks:
            task.cancel()
        await self.redis.aclose()

    def _spawn(self, job: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(job)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

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
            self._lose(code)
        # Clients here whose room's owner is gone or changed: they reconnect and find it.
        remote = [link for link in self.links.values() if link.owner not in (None, self.node)]
        owners = await self.directory.owners(sorted({str(link.code) for link in remote}))
        for link in remote:
            if owners.get(str(link.code)) != link.owner:
                link.conn.close(CloseCode.SERVICE_RESTART, MOVED_REASON)
        # Clients of processes that are gone: they leave their rooms here.
        gateways = sorted({gateway for gateway, _ in self.visitors if gateway != self.node})
        alive = await self.directory.alive(gateways)
        for key in [key for key in self.visitors if not alive.get(key[0], True)]:
            self.visitor_gone(key)

    def _redis_changed(self, up: bool) -> None:
        if not up:
            return
        # Messages between processes may have been lost meanwhile. Clients of rooms owned
        # elsewhere come back for a fresh snapshot; clients of other processes in rooms owned
        # here are let go (their processes close them too, and they come back the same way).
        for link in list(self.links.values()):
            if link.owner not in (None, self.node):
                link.conn.close(CloseCode.SERVICE_RESTART, RECONNECT_REASON)
        for key in [key for key in self.visitors if key[0] != self.node]:
            self.visitor_gone(key)

    # --- rooms owned here -----------------------------------------------------------------

    def _new_code(self) -> str:
        code = self.directory.take_code()
        if code is None:
            raise Refusal.of(N_("no room code is free just now: try again in a moment"), "busy")
        return code

    def _forget(self, room: Room) -> None:
        owned = self.rooms.get(room.code) is room
        super()._forget(room)
        if owned:
            # After the store's last word on the room (queued next, when there is one).
            asyncio.get_running_loop().call_soon(self._release, room.code)

    def _release(self, code: str) -> None:
        op = self.outbox.room_op(code, write=("", "release", ""))
        if op is not None:
            op.local = lambda: self.leases.forget(code)
            self.outbox.put(op)

    def _lose(self, code: str) -> None:
        """Another process owns `code` now (or no one does): stop speaking for it."""
        self.leases.forget(code)
        if code in self.directory.pool:  # a code taken ahead whose lease ran out
            self.directory.pool.remove(code)
        room = self.rooms.pop(code, None)
        if room is None:
            return
        log.warning("room %s is no longer owned here", code)
        for conn in list(self.visitors.values()):
            if conn.room is room:
                conn.close(CloseCode.SERVICE_RESTART, MOVED_REASON, drain=False)

    async def _take_over(self, code: str) -> bool:
        """Own room `code`, which no process owns: True when it is here now."""
        if not await self.leases.acquire(code):
            return False
        return await self._resume(code)

    async def _resume(self, code: str) -> bool:
        """Read room `code`, whose lease this process holds, from Redis and run it here: True
        when it is here now. Unreadable or gone, the lease goes back; Redis failing meanwhile,
        the lease is kept (and renewed) and the next client to ask tries again."""
        try:
            found = await read_room_at(self.redis, code)
        except RoomUnreadable as error:
            self.store.problems.append(
                Message(N_("room {code} cannot be resumed: {problem}"), code=code, problem=error)
            )
            log.warning("room %s cannot be resumed: %s", code, error)
            found = None
        if code in self.rooms:  # resumed meanwhile, for another client
            return True
        if found is None:
            await self.leases.release(code)
            return False
        meta, state, move = found
        room = self._room_from_file(meta, state)
        if move is not None:
            room.move = move  # counting on from its last owner's number
        room.as_kept = True
        self.rooms[code] = room
        self.computers.play_soon(room)
        self._expire_when_empty(room)
        return True

    # --- clients of this process (the gateway) --------------------------------------------

    async def _serve(self, ws: ServerConnection) -> None:
        if len(self._connections) >= self.limits.max_connections:
            await ws.close(CloseCode.TRY_AGAIN_LATER, Message(N_("the server is full")))
            return
        conn = Connection(ws, self.gateway_limits, self.clock())
        self._connections.add(conn)
        link = Link(next(self._ids), conn, address=client_address(ws))
        self.links[link.id] = link
        try:
            await self._relay(link)
        except ConnectionClosed:
            pass
        finally:
            self._connections.discard(conn)
            del self.links[link.id]
            self._send_to_owner(link, f"g{self.node} {link.id}\n")
            await conn.finish()

    async def _relay(self, link: Link) -> None:
        conn = link.conn
        while True:
            frame = await conn.receive(joined=link.code is not None)
            if frame is None or conn.closing:
                continue
            if not conn.bucket.take(self.clock()):
                conn.strike()  # a flood: dropped here, before it costs Redis anything
                continue
            if not self.health.ok:
                self._refuse_here(link, frame, UNREACHABLE_REASON)
                continue
            text = frame if isinstance(frame, str) else frame.decode("utf-8", "replace")
            try:
                # Decoded here too (microseconds) to count joins and find their rooms; the
                # owner decodes it again and answers whatever is wrong with it.
                request: rq.Request | None = rq.REQUESTS.decode(text)
            except ProtocolError:
                request = None
            try:
                if isinstance(request, JOINS) and not await self._join_allowed(link, request):
                    self._refuse_here(link, frame, JOIN_LIMIT_REASON, "limit")
                    continue
                if link.code is None and request is not None:
                    await self._route(link, request)
            except (*UNREACHABLE, RedisError) as error:
                self.health.down(error)
                self._refuse_here(link, frame, UNREACHABLE_REASON)
                continue
            self._send_to_owner(link, f"f{self.node} {link.id} {link.address}\n{text}")

    def _join_refusal(self, conn: Connection) -> str | None:
        # Counted where the client is connected, in Redis, across every process (below).
        return None

    async def _join_allowed(self, link: Link, request: rq.Request) -> bool:
        """Whether the client's address may try once more to enter a room by its code alone.
        A new room is limited by the rooms a process holds, and coming back with a token
        (unguessable) is never refused: every client of a restarted server does it at once."""
        if not isinstance(request, rq.Watch | rq.Claim):
            return True
        return await self.join_limit.allow(link.address)

    async def _route(self, link: Link, request: rq.Request) -> None:
        """Find the owner of the room a joining request names (taking the room over when no
        one owns it); other requests, and codes of no room, are answered here."""
        if isinstance(request, rq.Create):
            await self.directory.ensure_code()
            link.owner, link.code = self.node, ""
            return
        if not isinstance(request, JOINS):
            return
        code = normal_code(request.code)
        if len(code) != CODE_LENGTH or not set(code) <= set(CODE_ALPHABET):
            return
        for _ in range(3):
            owner, exists = await self.directory.owner(code)
            if not exists:
                return
            if owner == self.node and code not in self.rooms:
                # Taken over here, but not read yet (Redis failed in between): read it now.
                owner = self.node if await self._resume(code) else None
            if owner is not None:
                link.owner, link.code = owner, code
                return
            if await self._take_over(code):
                link.owner, link.code = self.node, code
                return

    def _refuse_here(
        self, link: Link, frame: str | bytes, reason: str, kind: RefusalKind = "busy"
    ) -> None:
        try:
            request = rq.REQUESTS.decode(frame)
        except ProtocolError:
            return
        of = str(type(request).__struct_config__.tag)
        link.conn.send(encode(Refused(of=of, kind=kind, reason=reason, ref=request.ref)))

    def _send_to_owner(self, link: Link, message: str) -> None:
        owner = link.owner or self.node
        if owner == self.node:
            self._take(message)
            return
        op = Op(channel=keys.channel(owner), payload=message)
        # No one listens there (the owner died, or is reconnecting to Redis): the client
        # comes back, and finds the room's owner then.
        op.unheard = lambda: link.conn.close(CloseCode.SERVICE_RESTART, RECONNECT_REASON)
        self.outbox.put(op)

    def _take(self, message: str) -> None:
        """A message on this process's channel (or from its own gateway)."""
        head, _, body = message.partition("\n")
        kind, rest = head[:1], head[1:]
        if kind == "f":
            gateway, number, address = rest.split(" ", 2)
            self._visit((gateway, int(number)), address, body)
        elif kind == "g":
            gateway, _, number = rest.partition(" ")
            self.visitor_gone((gateway, int(number)))
        elif kind == "o":
            link = self.links.get(int(rest))
            if link is not None:
                link.conn.send(body)
        elif kind == "x":
            link = self.links.get(int(rest))
            code, _, reason = body.partition(" ")
            if link is not None:
                link.conn.close(int(code), reason)

    # --- clients in rooms owned here (from any gateway) -----------------------------------

    def _visit(self, key: tuple[str, int], address: str, frame: str) -> None:
        conn = self.visitors.get(key)
        if conn is None and key[0] != self.node and not joins(frame):
            # A client of another process that was let go here: it must join again.
            self._close_unknown(key)
            return
        if conn is None or conn.room is None:
            code = join_code(frame)
            if code is not None and code not in self.rooms and self.leases.token(code):
                # Taken over here a moment ago and still being read from Redis.
                self._spawn(self._visit_once_read(key, address, frame, code))
                return
            if code is not None and code not in self.rooms and key[0] != self.node:
                # Sent here as to the room's owner, which this process no longer is: the
                # client comes back and finds the owner of now.
                self._close_unknown(key)
                return
        if conn is None:
            remote = RemoteSocket(self, *key, address)
            conn = Connection(cast(ServerConnection, remote), self.limits, self.clock())
            remote.conn = conn
            self.visitors[key] = conn
        if not conn.closing:
            self.handle_frame(conn, frame)

    async def _visit_once_read(
        self, key: tuple[str, int], address: str, frame: str, code: str
    ) -> None:
        try:
            await self._resume(code)
        except (*UNREACHABLE, RedisError) as error:
            self.health.down(error)
            self._close_unknown(key)  # it comes back, and asks again
            return
        self._visit(key, address, frame)

    def _close_unknown(self, key: tuple[str, int]) -> None:
        message = f"x{key[1]}\n{int(CloseCode.SERVICE_RESTART)} {RECONNECT_REASON}"
        self.outbox.put(Op(channel=keys.channel(key[0]), payload=message))

    def visitor_gone(self, key: tuple[str, int]) -> None:
        conn = self.visitors.pop(key, None)
        if conn is not None:
            self._leave(conn)
            self._spawn(conn.finish())

    def to_gateway(self, remote: RemoteSocket, message: str, fenced: bool = True) -> None:
        """A frame for a client, out after everything queued before it, and (`fenced`) only
        while this process still owns the client's room."""
        conn = remote.conn
        room = None if conn is None else conn.room
        if fenced and room is not None:
            op = self.outbox.room_op(room.code)
            if op is None:
                return  # no longer ours: the client reconnects to the new owner
        else:
            op = Op()
        if remote.gateway == self.node:
            op.local = lambda: self._take(message)
        else:
            op.channel, op.payload = keys.channel(remote.gateway), message
            op.unheard = lambda: self.visitor_gone((remote.gateway, remote.link))
        self.outbox.put(op)
