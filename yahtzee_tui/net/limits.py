"""What one connection may cost the server: how many messages, how much abuse, how long idle.

A connection spends tokens from a bucket that refills at a steady rate: one per frame, more
for a request that costs the server more (a snapshot, a new room); an empty bucket refuses
the request. Refused frames that were not a game's ordinary refusals
(malformed, unknown, too fast) are strikes, and too many strikes close the connection.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    messages_per_second: float = 20.0
    burst: int = 40
    strikes_to_close: int = 20
    # Frames waiting to go out to one connection; a reader slower than that is dropped (it
    # comes back with a fresh snapshot).
    outbound_queue: int = 512
    max_connections: int = 4096
    max_rooms: int = 2000
    watchers_per_room: int = 50
    # Seconds a connection may stay without joining a room.
    join_timeout: float = 30.0
    # Seconds an empty room waits before it goes: a lobby, and a finished game.
    empty_lobby_seconds: float = 3600.0
    finished_room_seconds: float = 300.0


class Bucket:
    """A token bucket: `take` is True while the connection keeps to its rate."""

    __slots__ = ("burst", "last", "rate", "tokens")

    def __init__(self, rate: float, burst: int, now: float) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.last = now

    def take(self, now: float, cost: float = 1.0) -> bool:
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < cost:
            return False
        self.tokens -= cost
        return True
