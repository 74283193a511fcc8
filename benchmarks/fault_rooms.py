"""Rooms of two clients playing on a server under attack, for benchmarks/cluster_faults.py.

Each `Table` is one room of two `TableClient`s (default reconnect schedule, as a player's
app has it) making random legal moves. It notes what an attack needs measured: its confirmed
moves and when they came, every time a client saw moves taken back (a state whose history
does not extend the one it held: a confirmed move lost), and when each client dropped and
came back. `Output` keeps reading a server's output so that it never blocks on a full pipe.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import os
import random
import statistics
import threading
import time
from collections.abc import Sequence
from pathlib import Path

from tests.net.cluster.processes import ServerProcess
from tests.net.helpers import make_move, random_move
from yahtzee_tui.game import GameState
from yahtzee_tui.game.state import Event
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.events import (
    CLOSED,
    ONLINE,
    NetError,
    RequestRefused,
    StateChanged,
    StatusChanged,
)
from yahtzee_tui.net.requests import SeatSpec

OPEN = SeatSpec(kind="open")
WAIT = 60.0  # the longest any one wait of a player may take


class Output:
    """Reads a server's output as it comes (the server would block on a full pipe)."""

    def __init__(self, server: ServerProcess) -> None:
        self.server = server
        assert server.process.stdout is not None
        self._fd = server.process.stdout.fileno()
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        while True:
            try:
                chunk = os.read(self._fd, 65536)
            except OSError:
                return
            if not chunk:
                return
            self.server.output += chunk.decode(errors="replace")

    def count(self, text: str) -> int:
        return self.server.output.count(text)

    async def until(self, text: str, times: int, timeout: float) -> bool:
        """Whether `text` shows `times` times within `timeout` seconds."""
        end = time.monotonic() + timeout
        while self.count(text) < times:
            if time.monotonic() > end or self.server.process.poll() is not None:
                return False
            await asyncio.sleep(0.05)
        return True

    def finish(self) -> None:
        self._thread.join(5)


def worker_pids(pid: int) -> list[int]:
    """The processes `pid` started (its workers), from /proc."""
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(child) for child in children.split()]


def common_prefix(old: Sequence[Event], new: Sequence[Event]) -> int:
    n = min(len(old), len(new))
    if list(old[:n]) == list(new[:n]):
        return n
    return next(i for i in range(n) if old[i] != new[i])


