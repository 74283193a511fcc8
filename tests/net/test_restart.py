"""The server killed mid-game (SIGKILL) and started again: every room and client carries on."""

from __future__ import annotations

import asyncio
import os
import random
import re
import sys
from pathlib import Path

from tests.children import dies_with_this_process
from tests.deadlines import deadline
from tests.net.helpers import play_to_the_end
from yahtzee_tui import paths
from yahtzee_tui.game import GameState
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.events import OFFLINE, ONLINE
from yahtzee_tui.net.requests import SeatSpec
from yahtzee_tui.net.store import load_room_game

Process = asyncio.subprocess.Process


async def server_process(port: int = 0) -> tuple[Process, int]:
    """`yahtzee-tui server` on 127.0.0.1 in its own process; it and its port."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "yahtzee_tui",
        "server",
        "--port",
        str(port),
        "--rate-limit",
        "10000",
        stdout=asyncio.subprocess.PIPE,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
        preexec_fn=dies_with_this_process(),
    )
    assert process.stdout is not None
    async with asyncio.timeout(deadline()):
        line = (await process.stdout.readline()).decode()
    found = re.search(r"ws://127\.0\.0\.1:(\d+)", line)
    assert found, line
    return process, int(found.group(1))


def position(state: GameState | None) -> object:
    assert state is not None
    return (state.dice, state.held, state.rolls_used, state.current, state.history, state.sheets)


async def until_saved(directory: Path, state: GameState | None) -> None:
    """Wait until the room kept in `directory` holds `state` (writes run just after a move)."""
    async with asyncio.timeout(deadline()):
        while True:
            try:
                if position(load_room_game(directory)) == position(state):
                    return
            except (OSError, ValueError):  # caught between a snapshot and its log
                pass
            await asyncio.sleep(0.005)


async def test_a_server_killed_mid_game_and_started_again_resumes_the_game(tmp_path: Path):
    process, port = await server_process()
    url = f"ws://127.0.0.1:{port}"
    ann, bob = (TableClient(url, first_delay=0.01, max_delay=0.2) for _ in range(2))
    try:
        await ann.connect()
        await bob.connect()
        code = await ann.create("yatzy", seats=[SeatSpec(kind="open")] * 2, name="Ann")
        await bob.claim(code, "Bob")
        await ann.start_game()
        chooser = random.Random(5)
        await play_to_the_end({0: ann, 1: bob}, chooser, stop_after=25)
        before = ann.state
        await until_saved(paths.data_dir() / "rooms" / code, before)

        process.kill()
        await process.wait()
        for client in (ann, bob):
            await client.until(lambda c=client: c.status == OFFLINE)
        process, _ = await server_process(port)
        for client in (ann, bob):
            await client.until(lambda c=client: c.status == ONLINE and c.state is not None)
            assert position(client.state) == position(before)
        assert ann.my_seats == {0} and bob.my_seats == {1} and ann.room and ann.room.host

        await play_to_the_end({0: ann, 1: bob}, chooser)
        for client in (ann, bob):
            await client.until(lambda c=client: c.finished is not None)
        assert ann.finished == bob.finished
    finally:
        await ann.close()
        await bob.close()
        process.terminate()
        await process.wait()
