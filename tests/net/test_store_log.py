"""A room's game on disk as a snapshot and a log of lines appended since: what is appended
reads back the same, a move costs the same bytes at the end of a game as at its start, a line
a crash cut short is dropped, and rooms kept before the logs still load."""

from __future__ import annotations

import asyncio
import random
import shutil
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.net.helpers import intent, random_move
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, new_game
from yahtzee_tui.game.replay import last_roll_index
from yahtzee_tui.net import requests as rq
from yahtzee_tui.net import store as store_module
from yahtzee_tui.net.game_log import Written, decode_entries, resume, split_log
from yahtzee_tui.net.replica import undo_seat
from yahtzee_tui.net.room import Member, Room
from yahtzee_tui.net.seats import HUMAN, Seat
from yahtzee_tui.net.store import RoomStore, load_room_game, seats_from_file
from yahtzee_tui.storage.saves import load_game

KEPT = Path(__file__).parent / "kept_by_0_1_0"


def a_room(rules: str, players: int, seed: int) -> tuple[Room, Member]:
    names = ["Ann", "Ðorđe", "Cvetka", "Dan"][:players]
    seats = [Seat(HUMAN, name, token_hash=str(n) * 64) for n, name in enumerate(names)]
    room = Room("LOG222", rules, "f" * 64, seats, new_game(rules, names, seed=seed))
    member = Member(seats=set(range(players)))
    room.members.append(member)
    return room, member


def moves_of(room: Room, member: Member, chooser: random.Random, undos: float) -> Iterator[None]:
    """Random legal moves (undos among them) made in `room`, one per step, to the game's end."""
    while room.state is not None and not room.state.is_over:
        seat = undo_seat(room.state)
        if seat is not None and chooser.random() < undos:
            room.make_move(member, rq.Undo(seat=seat, move=room.move))
        else:
            move = random_move(room.state, chooser)
            room.make_move(member, intent(move, room.state.current, room.move))
        yield


def store_in(directory: Path) -> RoomStore:
    return RoomStore(directory, ThreadPoolExecutor(1), lambda state: None)


def loaded(directory: Path) -> list[Room]:
    return store_in(directory).load_all(
        lambda meta, game: Room(meta.code, meta.rules, meta.host, state=game)
    )


