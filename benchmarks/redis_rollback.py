"""Redis killed and started again from an older dump, under rooms in play: what is lost.

Starts a Redis server of Debian's package (nothing saved but what this script asks for, in a
temporary folder) and `yahtzee-tui server --redis --workers N` on 127.0.0.1, opens ROOMS rooms
of two clients each and plays random legal moves. Then it dumps Redis (SAVE), plays on until
the dump is older than a room's lease (as any real dump is) and each room made MOVES more
moves, SIGKILLs Redis and starts it again from that dump. It prints the moves confirmed after
the dump, the moves the rooms hold again once their clients gave them back, how long that
took, and whether every room then plays to its end with every confirmed move in its record.
Bounded in rooms and moves; it stops by itself and stops what it started.

    python benchmarks/redis_rollback.py [--rooms 5] [--moves 20] [--workers 2]
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from redis.asyncio import Redis

from tests.net.cluster.redis_server import RedisServer, free_port
from yahtzee_tui.game import GameState, options
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.cluster import keys
from yahtzee_tui.net.cluster.lease import LEASE_SECONDS
from yahtzee_tui.net.cluster.state import read_room
from yahtzee_tui.net.events import ONLINE, NetError, RefusalHeard
from yahtzee_tui.net.requests import SeatSpec

OPEN = SeatSpec(kind="open")
WAIT = 30.0


def chosen_move(state: GameState, chooser: random.Random) -> tuple[str, object]:
    if not state.has_rolled:
        return "roll", None
    legal = [option.cell for option in options(state) if option.legal]
    if state.rolls_left and chooser.random() < 0.5:
        return (
            ("hold", chooser.randrange(len(state.dice)))
            if chooser.random() < 0.5
            else (
                "roll",
                None,
            )
        )
    return "score", chooser.choice(legal)


async def move_once(players: list[TableClient], chooser: random.Random) -> bool:
    """One move in a room (False when its game is over)."""
    state = players[0].state
    if state is None or state.is_over:
        return False
    mover = players[state.current]
    await mover.until(lambda: mover.move >= players[0].move)
    assert mover.state is not None
    kind, target = chosen_move(mover.state, chooser)
    try:
        if kind == "roll":
            await mover.roll()
        elif kind == "hold":
            await mover.hold(int(target))  # type: ignore[call-overload]
        else:
            await mover.score(str(target))
    except NetError:
        # Dropped, or refused as stale, when the processes moved the room meanwhile: as a
        # player would, wait to be back, then look at the table again.
        await mover.until(lambda: mover.status == ONLINE, WAIT)
        return True
    for client in players:
        await client.until(lambda c=client: c.move >= mover.move)
    return True


async def attack(rooms: int, moves: int, workers: int) -> None:
    folder = Path(tempfile.mkdtemp(prefix="redis-rollback-"))
    executable = shutil.which("redis-server")
    if executable is None:
        raise SystemExit("needs redis-server: apt-get install redis-server")
    redis_server = RedisServer(executable, folder)
    redis_server.start()
    port = free_port()
    argv = [sys.executable, "-m", "yahtzee_tui", "server", "--redis", redis_server.url]
    argv += ["--port", str(port), "--workers", str(workers), "--rate-limit", "10000"]
    said = folder / "server.out"
    with said.open("wb") as out:
        server = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, cwd=folder)
    tables: list[tuple[str, list[TableClient]]] = []
    try:
        while said.read_text().count("listening on") < workers:
            if server.poll() is not None:
                raise SystemExit(said.read_text())
            await asyncio.sleep(0.05)
        print(said.read_text(), end="")
        url = f"ws://127.0.0.1:{port}"
        chooser = random.Random(1)
        for _ in range(rooms):
            ann = TableClient(url, first_delay=0.05, max_delay=0.2)
            bob = TableClient(url, first_delay=0.05, max_delay=0.2)
            await ann.connect()
            await bob.connect()
            code = await ann.create("yatzy", seats=[OPEN, OPEN], name="Ann")
            await bob.claim(code, "Bob")
            await ann.start_game()
            await ann.until(lambda a=ann: a.state is not None)
            await bob.until(lambda b=bob: b.state is not None)
            tables.append((code, [ann, bob]))
            for client in (ann, bob):
                client.subscribe(
                    lambda e: isinstance(e, RefusalHeard) and print("  refused:", e.of, e.reason)
                )
        for _, players in tables:
            for _ in range(10):
                await move_once(players, chooser)
        redis = Redis.from_url(redis_server.url)
        await redis.save()
        dumped = {}
        for code, _ in tables:
            found = await read_room(redis, code)
            assert found is not None and found[1] is not None
            dumped[code] = found[1]
        numbers_at_dump = sum(players[0].move for _, players in tables)
        lease_left = max([await redis.pttl(keys.owner(code)) for code, _ in tables]) / 1000
        dumped_at = time.monotonic()
        await redis.aclose()
        for _ in range(moves):
            for _, players in tables:
                await move_once(players, chooser)
        while time.monotonic() < dumped_at + max(lease_left, LEASE_SECONDS):
            await asyncio.sleep(0.05)  # the dump older than its leases, as a real one is
        confirmed = {code: players[0].state for code, players in tables}
        after_dump = sum(
            len(confirmed[code].history) - len(dumped[code].history)  # type: ignore[union-attr]
            for code, _ in tables
        )
        changes_after = sum(players[0].move for _, players in tables) - numbers_at_dump
        redis_server.kill()
        killed = time.monotonic()
        await asyncio.to_thread(redis_server.start)
        redis = Redis.from_url(redis_server.url)

        async def all_back() -> bool:
            for code, players in tables:
                found = await read_room(redis, code)
                if found is None or found[1] is None:
                    return False
                if found[1].history != confirmed[code].history:  # type: ignore[union-attr]
                    return False
                for client in players:
                    state = client.state
                    if client.status != ONLINE or state is None:
                        return False
                    if state.history != confirmed[code].history:  # type: ignore[union-attr]
                        return False
            return True

        end = time.monotonic() + WAIT
        back: float | None = None
        while back is None and time.monotonic() < end:
            if await all_back():
                back = time.monotonic() - killed
            else:
                await asyncio.sleep(0.05)
        recovered = 0
        for code, _ in tables:
            found = await read_room(redis, code)
            assert found is not None and found[1] is not None
            recovered += len(found[1].history) - len(dumped[code].history)
        await redis.aclose()
        for _, players in tables:
            while back is not None and await move_once(players, chooser):
                pass
        whole = sum(
            1
            for code, players in tables
            if players[0].finished is not None
            and players[0].finished.history[: len(confirmed[code].history)]  # type: ignore[union-attr]
            == confirmed[code].history  # type: ignore[union-attr]
        )
        print(f"rooms: {rooms}, workers: {workers}")
        print(f"confirmed after the dump: {changes_after} moves ({after_dump} rolls and scores)")
        print(f"rolls and scores the rooms hold again: {recovered} of {after_dump}")
        if back is None:
            print(f"rooms and clients not all back at every confirmed move after {WAIT:.0f} s")
        else:
            print(f"from Redis killed to every room and client back: {back:.2f} s")
        print(f"rooms played to the end with every confirmed move: {whole} of {rooms}")
    finally:
        for _, players in tables:
            for client in players:
                await client.close()
        server.terminate()
        server.wait(10)
        redis_server.kill()
        shutil.rmtree(folder, ignore_errors=True)


def main() -> None:
    logging.basicConfig(level=logging.WARNING, format="client: %(message)s")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, default=5, choices=range(1, 51), metavar="1-50")
    parser.add_argument("--moves", type=int, default=20, choices=range(1, 201), metavar="1-200")
    parser.add_argument("--workers", type=int, default=2, choices=range(1, 9), metavar="1-8")
    args = parser.parse_args()
    asyncio.run(attack(args.rooms, args.moves, args.workers))


if __name__ == "__main__":
    main()
