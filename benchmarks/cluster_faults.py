"""An operator's bad day on `server --redis --workers 2`: what each fault costs the players.

Starts a Redis server of Debian's package (keeping nothing on disk but the dump this script
asks for) and `yahtzee-tui server --redis URL --workers 2` on 127.0.0.1, on free ports, in a
temporary folder, and opens ROOMS rooms of two clients, every rule set among them (Jamb with
the DIRECTED column included), each playing random legal moves. Then, one after the other:

a) owner kills: KILLS SIGKILLs of the worker owning a room (the rooms taken in turn; a room
   whose game ends is replaced by a fresh one): takeovers, moves played, confirmed moves
   lost, how long each dropped client took to come back;
b) Redis stopped (SIGSTOP for STOP seconds, then SIGCONT): moves lost, time to play on;
c) Redis SIGKILLed and started again from a dump older than the rooms' leases: confirmed
   moves after the dump, lost and held again, time until every client is back at them;
d) a worker SIGKILLed while Redis is down (for OUTAGE seconds), then Redis started again:
   whether the server is still up, time until the players play on, games then played to
   their end.

A confirmed move is one a client was told of; "lost" counts the rolls, calls, scores and
namings a client saw taken back. Every figure is a line. Exits 1 when a confirmed move was
lost or the server stopped, as the network's design forbids. Bounded in rooms, kills and
time; it stops by itself and stops everything it started.

    python benchmarks/cluster_faults.py [--rooms 7] [--kills 20] [--quick]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import logging
import os
import shutil
import signal
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from common import benchmark_home, machine
from fault_rooms import WAIT, Bench, Output, Table, spread, worker_pids
from redis.asyncio import Redis
from redis.exceptions import RedisError

from tests.net.cluster.processes import ServerProcess, owner_pid
from tests.net.cluster.redis_server import RedisServer, free_port
from yahtzee_tui.engine import OFFERED_RULE_SETS
from yahtzee_tui.game.state import Event
from yahtzee_tui.net.cluster.lease import LEASE_SECONDS
from yahtzee_tui.net.cluster.state import read_room

WORKERS = 2
LISTENING = "listening on"
DOWN = "Redis cannot be reached"
RETRIED = "could not start"
ALL_STOPPED = "every worker stopped"


async def until(condition: Callable[[], bool], timeout: float = WAIT) -> bool:
    """Whether `condition()` came to hold within `timeout` seconds (looked at every 20 ms)."""
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            return False
        await asyncio.sleep(0.02)
    return True


def moved_on(bench: Bench, numbers: dict[Table, int]) -> bool:
    """Whether every room is online and made a move since `numbers` were taken (or ended)."""
    return all(t.online and (t.moves > numbers.get(t, -1) or t.over) for t in bench.tables)


def returned(bench: Bench, moment: float) -> bool:
    """Whether every client that dropped after `moment` came back."""
    return all(None not in t.back_after(moment) for t in bench.tables)


class Attacks:
    def __init__(self, redis: RedisServer, server: ServerProcess, out: Output, bench: Bench):
        self.redis_server, self.server, self.out, self.bench = redis, server, out, bench
        self.redis = Redis.from_url(redis.url)
        self.lost = 0

    def up(self) -> bool:
        return self.server.process.poll() is None and ALL_STOPPED not in self.server.output

    def losses(self, before: int) -> int:
        lost = self.bench.lost() - before
        self.lost += lost
        return lost

    async def owner_kills(self, kills: int) -> None:
        bench, lost_before, moves_before = self.bench, self.bench.lost(), self.bench.moves()
        takeovers, back, missing, finished = 0, [], 0, 0
        for k in range(kills):
            finished += await bench.replace_finished()
            table = bench.tables[k % len(bench.tables)]
            pid = None
            await until(functools.partial(getattr, table, "online"), WAIT)
            for _ in range(100):
                pid = await owner_pid(self.redis, table.code)
                if pid is not None:
                    break
                await asyncio.sleep(0.05)
            if pid is None or pid == self.server.pid:
                print(f"  kill {k + 1}: no owner found for room {table.code}")
                continue
            owned = [t for t in bench.tables if await owner_pid(self.redis, t.code) == pid]
            numbers = {t: t.moves for t in bench.tables}
            listening = self.out.count(LISTENING)
            os.kill(pid, signal.SIGKILL)
            killed = time.monotonic()
            await self.out.until(LISTENING, listening + 1, WAIT)  # its replacement
            await until(functools.partial(moved_on, bench, numbers))
            # A client of the other process drops when its gateway sees the new owner: it too.
            await until(functools.partial(returned, bench, killed))
            for t in owned:
                if await owner_pid(self.redis, t.code) not in (None, pid):
                    takeovers += 1
            for t in bench.tables:
                for seconds in t.back_after(killed):
                    if seconds is None:
                        missing += 1
                    else:
                        back.append(seconds)
        print(f"a) owner kills: {kills} SIGKILLs over {len(bench.tables)} rooms")
        print(f"   takeovers: {takeovers}")
        print(f"   moves played: {bench.moves() - moves_before} ({finished} games finished)")
        print(f"   confirmed moves lost: {self.losses(lost_before)}")
        print(f"   clients back: {len(back)} ({missing} not back), {spread(back)} after the kill")

    async def redis_stopped(self, seconds: float) -> None:
        bench = self.bench
        await bench.renew()
        await until(lambda: all(t.moves >= 5 for t in bench.tables))
        lost_before, moves_before = bench.lost(), bench.moves()
        assert self.redis_server.process is not None
        os.kill(self.redis_server.process.pid, signal.SIGSTOP)
        await asyncio.sleep(seconds)  # the attack itself lasts this long
        os.kill(self.redis_server.process.pid, signal.SIGCONT)
        woken = time.monotonic()
        await until(lambda: all(t.moved_after(woken) is not None or t.over for t in bench.tables))
        resumed = [t.moved_after(woken) for t in bench.tables]
        print(f"b) Redis stopped (SIGSTOP {seconds:g} s, then SIGCONT)")
        print(f"   moves played: {bench.moves() - moves_before}")
        print(f"   confirmed moves lost: {self.losses(lost_before)}")
        print(
            f"   rooms playing again: {sum(r is not None for r in resumed)} of {len(resumed)}, "
            f"{spread([r for r in resumed if r is not None])} after SIGCONT"
        )

    async def redis_older(self) -> None:
        bench = self.bench
        await bench.renew()
        await until(lambda: all(t.moves >= 5 for t in bench.tables))
        lost_before = bench.lost()
        await self.redis.save()
        dumped_at = time.monotonic()
        dumped = {}
        for t in bench.tables:
            found = await read_room(self.redis, t.code)
            dumped[t] = len(found[1].history) if found is not None and found[1] else 0
        await self.redis.aclose()
        # Played on until the dump is older than every lease, as any real dump is.
        await until(lambda: time.monotonic() > dumped_at + LEASE_SECONDS + 1)
        confirmed = {t: list(t.best) for t in bench.tables}
        after = sum(len(confirmed[t]) - dumped[t] for t in bench.tables)
        self.redis_server.kill()
        killed = time.monotonic()
        await asyncio.to_thread(self.redis_server.start)
        self.redis = Redis.from_url(self.redis_server.url)
        all_back = await self.stored_and_held(confirmed)
        back = time.monotonic() - killed
        lost = self.losses(lost_before)
        print("c) Redis SIGKILLed and started again from an older dump")
        print(f"   confirmed after the dump: {after} rolls, calls, scores and namings")
        print(f"   confirmed moves lost: {lost}, held again: {after - lost}")
        if all_back:
            print(f"   every room and client back at its confirmed moves: {back:.2f} s after")
        else:
            print(f"   rooms or clients not back at their confirmed moves after {WAIT:.0f} s")

    async def stored_and_held(self, confirmed: dict[Table, list[Event]]) -> bool:
        """Whether every room, in Redis and at each of its clients, came to hold its confirmed
        moves (or more after them) within WAIT seconds."""
        end = time.monotonic() + WAIT
        while time.monotonic() < end:
            stored = True
            for t, history in confirmed.items():
                try:
                    found = await read_room(self.redis, t.code)
                except RedisError:
                    found = None
                kept = [] if found is None or found[1] is None else list(found[1].history)
                stored = stored and (t.over or kept[: len(history)] == history)
            if stored and all(t.holds(history) for t, history in confirmed.items()):
                return True
            await asyncio.sleep(0.02)
        return False

    async def worker_while_down(self, outage: float) -> None:
        bench = self.bench
        await bench.renew()
        await until(lambda: all(t.moves >= 5 for t in bench.tables))
        lost_before = bench.lost()
        victim = bench.tables[0]
        pid = await owner_pid(self.redis, victim.code)
        await bench.pause()  # every confirmed move is in the dump
        await self.redis.save()
        await self.redis.aclose()
        downs, retries = self.out.count(DOWN), self.out.count(RETRIED)
        self.redis_server.kill()
        stopped = time.monotonic()
        bench.go.set()  # the players try on meanwhile, refused
        await self.out.until(DOWN, downs + WORKERS, WAIT)
        if pid is not None and pid != self.server.pid:
            os.kill(pid, signal.SIGKILL)
        retried = await self.out.until(RETRIED, retries + 1, WAIT)
        await until(lambda: time.monotonic() > stopped + outage)
        up_during = self.up()
        await asyncio.to_thread(self.redis_server.start)
        started = time.monotonic()
        self.redis = Redis.from_url(self.redis_server.url)
        await until(lambda: all(t.moved_after(started) is not None or t.over for t in bench.tables))
        resumed = [t.moved_after(started) for t in bench.tables]
        bench.think = 0
        await until(lambda: all(t.over for t in bench.tables), 300)
        finished = sum(t.over for t in bench.tables)
        print(f"d) a worker SIGKILLed while Redis is down ({outage:g} s), then Redis started again")
        print(f"   worker killed: the owner of room {victim.code} ({victim.rules})")
        print(f"   its replacement tried again while Redis was down: {'yes' if retried else 'no'}")
        print(f"   server still up: {'yes' if up_during and self.up() else 'no'}")
        print(
            f"   rooms playing on: {sum(r is not None for r in resumed)} of {len(resumed)}, "
            f"{spread([r for r in resumed if r is not None])} after Redis started"
        )
        print(f"   confirmed moves lost: {self.losses(lost_before)}")
        print(f"   games finished: {finished} of {len(bench.tables)}")


async def run(args: argparse.Namespace) -> int:
    folder = Path(tempfile.mkdtemp(prefix="cluster-faults-"))
    executable = shutil.which("redis-server")
    if executable is None:
        raise SystemExit("needs redis-server: apt-get install redis-server")
    redis_server = RedisServer(executable, folder / "redis")
    redis_server.start()
    port = free_port()
    server = ServerProcess(
        redis_server.url, port, "--workers", str(WORKERS), "--rate-limit", "10000"
    )
    out = Output(server)
    bench = Bench(f"ws://127.0.0.1:{port}", sorted(OFFERED_RULE_SETS), args.think, seed=7)
    attacks: Attacks | None = None
    started: list[int] = []
    try:
        if not await out.until(LISTENING, WORKERS, WAIT):
            raise SystemExit(f"the server did not start: {server.output}")
        started = worker_pids(server.pid)
        print(machine())
        print(f"rooms: {args.rooms} ({', '.join(sorted(OFFERED_RULE_SETS))}), workers {WORKERS}")
        await bench.open(args.rooms)
        attacks = Attacks(redis_server, server, out, bench)
        await attacks.owner_kills(args.kills)
        await attacks.redis_stopped(args.stop)
        await attacks.redis_older()
        await attacks.worker_while_down(args.outage)
        up = attacks.up()
        print(
            f"server up at the end: {'yes' if up else 'no'}; confirmed moves lost in all: "
            f"{attacks.lost}"
        )
        return 0 if up and attacks.lost == 0 else 1
    finally:
        await bench.close()
        if attacks is not None:
            await attacks.redis.aclose()
        started += worker_pids(server.pid)
        server.process.terminate()
        try:
            server.process.wait(15)
        except Exception:
            server.process.kill()
        for pid in started:  # any worker its supervisor did not stop
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        out.finish()
        server.stop()
        redis_server.kill()
        shutil.rmtree(folder, ignore_errors=True)


def main() -> None:
    logging.basicConfig(level=logging.ERROR, format="client: %(message)s")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, default=7, choices=range(1, 31), metavar="1-30")
    parser.add_argument("--kills", type=int, default=20, choices=range(1, 101), metavar="1-100")
    parser.add_argument("--stop", type=float, default=10.0, help="seconds Redis is stopped")
    parser.add_argument("--outage", type=float, default=8.0, help="seconds Redis is down in d")
    parser.add_argument("--think", type=float, default=0.1, help="a player's pause per move")
    parser.add_argument("--quick", action="store_true", help="6 kills, shorter outages")
    args = parser.parse_args()
    if not (0 < args.stop <= 60 and 0 < args.outage <= 60 and 0 <= args.think <= 5):
        parser.error("--stop and --outage are 0-60 s, --think 0-5 s")
    if args.quick:
        args.kills, args.stop, args.outage = (
            min(args.kills, 6),
            min(args.stop, 4),
            min(args.outage, 4),
        )
    with benchmark_home():
        sys.exit(asyncio.run(run(args)))


if __name__ == "__main__":
    main()
