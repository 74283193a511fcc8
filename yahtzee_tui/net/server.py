"""The room server: many rooms in one process, each game held and moved by the server.

Every request is decoded against its schema, checked by the room, and answered: a change
goes to everyone in the room, a refusal with its reason to the sender alone. Computer seats
play here, their moves worked out in a worker thread so the event loop never blocks. Each
room is written to disk after every change and read back when the server starts again.

The server is made of parts, each in its module: the listening socket and its connections
(`listener`), each request answered (`dispatch`), a move told once it is kept (`announce`),
rooms let go on timers (`expiry`), computer seats (`computers`). Where codes come from, where
rooms are kept and where attempts to join are counted are given to it: a process alone uses
its own (below), processes sharing their rooms through Redis use the cluster's
(`cluster.node`).
"""

from __future__ import annotations

import socket
import ssl
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from yahtzee_tui import paths
from yahtzee_tui.engine import get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import N_
from yahtzee_tui.net.announce import Announcer
from yahtzee_tui.net.computers import ComputerPlayers
from yahtzee_tui.net.dispatch import Dispatcher
from yahtzee_tui.net.expiry import Expiry
from yahtzee_tui.net.limits import JoinAttempts, JoinGate, Limits
from yahtzee_tui.net.listener import Accept, Listener
from yahtzee_tui.net.notices import Changed
from yahtzee_tui.net.recording import record_result
from yahtzee_tui.net.room import Refusal, Room
from yahtzee_tui.net.room_keeper import RoomKeeper
from yahtzee_tui.net.seats import Codes, FreeCodes, new_token, token_hash
from yahtzee_tui.net.store import RoomFile, RoomStore, seats_from_file
from yahtzee_tui.sentences import sentence_of

# A computer's pause before each of its moves, so that people can follow them.
COMPUTER_DELAY = 0.5
AWAY_TIMEOUT = 60.0

Record = Callable[[GameState], str | None]


def records_in(data_dir: Path) -> Record:
    """Who records a finished game in the records of `data_dir` (None: it is recorded, else
    the problem)."""
    return lambda state: record_result(state, data_dir / "records.sqlite3")


class RoomServer:
    def __init__(
        self,
        data_dir: Path | None = None,
        *,
        limits: Limits | None = None,
        computer_delay: float = COMPUTER_DELAY,
        away_timeout: float = AWAY_TIMEOUT,
        clock: Callable[[], float] = time.monotonic,
        record: Record | None = None,
        codes: Codes | None = None,
        store: RoomKeeper | None = None,
        join_gate: JoinGate | None = None,
        accept: Accept | None = None,
        released: Callable[[Room], None] | None = None,
    ) -> None:
        """The parts a cluster gives (else this process's own): `codes` of new rooms, the
        `store` the rooms are kept in, the `join_gate` that counts attempts to join by code,
        what to do with each connection (`accept`: else its requests are answered here), and
        who is told of a room let go (`released`)."""
        self.data_dir = data_dir or paths.data_dir()
        self.limits = limits or Limits()
        self.away_timeout = away_timeout
        self.clock = clock
        self.rooms: dict[str, Room] = {}
        self.codes = codes or FreeCodes(self.rooms)
        self.join_gate = join_gate or JoinAttempts(self.limits.join_attempts_per_minute)
        # The room files' writer threads, when the rooms are kept here.
        self._disk: ThreadPoolExecutor | None = None
        if store is None:
            # Who records a finished game: the records of the data folder, unless the app
            # hosting this server records it itself.
            self._disk = ThreadPoolExecutor(8, thread_name_prefix="room-writer")
            store = RoomStore(
                self.data_dir / "rooms", self._disk, record or records_in(self.data_dir)
            )
        self.store: RoomKeeper = store
        self.expiry = Expiry(self.rooms, store, self.limits, clock, released or _nobody)
        self.computers = ComputerPlayers(
            computer_delay, self._computer_moved, lambda room: self.rooms.get(room.code) is room
        )
        self.announcer = Announcer(store, self.computers, self.expiry)
        self.dispatcher = Dispatcher(
            self.rooms,
            limits=self.limits,
            clock=clock,
            store=store,
            computers=self.computers,
            announcer=self.announcer,
            expiry=self.expiry,
            join_gate=self.join_gate,
            open_room=self.open_room,
        )
        self.listener = Listener(self.limits, clock)
        self.accept = accept or self.dispatcher.serve

    @property
    def port(self) -> int | None:
        return self.listener.port

    # --- running --------------------------------------------------------------------------

    async def start(
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        ssl_context: ssl.SSLContext | None = None,
        *,
        reuse_port: bool = False,
        sock: socket.socket | None = None,
    ) -> int:
        """Resume the saved rooms and listen; the port (shared by processes: `reuse_port`).
        With `sock` (bound and listening already) it serves that socket instead."""
        for room in self.store.load_all(self.room_from_file):
            self.hold(room)
        return await self.listener.start(
            self.accept, host, port, ssl_context, reuse_port=reuse_port, sock=sock
        )

    async def serve_forever(self) -> None:
        await self.listener.serve_forever()

    async def close(self) -> None:
        """Stop listening, let pending writes reach the disk, and stop every task."""
        await self.listener.close()
        self.computers.stop()
        self.expiry.cancel()
        await self.store.flush()
        if self._disk is not None:
            self._disk.shutdown(wait=True)

    # --- rooms ----------------------------------------------------------------------------

    def room_from_file(self, meta: RoomFile, state: GameState | None) -> Room:
        """A room as it was kept (on disk, or in Redis), its chat included."""
        room = Room(
            meta.code,
            meta.rules,
            meta.host,
            seats_from_file(meta),
            state,
            away_timeout=self.away_timeout,
            clock=self.clock,
        )
        room.chat.extend(meta.chat)
        return room

    def hold(self, room: Room) -> None:
        """Run `room` here, as it was kept: its computers play on if one is to move."""
        self.rooms[room.code] = room
        self.computers.play_soon(room)

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
        code, token = self.codes.take(), new_token()
        room = Room(
            code, rules_id, token_hash(token), away_timeout=self.away_timeout, clock=self.clock
        )
        self.rooms[code] = room
        self.store.save_soon(room, meta=True)
        self.expiry.when_empty(room)
        return code, token

    def _computer_moved(self, room: Room, changes: Iterable[Changed]) -> None:
        self.announcer.announce(room, changes, None, None)


def _nobody(room: Room) -> None:
    """No one to tell of a room let go (the rooms of one process)."""
