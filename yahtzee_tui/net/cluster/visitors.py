"""The owner's side: clients in rooms owned here, connected to any process (this one too).

Each is a `Connection` of the room server, as a client connected here is, whose socket is a
`RemoteSocket`: its frames come on this process's channel (`relay.ToOwner`) and are answered
by the room server's dispatcher with its own validation and limits; what it is sent goes back
to its gateway through the outbox (`relay.ToClient`, `relay.CloseLink`), fenced by the room's
lease. A client is known by its key: its gateway's name and its number there.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any, cast

from redis.exceptions import RedisError
from websockets.asyncio.server import ServerConnection
from websockets.frames import CloseCode

from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.net.cluster import keys
from yahtzee_tui.net.cluster.bus import UNREACHABLE, Health, Op, Outbox
from yahtzee_tui.net.cluster.directory import Directory
from yahtzee_tui.net.cluster.lease import Leases
from yahtzee_tui.net.cluster.links import join_code, joins
from yahtzee_tui.net.cluster.ownership import Ownership
from yahtzee_tui.net.cluster.relay import CloseLink, Relayed, ToClient, ToOwner, encode
from yahtzee_tui.net.connection import Connection
from yahtzee_tui.net.room import Room
from yahtzee_tui.net.server import RoomServer

MOVED_REASON = Message(N_("the room moved to another server process: reconnect"))
RECONNECT_REASON = Message(N_("reconnect for a fresh snapshot"))

Key = tuple[str, int]


class RemoteSocket:
    """The socket of a visitor, as its room's `Connection` sees it: frames go out through the
    outbox to its gateway."""

    def __init__(self, visitors: Visitors, gateway: str, link: int, address: str) -> None:
        self.visitors = visitors
        self.gateway = gateway
        self.link = link
        self.remote_address = (address, 0)  # the client's, as its gateway saw it
        self.conn: Connection | None = None
        self.transport = self  # `Connection` aborts a transport that does not close

    async def send(self, frame: str) -> None:
        self.visitors.to_gateway(self, ToClient(self.link, frame))

    async def close(self, code: int = CloseCode.NORMAL_CLOSURE, reason: str = "") -> None:
        self.visitors.to_gateway(self, CloseLink(self.link, int(code), reason), fenced=False)
        self.visitors.gone((self.gateway, self.link))

    def abort(self) -> None:
        pass


class Visitors:
    def __init__(
        self,
        node: str,
        server: RoomServer,
        *,
        leases: Leases,
        outbox: Outbox,
        health: Health,
        ownership: Ownership,
        here: Callable[[Relayed], None],
    ) -> None:
        self.node = node
        self.server = server  # the room server that runs the rooms owned here
        self.leases = leases
        self.outbox = outbox
        self.health = health
        self.ownership = ownership
        self.here = here  # a message for this process's own gateway
        self.connections: dict[Key, Connection] = {}
        self._tasks: set[asyncio.Task[None]] = set()

    def visit(self, message: ToOwner) -> None:
        """A frame of a client, for the room it is in (or joins) here."""
        key, frame = message.key, message.frame
        conn = self.connections.get(key)
        if conn is None and key[0] != self.node and not joins(frame):
            # A client of another process that was let go here: it must join again.
            self._close_unknown(key)
            return
        if conn is None or conn.room is None:
            code = join_code(frame)
            if code is not None and code not in self.server.rooms and self.leases.token(code):
                # Taken over here a moment ago and still being read from Redis.
                self._spawn(self._visit_once_read(message, code))
                return
            if code is not None and code not in self.server.rooms and key[0] != self.node:
                # Sent here as to the room's owner, which this process no longer is: the
                # client comes back and finds the owner of now.
                self._close_unknown(key)
                return
        if conn is None:
            remote = RemoteSocket(self, *key, message.address)
            conn = Connection(
                cast(ServerConnection, remote), self.server.limits, self.server.clock()
            )
            remote.conn = conn
            self.connections[key] = conn
        if not conn.closing:
            self.server.dispatcher.handle_frame(conn, frame)

    async def _visit_once_read(self, message: ToOwner, code: str) -> None:
        try:
            await self.ownership.resume(code)
        except (*UNREACHABLE, RedisError) as error:
            self.health.down(error)
            self._close_unknown(message.key)  # it comes back, and asks again
            return
        self.visit(message)

    def _close_unknown(self, key: Key) -> None:
        closing = CloseLink(key[1], int(CloseCode.SERVICE_RESTART), RECONNECT_REASON)
        self.outbox.put(Op(channel=keys.channel(key[0]), payload=encode(closing)))

    def gone(self, key: Key) -> None:
        """The client is gone (its gateway said so, or closed it): it leaves its room."""
        conn = self.connections.pop(key, None)
        if conn is not None:
            self.server.dispatcher.leave(conn)
            self._spawn(conn.finish())

    def to_gateway(
        self, remote: RemoteSocket, message: ToClient | CloseLink, fenced: bool = True
    ) -> None:
        """A message for a client's gateway, out after everything queued before it, and
        (`fenced`) only while this process still owns the client's room."""
        conn = remote.conn
        room = None if conn is None else conn.room
        if fenced and room is not None:
            op = self.outbox.room_op(room.code)
            if op is None:
                return  # no longer ours: the client reconnects to the new owner
        else:
            op = Op()
        if remote.gateway == self.node:
            op.local = lambda: self.here(message)
        else:
            op.channel, op.payload = keys.channel(remote.gateway), encode(message)
            op.unheard = lambda: self.gone((remote.gateway, remote.link))
        self.outbox.put(op)

    def room_lost(self, room: Room) -> None:
        """`room` is no longer owned here: its visitors reconnect and find its new owner."""
        for conn in list(self.connections.values()):
            if conn.room is room:
                conn.close(CloseCode.SERVICE_RESTART, MOVED_REASON, drain=False)

    async def let_go_of_the_dead(self, directory: Directory) -> None:
        """Clients of processes that are gone: they leave their rooms here."""
        gateways = sorted({gateway for gateway, _ in self.connections if gateway != self.node})
        alive = await directory.alive(gateways)
        for key in [key for key in self.connections if not alive.get(key[0], True)]:
            self.gone(key)

    def let_go_of_the_others(self) -> None:
        """Clients of other processes leave their rooms here (messages between processes were
        lost: their gateways close them too, and they come back for a fresh snapshot)."""
        for key in [key for key in self.connections if key[0] != self.node]:
            self.gone(key)

    def cancel(self) -> None:
        for task in self._tasks:
            task.cancel()

    def _spawn(self, job: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(job)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
