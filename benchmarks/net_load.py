"""Many rooms on one server: moves per second and the round trip of a move, on loopback only.

Starts `yahtzee-tui server` on 127.0.0.1 in its own process (its data in a temporary
directory), opens ROOMS rooms of 4 clients each, and lets every room play random legal moves
for SECONDS, each player pausing THINK seconds (on average) before a move, as people do. A
round trip is the time from sending a move to its confirmation arriving at the same client.
Bounded in rooms and in time; it stops by itself and stops its server.

With --redis the same load runs, one after the other, on the embedded server and on
`server --redis --workers N` for each N of --workers (a Redis server of Debian's package on a
free port in a temporary folder, started and stopped here), and the figures are printed side
by side: what sharing the rooms through Redis costs, and what a second process gives.

    python benchmarks/net_load.py [--rooms 200] [--seconds 20] [--think 0.5]
    python benchmarks/net_load.py --redis --workers 1 2
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from common import machine
from websockets.asyncio.client import ClientConnection, connect

from tests.net.helpers import intent, random_move
from yahtzee_tui.game import GameState
from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.collector import steady_collector
from yahtzee_tui.net.notices import NOTICES, Changed, Refused, Snapshot
from yahtzee_tui.net.protocol import encode
from yahtzee_tui.net.replica import apply_change, state_from_wire

PLAYERS = 4
HERE = Path(__file__).resolve().parent


@dataclass
class Table:
    """One room as the benchmark drives it: four connections and the game as seat 0 sees it."""

    number: int
    seats: list[ClientConnection] = field(default_factory=list)
    code: str = ""
    state: GameState | None = None
    move: int = 0
    waiting: dict[int, asyncio.Future[object]] = field(default_factory=dict)
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    refs: int = 0

    def next_ref(self) -> int:
        self.refs += 1
        return self.refs


@dataclass
class Figures:
    round_trips: list[float] = field(default_factory=list)
    moves: int = 0
    refused: int = 0
    games_over: int = 0


async def read(table: Table, seat: int, ws: ClientConnection) -> None:
    """Every notice is decoded on every connection; seat 0's keep the table's game."""
    async for frame in ws:
        notice = NOTICES.decode(frame)
        if seat == 0:
            if isinstance(notice, Snapshot) and notice.game is not None:
                table.state, table.move = state_from_wire(notice.game), notice.move
                table.changed.set()
            elif isinstance(notice, Changed) and table.state is not None:
                table.state, table.move = apply_change(table.state, notice.change), notice.move
                table.changed.set()
        if notice.ref is not None and notice.ref in table.waiting:
            future = table.waiting[notice.ref]
            if not future.done() and (isinstance(notice, Refused | Changed | Snapshot)):
                future.set_result(notice)


async def request(table: Table, seat: int, message: rq.Request) -> object:
    ref = table.next_ref()
    future: asyncio.Future[object] = asyncio.get_running_loop().create_future()
    table.waiting[ref] = future
    await table.seats[seat].send(encode(message.__class__(**{**_fields(message), "ref": ref})))
    try:
        return await future
    finally:
        del table.waiting[ref]


def _fields(message: rq.Request) -> dict[str, object]:
    return {name: getattr(message, name) for name in message.__struct_fields__}


async def set_up(url: str, table: Table) -> None:
    for seat in range(PLAYERS):
        ws = await connect(url, compression=None, max_size=None)
        table.seats.append(ws)
        asyncio.get_running_loop().create_task(read(table, seat, ws))
    seats = [rq.SeatSpec(kind="open")] * PLAYERS
    snapshot = await request(table, 0, rq.Create(rules="yahtzee", seats=seats, name="P1"))
    assert isinstance(snapshot, Snapshot), snapshot
    table.code = snapshot.code
    for seat in range(1, PLAYERS):
        claimed = await request(table, seat, rq.Claim(code=table.code, name=f"P{seat + 1}"))
        assert isinstance(claimed, Snapshot), claimed
    started = await request(table, 0, rq.Start())
    assert isinstance(started, Snapshot), started


async def play(table: Table, figures: Figures, think: float, deadline: float) -> None:
    chooser = random.Random(table.number)
    while time.monotonic() < deadline:
        while table.state is None:
            table.changed.clear()
            await table.changed.wait()
        if table.state.is_over:
            figures.games_over += 1
            return
        if think:
            await asyncio.sleep(think * chooser.uniform(0.5, 1.5))
        state, number = table.state, table.move
        seat = state.current
        started = time.perf_counter()
        answer = await request(table, seat, intent(random_move(state, chooser), seat, number))
        figures.round_trips.append(time.perf_counter() - started)
        if isinstance(answer, Refused):
            figures.refused += 1
        else:
            figures.moves += 1
        while table.move <= number:  # seat 0 has the move too before the next one
            table.changed.clear()
            await table.changed.wait()


def cpu_seconds(pids: list[int]) -> tuple[float, float]:
    """(user, system) CPU seconds of processes so far."""
    tick = os.sysconf("SC_CLK_TCK")
    user = system = 0.0
    for pid in pids:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        user, system = user + int(fields[11]) / tick, system + int(fields[12]) / tick
    return user, system


def children(pid: int) -> list[int]:
    text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    return [int(child) for child in text.split()]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Result:
    name: str
    moves_per_second: float
    p50: float
    p99: float
    server_cpu: float  # share of one core, every server process together
    redis_cpu: float


def start_redis(folder: str) -> tuple[subprocess.Popen[bytes], str]:
    """Debian's redis-server on a free port, keeping nothing on disk."""
    executable = shutil.which("redis-server")
    if executable is None:
        raise SystemExit("--redis needs redis-server: apt-get install redis-server")
    port = free_port()
    redis = subprocess.Popen(
        [executable, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
         "--appendonly", "no", "--dir", folder],
        stdout=subprocess.DEVNULL,
    )  # fmt: skip
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5) as sock:
                sock.sendall(b"PING\r\n")
                if sock.recv(16).startswith(b"+PONG"):
                    return redis, f"redis://127.0.0.1:{port}/0"
        except OSError:
            time.sleep(0.05)
    redis.kill()
    raise SystemExit("redis-server did not start")