class Table:
    """One room of two players (seats 0 and 1), playing until its game ends or it is told to
    stop; `go` cleared pauses every table between moves."""

    def __init__(self, url: str, rules: str, chooser: random.Random, bench: Bench) -> None:
        self.rules, self.chooser, self.bench = rules, chooser, bench
        self.clients = [TableClient(url), TableClient(url)]
        self.code = ""
        self.moves = 0
        self.moved_at: list[float] = []  # when each confirmed move came back
        self.best: list[Event] = []  # the longest history a client was told
        self.seen: list[list[Event]] = [[], []]  # the history each client holds
        self.lost = 0  # history events (rolls, calls, scores, namings) a client saw go
        self.statuses: list[list[tuple[float, str]]] = [[], []]
        self.idle = asyncio.Event()
        self.stopped = False
        self.task: asyncio.Task[None] | None = None
        for seat, client in enumerate(self.clients):
            client.subscribe(functools.partial(self._note, seat))

    async def open(self) -> None:
        ann, bob = self.clients
        await ann.connect(WAIT)
        await bob.connect(WAIT)
        end = time.monotonic() + WAIT
        while True:  # the servers may not have seen Redis back yet: as a player, ask again
            try:
                self.code = await ann.create(self.rules, seats=[OPEN, OPEN], name="Ann")
                break
            except RequestRefused as refused:
                if refused.kind != "busy" or time.monotonic() > end:
                    raise
                await asyncio.sleep(0.2)
        await bob.claim(self.code, "Bob")
        await ann.start_game()
        await ann.until(lambda: ann.state is not None, WAIT)
        await bob.until(lambda: bob.state is not None, WAIT)
        self.task = asyncio.get_running_loop().create_task(self._play())

    async def close(self) -> None:
        self.stopped = True
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self.task
        for client in self.clients:
            await client.close()

    def _note(self, seat: int, event: object) -> None:
        if isinstance(event, StatusChanged):
            self.statuses[seat].append((time.monotonic(), event.status))
            if event.status == CLOSED and not self.stopped and not self.over:
                self.lost += len(self.best)  # the room is gone with every move it had
                self.best = []
        elif isinstance(event, StateChanged):
            new = list(event.state.history)
            if common_prefix(self.seen[seat], new) < len(self.seen[seat]):
                # This client saw events taken back: those the room had confirmed are lost
                # (counted once, when the other client sees the same, nothing more goes).
                self.lost += len(self.best) - common_prefix(self.best, new)
                self.best = new
            elif len(new) > len(self.best):
                self.best = new
            self.seen[seat] = new

    @property
    def state(self) -> GameState | None:
        ahead = max(self.clients, key=lambda client: client.move)
        return ahead.state

    @property
    def over(self) -> bool:
        state = self.state
        return state is not None and state.is_over

    @property
    def online(self) -> bool:
        return all(client.status == ONLINE for client in self.clients)

    def holds(self, history: Sequence[Event]) -> bool:
        """Whether every client is online and holds `history` (or more after it)."""
        return self.online and all(
            client.state is not None and list(client.state.history[: len(history)]) == list(history)
            for client in self.clients
        )

    def back_after(self, moment: float) -> list[float | None]:
        """For each client that dropped after `moment`: seconds from then to its return
        (None: not back)."""
        found: list[float | None] = []
        for changes in self.statuses:
            dropped = [t for t, status in changes if t >= moment and status != ONLINE]
            if dropped:
                back = [t for t, status in changes if t >= dropped[0] and status == ONLINE]
                found.append(back[0] - moment if back else None)
        return found

    def moved_after(self, moment: float) -> float | None:
        """Seconds from `moment` to this room's first confirmed move after it."""
        return next((t - moment for t in self.moved_at if t >= moment), None)

    async def _play(self) -> None:
        while not self.over and not self.stopped:
            if not self.bench.go.is_set():
                self.idle.set()
                await self.bench.go.wait()
            self.idle.clear()
            await self._step()
        self.idle.set()

    async def _step(self) -> None:
        state = self.state
        if state is None or state.is_over:
            return
        mover = self.clients[state.current]
        number = max(client.move for client in self.clients)
        try:
            await mover.until(lambda: mover.move >= number and mover.status == ONLINE, WAIT)
            assert mover.state is not None
            await make_move(mover, random_move(mover.state, self.chooser))
        except (NetError, TimeoutError):
            # Refused (the store away, a stale view) or dropped: look again a moment later,
            # as a player would.
            await asyncio.sleep(0.1)
            return
        self.moves += 1
        self.moved_at.append(time.monotonic())
        if self.bench.think:
            await asyncio.sleep(self.bench.think * self.chooser.uniform(0.5, 1.5))


class Bench:
    """The tables in play and what they share: the pause, the think time."""

    def __init__(self, url: str, rules: Sequence[str], think: float, seed: int) -> None:
        self.url, self.rules, self.think = url, list(rules), think
        self.chooser = random.Random(seed)
        self.go = asyncio.Event()
        self.go.set()
        self.tables: list[Table] = []
        self.retired: list[Table] = []  # finished or replaced, with their counts

    async def open(self, rooms: int) -> None:
        for n in range(rooms):
            await self._open_one(self.rules[n % len(self.rules)])

    async def _open_one(self, rules: str) -> Table:
        table = Table(self.url, rules, random.Random(self.chooser.random()), self)
        await table.open()
        self.tables.append(table)
        return table

    async def renew(self) -> None:
        """Every room replaced by a fresh one of the same rules."""
        old, self.tables = self.tables, []
        for table in old:
            await table.close()
            self.retired.append(table)
            await self._open_one(table.rules)

    async def replace_finished(self) -> int:
        """Finished rooms replaced by fresh ones; how many."""
        done = [table for table in self.tables if table.over]
        for table in done:
            self.tables.remove(table)
            await table.close()
            self.retired.append(table)
            await self._open_one(table.rules)
        return len(done)

    async def pause(self) -> None:
        self.go.clear()
        for table in self.tables:
            await asyncio.wait_for(table.idle.wait(), WAIT)

    @property
    def every(self) -> list[Table]:
        return self.retired + self.tables

    def moves(self) -> int:
        return sum(table.moves for table in self.every)

    def lost(self) -> int:
        return sum(table.lost for table in self.every)

    async def close(self) -> None:
        for table in self.tables:
            await table.close()


def spread(values: Sequence[float]) -> str:
    if not values:
        return "none"
    return f"median {statistics.median(values):.2f} s, max {max(values):.2f} s"
