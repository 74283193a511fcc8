"""`yahtzee-tui server` stops cleanly on Ctrl+C or SIGTERM from the moment it says it listens,
whether its network stack has loaded yet or not."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.children import popen
from tests.deadlines import deadline
from yahtzee_tui.cli.server_cmd import ServerLines, _serve
from yahtzee_tui.net.server import RoomServer


def stopped_at_once(home: Path, signum: int) -> tuple[str, subprocess.CompletedProcess[str]]:
    """The server's first line, and how it ended on `signum` sent as soon as it said it."""
    env = {**os.environ, "YAHTZEE_TUI_HOME": str(home), "PYTHONUNBUFFERED": "1"}
    server = popen(
        [sys.executable, "-m", "yahtzee_tui", "server", "--port", "0"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        server.send_signal(signum)
        out, err = server.communicate(timeout=deadline())
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    return line, subprocess.CompletedProcess(server.args, server.returncode, out, err)


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_as_soon_as_the_server_says_it_listens_stops_it_cleanly(
    tmp_path: Path, signum: int
):
    line, ended = stopped_at_once(tmp_path, signum)
    assert "listening on" in line
    assert ended.returncode == 0, ended.stderr
    assert "yahtzee-tui server stopped" in ended.stdout


def test_a_server_with_rooms_kept_says_it_resumed_them_then_stops_cleanly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setenv("YAHTZEE_TUI_HOME", str(tmp_path))

    async def keep_a_room() -> None:
        server = RoomServer()
        server.open_room("yatzy")
        await server.close()  # the room's file written

    asyncio.run(keep_a_room())
    line, ended = stopped_at_once(tmp_path, signal.SIGINT)
    assert "listening on" in line and "1 room resumed" in line
    assert ended.returncode == 0, ended.stderr
    assert "yahtzee-tui server stopped" in ended.stdout


async def test_a_signal_before_the_loop_is_remembered_and_stops_the_server_once_it_runs():
    # Ctrl+C or SIGTERM while the network stack loads raises nothing there (a KeyboardInterrupt
    # raised inside an import can break it): the server remembers it, and stops as its loop
    # starts.
    said = ServerLines()
    said.listening("yahtzee-tui server listening on ws://127.0.0.1")
    said.interrupt(signal.SIGTERM, None)
    served = _serve(RoomServer(), "127.0.0.1", 0, None, None, None, said)
    await asyncio.wait_for(served, deadline())
    assert said.said_stopped
