"""One room: its seats, its game and who is connected, with every rule of who may do what.

No sockets and no files here: the server feeds requests in and sends out what comes back.
Each method either raises `Refusal` (and has changed nothing) or makes its change whole.
The game itself changes only through the game's pure moves, as in local play.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, undo
from yahtzee_tui.game.actions import check_player, name_refusal
from yahtzee_tui.game.directed import naming_reason
from yahtzee_tui.game.moves import Move, apply, die_by_die
from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.move_codec import change_of, move_of_intent
from yahtzee_tui.net.notices import (
    Changed,
    ChangeKind,
    ChatLine,
    GameWire,
    RefusalKind,
    Role,
    SeatStatus,
    SeatView,
    Undone,
)
from yahtzee_tui.net.replica import position_check, undo_seat
from yahtzee_tui.net.seats import COMPUTER, HUMAN, OPEN, Seat, token_matches
from yahtzee_tui.sentences import sentence_of

CHAT_KEPT = 50


class Refusal(Exception):
    """A request turned down: the message is the reason the client is told, `kind` the sort
    of refusal (notices.RefusalKind)."""

    def __init__(self, reason: str, kind: RefusalKind = "denied") -> None:
        super().__init__(reason)
        self.kind: RefusalKind = kind

    @classmethod
    def of(cls, msgid: str, kind: RefusalKind = "denied", /, **args: object) -> Refusal:
        """A refusal whose reason is a catalogue sentence (marked with `N_`) with `args`: it
        travels in English, and the client says it in its player's language."""
        return cls(Message(msgid, **args), kind)


@dataclass(eq=False)
class Member:
    """One connection's place in a room: the seats it holds, host or not, watching or not."""

    seats: set[int] = field(default_factory=set)
    host: bool = False
    watching: bool = False
    name: str | None = None  # a watcher's name
    send: Callable[[str], None] = field(default=lambda frame: None, repr=False)  # to its client


def checked_name(name: str) -> str:
    try:
        return check_player(name).name
    except GameError as error:
        raise Refusal(sentence_of(error), "invalid") from None


