"""`yahtzee-tui host` and `join` before the screen is taken: every problem is one line and
exit code 2 (a bad address or code, no server there, a code no room has, a port in use)."""

from __future__ import annotations

import asyncio
import socket
import threading
from collections.abc import Iterator

import pytest

from tests.cli.helpers import run_command
from tests.deadlines import deadline
from tests.net.conftest import UNHURRIED
from yahtzee_tui import paths
from yahtzee_tui.net.server import RoomServer


@pytest.fixture
def server_port() -> Iterator[int]:
    """A room server on 127.0.0.1 in a thread of its own (the commands run their own loop)."""
    loop = asyncio.new_event_loop()
    server = RoomServer(paths.data_dir() / "server", limits=UNHURRIED)
    port = loop.run_until_complete(server.start("127.0.0.1", 0))
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    yield port
    asyncio.run_coroutine_threadsafe(server.close(), loop).result(timeout=deadline())
    loop.call_soon_threadsafe(loop.stop)
    thread.join(timeout=deadline())
    loop.close()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def one_line_exit_2(capsys, *argv: str) -> str:
    code, _, err = run_command(capsys, *argv)
    assert code == 2 and len(err.strip().splitlines()) == 1, err
    return err


def test_both_commands_are_listed_in_the_help(capsys):
    code, out, _ = run_command(capsys, "--help")
    assert code == 0 and "host" in out and "join" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["join", "host:port", "K7XW2P", "--player", "Bob"], "a port is a number, got 'port'"),
        (["join", "http://x", "K7XW2P"], "an address starts with ws:// or wss://"),
        (["join", "127.0.0.1", "AB", "--player", "Bob"], "a room code is the 6 letters"),
        (["join", "127.0.0.1", "K7XW2O", "--player", "Bob"], "never O, 0, I, 1 or L"),
        (["join", "127.0.0.1", "K7XW2P", "--player", ""], "name"),
        (["join", "127.0.0.1", "K7XW2P", "--player", "A", "--player", "a"], "the same"),
        (["host", "--port", "70000"], "a port is a number from 0 to 65535"),
        (["host", "--open", "-1"], "--open cannot be negative"),
        (["host", "--open", "6"], "a table has at most 6 seats"),
        (["host", "--computer", "genius"], "invalid choice"),
        (["host", "--rules", "chess"], "unknown rule set 'chess'"),
    ],
)
def test_bad_options_are_one_line_with_exit_code_2(capsys, argv, message):
    assert message in one_line_exit_2(capsys, *argv)


def test_joining_where_no_server_listens_says_it_cannot_reach_it(capsys):
    port = free_port()
    err = one_line_exit_2(capsys, "join", f"127.0.0.1:{port}", "K7XW2P", "--player", "Bob")
    assert f"cannot reach ws://127.0.0.1:{port}: connection refused" in err


def test_a_code_no_room_has_is_refused(capsys, server_port):
    err = one_line_exit_2(capsys, "join", f"127.0.0.1:{server_port}", "k7x-w2p", "--player", "Bob")
    assert "no room has the code K7XW2P" in err


def test_hosting_on_a_port_in_use_says_so(capsys, server_port):
    err = one_line_exit_2(capsys, "host", "--port", str(server_port))
    assert f"cannot listen on 127.0.0.1:{server_port}: address already in use" in err
