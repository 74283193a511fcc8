"""Rooms on disk: written after every move in the save format, resumed after a restart."""

from __future__ import annotations

import asyncio
import json
import random
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import msgspec
import pytest

from tests.game.helpers import play_game
from tests.net.conftest import UNHURRIED, Connect
from yahtzee_tui import paths
from yahtzee_tui.game import GameState, new_game, roll, toggle_hold
from yahtzee_tui.net import store as store_module
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.requests import SeatSpec
from yahtzee_tui.net.room import Room
from yahtzee_tui.net.seats import HUMAN, Seat, new_token, token_hash
from yahtzee_tui.net.server import RoomServer
from yahtzee_tui.net.store import RoomStore, load_room_game, room_file, save_text
from yahtzee_tui.storage.records import recent_games
from yahtzee_tui.storage.saves import load_game, save_game

OPEN = SeatSpec(kind="open")


async def test_every_move_is_saved_a_snapshot_in_the_save_format_of_local_play_then_its_log(
    server: RoomServer, connect: Connect
):
    ann = await connect()
    code = await ann.create("yahtzee", seats=[OPEN], name="Ann")
    await ann.start_game()
    await server.store.flush()
    directory = server.store.room_dir(code)
    assert load_game(directory / "game.json") == server.rooms[code].state
    for move in (ann.roll, lambda: ann.hold(1), lambda: ann.hold(4)):
        await move()
        await server.store.flush()
        assert load_room_game(directory) == server.rooms[code].state
    # What undo can take back is saved too.
    kept = load_room_game(directory)
    assert kept.previous == server.rooms[code].state.previous  # type: ignore[union-attr]