async def run(
    rooms: int, seconds: float, think: float, redis_url: str | None = None, workers: int = 1
) -> Result:
    name = "embedded" if redis_url is None else f"redis, {workers} process{'es' * (workers > 1)}"
    print(f"--- {name}")
    with tempfile.TemporaryDirectory(prefix="yahtzee-net-bench-") as home:
        port = 0 if redis_url is None else free_port()
        # Every client claims its seat from this one address: the join limit made room for it.
        sharing = ["--join-limit", "100000"] + (
            [] if redis_url is None else ["--redis", redis_url, "--workers", str(workers)]
        )
        server = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "yahtzee_tui", "server", "--port", str(port),
            "--rate-limit", "1000", *sharing,
            stdout=asyncio.subprocess.PIPE,
            env={**os.environ, "YAHTZEE_TUI_HOME": home, "PYTHONPATH": str(HERE.parent)},
        )  # fmt: skip
        assert server.stdout is not None
        listening = 0
        while listening < (1 if redis_url is None else workers):
            line = (await asyncio.wait_for(server.stdout.readline(), 30)).decode()
            found = re.search(r"ws://127\.0\.0\.1:(\d+)", line)
            listening += found is not None
            assert line, "the server stopped"
            if found:
                port = int(found.group(1))
        url = f"ws://127.0.0.1:{port}"
        pids = [server.pid] + (children(server.pid) if redis_url is not None else [])
        try:
            tables = [Table(number) for number in range(rooms)]
            began = time.perf_counter()
            for start in range(0, rooms, 20):  # twenty rooms at a time, as a crowd arrives
                await asyncio.gather(*(set_up(url, t) for t in tables[start : start + 20]))
            setup = time.perf_counter() - began
            print(f"{rooms} rooms of {PLAYERS} clients set up in {setup:.1f} s")
            steady_collector()  # the clients' own collector pauses are not the server's
            figures = Figures()
            redis_pid = redis_pid_of(redis_url)
            cpu_before, own_before = cpu_seconds(pids), time.process_time()
            redis_before = cpu_seconds(redis_pid)
            began = time.perf_counter()
            deadline = time.monotonic() + seconds
            await asyncio.gather(*(play(t, figures, think, deadline) for t in tables))
            elapsed = time.perf_counter() - began
            user, system = (b - a for a, b in zip(cpu_before, cpu_seconds(pids), strict=True))
            result = report(name, figures, elapsed, user, system, think)
            if redis_pid:
                redis_cpu = sum(cpu_seconds(redis_pid)) - sum(redis_before)
                result.redis_cpu = redis_cpu / elapsed
                print(f"Redis CPU {redis_cpu:.1f} s ({redis_cpu / elapsed:.0%} of one core)")
            own = time.process_time() - own_before
            print(f"the clients' process: CPU {own:.1f} s ({own / elapsed:.0%} of one core)")
            for table in tables:
                for ws in table.seats:
                    await ws.close()
        finally:
            server.terminate()
            await server.wait()
    return result


