"""What one connection may cost the server: how many messages, how much abuse, how long idle.

A connection spends tokens from a bucket that refills at a steady rate: one per frame, more
for a request that costs the server more (a snapshot, a new room); an empty bucket refuses
the request. Refused frames that were not a game's ordinary refusals
(malformed, unknown, too fast) are strikes, and too many strikes close the connection.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from yahtzee_tui.i18n import N_, Message


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
    # Seconds a connection may stay without joining a room, from the moment it opens.
    join_timeout: float = 30.0
    # Attempts to enter a room by its code alone (watch, claim) that one address may make in
    # a minute; all addresses together may make JOINS_OVERALL_FACTOR times that. A guesser of
    # codes is refused long before a code is likely to be found.
    join_attempts_per_minute: int = 60
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


JOINS_OVERALL_FACTOR = 20
JOIN_LIMIT_REASON = Message(
    N_("too many attempts to join from this address: try again in a minute")
)
JOIN_LIMIT_OVERALL = Message(
    N_("too many attempts to join rooms at the moment: try again in a minute")
)


class JoinGate(Protocol):
    """Where attempts to enter a room by its code alone are counted."""

    def refusal(self, address: str, now: float) -> str | None:
        """Count one attempt from `address`; why it is refused, or None when it may go on."""


class JoinAttempts:
    """Attempts to enter a room by its code, counted per address and overall, in windows of
    a minute that open with their first attempt. The per-address table is bounded: windows
    that have ended are dropped when it grows."""

    WINDOW = 60.0
    MAX_ADDRESSES = 100_000

    def __init__(self, per_address: int) -> None:
        self.per_address = per_address
        self.overall = per_address * JOINS_OVERALL_FACTOR
        self._windows: dict[str, tuple[float, int]] = {}  # address: (window start, attempts)
        self._all: tuple[float, int] = (float("-inf"), 0)

    def refusal(self, address: str, now: float) -> str | None:
        """Count one attempt from `address`; why it is refused, or None when it may go on."""
        start, count = self._all
        self._all = (now, 1) if now - start >= self.WINDOW else (start, count + 1)
        if len(self._windows) >= self.MAX_ADDRESSES:
            self._windows = {
                key: window
                for key, window in self._windows.items()
                if now - window[0] < self.WINDOW
            }
        start, count = self._windows.get(address, (float("-inf"), 0))
        window = (now, 1) if now - start >= self.WINDOW else (start, count + 1)
        self._windows[address] = window
        if window[1] > self.per_address:
            return JOIN_LIMIT_REASON
        if self._all[1] > self.overall:
            return JOIN_LIMIT_OVERALL
        return None
