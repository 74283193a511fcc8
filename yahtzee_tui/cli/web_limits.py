"""What `yahtzee-tui serve` accepts from a browser: how many games at once, how often a new one,
and which websocket messages, checked before anything reaches a game.

Every visit starts a copy of the game on the serving machine, so the number in play and the
pace of new ones are bounded; every message is parsed here and anything unexpected is dropped.
Pure functions and a small counter, so they are tested without a server.
"""

from __future__ import annotations

import json
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from yahtzee_tui.i18n import _, ngettext

# A terminal larger than this is clamped to it (the game needs far less; a huge size would make
# the copy of the game draw millions of cells).
MAX_COLUMNS = 400
MAX_ROWS = 150
MIN_COLUMNS = 20
MIN_ROWS = 5
# Typed keys or a pasted name, never more in one message.
MAX_INPUT_CHARS = 4096
# A websocket message larger than this closes the connection (aiohttp enforces it).
MAX_MESSAGE_BYTES = 64 * 1024
# New games allowed per minute, whatever their number in play.
STARTS_PER_MINUTE = 30


def clamp_size(width: object, height: object) -> tuple[int, int]:
    """A terminal size a browser asked for, as whole numbers within the bounds above."""
    return (
        _clamp(width, MIN_COLUMNS, MAX_COLUMNS, 80),
        _clamp(height, MIN_ROWS, MAX_ROWS, 24),
    )


def _clamp(value: object, low: int, high: int, default: int) -> int:
    if isinstance(value, str):
        try:
            value = int(value)
        except ValueError:
            return default
    if not isinstance(value, int) or isinstance(value, bool):
        return default
    return max(low, min(high, value))


@dataclass(frozen=True)
class Input:
    """Keys and mouse events, as the terminal encodes them."""

    text: str


@dataclass(frozen=True)
class Resize:
    width: int
    height: int


@dataclass(frozen=True)
class Ping:
    """A round-trip probe: the same text goes back as a pong."""

    text: str


@dataclass(frozen=True)
class Focus:
    focused: bool


VisitorMessage = Input | Resize | Ping | Focus


def _is_sendable(text: str) -> bool:
    """Keys short enough and writable as UTF-8 (JSON can spell lone surrogates, which are not)."""
    if len(text) > MAX_INPUT_CHARS:
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def parse_message(text: str) -> VisitorMessage | None:
    """One websocket text message from textual-serve's page, or None for anything else.

    The page sends JSON lists: ["stdin", text], ["resize", {"width": w, "height": h}],
    ["ping", text], ["focus"] and ["blur"].
    """
    if len(text) > MAX_MESSAGE_BYTES:
        return None
    try:
        envelope = json.loads(text)
    except (ValueError, RecursionError):  # RecursionError: lists nested thousands deep
        return None
    if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
        return None
    kind, args = envelope[0], envelope[1:]
    if kind == "stdin" and len(args) == 1 and isinstance(args[0], str):
        return Input(args[0]) if _is_sendable(args[0]) else None
    if kind == "resize" and len(args) == 1 and isinstance(args[0], dict):
        return Resize(*clamp_size(args[0].get("width"), args[0].get("height")))
    if kind == "ping" and len(args) == 1 and isinstance(args[0], str) and len(args[0]) <= 64:
        return Ping(args[0])
    if kind in ("focus", "blur") and not args:
        return Focus(kind == "focus")
    return None


@dataclass
class SessionLimits:
    """How many games may run at once and how many may start in a minute."""

    max_open: int
    starts_per_minute: int = STARTS_PER_MINUTE
    clock: Callable[[], float] = time.monotonic
    open_count: int = 0
    _starts: deque[float] = field(default_factory=deque)

    @property
    def full(self) -> bool:
        return self.open_count >= self.max_open

    def claim(self) -> str | None:
        """Count a new game in and return None, or say why it cannot start now."""
        if self.full:
            return ngettext(
                "The table is full: {n} game is in play. Try again later.",
                "The table is full: {n} games are in play. Try again later.",
                self.max_open,
            ).format(n=self.max_open)
        now = self.clock()
        while self._starts and now - self._starts[0] >= 60:
            self._starts.popleft()
        if len(self._starts) >= self.starts_per_minute:
            return _("Too many games were started in the last minute. Try again shortly.")
        self.open_count += 1
        self._starts.append(now)
        return None

    def release(self) -> None:
        """A game counted in by `claim` has ended."""
        self.open_count -= 1