@settings(max_examples=40, deadline=None)
@given(
    rules=st.sampled_from(["yahtzee", "yatzy", "yamb", "jamb_directed"]),
    players=st.integers(2, 3),
    seed=st.integers(0, 2**32),
    steps=st.integers(1, 120),
    undos=st.sampled_from([0.0, 0.2, 0.6]),
    data=st.data(),
)
def test_the_lines_appended_read_back_as_the_game_they_were_written_from(
    rules: str, players: int, seed: int, steps: int, undos: float, data: st.DataObject
):
    room, member = a_room(rules, players, seed)
    states: list[GameState] = [room.state]  # type: ignore[list-item]
    for _, _ in zip(range(steps), moves_of(room, member, random.Random(seed), undos), strict=False):
        states.append(room.state)  # type: ignore[arg-type]
    at = data.draw(st.integers(0, len(states) - 1), label="snapshot taken at")
    snapshot = states[at]
    written = Written.snapshot(snapshot, 10**9)  # a snapshot that the log never outgrows
    lines = []
    for number, state in enumerate(states[at + 1 :], start=at + 1):
        line, written = written.entry_to(state, number)  # type: ignore[misc]
        lines.append(line)
    # Any whole prefix of the log gives the game as it was when its last line was written.
    for count in {0, len(lines) // 2, len(lines)}:
        raw = b"".join(lines[:count])
        assert resume(snapshot, decode_entries(split_log(raw)[0])) == states[at + count]


def test_a_line_that_goes_back_past_the_snapshots_last_roll_reads_back_from_the_seed():
    """Moves a client gave back (`restore`) may take a room's game onto another branch from
    an earlier roll than its snapshot's last."""
    room, member = a_room("yatzy", 2, seed=5)
    played = [room.state for _ in moves_of(room, member, random.Random(5), 0.0)]
    snapshot = played[60]
    assert snapshot is not None
    branch = Room(room.code, room.rules_id, room.host_hash, room.seats, played[20])
    branch.members.append(member)
    for _ in zip(range(10), moves_of(branch, member, random.Random(9), 0.0), strict=False):
        pass
    line, _ = Written.snapshot(snapshot, 10**9).entry_to(branch.state, 99)  # type: ignore[misc,arg-type]
    (entry,) = decode_entries([line])
    assert entry.kept < last_roll_index(snapshot.history)
    assert resume(snapshot, [entry]) == branch.state


def play_and_save(directory: Path, rules: str, seed: int, moves: int | None = None) -> Room:
    """A room whose moves are each written by a store, as the server does."""
    room, member = a_room(rules, 2, seed)
    store = store_in(directory)

    async def play() -> None:
        store.save_soon(room, meta=True, game=True)
        await store.flush()
        for number, _ in enumerate(moves_of(room, member, random.Random(seed), 0.1), 1):
            store.save_soon(room, game=True)
            await store.flush()
            if number == moves:
                return

    asyncio.run(play())
    assert store.problems == []
    return room


class BytesWritten:
    """Counts the bytes a store writes through its two ways of writing a file."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.per_write: list[int] = []
        replace, append = store_module.write_atomically, getattr(store_module, "append_line", None)

        def counted_replace(target: Path, text: str) -> None:
            if target.name == "game.json":
                self.per_write.append(len(text.encode()))
            replace(target, text)

        def counted_append(path: Path, line: bytes, size: int) -> None:
            self.per_write.append(len(line))
            assert append is not None
            append(path, line, size)

        monkeypatch.setattr(store_module, "write_atomically", counted_replace)
        monkeypatch.setattr(store_module, "append_line", counted_append, raising=False)


def test_the_bytes_written_per_move_do_not_grow_with_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    written = BytesWritten(monkeypatch)
    room = play_and_save(tmp_path, "jamb_directed", seed=11, moves=500)
    counts = written.per_write
    assert len(counts) == 501  # the game as it starts, then each move
    # Bytes per move over the game so far, after its first quarter and after the whole. A
    # game written whole after every move costs more per move the longer it goes (2.5 times
    # as much here); a snapshot now and then, and a line per move, about the same.
    early, whole = sum(counts[:126]) / 125, sum(counts) / 500
    assert whole < 1.25 * early, (early, whole)
    assert load_room_game(tmp_path / room.code) == room.state


def test_a_room_read_back_resumes_its_log_and_writes_a_fresh_snapshot_on_its_next_move(
    tmp_path: Path,
):
    room = play_and_save(tmp_path, "yamb", seed=5, moves=150)
    directory = tmp_path / room.code
    logs = sorted(path.name for path in directory.glob("game.*.log"))
    assert len(logs) == 1 and directory.joinpath(logs[0]).stat().st_size > 0
    (back,) = loaded(tmp_path)
    assert back.state == room.state


def room_with_a_log(tmp_path: Path) -> tuple[Room, Path, Path]:
    room = play_and_save(tmp_path, "yatzy", seed=8, moves=30)
    directory = tmp_path / room.code
    (log,) = directory.glob("game.*.log")
    return room, directory, log


def test_a_last_line_a_crash_cut_short_is_dropped_and_the_room_resumes_before_it(
    tmp_path: Path,
):
    room, directory, log = room_with_a_log(tmp_path)
    lines = log.read_bytes().split(b"\n")[:-1]
    assert len(lines) >= 2
    before = resume(load_room_game_snapshot(directory), decode_entries(lines[:-1]))
    log.write_bytes(b"\n".join(lines[:-1]) + b"\n" + lines[-1][: len(lines[-1]) // 2])
    (back,) = loaded(tmp_path)
    assert back.state == before != room.state
    # Zeros a power cut left where the line was going: dropped as well.
    log.write_bytes(b"\n".join(lines) + b"\n" + b"\0" * 40)
    (back,) = loaded(tmp_path)
    assert back.state == room.state


def load_room_game_snapshot(directory: Path) -> GameState:
    return load_game(directory / "game.json")


@pytest.mark.parametrize(
    "damage",
    [lambda line: b"{" + line[9:], lambda line: line.replace(b'"dice":[', b'"dice":[6,')],
    ids=["not JSON", "a die changed"],
)
def test_a_damaged_line_within_the_log_moves_the_room_aside_and_the_server_goes_on(
    tmp_path: Path, damage: Callable[[bytes], bytes]
):
    room, directory, log = room_with_a_log(tmp_path)
    lines = log.read_bytes().split(b"\n")
    lines[1] = damage(lines[1])
    log.write_bytes(b"\n".join(lines))
    store = store_in(tmp_path)
    assert store.load_all(lambda meta, game: pytest.fail("not resumed")) == []
    assert "cannot be resumed" in store.problems[0]
    assert [path.name.split(".")[0] for path in tmp_path.iterdir()] == [room.code]
    assert not directory.exists()


def test_a_log_left_by_a_crash_between_a_snapshot_and_its_removal_is_ignored_and_removed(
    tmp_path: Path,
):
    room, directory, log = room_with_a_log(tmp_path)
    stale = directory / "game.0123456789abcdef.log"
    stale.write_bytes(b'{"move":1,"check":"x"}\n')
    (back,) = loaded(tmp_path)
    assert back.state == room.state and not stale.exists() and log.exists()


def test_a_line_the_disk_refused_is_cut_off_and_the_next_write_is_a_snapshot(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    room, member = a_room("yatzy", 2, 3)
    store = store_in(tmp_path)
    real = store_module.append_line
    refused: list[int] = []

    def full_disk(path: Path, line: bytes, size: int) -> None:
        if not refused:
            refused.append(size)
            with path.open("ab") as file:
                file.write(line[:7])  # half a line, as a full disk leaves it
            raise OSError(28, "No space left on device")
        real(path, line, size)

    async def play() -> None:
        store.save_soon(room, meta=True, game=True)
        await store.flush()
        for number, _ in enumerate(moves_of(room, member, random.Random(3), 0.0)):
            store.save_soon(room, game=True)
            await store.flush()
            if number == 4:
                monkeypatch.setattr(store_module, "append_line", full_disk)
            if number == 8:
                return

    asyncio.run(play())
    assert refused and len(store.problems) == 1 and "No space left" in store.problems[0]
    assert load_room_game(tmp_path / room.code) == room.state


def test_append_line_cuts_off_what_a_failed_write_left(tmp_path: Path, monkeypatch):
    path = tmp_path / "game.0000000000000000.log"
    store_module.append_line(path, b"one\n", 0)

    def short_write(fd: int, data: bytes) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("os.write", short_write)
    with pytest.raises(OSError):
        store_module.append_line(path, b"two\n", 4)
    monkeypatch.undo()
    with pytest.raises(OSError, match="not as it was written"):
        store_module.append_line(path, b"three\n", 0)
    assert path.read_bytes() == b"one\n"


def test_a_room_kept_by_the_last_release_loads_and_goes_on_with_a_log(tmp_path: Path):
    """`kept_by_0_1_0/rooms` was written by the room server of 5675a04 (a whole game.json
    after every move): a Yamb game with a move taken back, holds since its last roll."""
    shutil.copytree(KEPT / "rooms", tmp_path / "rooms")
    (room,) = store_in(tmp_path / "rooms").load_all(
        lambda meta, game: Room(meta.code, meta.rules, meta.host, seats_from_file(meta), game)
    )
    assert room.state is not None and room.state.marks and room.state.previous is not None
    before = room.state
    member = Member(seats={0, 1})
    room.members.append(member)
    store = store_in(tmp_path / "rooms")

    async def play() -> None:
        for number, _ in enumerate(moves_of(room, member, random.Random(1), 0.0)):
            store.save_soon(room, game=True)
            await store.flush()
            if number == 5:
                return

    asyncio.run(play())
    assert len(room.state.history) > len(before.history)
    assert load_room_game(tmp_path / "rooms" / "KEPT22") == room.state
    assert list((tmp_path / "rooms" / "KEPT22").glob("game.*.log"))


def test_an_entry_that_keeps_more_than_there_is_is_refused():
    state = new_game("yatzy", ["Ann"], seed=1)
    line = msgspec.json.encode({"move": 1, "kept": 3, "check": "abc"})
    with pytest.raises(GameError, match="keeps more"):
        resume(state, decode_entries([line]))
    with pytest.raises(GameError, match="not an entry"):
        decode_entries([b'{"move": -1, "check": "abc"}'])
