"""The gateway: the clients connected to this process, each frame passed to the owner of the
client's room (this process, or another on its channel: `relay.ToOwner`) and the owner's
frames passed back (`relay.ToClient`, `relay.CloseLink`).

The gateway reads a frame only as far as it must: to drop a flood before it costs Redis
anything, to count attempts to join by code across every process, and to find the owner of
the room a joining request names (taking the room over when no process owns it). Everything
else (validation, limits, refusals) is the owner's, as in one process.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable
from dataclasses import dataclass

from redis.exceptions import RedisError
from websockets.frames import CloseCode

from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.cluster import keys, relay
from yahtzee_tui.net.cluster.bus import UNREACHABLE, Health, Op, Outbox
from yahtzee_tui.net.cluster.directory import Directory
from yahtzee_tui.net.cluster.join_limit import JoinLimit
from yahtzee_tui.net.cluster.links import JOINS
from yahtzee_tui.net.cluster.ownership import Ownership
from yahtzee_tui.net.cluster.relay import CloseLink, LinkGone, Relayed, ToClient, ToOwner
from yahtzee_tui.net.cluster.visitors import MOVED_REASON, RECONNECT_REASON
from yahtzee_tui.net.connection import Connection
from yahtzee_tui.net.limits import Bucket
from yahtzee_tui.net.notices import RefusalKind, Refused
from yahtzee_tui.net.protocol import ProtocolError, encode
from yahtzee_tui.net.seats import CODE_ALPHABET, CODE_LENGTH, normal_code
from yahtzee_tui.net.server import RoomServer

UNREACHABLE_REASON = Message(
    N_("the game's store cannot be reached just now: try again in a moment")
)
JOIN_LIMIT_REASON = Message(
    N_("too many attempts to join from this address: try again in a minute")
)
# The room's owner holds a connection to its rate; its gateway drops only what is this many
# times past it, so that a flood never reaches Redis.
GATEWAY_SLACK = 2


class CountedAtTheGateway:
    """The owner's join gate in a cluster: it lets every attempt in, for each was counted
    where the client is connected, in Redis, across every process (`Gateway`)."""

    def refusal(self, address: str, now: float) -> str | None:
        return None


@dataclass(eq=False)
class Link:
    """A client connected here, and where its frames go."""

    id: int
    conn: Connection
    bucket: Bucket  # the gateway's own count of its rate, looser than its owner's
    owner: str | None = None  # the node that owns its room (None: not in a room yet: here)
    code: str | None = None  # the room it was sent to


class Gateway:
    def __init__(
        self,
        node: str,
        server: RoomServer,
        *,
        health: Health,
        directory: Directory,
        join_limit: JoinLimit,
        outbox: Outbox,
        ownership: Ownership,
        here: Callable[[Relayed], None],
    ) -> None:
        self.node = node
        self.server = server  # the room server of this process (the rooms owned here)
        self.health = health
        self.directory = directory
        self.join_limit = join_limit
        self.outbox = outbox
        self.ownership = ownership
        self.here = here  # a message for this process as the room's owner
        limits = server.limits
        self.limits = dataclasses.replace(
            limits,
            messages_per_second=limits.messages_per_second * GATEWAY_SLACK,
            burst=limits.burst * GATEWAY_SLACK,
        )
        self.links: dict[int, Link] = {}
        self._ids = itertools.count(1)

    async def serve(self, conn: Connection) -> None:
        """A client connected here: its frames relayed until its connection closes, then its
        room's owner told it is gone."""
        now = self.server.clock()
        bucket = Bucket(self.limits.messages_per_second, self.limits.burst, now)
        link = Link(next(self._ids), conn, bucket)
        self.links[link.id] = link
        try:
            await self._relay(link)
        finally:
            del self.links[link.id]
            self._to_owner(link, LinkGone(self.node, link.id))

    async def _relay(self, link: Link) -> None:
        conn = link.conn
        while True:
            frame = await conn.receive(joined=link.code is not None)
            if frame is None or conn.closing:
                continue
            if not link.bucket.take(self.server.clock()):
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
            self._to_owner(link, ToOwner(self.node, link.id, conn.address, text))

    async def _join_allowed(self, link: Link, request: rq.Request) -> bool:
        """Whether the client's address may try once more to enter a room by its code alone.
        A new room is limited by the rooms a process holds, and coming back with a token
        (unguessable) is never refused: every client of a restarted server does it at once."""
        if not isinstance(request, rq.Watch | rq.Claim):
            return True
        return await self.join_limit.allow(link.conn.address)

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
            if owner == self.node and code not in self.server.rooms:
                # Taken over here, but not read yet (Redis failed in between): read it now.
                owner = self.node if await self.ownership.resume(code) else None
            if owner is not None:
                link.owner, link.code = owner, code
                return
            if await self.ownership.take_over(code):
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

    def _to_owner(self, link: Link, message: ToOwner | LinkGone) -> None:
        owner = link.owner or self.node
        if owner == self.node:
            self.here(message)
            return
        op = Op(channel=keys.channel(owner), payload=relay.encode(message))
        # No one listens there (the owner died, or is reconnecting to Redis): the client
        # comes back, and finds the room's owner then.
        op.unheard = lambda: link.conn.close(CloseCode.SERVICE_RESTART, RECONNECT_REASON)
        self.outbox.put(op)

    # --- from the owners ------------------------------------------------------------------

    def deliver(self, message: ToClient) -> None:
        link = self.links.get(message.link)
        if link is not None:
            link.conn.send(message.frame)

    def close_link(self, message: CloseLink) -> None:
        link = self.links.get(message.link)
        if link is not None:
            link.conn.close(message.code, message.reason)

    # --- owners that changed --------------------------------------------------------------

    async def close_the_moved(self) -> None:
        """Clients here whose room's owner is gone or changed: they reconnect and find it."""
        remote = [link for link in self.links.values() if link.owner not in (None, self.node)]
        owners = await self.directory.owners(sorted({str(link.code) for link in remote}))
        for link in remote:
            if owners.get(str(link.code)) != link.owner:
                link.conn.close(CloseCode.SERVICE_RESTART, MOVED_REASON)

    def reconnect_the_relayed(self) -> None:
        """Clients of rooms owned elsewhere come back for a fresh snapshot (messages between
        processes may have been lost)."""
        for link in list(self.links.values()):
            if link.owner not in (None, self.node):
                link.conn.close(CloseCode.SERVICE_RESTART, RECONNECT_REASON)
