"""Rooms kept in Redis: the room's seats (tokens as hashes, `store.RoomFile`) and its game in
the save format of local play, under the room's keys, written through the owner's outbox.

The same forms as the room files of one process, checked the same way when read back, so a
process that takes a room over resumes it as a restarted server resumes its files. The game
is written whole now and then; between, each write pushes one line onto the room's log list
(`game_log`), so a move costs the same at the end of a long game as at its start. The game
and each line hold the room's move number (`room_move`, a key the save format ignores): a
room taken over keeps counting from it, so that a client can tell a store that came back
older. A room kept before the logs (a game and no list) reads as it was.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from concurrent.futures import Executor

import msgspec
from redis.asyncio import Redis

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.game.serialize import state_from_dict, state_to_dict
from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.net.cluster import keys
from yahtzee_tui.net.cluster.bus import Op, Outbox
from yahtzee_tui.net.game_log import Entry, Written, decode_entries, resume
from yahtzee_tui.net.room import Room
from yahtzee_tui.net.store import (
    MAX_ROOM_FILE_BYTES,
    RoomFile,
    room_file,
    room_file_problem,
)
from yahtzee_tui.storage.saves import MAX_SAVE_BYTES

log = logging.getLogger(__name__)


class RoomUnreadable(ValueError):
    """A room in Redis that cannot be resumed (the reason)."""


ROOM_MOVE = "room_move"
# More lines than a log holds before it outgrows the largest game a room can have.
MAX_LOG_LINES = 200_000


def game_text(room: Room, state: GameState) -> str:
    """The game in the save format, with the room's move number."""
    return msgspec.json.encode(state_to_dict(state) | {ROOM_MOVE: room.move}).decode()


class RedisRoomStore:
    """`RoomKeeper` on Redis. Nothing is loaded at start: a room is read when a client asks
    for it and no process owns it."""

    # Redis may come back from an older snapshot, or empty, after a crash.
    may_roll_back = True

    def __init__(
        self, outbox: Outbox, executor: Executor, record: Callable[[GameState], str | None]
    ) -> None:
        self.outbox = outbox
        self.executor = executor
        self.record = record
        self.problems: list[str] = []
        # Each room's game as last written here, under the lease it was written with: a
        # room owned again (a new lease) starts with its game written whole.
        self._kept: dict[str, tuple[str, Written]] = {}

    def save_soon(self, room: Room, *, meta: bool = False, game: bool = False) -> None:
        if room.phase == "over" and not game:
            return  # recorded and gone from Redis: only its last snapshots are left to send
        state = room.state if game else None
        meta_text = msgspec.json.encode(room_file(room)).decode() if meta else ""
        if state is not None and state.is_over:
            self._forget_kept(room.code)
            op = self.outbox.room_op(room.code, write=(meta_text, "drop", ""))
            if op is not None:
                op.before = lambda: self._record(room.code, state)
        elif state is not None:
            op = self._game_op(room, state, meta_text)
        elif meta_text:
            op = self.outbox.room_op(room.code, write=(meta_text, "", ""))
        else:
            return
        if op is not None:  # else the room is no longer ours: its new owner keeps it
            self.outbox.put(op)

    def _game_op(self, room: Room, state: GameState, meta_text: str) -> Op | None:
        """A line for the room's log, or the game whole when this lease has written none yet
        (or the log has outgrown it)."""
        code = room.code
        token = self.outbox.leases.token(code)
        if token is None:
            return None
        kept = self._kept.get(code)
        step = None if kept is None or kept[0] != token else kept[1].entry_to(state, room.move)
        if kept is not None and step is not None:
            line, written = step
            op = Op(code, token, write=(meta_text, "append", line[:-1].decode()))
            op.log_length = kept[1].entries
            # Not kept (Redis answered with an error): the lines after it are refused too,
            # and the room's game goes whole again.
            op.failed = lambda: self._write_whole_again(room)
        else:
            text = game_text(room, state)
            written = Written.snapshot(state, len(text))
            op = Op(code, token, write=(meta_text, "set", text))
            op.failed = lambda: self._forget_kept(code)  # whole again at the next move
        self._kept[code] = (token, written)
        if len(self._kept) > 2 * len(self.outbox.leases.tokens) + 16:
            self._let_go_of_others()
        return op

    def _let_go_of_others(self) -> None:
        """Forget the games of rooms no longer owned here (released, or lost to another)."""
        tokens = self.outbox.leases.tokens
        for code, (token, _) in list(self._kept.items()):
            if tokens.get(code) != token:
                del self._kept[code]

    def _write_whole_again(self, room: Room) -> None:
        kept = self._kept.get(room.code)
        self._forget_kept(room.code)
        if kept is not None and room.state is not None and not room.state.is_over:
            self.save_soon(room, game=True)  # the next lines follow it

    def _forget_kept(self, code: str) -> None:
        self._kept.pop(code, None)

    async def _record(self, code: str, state: GameState) -> None:
        problem = await asyncio.get_running_loop().run_in_executor(
            self.executor, self.record, state
        )
        if problem is not None:
            self._problem(Message(N_("room {code}: {problem}"), code=code, problem=problem))

    def after_kept(self, code: str, send: Callable[[], None]) -> None:
        # Frames leave through the same ordered outbox as the writes: already after them.
        send()

    def forget_soon(self, code: str) -> None:
        self._forget_kept(code)
        op = self.outbox.room_op(code, write=("", "forget", ""))
        if op is not None:
            self.outbox.put(op)

    async def flush(self) -> None:
        await self.outbox.flush()

    def load_all(self, make_room: Callable[[RoomFile, GameState | None], Room]) -> list[Room]:
        return []

    def _problem(self, text: str) -> None:
        log.warning("%s", text)
        self.problems.append(text)


