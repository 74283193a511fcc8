"""Waiting on servers and Redis: for a condition, looked at again and again, never a fixed
time."""

from __future__ import annotations

import asyncio
import inspect
import time
from collections.abc import Awaitable, Callable

from tests.deadlines import WAIT, deadline

REST = 0.02


async def eventually(
    condition: Callable[[], bool | Awaitable[bool]], timeout: float = WAIT, what: str = ""
) -> None:
    """Return once `condition()` holds (it may be a coroutine function); fail after `timeout`
    seconds, scaled for the machine (`tests/deadlines.py`)."""
    timeout = deadline(timeout)
    end = time.monotonic() + timeout
    while True:
        held = condition()
        if inspect.isawaitable(held):
            held = await held
        if held:
            return
        if time.monotonic() > end:
            raise AssertionError(f"still waiting after {timeout} s{': ' + what if what else ''}")
        await asyncio.sleep(REST)
