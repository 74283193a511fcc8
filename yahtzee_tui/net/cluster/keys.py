"""The names of everything the cluster keeps in Redis, in one place."""

from __future__ import annotations

PREFIX = "yahtzee:"


def meta(code: str) -> str:
    """The room's seats and rules (`store.RoomFile` as JSON); "" while only reserved."""
    return f"{PREFIX}room:{code}:meta"


def game(code: str) -> str:
    """The room's game in the save format of local play."""
    return f"{PREFIX}room:{code}:game"


def log(code: str) -> str:
    """The lines appended to the room's game since it was last written whole (`game_log`)."""
    return f"{PREFIX}room:{code}:log"


def written(code: str) -> list[str]:
    """The keys a write of the room's owner touches, in the order `lease.WRITE` takes them."""
    return [owner(code), meta(code), game(code), fence(code), log(code)]


def owner(code: str) -> str:
    """`<fence>:<node>` of the process that owns the room, for as long as its lease lasts."""
    return f"{PREFIX}room:{code}:owner"


def fence(code: str) -> str:
    """The room's fencing counter: every new owner takes the next number."""
    return f"{PREFIX}room:{code}:fence"


def alive(node: str) -> str:
    """Present while the process `node` is running (renewed with its leases)."""
    return f"{PREFIX}node:{node}:alive"


def channel(node: str) -> str:
    """Where frames for the process `node` are published."""
    return f"{PREFIX}node:{node}"
