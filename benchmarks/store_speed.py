"""What keeping a room costs per move over a whole game: time and bytes, the game written whole
after every move (as the room server did before its logs) against a snapshot and a log line
per move (`net.store.RoomStore`), and with --redis the same in Redis (`cluster.state`).

Plays one game of random legal moves (Jamb (directed), the longest preset, 4 players unless
told) in a room, then writes each of its positions in turn, waiting for each write (the server
confirms a move only once it is kept): "whole" is `save_text` and `write_atomically` for
every move, which is what the room files' store did; "log" is the store as it is. Prints the
mean time and bytes per move over the game, and over its first and last tenths, and how
long the last position takes to read back either way. Times are
wall-clock and include the disk's syncs; a busy machine or disk makes them noisy. Writes go
to a temporary folder (and a Redis server of Debian's package on a free port, with --redis).

    python benchmarks/store_speed.py [--rules jamb_directed] [--players 4] [--seed 1] [--redis]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from common import machine

from tests.net.helpers import intent, random_move
from yahtzee_tui.game import GameState, new_game
from yahtzee_tui.net import store as store_module
from yahtzee_tui.net.room import Member, Room
from yahtzee_tui.net.seats import HUMAN, Seat
from yahtzee_tui.net.store import RoomStore, load_room_game, save_text
from yahtzee_tui.storage.saves import load_game

NAMES = ["Ann", "Bob", "Cvetka", "Dan", "Eva", "Filip"]


def played(rules: str, players: int, seed: int) -> tuple[Room, list[GameState], list[int]]:
    """A room, and every position of one game of random legal moves with its move number."""
    names = NAMES[:players]
    seats = [Seat(HUMAN, name, token_hash=str(n) * 64) for n, name in enumerate(names)]
    room = Room("BENCH2", rules, "f" * 64, seats, new_game(rules, names, seed=seed))
    member = Member(seats=set(range(players)))
    room.members.append(member)
    chooser = random.Random(seed)
    states, moves = [room.state], [room.move]
    while room.state is not None and not room.state.is_over:
        move = random_move(room.state, chooser)
        room.make_move(member, intent(move, room.state.current, room.move))
        states.append(room.state)
        moves.append(room.move)
    # The last position is a finished game, recorded rather than kept: left out.
    return room, [s for s in states if s is not None][:-1], moves[:-1]


class Figures:
    def __init__(self, name: str) -> None:
        self.name = name
        self.seconds: list[float] = []
        self.bytes: list[int] = []

    def line(self) -> str:
        tenth = max(1, len(self.seconds) // 10)

        def part(values: list[float] | list[int]) -> str:
            return (
                f"{statistics.mean(values[:tenth]):9.1f} {statistics.mean(values):9.1f} "
                f"{statistics.mean(values[-tenth:]):9.1f}"
            )

        ms = [s * 1000 for s in self.seconds]
        return f"{self.name:<14} ms/move {part(ms)}   bytes/move {part(self.bytes)}"


def whole_files(states: list[GameState], folder: Path) -> Figures:
    figures = Figures("files, whole")
    target = folder / "whole" / "game.json"
    for state in states:
        start = time.perf_counter()
        text = save_text(state)
        store_module.write_atomically(target, text)
        figures.seconds.append(time.perf_counter() - start)
        figures.bytes.append(len(text.encode()))
    return figures


def logged_files(room: Room, states: list[GameState], moves: list[int], folder: Path) -> Figures:
    figures = Figures("files, log")
    store = RoomStore(folder / "log", ThreadPoolExecutor(1), lambda state: None)
    written: list[int] = []
    replace, append = store_module.write_atomically, store_module.append_line

    def counted_replace(target: Path, text: str) -> None:
        if target.name == store_module.GAME_FILE:
            written.append(len(text.encode()))
        replace(target, text)

    def counted_append(path: Path, line: bytes, size: int) -> None:
        written.append(len(line))
        append(path, line, size)

    store_module.write_atomically = counted_replace  # type: ignore[assignment]
    store_module.append_line = counted_append  # type: ignore[assignment]
    try:

        async def run() -> None:
            for state, move in zip(states, moves, strict=True):
                room.state, room.move = state, move
                start = time.perf_counter()
                store.save_soon(room, game=True)
                await store.flush()
                figures.seconds.append(time.perf_counter() - start)
                figures.bytes.append(sum(written))
                written.clear()

        asyncio.run(run())
    finally:
        store_module.write_atomically, store_module.append_line = replace, append
    return figures


def redis_figures(
    room: Room, states: list[GameState], moves: list[int], folder: Path
) -> list[Figures]:
    from redis.asyncio import Redis

    from tests.net.cluster.redis_server import RedisServer, redis_executable
    from yahtzee_tui.net.cluster import keys
    from yahtzee_tui.net.cluster.bus import Health, Op, Outbox
    from yahtzee_tui.net.cluster.lease import Leases
    from yahtzee_tui.net.cluster.state import RedisRoomStore, game_text

    server = RedisServer(redis_executable(), folder / "redis")
    server.start()
    whole, logged = Figures("redis, whole"), Figures("redis, log")

    async def run() -> None:
        redis = Redis.from_url(server.url)
        leases = Leases(redis, "bench")
        outbox = Outbox(leases, Health(redis), lost=lambda code: None)
        outbox.start()
        store = RedisRoomStore(outbox, ThreadPoolExecutor(1), lambda state: None)
        await leases.acquire(room.code)
        sent: list[int] = []
        put: Callable[[Op], None] = outbox.put

        def counted(op: Op) -> None:
            if op.write is not None:
                sent.append(len(op.write[2].encode()))
            put(op)

        outbox.put = counted  # type: ignore[method-assign]
        for state, move in zip(states, moves, strict=True):
            room.state, room.move = state, move
            start = time.perf_counter()
            text = game_text(room, state)  # what the owner set for every move before
            outbox.put(outbox.room_op(room.code, write=("", "set", text)))  # type: ignore[arg-type]
            await outbox.flush()
            whole.seconds.append(time.perf_counter() - start)
            whole.bytes.append(sum(sent))
            sent.clear()
        await redis.delete(keys.game(room.code))
        for state, move in zip(states, moves, strict=True):
            room.state, room.move = state, move
            start = time.perf_counter()
            store.save_soon(room, game=True)
            await store.flush()
            logged.seconds.append(time.perf_counter() - start)
            logged.bytes.append(sum(sent))
            sent.clear()
        await outbox.close()
        await redis.aclose()

    try:
        asyncio.run(run())
    finally:
        server.stop()
    return [whole, logged]


def read_back(folder: Path, code: str) -> str:
    """How long the game's last position takes to read back, as kept either way."""
    start = time.perf_counter()
    whole = load_game(folder / "whole" / store_module.GAME_FILE)
    middle = time.perf_counter()
    logged = load_room_game(folder / "log" / code)
    end = time.perf_counter()
    assert whole == logged
    return (
        f"read back at the end: whole {1000 * (middle - start):.0f} ms, "
        f"snapshot and log {1000 * (end - middle):.0f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="jamb_directed")
    parser.add_argument("--players", type=int, default=4, choices=range(2, 7))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--redis", action="store_true", help="the Redis store as well")
    args = parser.parse_args()
    room, states, moves = played(args.rules, args.players, args.seed)
    print(f"{args.rules}, {args.players} players: {len(states)} moves kept; {machine()}")
    print(f"{'':<14} {'':7} {'first 10%':>9} {'all':>9} {'last 10%':>9}")
    with tempfile.TemporaryDirectory(prefix="store-speed-") as temp:
        folder = Path(temp)
        results = [whole_files(states, folder), logged_files(room, states, moves, folder)]
        if args.redis:
            results += redis_figures(room, states, moves, folder)
        reads = read_back(folder, room.code)
    for figures in results:
        print(figures.line())
    print(reads)
    for before, after in zip(results[::2], results[1::2], strict=True):
        total = sum(before.seconds) / sum(after.seconds)
        size = sum(before.bytes) / sum(after.bytes)
        print(f"{after.name}: {total:.1f}x less time, {size:.0f}x fewer bytes over the game")


if __name__ == "__main__":
    main()
