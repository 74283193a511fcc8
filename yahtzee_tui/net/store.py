"""Rooms on disk: one directory per room under `<data>/rooms/`, written after every change.

`room.json` holds the seats (tokens as hashes), the rule set and the chat, written atomically.
The game is a snapshot, `game.json`, in the save format of local play (`storage.saves`) and
written atomically, plus the log it names (`game.<id>.log`): one line appended and synced per
write (`game_log`), so that a move costs the same at the end of a long game as at its start.
The snapshot is written again, with a new log, once the log outgrows it. A room of a version
before the logs (a snapshot naming none) loads as it is.

Writes run in worker threads so the event loop never waits on the disk; each room has at
most one write in flight, and when moves come faster than the disk the newest state is
written and the ones it supersedes are skipped. A finished game is recorded and then its
directory goes.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import secrets
import shutil
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, cast

import msgspec

from yahtzee_tui.engine import get_rules
from yahtzee_tui.game import MAX_PLAYERS, GameState
from yahtzee_tui.game.serialize import state_to_dict
from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.net.game_log import Written, decode_entries, resume, split_log
from yahtzee_tui.net.listening_socket import room_folders
from yahtzee_tui.net.log_file import append_line, read_bounded
from yahtzee_tui.net.notices import ChatLine
from yahtzee_tui.net.room import Room
from yahtzee_tui.net.seats import Seat
from yahtzee_tui.sentences import ngettext
from yahtzee_tui.storage.atomic import remove_stale_temp_files, write_atomically
from yahtzee_tui.storage.saves import (
    MAX_SAVE_BYTES,
    SaveError,
    load_game,
    quarantine_saved_game,
    save_game,
)

log = logging.getLogger(__name__)

ROOM_FORMAT = "yahtzee-tui-room"
ROOM_VERSION = 1
ROOM_FILE = "room.json"
GAME_FILE = "game.json"
# The key of `game.json` that names the log following it (the save format ignores it).
LOG_KEY = "room_log"
LOG_NAME = re.compile(r"game\.[0-9a-f]{16}\.log")
# The seats and the chat kept (CHAT_KEPT lines of at most MAX_CHAT_CHARS each), with room.
MAX_ROOM_FILE_BYTES = 256 * 1024


SeatKindOnDisk = Literal["open", "human", "computer"]


class SeatFile(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    kind: SeatKindOnDisk
    name: str | None = None
    level: str | None = None
    token: str | None = None  # SHA-256 of the seat's token
    stand_in: str | None = None


class RoomFile(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    format: str
    version: int
    code: str
    rules: str
    host: str  # SHA-256 of the host's token
    seats: list[SeatFile]
    started: bool
    # The room's chat goes with the room: a server (or a host) started again shows it.
    chat: list[ChatLine] = msgspec.field(default_factory=list)


def room_file(room: Room) -> RoomFile:
    seats = [
        SeatFile(
            kind=cast(SeatKindOnDisk, seat.kind),
            name=seat.name,
            level=seat.level,
            token=seat.token_hash,
            stand_in=seat.stand_in,
        )
        for seat in room.seats
    ]
    return RoomFile(
        format=ROOM_FORMAT,
        version=ROOM_VERSION,
        code=room.code,
        rules=room.rules_id,
        host=room.host_hash,
        seats=seats,
        started=room.state is not None,
        chat=list(room.chat),
    )


def room_file_problem(meta: RoomFile, code: str) -> Message | None:
    """Why room `code`'s file `meta` cannot be used (None: it can), wherever it was kept
    (a folder, Redis); an unknown rule set raises as `get_rules` does."""
    if meta.format != ROOM_FORMAT or meta.version != ROOM_VERSION:
        return Message(N_("not a version {version} room file"), version=ROOM_VERSION)
    if meta.code != code:
        return Message(N_("room file names another room"))
    get_rules(meta.rules)
    if len(meta.seats) > MAX_PLAYERS:
        return ngettext(
            "a room has at most {seats} seat",
            "a room has at most {seats} seats",
            MAX_PLAYERS,
            seats=MAX_PLAYERS,
        )
    return None


class _Snapshot(msgspec.Struct):
    room_log: str | None = None


@dataclass(frozen=True)
class _Kept:
    """A room's game as this process last wrote it, and the log it appends to."""

    written: Written
    log: str


