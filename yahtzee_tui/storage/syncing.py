"""Making written files durable (fsync) without making anyone wait for the disk.

A file renamed into place survives a killed process at once: the kernel's page cache outlives
the process. Only a power cut needs the `fsync` of the file and of its directory, and that
can take a long time (a slow disk, a network home folder). `BackgroundSync` does those syncs
in one thread of its own, in the order the files were written; a file written again before
its sync began is synced once, as its newest version (it is opened by name when its turn
comes), so an older version is never synced after a newer one.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path


def sync_file(path: Path) -> None:
    """Make the file now at `path` durable; nothing when it is gone or cannot be synced."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def sync_directory(directory: Path) -> None:
    """Make a rename in `directory` durable where the platform allows it."""
    sync_file(directory)


class BackgroundSync:
    """Syncs the files it is given in one daemon thread, oldest request first, newest
    version of each file (see the module's docstring).

    The thread is a daemon: it never keeps the process alive. Whoever ends the program calls
    `wait` first (bounded), so that what was written is durable when the disk allows it."""

    def __init__(self, name: str = "save-sync") -> None:
        self._name = name
        self._changed = threading.Condition()
        self._waiting: dict[Path, None] = {}  # an ordered set: the oldest request first
        self._syncing: Path | None = None
        self._thread: threading.Thread | None = None

    def request(self, path: Path) -> None:
        """Sync `path` (file and directory) soon; returns at once."""
        with self._changed:
            # Written again: one sync of its newest version, after the files written since.
            self._waiting.pop(path, None)
            self._waiting[path] = None
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                self._thread.start()
            self._changed.notify_all()

    @property
    def idle(self) -> bool:
        """Every file requested so far is synced."""
        with self._changed:
            return not self._waiting and self._syncing is None

    def wait(self, timeout: float) -> bool:
        """Wait until every requested sync is done, `timeout` seconds at most; whether they
        are done."""
        with self._changed:
            return self._changed.wait_for(
                lambda: not self._waiting and self._syncing is None, timeout
            )

    def _run(self) -> None:
        while True:
            with self._changed:
                self._changed.wait_for(lambda: bool(self._waiting))
                path = next(iter(self._waiting))
                del self._waiting[path]
                self._syncing = path
            try:
                sync_file(path)
                sync_directory(path.parent)
            finally:
                with self._changed:
                    self._syncing = None
                    self._changed.notify_all()
