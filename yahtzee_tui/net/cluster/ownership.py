"""The rooms this process owns, by their leases: a room no process owns taken over and read
from Redis, a room let go given up, a room another process took (or whose lease ran out)
lost. The leases themselves are in `lease`, the codes of new rooms in `directory`."""

from __future__ import annotations

import asyncio
import logging

from redis.asyncio import Redis

from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.net.cluster.bus import Outbox
from yahtzee_tui.net.cluster.directory import Directory
from yahtzee_tui.net.cluster.lease import Leases
from yahtzee_tui.net.cluster.state import RoomUnreadable, read_room_at
from yahtzee_tui.net.room import Room
from yahtzee_tui.net.server import RoomServer

log = logging.getLogger(__name__)


class Ownership:
    def __init__(
        self,
        server: RoomServer,
        redis: Redis,
        leases: Leases,
        directory: Directory,
        outbox: Outbox,
    ) -> None:
        self.server = server  # the room server that runs the rooms owned here
        self.redis = redis
        self.leases = leases
        self.directory = directory
        self.outbox = outbox

    async def take_over(self, code: str) -> bool:
        """Own room `code`, which no process owns: True when it is here now."""
        if not await self.leases.acquire(code):
            return False
        return await self.resume(code)

    async def resume(self, code: str) -> bool:
        """Read room `code`, whose lease this process holds, from Redis and run it here: True
        when it is here now. Unreadable or gone, the lease goes back; Redis failing meanwhile,
        the lease is kept (and renewed) and the next client to ask tries again."""
        try:
            found = await read_room_at(self.redis, code)
        except RoomUnreadable as error:
            self.server.store.problems.append(
                Message(N_("room {code} cannot be resumed: {problem}"), code=code, problem=error)
            )
            log.warning("room %s cannot be resumed: %s", code, error)
            found = None
        if code in self.server.rooms:  # resumed meanwhile, for another client
            return True
        if found is None:
            await self.leases.release(code)
            return False
        meta, state, move = found
        room = self.server.room_from_file(meta, state)
        if move is not None:
            room.move = move  # counting on from its last owner's number
        room.as_kept = True
        self.server.hold(room)
        self.server.expiry.when_empty(room)
        return True

    def release_soon(self, room: Room) -> None:
        """Give up the lease of `room`, let go here, after the store's last word on it
        (queued next, when there is one)."""
        asyncio.get_running_loop().call_soon(self._release, room.code)

    def _release(self, code: str) -> None:
        op = self.outbox.room_op(code, write=("", "release", ""))
        if op is not None:
            op.local = lambda: self.leases.forget(code)
            self.outbox.put(op)

    def lose(self, code: str) -> Room | None:
        """Another process owns `code` now (or no one does): stop speaking for it. The room,
        when it was running here."""
        self.leases.forget(code)
        if code in self.directory.pool:  # a code taken ahead whose lease ran out
            self.directory.pool.remove(code)
        room = self.server.rooms.pop(code, None)
        if room is not None:
            log.warning("room %s is no longer owned here", code)
        return room
