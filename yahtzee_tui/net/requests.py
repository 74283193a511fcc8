"""What a client may send: one schema per message type (docs/network.md lists them all).

Sizes and ranges are bounded here, so nothing unbounded reaches the room: names and chat
lines are short, seats and dice are small numbers, a move number fits in 53 bits.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from yahtzee_tui.game import MAX_PLAYERS
from yahtzee_tui.net.protocol import Base, Codec

MAX_CHAT_CHARS = 200
LEVELS = ("easy", "medium", "expert")

Seat = Annotated[int, Meta(ge=0, lt=MAX_PLAYERS)]
NewSeat = Annotated[int, Meta(ge=0, le=MAX_PLAYERS)]  # a seat, or the next one to add
MoveNumber = Annotated[int, Meta(ge=0, le=2**53)]
Die = Annotated[int, Meta(ge=0, lt=6)]
Word = Annotated[str, Meta(min_length=1, max_length=160)]  # rule set (own Yamb table), box, cell
Code = Annotated[str, Meta(min_length=1, max_length=12)]
Token = Annotated[str, Meta(min_length=1, max_length=100)]
Name = Annotated[str, Meta(min_length=1, max_length=64)]  # the game then asks for at most 24
ChatText = Annotated[str, Meta(min_length=1, max_length=MAX_CHAT_CHARS)]
Level = Literal["easy", "medium", "expert"]
SeatKind = Literal["open", "computer"]


class SeatSpec(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A seat as the host sets it up: open for a human, or a computer at a level."""

    kind: SeatKind
    level: Level | None = None


# --- joining a room ------------------------------------------------------------------------


class Create(Base, tag="create"):
    """Open a new room and become its host; with `name`, also take its first seat."""

    rules: Word
    seats: Annotated[list[SeatSpec], Meta(max_length=MAX_PLAYERS)] = msgspec.field(
        default_factory=list
    )
    name: Name | None = None


class Watch(Base, tag="watch"):
    code: Code
    name: Name | None = None


class Claim(Base, tag="claim"):
    """Take an open seat (the first open one when `seat` is left out)."""

    code: Code
    name: Name
    seat: Seat | None = None


class Resume(Base, tag="resume"):
    """Come back to a seat, or to the host's controls, with the token given for it."""

    code: Code
    token: Token


class Leave(Base, tag="leave"):
    """Give up this connection's seats before the game starts."""


# --- the host's controls -------------------------------------------------------------------


class SetSeat(Base, tag="set_seat"):
    seat: NewSeat
    kind: SeatKind
    level: Level | None = None


class RemoveSeat(Base, tag="remove_seat"):
    seat: Seat


class SetRules(Base, tag="set_rules"):
    rules: Word


class Start(Base, tag="start"):
    pass


class HandOver(Base, tag="hand_over"):
    """Let a computer play for a seat whose player has been away past the timeout."""

    seat: Seat
    level: Level = "medium"


# --- moves: every one names the seat and the move number the client saw --------------------


class Intent(Base):
    seat: Seat
    move: MoveNumber


class Roll(Intent, tag="roll"):
    pass


class Hold(Intent, tag="hold"):
    """Hold a free die or free a held one, as the local game's toggle does."""

    die: Die


class Call(Intent, tag="call"):
    row: Word


class Score(Intent, tag="score"):
    cell: Word  # a box id, or "column.row" for Yamb


class Undo(Intent, tag="undo"):
    pass


class NameCell(Intent, tag="name"):
    """Yamb's DIRECTED column: name `row` of the next player's column, after one's turn."""

    row: Word


# --- the rest ------------------------------------------------------------------------------


class Chat(Base, tag="chat"):
    text: ChatText


class Sync(Base, tag="sync"):
    """Ask for a fresh snapshot of the room."""


# --- a store that came back older: the moves it lost, offered back -------------------------

# Bounds of an offer: a whole turn's steps, and far more rolls and scores than a store loses
# between two of its snapshots in a game at play speed (the frame's own limit bounds the rest).
MAX_OFFERED_EVENTS = 250
MAX_OFFERED_STEPS = 64
# A die as an event records it: 0 is a blank die, as a naming's are (it comes after its
# turn's score). The room's replay checks every die against its own.
Face = Annotated[int, Meta(ge=0, le=6)]
Dice = Annotated[list[Face], Meta(max_length=6)]
Flags = Annotated[list[bool], Meta(max_length=6)]
Small = Annotated[int, Meta(ge=0, le=10_000)]
Points = Annotated[int, Meta(ge=-100_000, le=100_000)]
Check = Annotated[str, Meta(min_length=1, max_length=32)]


class OfferedEvent(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, omit_defaults=True):
    """A roll, call, score or naming as the client saw it (the form of a snapshot's events)."""

    kind: Literal["roll", "call", "score", "name"]
    player: Seat
    turn: Small
    roll: Small
    dice: Dice
    held: Flags
    box: Word | None = None
    column: Word | None = None
    points: Points | None = None
    bonus: Points = 0


class OfferedStep(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A move since the client's last roll (a snapshot's `moves_since_roll` entry)."""

    move: Literal["hold", "call", "score", "name"]
    target: Die | Word


class Restore(Base, tag="restore"):
    """The moves a client holds past the snapshot it was sent (the store came back older):
    keep the snapshot's first `base` events, then `events`, then `steps` since the last roll,
    to reach the client's move number `to` and position `check`. The room replays them with
    its own dice and takes them, or refuses with the reason."""

    move: MoveNumber  # the snapshot's move number the offer builds on
    to: MoveNumber
    base: Annotated[int, Meta(ge=0, le=100_000)]
    events: Annotated[list[OfferedEvent], Meta(max_length=MAX_OFFERED_EVENTS)]
    steps: Annotated[list[OfferedStep], Meta(max_length=MAX_OFFERED_STEPS)]
    check: Check


Request = (
    Create
    | Watch
    | Claim
    | Resume
    | Leave
    | SetSeat
    | RemoveSeat
    | SetRules
    | Start
    | HandOver
    | Roll
    | Hold
    | Call
    | Score
    | Undo
    | NameCell
    | Chat
    | Sync
    | Restore
)
MoveRequest = Roll | Hold | Call | Score | Undo | NameCell
INTENTS = (Roll, Hold, Call, Score, Undo, NameCell)

# What a request counts against a connection's rate: a snapshot or a new room costs the
# server more than a move.
COSTS: dict[type, float] = {
    Create: 5.0,
    Sync: 5.0,
    Restore: 5.0,
    Watch: 2.0,
    Claim: 2.0,
    Resume: 2.0,
}

REQUESTS: Codec[Request] = Codec(Request)
