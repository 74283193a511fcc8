"""What a client connection tells the app: one small frozen value per kind of news."""

from __future__ import annotations

from dataclasses import dataclass, field

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.net.notices import ChangeKind, ChatLine, SeatView, Snapshot
from yahtzee_tui.net.statuses import CLOSED, CONNECTING, OFFLINE, ONLINE, Status

__all__ = ["CLOSED", "CONNECTING", "OFFLINE", "ONLINE", "Status"]


class NetError(GameError):
    """A network request that failed; the message says why, in one line."""


class RequestRefused(NetError):
    """The server turned a request down (and changed nothing): `kind` says what sort of
    refusal (notices.REFUSAL_KINDS), `reason` says why in words."""

    def __init__(self, kind: str, reason: str, of: str = "") -> None:
        super().__init__(reason)
        self.kind = kind
        self.reason = reason
        self.of = of


class NotConnected(NetError):
    """There is no live connection to send on right now."""


@dataclass(frozen=True)
class Credentials:
    """What brings a client back to its place after a dropped connection or a restart:
    the room code, the host's token, the tokens of its seats, whether it watches. Keep
    them (they are secrets) to come back later."""

    code: str
    host_token: str | None = None
    seat_tokens: tuple[str, ...] = ()
    watching: bool = False
    watch_name: str | None = None


@dataclass(frozen=True)
class RoomView:
    """The room as the last snapshot and presence news describe it."""

    code: str
    rules: str
    phase: str  # "lobby" | "playing" | "over"
    seats: tuple[SeatView, ...]
    watchers: int
    host_connected: bool
    away_timeout: float
    my_seats: frozenset[int] = field(default_factory=frozenset)
    host: bool = False
    watching: bool = False

    @classmethod
    def of(cls, snapshot: Snapshot) -> RoomView:
        return cls(
            code=snapshot.code,
            rules=snapshot.rules,
            phase=snapshot.phase,
            seats=tuple(snapshot.seats),
            watchers=snapshot.watchers,
            host_connected=snapshot.host_connected,
            away_timeout=snapshot.away_timeout,
            my_seats=frozenset(snapshot.you.seats),
            host=snapshot.you.host,
            watching=snapshot.you.watching,
        )


@dataclass(frozen=True)
class StatusChanged:
    status: Status
    detail: str | None = None  # why, and when the next try comes


@dataclass(frozen=True)
class RoomChanged:
    room: RoomView


@dataclass(frozen=True)
class StateChanged:
    """A new game state to show; `change` is the move that led to it (None: a snapshot)."""

    state: GameState
    move: int
    change: ChangeKind | None = None


@dataclass(frozen=True)
class GameFinished:
    """The finished game, whole and checked by replaying it from its revealed seed."""

    state: GameState


@dataclass(frozen=True)
class ChatReceived:
    line: ChatLine  # name and text as typed: show them literally


@dataclass(frozen=True)
class RefusalHeard:
    """A refusal no request was waiting for (the ones awaited raise RequestRefused)."""

    of: str
    kind: str
    reason: str


@dataclass(frozen=True)
class CredentialsChanged:
    credentials: Credentials


@dataclass(frozen=True)
class SeatLost:
    seat: int
    reason: str


ClientEvent = (
    StatusChanged
    | RoomChanged
    | StateChanged
    | GameFinished
    | ChatReceived
    | RefusalHeard
    | CredentialsChanged
    | SeatLost
)
