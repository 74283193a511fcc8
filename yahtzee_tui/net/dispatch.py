"""Each request of a client answered: decoded against its schema, counted against the
connection's rate, checked by its room and carried out; a refusal, with its reason, goes to
the sender alone. Joining a room (create, watch, claim, resume) is the part that finds the
room; every other request acts on the room the connection is in.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.net import lobby
from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.announce import Announcer
from yahtzee_tui.net.computers import ComputerPlayers
from yahtzee_tui.net.connection import Connection
from yahtzee_tui.net.expiry import Expiry
from yahtzee_tui.net.limits import JoinGate, Limits
from yahtzee_tui.net.notices import Hosting, Refused, Said, Seated, Unseated
from yahtzee_tui.net.protocol import ProtocolError, encode
from yahtzee_tui.net.restore import take_offer
from yahtzee_tui.net.room import Member, Refusal, Room
from yahtzee_tui.net.room_keeper import RoomKeeper
from yahtzee_tui.net.room_news import broadcast, presence, snapshots
from yahtzee_tui.net.seats import normal_code
from yahtzee_tui.net.snapshot import snapshot
from yahtzee_tui.sentences import sentence_of

log = logging.getLogger(__name__)


class Dispatcher:
    def __init__(
        self,
        rooms: dict[str, Room],
        *,
        limits: Limits,
        clock: Callable[[], float],
        store: RoomKeeper,
        computers: ComputerPlayers,
        announcer: Announcer,
        expiry: Expiry,
        join_gate: JoinGate,
        open_room: Callable[[str], tuple[str, str]],
    ) -> None:
        self.rooms = rooms
        self.limits = limits
        self.clock = clock
        self.store = store
        self.computers = computers
        self.announcer = announcer
        self.expiry = expiry
        self.join_gate = join_gate
        self.open_room = open_room

    async def serve(self, conn: Connection) -> None:
        """A client connected to this process: its requests answered until the connection
        closes, then it leaves its room. Once closing, frames are read and dropped: an unread
        backlog would stop the client's closing frame from being seen."""
        try:
            while True:
                frame = await conn.receive(joined=conn.room is not None)
                if frame is not None and not conn.closing:
                    self.handle_frame(conn, frame)
        finally:
            self.leave(conn)

    def handle_frame(self, conn: Connection, frame: str | bytes) -> None:
        """One frame from a client, answered; nothing it holds can raise out of here."""
        try:
            # Decoded before the rate is counted, to weigh the request and name it in a
            # refusal (decoding a frame costs far less than answering it).
            request = rq.REQUESTS.decode(frame)
        except ProtocolError as error:
            conn.bucket.take(self.clock())
            if not conn.strike():
                conn.send(
                    encode(Refused(of="?", kind="invalid", reason=sentence_of(error), v=error.v))
                )
            return
        kind = type(request).__struct_config__.tag
        if not conn.bucket.take(self.clock(), rq.COSTS.get(type(request), 1.0)):
            if not conn.strike():
                reason = Message(N_("too many messages: slow down"))
                conn.send(
                    encode(Refused(of=str(kind), kind="limit", reason=reason, ref=request.ref))
                )
            return
        try:
            self._dispatch(conn, request)
        except Refusal as refusal:
            refused = Refused(
                of=str(kind), kind=refusal.kind, reason=sentence_of(refusal), ref=request.ref
            )
            conn.send(encode(refused))
        except Exception:
            log.exception("a %s request failed", kind)
            reason = Message(N_("the server could not handle that request"))
            conn.send(encode(Refused(of=str(kind), kind="error", reason=reason, ref=request.ref)))

    def leave(self, conn: Connection) -> None:
        """The client's connection is gone: it leaves its room (its seats wait for it)."""
        room = conn.room
        if room is None:
            return
        room.leave(conn.member)
        presence(room)
        self.expiry.when_empty(room)

    # --- in a room ------------------------------------------------------------------------

    def _dispatch(self, conn: Connection, request: rq.Request) -> None:
        if isinstance(request, rq.Create | rq.Watch | rq.Claim | rq.Resume):
            self._join(conn, request)
            return
        room, member, ref = conn.room, conn.member, request.ref
        if room is None:
            raise Refusal.of(N_("join a room first"), "state")
        if isinstance(request, rq.INTENTS):
            self.announcer.announce(room, room.make_move(member, request), member, ref)
        elif isinstance(request, rq.Chat):
            line = room.chat_line(member, request.text)
            broadcast(room, encode(Said(line=line)), skip=member)
            member.send(encode(Said(line=line, ref=ref)))
            self.store.save_soon(room, meta=True)  # the chat is kept with the room
        elif isinstance(request, rq.Sync):
            self.announcer.snapshot_when_kept(room, member, ref)
        elif isinstance(request, rq.Restore):
            self._restore(room, member, request)
        elif isinstance(request, rq.HandOver):
            lobby.hand_over(room, member, request.seat, request.level)
            self.store.save_soon(room, meta=True)
            snapshots(room, member, ref)
            self.computers.play_soon(room)
        else:
            self._host_or_lobby(room, member, request)

    def _restore(self, room: Room, member: Member, request: rq.Restore) -> None:
        """Moves a store that came back older lost, given back by a member (`restore`)."""
        if not self.store.may_roll_back:
            said = N_("nothing to restore: this server keeps every confirmed move")
            raise Refusal.of(said, "state")
        take_offer(room, member, request)
        log.warning("room %s: moves up to %d restored from a client", room.code, room.move)
        self.store.save_soon(room, game=True)
        self.store.after_kept(room.code, lambda: snapshots(room, member, request.ref))
        self.computers.play_soon(room)

    def _host_or_lobby(self, room: Room, member: Member, request: rq.Request) -> None:
        if isinstance(request, rq.SetSeat):
            losers = lobby.set_seat(room, member, request.seat, request.kind, request.level)
            self._unseated(losers, request.seat)
        elif isinstance(request, rq.RemoveSeat):
            losers = lobby.remove_seat(room, member, request.seat)
            self._unseated(losers, request.seat)
        elif isinstance(request, rq.SetRules):
            lobby.set_rules(room, member, request.rules)
        elif isinstance(request, rq.Leave):
            lobby.give_up_seats(room, member)
        elif isinstance(request, rq.Start):
            lobby.start(room, member)
        else:
            raise Refusal.of(
                N_("{request} is not understood here"), "invalid", request=type(request).__name__
            )
        self.store.save_soon(room, meta=True, game=isinstance(request, rq.Start))
        snapshots(room, member, request.ref)
        self.computers.play_soon(room)

    @staticmethod
    def _unseated(losers: list[Member], seat: int) -> None:
        for loser in losers:
            loser.send(
                encode(Unseated(seat=seat, reason=Message(N_("the host changed this seat"))))
            )

    # --- into a room ----------------------------------------------------------------------

    def _join(self, conn: Connection, request: rq.Create | rq.Watch | rq.Claim | rq.Resume) -> None:
        if isinstance(request, rq.Create):
            self._create(conn, request)
            return
        member, ref = conn.member, request.ref
        if isinstance(request, rq.Watch | rq.Claim) and conn.room is None:
            # A code alone opens these: counted, so that codes cannot be guessed by the
            # thousand. Coming back with a token (unguessable) is not counted.
            refusal = self.join_gate.refusal(conn.address, self.clock())
            if refusal is not None:
                raise Refusal(refusal, "limit")
        room = self.rooms.get(normal_code(request.code))
        if room is None and isinstance(request, rq.Resume):
            # A token for it was given out: the room was here, and is no longer kept.
            said = N_("room {code} is lost: the server no longer holds it")
            raise Refusal.of(said, "not_found", code=request.code)
        if room is None:
            raise Refusal.of(N_("no room has the code {code}"), "not_found", code=request.code)
        if conn.room is not None and conn.room is not room:
            raise Refusal.of(
                N_("this connection is already in room {code}"), "state", code=conn.room.code
            )
        if isinstance(request, rq.Watch):
            if room.watchers() >= self.limits.watchers_per_room and not member.watching:
                raise Refusal.of(N_("this room has as many watchers as it takes"), "limit")
            room.watch(member, request.name)
        elif isinstance(request, rq.Claim):
            seat, token = lobby.claim(room, member, request.name, request.seat)
            member.send(encode(Seated(code=room.code, seat=seat, token=token, ref=ref)))
            self.store.save_soon(room, meta=True)
            conn.room = room
            snapshots(room, member, ref)
            return
        else:
            resumed = room.resume(member, request.token)
            if resumed is None:
                member.send(encode(Hosting(code=room.code, token=request.token, ref=ref)))
            else:
                seated = Seated(code=room.code, seat=resumed, token=request.token, ref=ref)
                member.send(encode(seated))
                self.store.save_soon(room, meta=True)  # a stand-in may have stood down
        conn.room = room
        self.announcer.snapshot_when_kept(room, member, ref)
        presence(room)

    def _create(self, conn: Connection, request: rq.Create) -> None:
        member, ref = conn.member, request.ref
        if conn.room is not None:
            raise Refusal.of(
                N_("this connection is already in room {code}"), "state", code=conn.room.code
            )
        code, token = self.open_room(request.rules)
        room = self.rooms[code]
        member.host = True
        room.enter(member)
        conn.room = room
        member.send(encode(Hosting(code=code, token=token, ref=ref)))
        try:
            for number, spec in enumerate(request.seats):
                lobby.set_seat(room, member, number, spec.kind, spec.level)
            if request.name is not None:
                seat, seat_token = lobby.claim(room, member, request.name, None)
                member.send(encode(Seated(code=code, seat=seat, token=seat_token, ref=ref)))
        finally:
            # Whatever part of the set-up was refused, the room is there: tell its host.
            self.store.save_soon(room, meta=True)
            member.send(encode(snapshot(room, member, ref)))