async def test_a_server_started_again_resumes_its_rooms_lobbies_included(connect: Connect):
    home = paths.data_dir() / "resume"
    first = RoomServer(home, limits=UNHURRIED, computer_delay=0)
    await first.start("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{first.port}"
    ann = TableClient(url)
    await ann.connect()
    playing = await ann.create("yatzy", seats=[OPEN], name="Ann")
    await ann.start_game()
    await ann.roll()
    await ann.hold(2)
    lobby = TableClient(url)
    await lobby.connect()
    waiting = await lobby.create("yamb", seats=[OPEN, SeatSpec(kind="computer", level="easy")])
    before = first.rooms[playing].state
    credentials = ann.credentials
    await ann.close()
    await lobby.close()
    await first.close()

    second = RoomServer(home, limits=UNHURRIED, computer_delay=0)
    await second.start("127.0.0.1", 0)
    try:
        assert set(second.rooms) == {playing, waiting}
        assert second.rooms[playing].state == before
        assert [s.kind for s in second.rooms[waiting].seats] == ["open", "computer"]
        back = TableClient(f"ws://127.0.0.1:{second.port}", credentials=credentials)
        await back.connect()
        assert back.my_seats == {0} and back.room is not None and back.room.host
        assert (await back.hold(2)).held == (False,) * 5
        await back.close()
    finally:
        await second.close()


def store_in(directory: Path, record=lambda state: None) -> RoomStore:
    return RoomStore(directory, ThreadPoolExecutor(2), record)


def saved_room(directory: Path, code: str, state: GameState) -> Room:
    """A room written to disk as the server writes it."""
    seats = [
        Seat(HUMAN, player.name, token_hash=token_hash(new_token())) for player in state.players
    ]
    room = Room(code, state.rules_id, token_hash(new_token()), seats, state)
    (directory / code).mkdir(parents=True)
    (directory / code / "room.json").write_bytes(msgspec.json.encode(room_file(room)))
    save_game(state, directory / code / "game.json")
    return room


def test_a_room_that_cannot_be_read_is_moved_aside_and_the_others_resume(tmp_path: Path):
    state = roll(new_game("yahtzee", ["Ann"], seed=4))
    saved_room(tmp_path, "GOOD22", state)
    saved_room(tmp_path, "BAD333", state)
    (tmp_path / "BAD333" / "game.json").write_text('{"format": "yahtzee-tui-save", "versi')
    store = store_in(tmp_path)
    rooms = store.load_all(lambda meta, game: Room(meta.code, meta.rules, meta.host, state=game))
    assert [room.code for room in rooms] == ["GOOD22"] and rooms[0].state == state
    assert [p.name.split(".")[0] for p in tmp_path.iterdir() if "corrupt" in p.name] == ["BAD333"]
    assert "room BAD333 cannot be resumed (save file is truncated or not JSON)" in store.problems[0]


def test_temporary_files_a_killed_server_left_in_a_room_go_when_it_starts_again(
    tmp_path: Path,
):
    state = roll(new_game("yahtzee", ["Ann"], seed=4))
    saved_room(tmp_path, "ROOM22", state)
    leftovers = [tmp_path / "ROOM22" / name for name in (".game.json.x1y2", ".room.json.z3")]
    for leftover in leftovers:
        leftover.write_text("half a write")  # just written: a restart comes within seconds
    store = store_in(tmp_path)
    rooms = store.load_all(lambda meta, game: Room(meta.code, meta.rules, meta.host, state=game))
    assert [room.code for room in rooms] == ["ROOM22"]
    assert not any(leftover.exists() for leftover in leftovers)
    assert sorted(p.name for p in (tmp_path / "ROOM22").iterdir()) == ["game.json", "room.json"]


def test_a_finished_game_found_at_start_is_recorded_and_its_room_removed(tmp_path: Path):
    finished = play_game(new_game("yatzy", ["Ann"], seed=9), random.Random(9))
    saved_room(tmp_path, "DONE22", finished)
    recorded: list[GameState] = []
    store = store_in(tmp_path, lambda state: recorded.append(state))
    assert store.load_all(lambda meta, game: pytest.fail("a finished room is not resumed")) == []
    assert recorded == [finished] and not (tmp_path / "DONE22").exists()


def test_a_finished_game_that_cannot_be_recorded_keeps_its_room_for_the_next_start(
    tmp_path: Path,
):
    finished = play_game(new_game("yatzy", ["Ann"], seed=9), random.Random(9))
    saved_room(tmp_path, "DONE22", finished)
    store = store_in(tmp_path, lambda state: "the records are locked")
    store.load_all(lambda meta, game: pytest.fail("a finished room is not resumed"))
    assert load_game(tmp_path / "DONE22" / "game.json") == finished
    assert store.problems == ["room DONE22: the records are locked"]


def test_the_server_records_finished_games_through_the_records(tmp_path: Path):
    finished = play_game(new_game("yatzy", ["Ann"], seed=3), random.Random(3))
    saved_room(tmp_path / "rooms", "DONE22", finished)
    server = RoomServer(tmp_path)
    server.store.load_all(server.room_from_file)
    assert [game.seed for game in recent_games(path=tmp_path / "records.sqlite3")] == [3]


def test_moves_faster_than_the_disk_are_written_newest_first_never_older_over_newer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    written: list[str] = []
    real_write = store_module.write_atomically

    def counting_write(target: Path, text: str) -> None:
        written.append(text)
        real_write(target, text)

    monkeypatch.setattr(store_module, "write_atomically", counting_write)
    state = roll(new_game("yahtzee", ["Ann"], seed=4))
    room = Room("FAST22", "yahtzee", token_hash(new_token()), state=state)
    store = store_in(tmp_path)

    async def play() -> None:
        for die in [0, 1, 2, 3, 0, 1]:
            room.state = toggle_hold(room.state, die)  # type: ignore[arg-type]
            store.save_soon(room, game=True)
        await store.flush()

    asyncio.run(play())
    assert len(written) == 1
    assert load_game(tmp_path / "FAST22" / "game.json") == room.state


def test_the_rooms_games_are_written_exactly_as_local_play_saves_them(tmp_path: Path):
    state = toggle_hold(roll(new_game("yamb", ["Ann", "Ðorđe"], seed=6)), 2)
    save_game(state, tmp_path / "local.json")
    (tmp_path / "room.json").write_text(save_text(state))
    local = json.loads((tmp_path / "local.json").read_text())
    assert json.loads((tmp_path / "room.json").read_text()) == local
    assert load_game(tmp_path / "room.json") == state


async def test_the_rooms_chat_is_kept_with_the_room_across_a_restart(connect: Connect):
    # A host started again shows the chat its players still see, not "No chat yet".
    home = paths.data_dir() / "chat"
    first = RoomServer(home, limits=UNHURRIED, computer_delay=0)
    await first.start("127.0.0.1", 0)
    ann = TableClient(f"ws://127.0.0.1:{first.port}")
    await ann.connect()
    code = await ann.create("yahtzee", seats=[OPEN], name="Ann")
    await ann.send_chat("good luck")
    await ann.send_chat("see you after the break")
    credentials = ann.credentials
    await ann.close()
    await first.close()
    meta = json.loads((first.store.room_dir(code) / "room.json").read_text())
    assert [line["text"] for line in meta["chat"]] == ["good luck", "see you after the break"]

    second = RoomServer(home, limits=UNHURRIED, computer_delay=0)
    await second.start("127.0.0.1", 0)
    try:
        back = TableClient(f"ws://127.0.0.1:{second.port}", credentials=credentials)
        await back.connect()
        assert [(line.name, line.text) for line in back.chat] == [
            ("Ann", "good luck"),
            ("Ann", "see you after the break"),
        ]
        await back.close()
    finally:
        await second.close()


def test_a_room_file_of_the_last_release_without_a_chat_loads(tmp_path: Path):
    state = new_game("yahtzee", ["Ann"], seed=1)
    room = saved_room(tmp_path, "ABCD", state)
    meta = json.loads((tmp_path / "ABCD" / "room.json").read_text())
    del meta["chat"]
    (tmp_path / "ABCD" / "room.json").write_text(json.dumps(meta))
    (loaded,) = store_in(tmp_path).load_all(
        lambda file, game: Room(file.code, file.rules, file.host, [], game)
    )
    assert loaded.code == room.code and loaded.state == state
