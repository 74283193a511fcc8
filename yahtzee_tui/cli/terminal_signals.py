"""SIGTERM and SIGHUP end the game as q does, and so does a terminal gone without a SIGHUP.

Killed by a signal's default action the process would leave the terminal in the alternate
screen, with mouse reporting on and echo off. Instead, the handler asks the running app to exit
from its own event loop, which restores the terminal on the way out; the game is already saved
after every move. The command then exits with 128 + the signal's number, as a shell expects.

A terminal sends SIGHUP only to the session it controls. A program handed a terminal it does
not control (started in a session of its own with the terminal open, as by some launchers and
test runners) gets no signal when the terminal closes: reads give end-of-file at once, and
Textual's input thread would read nothing again and again for good. A thread blocked in poll()
on the terminal wakes only when it hangs up, and sends the process the SIGHUP that never came.
"""

from __future__ import annotations

import asyncio
import os
import select
import signal
import threading
from collections.abc import Callable, Iterable
from types import FrameType
from typing import Any, Protocol

STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP)


class Exits(Protocol):
    def exit(self) -> Any: ...


class SignalStop:
    """For the length of a `with` block: SIGTERM and SIGHUP make `app` exit cleanly."""

    def __init__(self, app: Exits) -> None:
        self.app = app
        self.received: int | None = None  # the first stop signal that came
        self._previous: dict[int, Any] = {}

    @property
    def exit_code(self) -> int:
        return 0 if self.received is None else 128 + self.received

    def __enter__(self) -> SignalStop:
        for number in STOP_SIGNALS:
            self._previous[number] = signal.signal(number, self._stop)
        self._watch = HangUpWatch(terminal_fds())
        return self

    def __exit__(self, *exception: object) -> None:
        self._watch.stop()
        for number, handler in self._previous.items():
            signal.signal(number, handler)

    def _stop(self, number: int, frame: FrameType | None) -> None:
        if self.received is None:
            self.received = number
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            # Outside the app's loop the terminal is as the app found it: just end.
            raise SystemExit(128 + number) from None
        # A signal handler runs between two steps of the loop; the exit is its next step.
        loop.call_soon_threadsafe(self.app.exit)


def terminal_fds() -> list[int]:
    """The standard streams that are terminals (the app reads stdin and draws on stderr)."""
    found = []
    for fd in (0, 1, 2):
        try:
            if os.isatty(fd):
                found.append(fd)
        except OSError:
            continue
    return found


class HangUpWatch:
    """Calls `hang_up` (sends this process SIGHUP) when one of `fds` hangs up, until `stop()`.

    Its thread sleeps in poll() asking for no event: only a hang-up or an error wakes it (the
    keys typed and the frames drawn do not), so an idle game stays idle. Before the call, what
    is written to a terminal gone goes nowhere: writing to it fails, and Textual's writer
    thread would end at the first frame, leaving the rest to pile up until the app stalls."""

    def __init__(self, fds: list[int], hang_up: Callable[[], None] | None = None) -> None:
        self._hang_up = hang_up or (lambda: os.kill(os.getpid(), signal.SIGHUP))
        self._poll = select.poll()
        for fd in fds:
            self._poll.register(fd, 0)  # POLLHUP and POLLERR come unasked
        self._stop_read, self._stop_write = os.pipe()
        self._poll.register(self._stop_read, select.POLLIN)
        self._thread = threading.Thread(target=self._watch, name="hang-up-watch", daemon=True)
        if fds:
            self._thread.start()

    def stop(self) -> None:
        os.close(self._stop_write)  # wakes the thread: its pipe reads end-of-file
        if self._thread.is_alive():
            self._thread.join()
        os.close(self._stop_read)

    def _watch(self) -> None:
        while True:
            gone = []
            for fd, events in self._poll.poll():
                if fd == self._stop_read:
                    return
                if events & select.POLLNVAL:  # closed in this process: no hang-up
                    self._poll.unregister(fd)
                else:
                    gone.append(fd)
            if gone:
                _to_nowhere(fd for fd in gone if fd != 0)  # stdin reads end-of-file anyway
                self._hang_up()
                return


def _to_nowhere(fds: Iterable[int]) -> None:
    """Make each of `fds` write to /dev/null from now on."""
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        for fd in fds:
            os.dup2(null, fd)
    finally:
        os.close(null)
