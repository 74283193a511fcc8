"""`os.fsync` held until the test lets it go, for the tests of syncs done off the UI loop."""

from __future__ import annotations

import os
import stat
import threading

from tests.deadlines import deadline

# Generous: a test only waits this long when something is wrong.
DEADLINE = deadline()


class HeldSyncs:
    """Each `os.fsync` waits until `released` is set (`hold` seconds at most; then it goes on
    and `timed_out` says so). Keeps what each sync of a file saw, in order."""

    def __init__(self, hold: float = DEADLINE) -> None:
        self.hold = hold
        self.released = threading.Event()
        self.entered = threading.Event()
        self.timed_out = False
        self.files_synced: list[bytes] = []
        self._real = os.fsync

    @property
    def holding(self) -> bool:
        """A sync has begun and is held now."""
        return self.entered.is_set() and not self.released.is_set() and not self.timed_out

    def __call__(self, fd: int) -> None:
        if not stat.S_ISDIR(os.fstat(fd).st_mode):
            self.files_synced.append(os.pread(fd, 1000, 0))
        self.entered.set()
        if not self.released.wait(self.hold):
            self.timed_out = True
        self._real(fd)
