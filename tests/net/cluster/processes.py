"""`yahtzee-tui server --redis` as real processes, stopped (or killed) by the tests."""

from __future__ import annotations

import os
import random
import selectors
import signal
import subprocess
import sys
import time
from collections.abc import Callable

from redis.asyncio import Redis

from tests.children import popen
from tests.deadlines import WAIT, deadline
from tests.net.cluster.waiting import eventually
from tests.net.helpers import play_to_the_end
from yahtzee_tui.game import GameState
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.cluster import keys
from yahtzee_tui.net.events import ONLINE, StatusChanged

START_TIMEOUT = WAIT  # nominal: scaled for the machine (`tests/deadlines.py`)


class ServerProcess:
    def __init__(self, redis_url: str, port: int, *extra: str) -> None:
        self.argv = [
            sys.executable, "-m", "yahtzee_tui", "server",
            "--redis", redis_url, "--port", str(port), *extra,
        ]  # fmt: skip
        self.process = popen(
            self.argv,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        self.output = ""

    @property
    def pid(self) -> int:
        return self.process.pid

    def wait_for(self, text: str, timeout: float = START_TIMEOUT, times: int = 1) -> None:
        """Read the process's output until `text` shows (`times` times; fails when the process
        exits first)."""
        assert self.process.stdout is not None
        end = time.monotonic() + deadline(timeout)
        with selectors.DefaultSelector() as selector:
            selector.register(self.process.stdout, selectors.EVENT_READ)
            while self.output.count(text) < times:
                left = end - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"no {text!r} from the server: {self.output}")
                if selector.select(left):
                    chunk = os.read(self.process.stdout.fileno(), 4096)
                    if not chunk:
                        raise AssertionError(f"the server exited: {self.output}")
                    self.output += chunk.decode(errors="replace")

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.kill()
        if self.process.stdout is not None and not self.process.stdout.closed:
            self.output += self.process.stdout.read().decode(errors="replace")
            self.process.stdout.close()


async def owner_pid(redis: Redis, code: str) -> int | None:
    """The process id of room `code`'s owner (None: no one owns it)."""
    owner = await redis.get(keys.owner(code))
    if owner is None:
        return None
    node = owner.decode().partition(":")[2]  # <fence>:<host>-<pid>-<random>
    return int(node.split("-")[-2])


async def owner_other_than(redis: Redis, code: str, pid: int) -> bool:
    return await owner_pid(redis, code) not in (None, pid)


async def until_taken_over(redis: Redis, code: str, killed: int, timeout: float) -> None:
    await eventually(
        lambda: owner_other_than(redis, code, killed), timeout, "no process took the room over"
    )


def dropped_after(client: TableClient) -> list[StatusChanged]:
    """The times `client` is offline from now on (it fills as they come)."""
    drops: list[StatusChanged] = []

    def note(event: object) -> None:
        if isinstance(event, StatusChanged) and event.status != ONLINE:
            drops.append(event)

    client.subscribe(note)
    return drops


async def back_and_played_out(
    ann: TableClient,
    bob: TableClient,
    back: Callable[[TableClient], object],
    before: GameState | None,
    seed: int,
    timeout: float,
    what: str,
) -> None:
    """Both players came back by themselves (`back` says each saw what it had to) to the game
    as it was `before`, then play it to its end on the process that took it over, nothing
    confirmed lost."""
    await eventually(
        lambda: all(back(c) and c.status == ONLINE and c.state == before for c in (ann, bob)),
        timeout,
        what,
    )
    await play_to_the_end({0: ann, 1: bob}, random.Random(seed))
    await eventually(lambda: ann.finished is not None and bob.finished == ann.finished)
    assert ann.finished is not None and before is not None
    assert ann.finished.history[: len(before.history)] == before.history