async def read_room(redis: Redis, code: str) -> tuple[RoomFile, GameState | None] | None:
    """Room `code` as kept in Redis (None: there is no such room, or only its code is taken).
    Raises RoomUnreadable when what is there cannot be resumed."""
    found = await read_room_at(redis, code)
    return None if found is None else found[:2]


async def read_room_at(
    redis: Redis, code: str
) -> tuple[RoomFile, GameState | None, int | None] | None:
    """`read_room`, with the room's move number as kept (None when not kept: a room written
    before move numbers were)."""
    pipe = redis.pipeline(transaction=False)
    pipe.get(keys.meta(code))
    pipe.get(keys.game(code))
    pipe.llen(keys.log(code))
    pipe.lrange(keys.log(code), 0, MAX_LOG_LINES - 1)
    raw_meta, raw_game, lines, raw_log = await pipe.execute()
    if not raw_meta:
        return None
    if lines > MAX_LOG_LINES:
        raise RoomUnreadable(Message(N_("the room's game is too large")))
    return read_kept(code, raw_meta, raw_game, raw_log)


def kept_move(raw_game: bytes, state: GameState, entries: list[Entry] | None = None) -> int | None:
    """The room's move number kept with its game (its log's last line's when it has one),
    when it is one a room can have."""
    if entries:
        number: object = entries[-1].move
    else:
        try:
            number = json.loads(raw_game).get(ROOM_MOVE)
        except (ValueError, AttributeError, RecursionError):
            return None
    if type(number) is not int or not len(state.history) <= number <= 2**53:
        return None
    return number


def parse_room(
    code: str, raw_meta: bytes, raw_game: bytes | None, raw_log: list[bytes] | None = None
) -> tuple[RoomFile, GameState | None]:
    """The checks of `store.RoomStore` on room files, on what Redis holds."""
    return read_kept(code, raw_meta, raw_game, raw_log or [])[:2]


def read_kept(
    code: str, raw_meta: bytes, raw_game: bytes | None, raw_log: list[bytes]
) -> tuple[RoomFile, GameState | None, int | None]:
    """`parse_room`, with the room's move number as kept."""
    move = None
    try:
        if len(raw_meta) > MAX_ROOM_FILE_BYTES:
            raise RoomUnreadable(Message(N_("room file is too large")))
        meta = msgspec.json.decode(raw_meta, type=RoomFile)
        problem = room_file_problem(meta, code)
        if problem is not None:
            raise RoomUnreadable(problem)
        state = None
        if meta.started:
            if raw_game is None:
                raise RoomUnreadable(Message(N_("the room's game is missing")))
            if len(raw_game) + sum(map(len, raw_log)) > MAX_SAVE_BYTES:
                raise RoomUnreadable(Message(N_("the room's game is too large")))
            entries = decode_entries(raw_log)
            state = resume(state_from_dict(json.loads(raw_game)), entries)
            move = kept_move(raw_game, state, entries)
            names = [seat.name for seat in meta.seats]
            if names != [player.name for player in state.players]:
                raise RoomUnreadable(Message(N_("the seats do not match the game's players")))
    except (msgspec.MsgspecError, GameError, ValueError, RecursionError) as error:
        if isinstance(error, RoomUnreadable):
            raise
        raise RoomUnreadable(str(error)) from None
    return meta, state, move
