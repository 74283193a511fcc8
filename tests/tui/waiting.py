"""Waiting in app tests: for a condition, never for a fixed time."""

from __future__ import annotations

import time
from collections.abc import Callable

DEADLINE = 10.0


async def wait_for(
    pilot, condition: Callable[[], object], timeout: float = DEADLINE, what: str = ""
) -> None:
    """Let the app work until `condition()` holds; fail after `timeout` seconds.

    Each round lets the app process what is pending (`pilot.pause()`), then looks again: a
    busy machine only makes it take longer, never fail early."""
    end = time.monotonic() + timeout
    while True:
        if condition():
            return
        if time.monotonic() > end:
            raise AssertionError(f"still waiting after {timeout} s{': ' + what if what else ''}")
        await pilot.pause()
