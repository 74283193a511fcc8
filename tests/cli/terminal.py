"""The real `yahtzee-tui` under a pseudo-terminal, for the tests that need a terminal."""

from __future__ import annotations

import fcntl
import os
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path

from tests.children import popen
from tests.deadlines import deadline

# Generous: the machine may be busy; a test only waits this long when something is wrong.
DEADLINE = deadline()


class Terminal:
    """`yahtzee-tui ARGV` running on a fresh 100x30 pseudo-terminal; everything it writes is
    collected in `output`. `python` is what the interpreter runs before ARGV (the command by
    default)."""

    def __init__(
        self, *argv: str, home: Path, python: tuple[str, ...] = ("-m", "yahtzee_tui")
    ) -> None:
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
        self.modes_before = termios.tcgetattr(slave)
        env = {**os.environ, "YAHTZEE_TUI_HOME": str(home), "TERM": "xterm-256color"}
        env.pop("NO_COLOR", None)
        self.process = popen(
            [sys.executable, *python, *argv],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            start_new_session=True,
        )
        self._slave = slave
        self._master_open = True
        self.output = b""

    def wait_for(self, text: bytes) -> None:
        """Read until `text` has been written (AssertionError at the deadline)."""
        deadline = time.monotonic() + DEADLINE
        while text not in self.output:
            left = deadline - time.monotonic()
            assert left > 0, f"{text!r} never came; the terminal shows {self.output[-400:]!r}"
            self._read(left)

    def wait_until(self, condition: Callable[[], object], what: str) -> None:
        """Read what the program writes until `condition()` holds (AssertionError, saying
        `what`, at the deadline)."""
        deadline = time.monotonic() + DEADLINE
        while not condition():
            left = deadline - time.monotonic()
            assert left > 0, f"{what}; the terminal shows {self.output[-400:]!r}"
            self._read(min(left, 0.05))

    def signal(self, number: signal.Signals) -> None:
        self.process.send_signal(number)

    def wait_for_exit(self, within: float = DEADLINE) -> int:
        """Read everything the program writes until it ends (`within` seconds at most); its
        exit code."""
        deadline = time.monotonic() + within
        while self.process.poll() is None:
            left = deadline - time.monotonic()
            assert left > 0, f"the program did not end; it shows {self.output[-400:]!r}"
            self._read(min(left, 0.2))
        while self._read(0):
            pass
        return self.process.returncode

    def go_away(self) -> None:
        """Close the terminal's side the program does not hold, as a terminal window closed
        does. No hang-up signal comes of it: the program, in a session of its own, was handed
        the terminal open and did not take it as its controlling terminal."""
        os.close(self.master)
        self._master_open = False

    def modes_now(self) -> list:
        return termios.tcgetattr(self._slave)

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        if self._master_open:
            os.close(self.master)
        os.close(self._slave)

    def _read(self, timeout: float) -> bool:
        if not self._master_open:  # nothing more to read: only the program's end to wait for
            with suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout)
            return False
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return False
        try:
            chunk = os.read(self.master, 65536)
        except OSError:
            return False
        self.output += chunk
        return bool(chunk)
