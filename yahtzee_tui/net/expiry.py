"""Rooms that are done, let go on timers: a lobby left empty for an hour, a finished game a few
minutes after its end (long enough for its players to read the totals)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from yahtzee_tui.net.limits import Limits
from yahtzee_tui.net.room import Room
from yahtzee_tui.net.room_keeper import RoomKeeper


class Expiry:
    def __init__(
        self,
        rooms: dict[str, Room],
        store: RoomKeeper,
        limits: Limits,
        clock: Callable[[], float],
        released: Callable[[Room], None],
    ) -> None:
        self.rooms = rooms
        self.store = store
        self.limits = limits
        self.clock = clock
        # Told of each room let go that was still held here (a cluster gives its lease up).
        self.released = released
        self._timers: set[asyncio.TimerHandle] = set()

    def when_empty(self, room: Room) -> None:
        """Start counting the time `room` stays an empty lobby, if it is one now."""
        if room.is_empty() and room.phase == "lobby":
            room.empty_since = self.clock()
            self._after(self.limits.empty_lobby_seconds, self._drop_empty_lobby, room)

    def finished(self, room: Room) -> None:
        """`room`'s game is over: the room goes a while later."""
        self._after(self.limits.finished_room_seconds, self._forget, room)

    def cancel(self) -> None:
        for timer in self._timers:
            timer.cancel()

    def _after(self, delay: float, action: Callable[[Room], None], room: Room) -> None:
        loop = asyncio.get_running_loop()
        handle: asyncio.TimerHandle | None = None

        def fire() -> None:
            if handle is not None:
                self._timers.discard(handle)
            action(room)

        handle = loop.call_later(delay, fire)
        self._timers.add(handle)

    def _drop_empty_lobby(self, room: Room) -> None:
        # Someone may have come and gone since: the lobby must have been empty all along.
        waited = self.clock() - room.empty_since
        if room.is_empty() and room.phase == "lobby" and waited >= self.limits.empty_lobby_seconds:
            self._forget(room)
            self.store.forget_soon(room.code)

    def _forget(self, room: Room) -> None:
        if self.rooms.get(room.code) is room:
            del self.rooms[room.code]
            self.released(room)
