"""SIGTERM and SIGHUP restore the terminal as q does, on the real program in a terminal."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
import tty

import pytest

from tests.children import popen
from tests.cli.terminal import DEADLINE, Terminal
from yahtzee_tui.cli.terminal_signals import HangUpWatch
from yahtzee_tui.storage.saves import load_game

ALTERNATE_SCREEN_ON = b"\x1b[?1049h"
ALTERNATE_SCREEN_OFF = b"\x1b[?1049l"
MOUSE_ON = b"\x1b[?1000h"
MOUSE_OFF = b"\x1b[?1000l"


@pytest.fixture
def game_in_a_terminal(_isolated_home):
    terminal = Terminal("--player", "Ann", "--seed", "4", home=_isolated_home)
    yield terminal
    terminal.close()


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP], ids=["TERM", "HUP"])
def test_a_stop_signal_leaves_the_terminal_as_it_found_it(game_in_a_terminal, number):
    terminal = game_in_a_terminal
    terminal.wait_for(MOUSE_ON)
    terminal.wait_for(b"Roll")  # the table is drawn: the game is under way
    terminal.signal(number)
    assert terminal.wait_for_exit() == 128 + number
    after = terminal.output[terminal.output.rindex(MOUSE_ON) :]
    assert MOUSE_OFF in after
    assert ALTERNATE_SCREEN_OFF in after
    assert terminal.modes_now() == terminal.modes_before  # echo and line editing back on
    assert b"Traceback" not in terminal.output


def test_the_game_is_still_saved_after_a_stop_signal(game_in_a_terminal):
    terminal = game_in_a_terminal
    terminal.wait_for(b"Roll")
    terminal.signal(signal.SIGTERM)
    terminal.wait_for_exit()
    state = load_game()
    assert [player.name for player in state.players] == ["Ann"] and state.seed == 4


# The table with a key whose handler fails, as `_key_at` once made `@` fail: an error inside
# the app, whatever it is, must not end the command as a success.
BROKEN_KEY = (
    "-c",
    "import sys; from yahtzee_tui.tui.widgets.scorecard import Scorecard; "
    "Scorecard.key_at = lambda self: 1 / 0; "
    "from yahtzee_tui.cli import main; sys.exit(main(sys.argv[1:]))",
)


def test_an_error_inside_the_app_ends_the_command_with_a_failure_and_the_game_saved(
    _isolated_home,
):
    terminal = Terminal("--player", "Ann", "--seed", "4", home=_isolated_home, python=BROKEN_KEY)
    try:
        terminal.wait_for(b"Roll")
        os.write(terminal.master, b"r")
        deadline = time.monotonic() + DEADLINE
        while load_game().rolls_used != 1:  # the roll is saved
            assert time.monotonic() < deadline, "the roll was never saved"
            time.sleep(0.01)
        os.write(terminal.master, b"@")
        assert terminal.wait_for_exit() == 1
        assert b"ZeroDivisionError" in terminal.output
        assert b"stopped by an internal error. The game is saved in" in terminal.output
        assert terminal.modes_now() == terminal.modes_before
    finally:
        terminal.close()
    assert load_game().rolls_used == 1


ENDLESS_BUSY_TIMEOUT = (
    "-c",
    "import sys; from yahtzee_tui.storage import records_db; records_db.BUSY_TIMEOUT = 3600; "
    "from yahtzee_tui.cli import main; sys.exit(main(sys.argv[1:]))",
)


@pytest.fixture
def records_held_elsewhere(_isolated_home):
    """Another process holds the records database in an exclusive transaction (no reader
    gets in) until the test ends."""
    from tests.storage.test_records import played
    from yahtzee_tui.storage.records import default_records_path, record_game

    record_game(played(seed=90))
    holder = popen(
        [
            sys.executable,
            "-c",
            "import sqlite3, sys; db = sqlite3.connect(sys.argv[1], isolation_level=None); "
            "db.execute('BEGIN EXCLUSIVE'); print('held', flush=True); sys.stdin.read()",
            str(default_records_path()),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline() == "held\n"
    yield
    holder.kill()
    holder.wait()


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP], ids=["TERM", "HUP"])
def test_a_stop_signal_ends_the_app_while_the_records_wait_on_a_locked_database(
    records_held_elsewhere, _isolated_home, number
):
    # The database's busy timeout made endless: the app must end without waiting it out.
    terminal = Terminal(home=_isolated_home, python=ENDLESS_BUSY_TIMEOUT)
    try:
        terminal.wait_for(b"Records")
        os.write(terminal.master, b"s")
        terminal.wait_for("Reading the records…".encode())
        terminal.signal(number)
        assert terminal.wait_for_exit() == 128 + number
        after = terminal.output[terminal.output.rindex(MOUSE_ON) :]
        assert MOUSE_OFF in after and ALTERNATE_SCREEN_OFF in after
        assert terminal.modes_now() == terminal.modes_before
        assert b"Traceback" not in terminal.output
    finally:
        terminal.close()


def test_a_terminal_gone_is_told_as_a_hang_up_and_then_written_to_without_error():
    master, slave = os.openpty()
    tty.setraw(slave)  # each key read as it comes, each frame as written
    told = threading.Event()
    watch = HangUpWatch([slave], hang_up=told.set)
    try:
        os.write(master, b"r")  # a key, and a frame: no hang-up
        os.write(slave, b"frame")
        assert os.read(slave, 1) == b"r" and os.read(master, 5) == b"frame"
        os.close(master)  # the terminal closes, with no SIGHUP (not this process's terminal)
        assert told.wait(DEADLINE)
        os.write(slave, b"the next frame")  # goes nowhere, and no OSError (EIO) is raised
    finally:
        watch.stop()
        os.close(slave)


def test_a_watch_stopped_tells_nothing():
    master, slave = os.openpty()
    told = threading.Event()
    watch = HangUpWatch([slave], hang_up=told.set)
    watch.stop()
    os.close(master)
    os.close(slave)
    assert not told.is_set()
