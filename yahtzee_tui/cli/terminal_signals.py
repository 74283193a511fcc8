"""SIGTERM and SIGHUP end the game as q does.

Killed by a signal's default action the process would leave the terminal in the alternate
screen, with mouse reporting on and echo off. Instead, the handler asks the running app to exit
from its own event loop, which restores the terminal on the way out; the game is already saved
after every move. The command then exits with 128 + the signal's number, as a shell expects.
"""

from __future__ import annotations

import asyncio
import signal
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
        return self

    def __exit__(self, *exception: object) -> None:
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