REDIS_PIDS: dict[str, int] = {}


def redis_pid_of(url: str | None) -> list[int]:
    return [REDIS_PIDS[url]] if url in REDIS_PIDS else []


def report(
    name: str, figures: Figures, elapsed: float, user: float, system: float, think: float
) -> Result:
    trips = sorted(figures.round_trips)
    if not trips:
        print("no move was made")
        return Result(name, 0.0, 0.0, 0.0, 0.0, 0.0)

    def at(share: float) -> float:
        return trips[min(len(trips) - 1, int(share * len(trips)))] * 1000

    print(f"think time {think * 1000:.0f} ms on average; {figures.games_over} games finished")
    print(
        f"{figures.moves} moves in {elapsed:.1f} s: {figures.moves / elapsed:.0f} moves/s "
        f"({figures.refused} refused)"
    )
    print(
        f"round trip of a move: p50 {at(0.50):.2f} ms, p90 {at(0.90):.2f} ms, "
        f"p99 {at(0.99):.2f} ms, max {trips[-1] * 1000:.2f} ms, "
        f"mean {statistics.fmean(trips) * 1000:.2f} ms"
    )
    cpu = user + system
    per_move = cpu / figures.moves * 1e6
    print(
        f"server CPU {cpu:.1f} s ({cpu / elapsed:.0%} of one core; {system:.1f} s in the kernel),"
        f" {per_move:.0f} µs a move"
    )
    return Result(name, figures.moves / elapsed, at(0.50), at(0.99), cpu / elapsed, 0.0)


def side_by_side(results: list[Result]) -> None:
    print()
    print(
        f"{'server':<22}{'moves/s':>9}{'p50 ms':>9}{'p99 ms':>9}{'server CPU':>12}{'Redis CPU':>11}"
    )
    for r in results:
        print(
            f"{r.name:<22}{r.moves_per_second:>9.0f}{r.p50:>9.2f}{r.p99:>9.2f}"
            f"{r.server_cpu:>12.0%}{r.redis_cpu:>11.0%}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, default=200, help="rooms of 4 clients (max 500)")
    parser.add_argument("--seconds", type=float, default=20.0, help="how long they play (max 120)")
    parser.add_argument("--think", type=float, default=0.5, help="seconds before each move")
    parser.add_argument(
        "--redis",
        action="store_true",
        help="also run the rooms shared through a Redis server (started here)",
    )
    parser.add_argument(
        "--workers",
        type=int,
        nargs="+",
        default=[1],
        metavar="N",
        help="with --redis: server processes, one run for each number given (1 to 4)",
    )
    args = parser.parse_args()
    rooms = max(1, min(args.rooms, 500))
    seconds = max(1.0, min(args.seconds, 120.0))
    think = max(0.0, args.think)
    workers = [max(1, min(n, 4)) for n in args.workers]
    if not args.redis and workers != [1]:
        parser.error("--workers needs --redis: the processes share their rooms through it")
    print(f"before: {machine()}")
    results = [asyncio.run(run(rooms, seconds, think))]
    if args.redis:
        with tempfile.TemporaryDirectory(prefix="yahtzee-net-bench-redis-") as folder:
            redis, url = start_redis(folder)
            REDIS_PIDS[url] = redis.pid
            try:
                for count in workers:
                    results.append(asyncio.run(run(rooms, seconds, think, url, count)))
            finally:
                redis.terminate()
                redis.wait()
    side_by_side(results)
    print(f"after: {machine()}")


if __name__ == "__main__":
    main()
