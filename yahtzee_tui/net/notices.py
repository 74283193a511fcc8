"""What the server sends: one schema per message type (docs/network.md lists them all).

A client learns a room from a `Snapshot`, then follows it move by move with `Changed`, each
naming the move number it leads to and a short check of the position it gives, so that a
client which missed something notices and asks for a snapshot (`sync`).
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from yahtzee_tui.net.protocol import Base, Codec
from yahtzee_tui.net.sentence_wire import wire_args, wire_msgid
from yahtzee_tui.sentences import Message

Phase = Literal["lobby", "playing", "over"]
# open: no one yet; connected / away: a human's seat with or without a live connection;
# computer: a computer seat; stand_in: a computer playing for a human who is away.
SeatStatus = Literal["open", "connected", "away", "computer", "stand_in"]
Role = Literal["player", "host", "watcher"]
PlayerKind = Literal["human", "computer"]
EventKind = Literal["roll", "call", "score", "name"]
StepKind = Literal["hold", "call", "score", "name"]


class SeatView(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, omit_defaults=True):
    kind: Literal["open", "human", "computer"]
    status: SeatStatus
    name: str | None = None
    level: str | None = None  # a computer's level, or the stand-in's
    away_seconds: float | None = None  # how long a human seat has been away


class ChatLine(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, omit_defaults=True):
    """A chat line: `name` and `text` are what people typed, to be shown literally."""

    name: str
    text: str
    role: Role
    seat: int | None = None


class PlayerWire(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, omit_defaults=True):
    name: str
    kind: PlayerKind
    level: str | None = None


class EventWire(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, omit_defaults=True):
    kind: EventKind
    player: int
    turn: int
    roll: int
    dice: list[int]
    held: list[bool]
    box: str | None = None
    column: str | None = None
    points: int | None = None
    bonus: int = 0


class StepWire(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A move since the last roll (what undo can take back): hold a die, call, score, name a
    DIRECTED cell."""

    move: StepKind
    target: int | str


class GameWire(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A game in play as every client sees it: everything but the seed and the dice
    generator, which would tell the dice to come. The finished game reveals them."""

    rules: str
    players: list[PlayerWire]
    first_player: int
    sheets: list[dict[str, int]]
    dice: list[int]
    held: list[bool]
    rolls_used: int
    current: int
    turn: int
    called: str | None
    history: list[EventWire]
    moves_since_roll: list[StepWire]
    # Yamb's DIRECTED column: the current player names a cell for the next one now; the row
    # named for the current player this turn.
    naming: bool = False
    named: str | None = None


class You(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, omit_defaults=True):
    """What this connection holds in the room."""

    seats: list[int] = msgspec.field(default_factory=list)
    host: bool = False
    watching: bool = False


class Snapshot(Base, tag="room"):
    code: str
    rules: str
    phase: Phase
    move: int
    seats: list[SeatView]
    watchers: int
    host_connected: bool
    away_timeout: float  # seconds before the host may hand an away seat to a computer
    you: You
    game: GameWire | None = None  # while in play
    final: dict[str, Any] | None = None  # when over: the whole game in the save format
    chat: list[ChatLine] = msgspec.field(default_factory=list)


# --- a move was made -----------------------------------------------------------------------


class Change(msgspec.Struct, tag_field="kind", forbid_unknown_fields=True, kw_only=True):
    seat: int


class Rolled(Change, tag="roll"):
    dice: list[int]


class Held(Change, tag="hold"):
    die: int


class Called(Change, tag="call"):
    row: str


class Scored(Change, tag="score"):
    cell: str


class Undone(Change, tag="undo"):
    pass


class Named(Change, tag="name"):
    """`seat` named `row` of the next player's DIRECTED column; the turn passed on."""

    row: str


ChangeKind = Rolled | Held | Called | Scored | Undone | Named


class Changed(Base, tag="changed"):
    move: int  # the move number this change leads to
    change: ChangeKind
    check: str  # `replica.position_check` of the position it leads to


# --- the rest ------------------------------------------------------------------------------


class Presence(Base, tag="presence"):
    seats: list[SeatView]
    watchers: int
    host_connected: bool


class Hosting(Base, tag="hosting"):
    """This connection is the host; keep the token to come back as host."""

    code: str
    token: str


class Seated(Base, tag="seated"):
    """This connection holds `seat`; keep the token to come back to it."""

    code: str
    seat: int
    token: str


class Unseated(Base, tag="unseated"):
    seat: int
    reason: str


class Said(Base, tag="chat"):
    line: ChatLine


# What sort of refusal: a message that is not valid, a limit reached, no such room, not
# allowed, a seat held by another live connection, a stale move number, out of turn, against
# the rules, not at this stage of the game, or the server's own failure.
RefusalKind = Literal[
    "invalid", "limit", "not_found", "denied", "busy", "stale", "turn", "illegal", "state", "error"
]


class Refused(Base, tag="refused"):
    """A request that changed nothing, and why: `reason` in English, and (from a server of
    this release, to a client that reads them) the sentence's `msgid` and `args`, filled in
    from a `Message` reason (`sentence_wire.py`). Typed loosely: a client checks them, and
    falls back on `reason` when they are malformed."""

    of: str  # the type of the request refused ("?" when it could not be read)
    kind: RefusalKind
    reason: str
    msgid: Any = None
    args: Any = None

    def __post_init__(self) -> None:
        if self.msgid is None and isinstance(self.reason, Message):
            self.msgid, self.args = wire_msgid(self.reason), wire_args(self.reason)


Notice = Snapshot | Changed | Presence | Hosting | Seated | Unseated | Said | Refused

NOTICES: Codec[Notice] = Codec(Notice)
