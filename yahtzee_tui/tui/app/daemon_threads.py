"""The threads the app's workers run in: daemon threads, which never keep the process alive.

Textual runs a thread worker in the event loop's default executor. Python's own executor
joins its threads when the loop ends and again when the interpreter exits, so a quit (q, or
SIGTERM and SIGHUP) waited for whatever a worker was computing: an advisor's table being
built, the win-chance meter's playouts, a review, the stats. Each worker is cancelled when
the app ends; here, one that has not finished yet is left to die with the process instead of
being waited for. Nothing is lost: every move is saved before it shows, and the work is
only ever a figure for the screen or a table cache, written atomically.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from itertools import count
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")

_numbers = count(1)


class DaemonThreads(ThreadPoolExecutor):
    """Runs each call in a daemon thread of its own; shutting down waits for none of them.

    A `ThreadPoolExecutor` by type only (asyncio takes no other as a loop's default): none of
    its pool's threads is ever started."""

    def __init__(self, name: str = "worker") -> None:
        super().__init__(thread_name_prefix=name)
        self._name = name
        self._closed = False

    def submit(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> Future[T]:
        if self._closed:
            raise RuntimeError("the app has ended: no more work is started")
        future: Future[T] = Future()

        def run() -> None:
            if not future.set_running_or_notify_cancel():
                return
            try:
                result = fn(*args, **kwargs)
            except BaseException as error:  # handed to whoever waits on the future
                future.set_exception(error)
            else:
                future.set_result(result)

        name = f"{self._name}-{next(_numbers)}"
        threading.Thread(target=run, name=name, daemon=True).start()
        return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """No more work; the work under way is not waited for (it dies with the process)."""
        self._closed = True
