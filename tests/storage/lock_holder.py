"""Another copy of the program, for the tests: it holds a save's lock until told to stop.

`HeldSave(path)` starts a process that takes the lock with `lock_save`, says so, and keeps it
until `release()` (its input closes: a normal exit) or `crash()` (SIGKILL: no clean-up at all);
the `held` fixture (tests/conftest.py) starts them for a test.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.children import popen
from tests.deadlines import deadline

PROGRAM = """
import sys
from pathlib import Path
from yahtzee_tui.storage.locks import lock_save
lock = lock_save(Path(sys.argv[1]))
print("held", flush=True)
sys.stdin.read()
lock.release()
"""


class HeldSave:
    def __init__(self, save: Path) -> None:
        self.save = save
        self.process = popen(
            [sys.executable, "-c", PROGRAM, str(save)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=os.environ.copy(),
        )
        assert self.process.stdout is not None
        line = self.process.stdout.readline()  # blocks until the lock is held (or it failed)
        assert line == "held\n", f"the holder did not take the lock: {line!r}"

    @property
    def pid(self) -> int:
        return self.process.pid

    def release(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        assert self.process.wait(timeout=deadline()) == 0

    def crash(self) -> None:
        self.process.kill()
        self.process.wait(timeout=deadline())

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=deadline())
        for stream in (self.process.stdin, self.process.stdout):
            if stream is not None:
                stream.close()
