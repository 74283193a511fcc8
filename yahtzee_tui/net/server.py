"""The room server: many rooms in one process, each game held and moved by the server.

Every request is decoded against its schema, checked by the room, and answered: a change
goes to everyone in the room, a refusal with its reason to the sender alone. Computer seats
play here, their moves worked out in a worker thread so the event loop never blocks. Each
room is written to disk after every change and read back when the server starts again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import ssl
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode

from yahtzee_tui import paths
from yahtzee_tui.engine import get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.net import lobby
from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.computers import ComputerPlayers
from yahtzee_tui.net.connection import Connection
from yahtzee_tui.net.limits import JoinAttempts, Limits
from yahtzee_tui.net.notices import Changed, Hosting, Refused, Said, Seated, Unseated
from yahtzee_tui.net.protocol import MAX_REQUEST_BYTES, ProtocolError, encode
from yahtzee_tui.net.recording import record_result
from yahtzee_tui.net.restore import take_offer
from yahtzee_tui.net.room import Member, Refusal, Room
from yahtzee_tui.net.room_keeper import RoomKeeper
from yahtzee_tui.net.room_news import broadcast, presence, snapshots, with_ref
from yahtzee_tui.net.seats import new_code, new_token, normal_code, token_hash
from yahtzee_tui.net.snapshot import snapshot
from yahtzee_tui.net.store import RoomFile, RoomStore, seats_from_file
from yahtzee_tui.sentences import sentence_of

log = logging.getLogger(__name__)

# A computer's pause before each of its moves, so that people can follow them.
COMPUTER_DELAY = 0.5
AWAY_TIMEOUT = 60.0


class RoomServer:
    def __init__(
        self,
        data_dir: Path | None = None,
        *,
        limits: Limits | None = None,
        computer_delay: float = COMPUTER_DELAY,
        away_timeout: float = AWAY_TIMEOUT,
        clock: Callable[[], float] = time.monotonic,
        record: Callable[[GameState], str | None] | None = None,
    ) -> None:
        self.data_dir = data_dir or paths.data_dir()
        self.limits = limits or Limits()
        self.join_attempts = JoinAttempts(self.limits.join_attempts_per_minute)
        self.away_timeout = away_timeout
        self.clock = clock
        self.rooms: dict[str, Room] = {}
        self.port: int | None = None
        self._connections: set[Connection] = set()
        self._timers: set[asyncio.TimerHandle] = set()
        self._disk = ThreadPoolExecutor(8, thread_name_prefix="room-writer")
        self.computers = ComputerPlayers(
            computer_delay,
            lambda room, changes: self._announce(room, changes, None, None),
            lambda room: self.rooms.get(room.code) is room,
        )
        # Who records a finished game (None: the problem, else it is recorded): the records
        # of the data folder, unless the app hosting this server records it itself.
        self.store: RoomKeeper = RoomStore(
            self.data_dir / "rooms", self._disk, record or self._record
        )
        self._server: Server | None = None

    def _record(self, state: GameState) -> str | None:
        return record_result(state, self.data_dir / "records.sqlite3")

    # --- running --------------------------------------------------------------------------

    async def start(
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        ssl_context: ssl.SSLContext | None = None,
        *,
        reuse_port: bool = False,
    ) -> int:
        """Resume the saved rooms and listen; the port (shared by processes: `reuse_port`)."""
        for room in self.store.load_all(self._room_from_file):
            self.rooms[room.code] = room
            self.computers.play_soon(room)
        self._server = await serve(
            self._serve,
            host,
            port,
            ssl=ssl_context,
            max_size=MAX_REQUEST_BYTES,
            compression=None,  # small frames, and no compression oracle next to the tokens
            origins=[None],  # browsers send an Origin: no web page can open a connection
            server_header=None,
            ping_interval=10,
            ping_timeout=10,
            close_timeout=2,
            reuse_port=reuse_port,
        )
        self.port = self._server.sockets[0].getsockname()[1]
        return self.port

    async def serve_forever(self) -> None:
        assert self._server is not None
        await self._server.serve_forever()

    async def close(self) -> None:
        """Stop listening, let pending writes reach the disk, and stop every task."""
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        self.computers.stop()
        for timer in self._timers:
            timer.cancel()
        await self.store.flush()
        self._disk.shutdown(wait=True)

    def _room_from_file(self, meta: RoomFile, state: GameState | None) -> Room:
        return Room(
            meta.code,
            meta.rules,
            meta.host,
            seats_from_file(meta),
            state,
            away_timeout=self.away_timeout,
            clock=self.clock,
        )

    def open_room(self, rules: str) -> tuple[str, str]:
        """A new room with no one in it yet (a host's own table): its code, the host's token."""
        if len(self.rooms) >= self.limits.max_rooms:
            raise Refusal.of(
                N_("this server holds as many rooms as it can: try again later"), "limit"
            )
        try:
            rules_id = get_rules(rules).id
        except GameError as error:
            raise Refusal(sentence_of(error), "invalid") from None
        code, token = self._new_code(), new_token()
        room = Room(
            code, rules_id, token_hash(token), away_timeout=self.away_timeout, clock=self.clock
        )
        self.rooms[code] = room
        self.store.save_soon(room, meta=True)
        self._expire_when_empty(room)
        return code, token

    def _new_code(self) -> str:
        return new_code(set(self.rooms))

    # --- one connection -------------------------------------------------------------------

    async def _serve(self, ws: ServerConnection) -> None:
        if len(self._connections) >= self.limits.max_connections:
            await ws.close(CloseCode.TRY_AGAIN_LATER, Message(N_("the server is full")))
            return
        conn = Connection(ws, self.limits, self.clock())
        self._connections.add(conn)
        try:
            await self._read(conn)
        except ConnectionClosed:
            pass
        finally:
            self._connections.discard(conn)
            self._leave(conn)
            await conn.finish()

    async def _read(self, conn: Connection) -> None:
        """Read until the connection closes. Once closing, frames are read and dropped: an
        unread backlog would stop the client's closing frame from being seen."""
        while True:
            frame = await conn.receive(joined=conn.room is not None)
            if frame is not None and not conn.closing:
                self.handle_frame(conn, frame)

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

    def _leave(self, conn: Connection) -> None:
        room = conn.room
        if room is None:
            return
        room.leave(conn.member)
        presence(room)
        self._expire_when_empty(room)

    # --- requests -------------------------------------------------------------------------

    def _dispatch(self, conn: Connection, request: rq.Request) -> None:
        if isinstance(request, rq.Create | rq.Watch | rq.Claim | rq.Resume):
            self._join(conn, request)
            return
        room, member, ref = conn.room, conn.member, request.ref
        if room is None:
            raise Refusal.of(N_("join a room first"), "state")
        if isinstance(request, rq.INTENTS):
            self._announce(room, room.make_move(member, request), member, ref)
        elif isinstance(request, rq.Chat):
            line = room.chat_line(member, request.text)
            broadcast(room, encode(Said(line=line)), skip=member)
            member.send(encode(Said(line=line, ref=ref)))
        elif isinstance(request, rq.Sync):
            self._snapshot_when_kept(room, member, ref)
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

    def _join(self, conn: Connection, request: rq.Create | rq.Watch | rq.Claim | rq.Resume) -> None:
        if isinstance(request, rq.Create):
            self._create(conn, request)
            return
        member, ref = conn.member, request.ref
        if isinstance(request, rq.Watch | rq.Claim) and conn.room is None:
            # A code alone opens these: counted, so that codes cannot be guessed by the
            # thousand. Coming back with a token (unguessable) is not counted.
            refusal = self._join_refusal(conn)
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
        self._snapshot_when_kept(room, member, ref)
        presence(room)

    def _join_refusal(self, conn: Connection) -> str | None:
        """Why one more attempt of this address to enter a room by its code is refused now."""
        return self.join_attempts.refusal(conn.address, self.clock())

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

    # --- telling the room -----------------------------------------------------------------

    def _snapshot_when_kept(self, room: Room, member: Member, ref: int | None) -> None:
        """The table as it is now, sent once every move in it is kept (as a move's own news
        is): a client never sees a move that a killed server could lose."""
        frame = encode(snapshot(room, member, ref))
        self.store.after_kept(room.code, lambda: member.send(frame))

    def _announce(
        self, room: Room, changes: Iterable[Changed], sender: Member | None, ref: int | None
    ) -> None:
        changes = list(changes)
        self.store.save_soon(room, game=True)

        def confirm() -> None:  # once the move is kept: a confirmed move is never lost
            for changed in changes:
                # The player who moved hears first: it is the one waiting on the answer.
                if sender is not None:
                    sender.send(encode(changed if ref is None else with_ref(changed, ref)))
                broadcast(room, encode(changed), skip=sender)
            if over:
                # The finished game is revealed whole (seed included) for clients to check.
                snapshots(room, None, None)

        over = room.phase == "over"
        self.store.after_kept(room.code, confirm)
        if over:
            self._after(self.limits.finished_room_seconds, self._drop_finished, room)
        else:
            self.computers.play_soon(room)

    # --- rooms that are done --------------------------------------------------------------

    def _after(self, delay: float, action: Callable[[Room], None], room: Room) -> None:
        loop = asyncio.get_running_loop()
        handle: asyncio.TimerHandle | None = None

        def fire() -> None:
            if handle is not None:
                self._timers.discard(handle)
            action(room)

        handle = loop.call_later(delay, fire)
        self._timers.add(handle)

    def _expire_when_empty(self, room: Room) -> None:
        if room.is_empty() and room.phase == "lobby":
            room.empty_since = self.clock()
            self._after(self.limits.empty_lobby_seconds, self._drop_empty_lobby, room)

    def _drop_empty_lobby(self, room: Room) -> None:
        waited = self.clock() - room.empty_since
        if room.is_empty() and room.phase == "lobby" and waited >= self.limits.empty_lobby_seconds:
            self._forget(room)
            self.store.forget_soon(room.code)

    def _drop_finished(self, room: Room) -> None:
        with contextlib.suppress(KeyError):
            self._forget(room)

    def _forget(self, room: Room) -> None:
        if self.rooms.get(room.code) is room:
            del self.rooms[room.code]
