"""The client side: a room followed move by move, and the intents a player sends.

`TableClient` keeps the room's `GameState` as the server moves it, rebuilt with the game's own
pure moves, and tells the app through events (`subscribe`, or `events()`): a new state after
every move, the seats and who is connected, chat lines, refusals, the connection's status.
A move (`play(move)`, or `undo()`) names the move number this client saw and returns the state
after it, or raises `RequestRefused` with the server's reason; `roll`, `hold`, `call`, `score`
and `name` spell the moves out for scripts and tests.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from typing import Unpack

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.game.moves import HOLD, NAME, ROLL, Move, calling, scoring
from yahtzee_tui.game.serialize import state_from_dict
from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.events import (
    CLOSED,
    ChatReceived,
    Credentials,
    CredentialsChanged,
    GameFinished,
    NotConnected,
    RefusalHeard,
    RequestRefused,
    RoomChanged,
    RoomView,
    SeatLost,
    StateChanged,
)
from yahtzee_tui.net.link import LinkOptions, RoomLink
from yahtzee_tui.net.move_codec import intent_of
from yahtzee_tui.net.notices import (
    Changed,
    ChatLine,
    Hosting,
    Notice,
    Presence,
    Refused,
    Said,
    Seated,
    Snapshot,
    Unseated,
)
from yahtzee_tui.net.replica import apply_change, position_check, state_from_wire, undo_seat
from yahtzee_tui.net.restore import offer_for

log = logging.getLogger(__name__)

CHAT_KEPT = 200


class TableClient(RoomLink):
    def __init__(
        self, url: str, *, credentials: Credentials | None = None, **options: Unpack[LinkOptions]
    ) -> None:
        super().__init__(url, **options)
        self.credentials = credentials  # what brings this client back: keep it
        self.room: RoomView | None = None
        self.state: GameState | None = None  # the game as the server last said
        self.finished: GameState | None = None  # the finished game, checked by replay
        self.move = 0  # the number of the last change the state includes
        self.chat: list[ChatLine] = []
        self._seat_tokens: dict[int, str] = {}
        self.last_seated: int | None = None  # the seat the last claim or resume gave
        # A snapshot older than the state held, kept aside while its moves are offered back.
        self._behind: Snapshot | None = None
        self._offering: asyncio.Task[None] | None = None

    async def _rejoin(self) -> bool:
        """Present the credentials again on a new connection."""
        creds = self.credentials
        if creds is None:
            return True
        tokens = [creds.host_token] if creds.host_token else []
        for token in [*tokens, *creds.seat_tokens]:
            try:
                await self._request(rq.Resume(code=creds.code, token=token), Snapshot, live=False)
            except RequestRefused as refused:
                if refused.kind == "busy":
                    raise  # the server still sees the old connection: try again later
                if refused.kind == "not_found":
                    self.last_problem = refused.reason
                    self._set_status(CLOSED, refused.reason)
                    return False
                self._forget_token(token)
                self._emit(RefusalHeard("resume", refused.kind, refused.reason))
        if creds.watching:
            watch = rq.Watch(code=creds.code, name=creds.watch_name)
            await self._request(watch, Snapshot, live=False)
        return True

    async def create(
        self, rules: str, seats: list[rq.SeatSpec] | None = None, name: str | None = None
    ) -> str:
        """A new room with this client as its host (and in its first seat, given a name)."""
        request = rq.Create(rules=rules, seats=seats or [], name=name)
        await self._request(request, Snapshot)
        assert self.room is not None
        return self.room.code

    async def watch(self, code: str, name: str | None = None) -> RoomView:
        await self._request(rq.Watch(code=code, name=name), Snapshot)
        assert self.room is not None
        self.credentials = replace(
            self._credentials_for(self.room.code), watching=True, watch_name=name
        )
        self._emit(CredentialsChanged(self.credentials))
        return self.room

    async def claim(self, code: str, name: str, seat: int | None = None) -> int:
        """Take an open seat; its number (the token is kept in `credentials`)."""
        await self._request(rq.Claim(code=code, name=name, seat=seat), Snapshot)
        assert self.last_seated is not None
        return self.last_seated

    async def resume(self, code: str, token: str) -> None:
        """Come back to a seat or to the host's controls with a token kept from before."""
        await self._request(rq.Resume(code=code, token=token), Snapshot)

    async def leave(self) -> None:
        await self._request(rq.Leave(), Snapshot)

    async def set_seat(self, seat: int, kind: rq.SeatKind, level: rq.Level | None = None) -> None:
        """(Host) Make a seat open or a computer's; seat == the number of seats adds one."""
        await self._request(rq.SetSeat(seat=seat, kind=kind, level=level), Snapshot)

    async def remove_seat(self, seat: int) -> None:
        await self._request(rq.RemoveSeat(seat=seat), Snapshot)

    async def set_rules(self, rules: str) -> None:
        await self._request(rq.SetRules(rules=rules), Snapshot)

    async def start_game(self) -> None:
        await self._request(rq.Start(), Snapshot)

    async def hand_over(self, seat: int, level: rq.Level = "medium") -> None:
        """(Host) Let a computer play for a player away longer than the room's timeout."""
        await self._request(rq.HandOver(seat=seat, level=level), Snapshot)

    async def send_chat(self, text: str) -> None:
        await self._request(rq.Chat(text=text), Said)

    async def sync(self) -> None:
        await self._request(rq.Sync(), Snapshot)

    # --- moves: each returns the state after it ------------------------------------------

    async def play(self, move: Move, seat: int | None = None) -> GameState:
        """Make one step `move` (a hold names one die) for `seat`, else this client's seat
        that moves now."""
        return await self._move(intent_of(move, self._mover(seat), self.move))

    async def roll(self, seat: int | None = None) -> GameState:
        return await self.play(Move(ROLL), seat)

    async def hold(self, die: int, seat: int | None = None) -> GameState:
        return await self.play(Move(HOLD, indexes=(die,)), seat)

    async def call(self, row: str, seat: int | None = None) -> GameState:
        return await self.play(calling(row), seat)

    async def score(self, cell: str, seat: int | None = None) -> GameState:
        return await self.play(scoring(cell), seat)

    async def name(self, row: str, seat: int | None = None) -> GameState:
        """Yamb's DIRECTED column: name `row` of the next player's column, after one's turn."""
        return await self.play(Move(NAME, box=row), seat)

    async def undo(self, seat: int | None = None) -> GameState:
        return await self._move(rq.Undo(seat=self._mover(seat, undo=True), move=self.move))

    async def _move(self, intent: rq.MoveRequest) -> GameState:
        await self._request(intent, Changed)
        assert self.state is not None
        return self.state

    def _mover(self, seat: int | None, undo: bool = False) -> int:
        """The seat a move is for: the one given, else this client's seat that moves now."""
        if seat is not None:
            return seat
        state, mine = self.state, self.my_seats
        if state is None:
            raise RequestRefused("state", Message(N_("the game has not started")))
        mover = undo_seat(state) if undo else state.current
        if mover is None:
            raise RequestRefused("illegal", Message(N_("nothing to undo")))
        if mover not in mine:
            whose = state.players[mover].name
            waiting = Message(N_("it is {player}'s turn"), player=whose)
            raise RequestRefused("turn", Message(N_("not your turn: {reason}"), reason=waiting))
        return mover

    @property
    def my_seats(self) -> frozenset[int]:
        """The seats this client holds (several when people share its keyboard)."""
        return self.room.my_seats if self.room is not None else frozenset()

    @property
    def my_turn(self) -> bool:
        """True when the seat to move is one of this client's."""
        state = self.state
        return state is not None and not state.is_over and state.current in self.my_seats

    @property
    def may_undo(self) -> bool:
        """True when this client made the move undo would take back (and no roll came since)."""
        return self.state is not None and undo_seat(self.state) in self.my_seats

    # --- what the server says -------------------------------------------------------------

    def _take(self, notice: Notice) -> None:
        if isinstance(notice, Snapshot):
            self._take_snapshot(notice)
        elif isinstance(notice, Changed):
            self._take_change(notice)
        elif isinstance(notice, Presence) and self.room is not None:
            self.room = replace(
                self.room,
                seats=tuple(notice.seats),
                watchers=notice.watchers,
                host_connected=notice.host_connected,
            )
            self._emit(RoomChanged(self.room))
        elif isinstance(notice, Hosting):
            self.credentials = replace(self._credentials_for(notice.code), host_token=notice.token)
            self._emit(CredentialsChanged(self.credentials))
        elif isinstance(notice, Seated):
            self._seat_tokens[notice.seat] = notice.token
            self.last_seated = notice.seat
            creds = self._credentials_for(notice.code)
            if notice.token not in creds.seat_tokens:
                creds = replace(creds, seat_tokens=(*creds.seat_tokens, notice.token))
            self.credentials = creds
            self._emit(CredentialsChanged(creds))
        elif isinstance(notice, Unseated):
            token = self._seat_tokens.pop(notice.seat, None)
            if token is not None:
                self._forget_token(token)
            self._emit(SeatLost(notice.seat, notice.reason))
        elif isinstance(notice, Said):
            self.chat = [*self.chat[-(CHAT_KEPT - 1) :], notice.line]
            self._emit(ChatReceived(notice.line))
        elif isinstance(notice, Refused) and notice.of == "?" and self._behind is not None:
            # A server of an earlier release, which takes no offer: its snapshot, as before.
            self._follow_behind()
            return
        self._answer(notice)

    def _take_snapshot(self, snapshot: Snapshot, offer: bool = True) -> None:
        if offer and self._offer_back(snapshot):
            return
        self._behind = None
        self._syncing = False
        self.move = snapshot.move
        self.room = RoomView.of(snapshot)
        self.chat = list(snapshot.chat)
        self._emit(RoomChanged(self.room))
        try:
            state = _snapshot_state(snapshot)
        except GameError as error:
            log.warning("a snapshot from the server does not hold together: %s", error)
            return
        if state is None:
            self.state = None
            return
        self.state = state
        self._emit(StateChanged(state, snapshot.move))
        if snapshot.final is not None and self.finished is None:
            self.finished = state
            self._emit(GameFinished(state))

    def _offer_back(self, snapshot: Snapshot) -> bool:
        """True when the snapshot is older than the state held (the room's store came back
        older): the moves it lacks are offered back, and the snapshot kept aside until the
        room answers."""
        if self.state is None or snapshot.game is None or self._ws is None:
            return False
        if self._offering is not None and snapshot.move < self.move:
            # Another answer of this comeback (a second token): the offer's answer decides.
            self._behind, self.room = snapshot, RoomView.of(snapshot)
            return True
        try:
            kept = state_from_wire(snapshot.game)
        except GameError:
            return False
        offer = offer_for(self.state, self.move, kept, snapshot.move)
        if offer is None:
            return False
        log.warning("the room is back at move %d, behind %d: offering", snapshot.move, self.move)
        self._behind, self.room = snapshot, RoomView.of(snapshot)
        self._syncing = True  # changes wait for the room's answer
        self._offering = asyncio.get_running_loop().create_task(self._offer(offer))
        return True

    async def _offer(self, offer: rq.Restore) -> None:
        try:
            await self._request(offer, Snapshot, live=False)
        except RequestRefused as refused:
            if refused.kind not in ("stale", "state"):  # not just another client's offer first
                self._emit(RefusalHeard("restore", refused.kind, refused.reason))
        except NotConnected:
            # No answer on this connection: the next one's snapshot decides again.
            self._behind = None
            return
        finally:
            if self._offering is asyncio.current_task():
                self._offering = None
        self._follow_behind()

    def _follow_behind(self) -> None:
        snapshot, self._behind = self._behind, None
        if snapshot is not None:
            self._take_snapshot(snapshot, offer=False)

    def _take_change(self, changed: Changed) -> None:
        if self._syncing:
            return
        if self.state is None or changed.move != self.move + 1:
            self._resync()
            return
        try:
            state = apply_change(self.state, changed.change)
        except GameError as error:
            log.warning("a change from the server does not apply: %s", error)
            self._resync()
            return
        if position_check(state) != changed.check:
            self._resync()
            return
        self.state, self.move = state, changed.move
        self._emit(StateChanged(state, changed.move, changed.change))

    def _credentials_for(self, code: str) -> Credentials:
        if self.credentials is not None and self.credentials.code == code:
            return self.credentials
        return Credentials(code)

    def _forget_token(self, token: str) -> None:
        creds = self.credentials
        if creds is None:
            return
        if creds.host_token == token:
            creds = replace(creds, host_token=None)
        creds = replace(creds, seat_tokens=tuple(t for t in creds.seat_tokens if t != token))
        self.credentials = creds
        self._emit(CredentialsChanged(creds))


def _snapshot_state(snapshot: Snapshot) -> GameState | None:
    if snapshot.final is not None:
        return state_from_dict(snapshot.final)
    if snapshot.game is not None:
        return state_from_wire(snapshot.game)
    return None