@dataclass
class _Job:
    meta: RoomFile | None = None
    state: GameState | None = None
    move: int = 0
    forget: bool = False
    # Worked out just before the write: a snapshot, or a line for the log.
    text: str | None = None
    line: bytes | None = None
    size: int = 0  # of the log the line goes at the end of
    after: _Kept | None = None
    # What waits for this write to be on disk: the frames that confirm a move.
    then: list[Callable[[], None]] = field(default_factory=list)


def save_text(state: GameState) -> str:
    """`state` in the save format of `storage.saves` (what `save_game` writes)."""
    return msgspec.json.encode(state_to_dict(state)).decode()


def snapshot_text(state: GameState, log: str) -> str:
    """`state` in the save format, naming the log that follows it."""
    return msgspec.json.encode(state_to_dict(state) | {LOG_KEY: log}).decode()


def _remove_logs(directory: Path, keep: str | None = None) -> None:
    """Remove the logs no snapshot names any more (a crash may leave one behind)."""
    for path in directory.glob("game.*.log"):
        if path.name != keep:
            with contextlib.suppress(OSError):
                path.unlink()


class RoomStore:
    may_roll_back = False  # a move is confirmed only once it is on disk

    def __init__(
        self,
        directory: Path,
        executor: Executor,
        record: Callable[[GameState], str | None],
    ) -> None:
        self.directory = directory
        self.executor = executor
        self.record = record
        self._pending: dict[str, _Job] = {}
        self._writers: dict[str, asyncio.Task[None]] = {}
        self._kept: dict[str, _Kept] = {}
        self.problems: list[str] = []  # what went wrong, newest last (also logged)

    def room_dir(self, code: str) -> Path:
        return self.directory / code

    # --- writing --------------------------------------------------------------------------

    def save_soon(self, room: Room, *, meta: bool = False, game: bool = False) -> None:
        """Write what changed in `room` as soon as its previous write is done."""
        job = self._pending.setdefault(room.code, _Job())
        if meta:
            job.meta = room_file(room)
        if game and room.state is not None:
            job.state, job.move = room.state, room.move
        self._drain_soon(room.code)

    def after_kept(self, code: str, send: Callable[[], None]) -> None:
        """Call `send` once what was asked for `code` so far is on disk (at once when nothing
        is waiting): a move is confirmed to the clients only after it is written, so a server
        killed at any moment never loses a move a client was told of."""
        job = self._pending.get(code)
        if job is None:
            send()
        else:
            job.then.append(send)

    def forget_soon(self, code: str) -> None:
        """Remove a room's directory (a lobby left empty)."""
        self._pending[code] = _Job(forget=True)
        self._drain_soon(code)

    def _drain_soon(self, code: str) -> None:
        if code not in self._writers:
            self._writers[code] = asyncio.get_running_loop().create_task(self._drain(code))

    async def _drain(self, code: str) -> None:
        loop = asyncio.get_running_loop()
        try:
            while (job := self._pending.pop(code, None)) is not None:
                # Encoded here, in C and in microseconds: the threads then only wait on the
                # disk, and never hold the interpreter away from the event loop.
                if job.state is not None and not job.state.is_over:
                    self._plan(code, job)
                try:
                    written = await loop.run_in_executor(self.executor, self._write, code, job)
                    if written and job.after is not None:
                        self._kept[code] = job.after
                    elif job.forget or job.state is not None:
                        # Gone, finished, or not written: the next write is a snapshot.
                        self._kept.pop(code, None)
                finally:
                    # Written, or failed and said so: either way the table goes on.
                    for send in job.then:
                        send()
        finally:
            del self._writers[code]

    async def flush(self) -> None:
        """Wait until every change asked for so far is on disk."""
        while self._writers:
            await asyncio.gather(*list(self._writers.values()), return_exceptions=True)

    def _plan(self, code: str, job: _Job) -> None:
        """A line for the room's log, or a snapshot when there is no log to append to yet (or
        the log has outgrown its snapshot)."""
        assert job.state is not None
        kept = self._kept.get(code)
        step = None if kept is None else kept.written.entry_to(job.state, job.move)
        if kept is not None and step is not None:
            job.line, written = step
            job.size = kept.written.log_bytes
            job.after = _Kept(written, kept.log)
            return
        log = f"game.{secrets.token_hex(8)}.log"
        job.text = snapshot_text(job.state, log)
        job.after = _Kept(Written.snapshot(job.state, len(job.text)), log)

    def _write(self, code: str, job: _Job) -> bool:
        """In a worker thread: one room's pending writes, never raising; whether all went."""
        directory = self.room_dir(code)
        try:
            if job.forget:
                shutil.rmtree(directory, ignore_errors=True)
                return True
            if job.meta is not None:
                write_atomically(directory / ROOM_FILE, msgspec.json.encode(job.meta).decode())
            if job.line is not None and job.after is not None:
                append_line(directory / job.after.log, job.line, job.size)
            elif job.text is not None and job.after is not None:
                write_atomically(directory / GAME_FILE, job.text)
                _remove_logs(directory, keep=job.after.log)
            elif job.state is not None:
                self._write_game(directory, job.state)
        except (OSError, SaveError) as error:
            self._problem(Message(N_("room {code}: {problem}"), code=code, problem=error))
            return False
        return True

    def _write_game(self, directory: Path, state: GameState) -> None:
        if state.is_over:
            problem = self.record(state)
            if problem is None:
                # Recorded: the room is done. Unrecorded, it stays for the next start to retry.
                shutil.rmtree(directory, ignore_errors=True)
                return
            self._problem(
                Message(N_("room {code}: {problem}"), code=directory.name, problem=problem)
            )
        save_game(state, directory / GAME_FILE)
        _remove_logs(directory)

    def _problem(self, text: str) -> None:
        log.warning("%s", text)
        self.problems.append(text)

    # --- reading back ---------------------------------------------------------------------

    def load_all(self, make_room: Callable[[RoomFile, GameState | None], Room]) -> list[Room]:
        """Every room saved under the directory. A room that cannot be read is moved aside
        (`<code>.corrupt-<time>`) and named in `problems`; a finished one is recorded and
        removed."""
        rooms = []
        for directory in room_folders(self.directory):
            # Left by writes a killed server never finished; nothing writes them before the
            # rooms are loaded, so they go whatever their age.
            for name in (ROOM_FILE, GAME_FILE):
                remove_stale_temp_files(directory / name, older_than=0)
            try:
                meta, state = self._read(directory)
            except (OSError, SaveError, msgspec.MsgspecError, ValueError, RecursionError) as error:
                moved = quarantine_saved_game(directory)  # renames a directory as well
                self._problem(
                    Message(
                        N_("room {code} cannot be resumed ({problem}): moved to {moved}"),
                        code=directory.name,
                        problem=error,
                        moved=moved,
                    )
                )
                continue
            if state is not None and state.is_over:
                self._write_game(directory, state)
                continue
            rooms.append(make_room(meta, state))
        return rooms

    def _read(self, directory: Path) -> tuple[RoomFile, GameState | None]:
        raw = (directory / ROOM_FILE).read_bytes()
        if len(raw) > MAX_ROOM_FILE_BYTES:
            raise ValueError(Message(N_("room file is too large")))
        meta = msgspec.json.decode(raw, type=RoomFile)
        problem = room_file_problem(meta, directory.name)
        if problem is not None:
            raise ValueError(problem)
        state = None
        if meta.started:
            state, log_name = _load_room_game(directory)
            # Any other log was left by a crash between a snapshot and its old log's removal.
            _remove_logs(directory, keep=log_name)
        if state is not None:
            names = [seat.name for seat in meta.seats]
            if names != [player.name for player in state.players]:
                raise ValueError(Message(N_("the seats do not match the game's players")))
        return meta, state


def load_room_game(directory: Path) -> GameState:
    """The game of the room kept in `directory`: its snapshot with the lines of its log since
    (a line a crash cut short dropped). SaveError, OSError or ValueError when it cannot be
    resumed."""
    return _load_room_game(directory)[0]


def _load_room_game(directory: Path) -> tuple[GameState, str | None]:
    snapshot = load_game(directory / GAME_FILE)
    name = msgspec.json.decode((directory / GAME_FILE).read_bytes(), type=_Snapshot).room_log
    if name is not None and not LOG_NAME.fullmatch(name):
        raise ValueError(
            Message(N_("{file} names no log of its room: {name}"), file=GAME_FILE, name=repr(name))
        )
    raw = None if name is None else read_bounded(directory / name, MAX_SAVE_BYTES)
    if raw is None:
        return snapshot, name
    lines, torn = split_log(raw)
    if torn:
        log.warning("room %s: the log's last line, cut short, is dropped", directory.name)
    return resume(snapshot, decode_entries(lines)), name


def seats_from_file(meta: RoomFile) -> list[Seat]:
    return [
        Seat(seat.kind, seat.name, seat.level, seat.token, seat.stand_in) for seat in meta.seats
    ]