class Room:
    def __init__(
        self,
        code: str,
        rules_id: str,
        host_hash: str,
        seats: list[Seat] | None = None,
        state: GameState | None = None,
        *,
        away_timeout: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.code = code
        self.rules_id = rules_id
        self.host_hash = host_hash
        self.seats: list[Seat] = seats or []
        self.state = state
        # The number of the last change; a move must name it. It need not survive a restart:
        # every client takes a fresh snapshot when it reconnects.
        self.move = 0 if state is None else len(state.history)
        # As the store gave it back, no move made since: only then may a client give back
        # moves the store lost (`restore`).
        self.as_kept = False
        self.members: list[Member] = []
        self.chat: deque[ChatLine] = deque(maxlen=CHAT_KEPT)
        self.away_timeout = away_timeout
        self.clock = clock
        self.empty_since = clock()
        # (move number, state, its wire form): snapshots share it until the next move.
        self.wire_cache: tuple[int, GameState | None, GameWire | None] | None = None
        started = clock()
        # A human seat nobody holds has been away since the room was loaded or it dropped.
        self.away_since: dict[int, float] = {
            number: started for number, seat in enumerate(self.seats) if seat.kind == HUMAN
        }

    @property
    def phase(self) -> str:
        if self.state is None:
            return "lobby"
        return "over" if self.state.is_over else "playing"

    # --- who is here --------------------------------------------------------------------

    def holder(self, seat: int) -> Member | None:
        return next((member for member in self.members if seat in member.seats), None)

    def enter(self, member: Member) -> None:
        if member not in self.members:
            self.members.append(member)

    def watch(self, member: Member, name: str | None) -> None:
        member.name = None if name is None else checked_name(name)
        member.watching = True
        self.enter(member)

    def leave(self, member: Member) -> list[int]:
        """The connection is gone: its seats are away (they stay its player's)."""
        if member in self.members:
            self.members.remove(member)
        now = self.clock()
        for seat in member.seats:
            self.away_since[seat] = now
        return sorted(member.seats)

    def is_empty(self) -> bool:
        return not self.members

    def resume(self, member: Member, token: str) -> int | None:
        """Come back with a token: the seat it opens, or None for the host's controls."""
        if token_matches(token, self.host_hash):
            if any(other.host and other is not member for other in self.members):
                # One live connection per token, as for a seat: a copied token gets nothing.
                said = N_("the host's controls are in use by another connection")
                raise Refusal.of(said, "busy")
            member.host = True
            self.enter(member)
            return None
        for number, seat in enumerate(self.seats):
            if seat.kind == HUMAN and token_matches(token, seat.token_hash):
                holder = self.holder(number)
                if holder is not None and holder is not member:
                    said = N_("{player}'s seat is in use by another connection")
                    raise Refusal.of(said, "busy", player=seat.name)
                seat.stand_in = None  # the player is back and plays again
                self.away_since.pop(number, None)
                member.seats.add(number)
                self.enter(member)
                return number
        raise Refusal.of(N_("that token opens no seat in this room"), "denied")

    # --- moves ----------------------------------------------------------------------------

    def _seat_name(self, seat: int) -> str:
        return self.seats[seat].name or Message(N_("seat {number}"), number=seat + 1)

    def make_move(self, member: Member, intent: rq.Intent) -> list[Changed]:
        """A player's move, checked in order: whose seat, how fresh, whose turn, legal."""
        state = self._state_in_play()
        if intent.seat >= len(self.seats) or intent.seat not in member.seats:
            raise Refusal(
                Message(N_("{player}'s seat is not yours"), player=self._seat_name(intent.seat))
                if intent.seat < len(self.seats)
                else Message(N_("there is no seat {number}"), number=intent.seat + 1),
                "denied",
            )
        if intent.move != self.move:
            said = N_("stale move number {move}: the table is at move {now}")
            raise Refusal.of(said, "stale", move=intent.move, now=self.move)
        if isinstance(intent, rq.Undo):
            seat = undo_seat(state)
            if seat is None:
                said = N_("nothing to undo: a roll cannot be taken back")
                raise Refusal.of(said, "illegal")
            if seat != intent.seat:
                said = N_("only {player}, who made the last move, can undo it")
                raise Refusal.of(said, "turn", player=self._seat_name(seat))
        elif isinstance(intent, rq.NameCell) and intent.seat != state.current:
            reason = name_refusal(state, None, intent.seat) or Message(N_("not your place to name"))
            raise Refusal(reason, "turn" if state.naming else "illegal")
        elif intent.seat != state.current:
            waiting: str = Message(
                N_("it is {player}'s turn"), player=self._seat_name(state.current)
            )
            if state.naming:
                waiting = naming_reason(state)
            raise Refusal.of(N_("not your turn: {reason}"), "turn", reason=waiting)
        try:
            after, change = _apply(state, intent)
        except GameError as error:
            raise Refusal(sentence_of(error), "illegal") from None
        return [self._commit(after, change)]

    def _state_in_play(self) -> GameState:
        if self.state is None:
            raise Refusal.of(N_("the game has not started"), "state")
        if self.state.is_over:
            raise Refusal.of(N_("the game is over"), "state")
        return self.state

    def _commit(self, after: GameState, change: ChangeKind) -> Changed:
        self.as_kept = False
        self.state = after
        self.move += 1
        return Changed(move=self.move, change=change, check=position_check(after))

    def computer_to_move(self) -> str | None:
        """The level of the computer whose turn it is, or None when a human moves next."""
        if self.state is None or self.state.is_over:
            return None
        return self.seats[self.state.current].computer_level

    def computer_move(self, move: Move, seen: int) -> list[Changed]:
        """A computer's move worked out at move number `seen`; nothing when the table has
        moved on since (an undo, or its player came back)."""
        if self.move != seen or self.computer_to_move() is None or self.state is None:
            return []
        state, seat = self.state, self.state.current
        steps: list[tuple[GameState, ChangeKind]] = []
        for step in die_by_die(move):  # the wire names a held die per change
            state = apply(state, step)
            steps.append((state, change_of(step, seat, state)))
        # Committed only once every step has gone through: all of the move or none of it.
        return [self._commit(after, change) for after, change in steps]

    # --- what clients are shown -----------------------------------------------------------

    def seat_views(self) -> list[SeatView]:
        now = self.clock()
        views = []
        for number, seat in enumerate(self.seats):
            if seat.kind == OPEN:
                views.append(SeatView(kind="open", status="open"))
            elif seat.kind == COMPUTER:
                views.append(
                    SeatView(kind="computer", status="computer", name=seat.name, level=seat.level)
                )
            elif self.holder(number) is not None:
                views.append(SeatView(kind="human", status="connected", name=seat.name))
            else:
                away = round(now - self.away_since.get(number, now), 1)
                status: SeatStatus = "stand_in" if seat.stand_in else "away"
                views.append(
                    SeatView(
                        kind="human",
                        status=status,
                        name=seat.name,
                        level=seat.stand_in,
                        away_seconds=away,
                    )
                )
        return views

    def watchers(self) -> int:
        return sum(1 for member in self.members if member.watching)

    def host_connected(self) -> bool:
        return any(member.host for member in self.members)

    def chat_line(self, member: Member, text: str) -> ChatLine:
        text = text.strip()
        if not text:
            raise Refusal.of(N_("a chat line needs some text"), "invalid")
        if not text.isprintable():
            raise Refusal.of(N_("a chat line cannot hold control characters"), "invalid")
        seats = sorted(member.seats)
        role: Role
        if seats:
            name, role = " & ".join(self._seat_name(seat) for seat in seats), "player"
        elif member.host:
            name, role = "host", "host"
        elif member.watching:
            name, role = member.name or "a watcher", "watcher"
        else:
            raise Refusal.of(N_("join the room before you chat"), "state")
        line = ChatLine(name=name, text=text, role=role, seat=seats[0] if seats else None)
        self.chat.append(line)
        return line


def _apply(state: GameState, intent: rq.Intent) -> tuple[GameState, ChangeKind]:
    seat = intent.seat
    if isinstance(intent, rq.Undo):
        return undo(state), Undone(seat=seat)
    if not isinstance(intent, rq.Roll | rq.Hold | rq.Call | rq.Score | rq.NameCell):
        said = N_("{request} is not a move")
        raise Refusal.of(said, "invalid", request=type(intent).__name__)
    move = move_of_intent(intent)
    after = apply(state, move)
    return after, change_of(move, seat, after)
