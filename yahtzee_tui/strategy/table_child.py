"""A solver table built in a child process, which stores it in the cache for the parent to load.

The app builds tables while a player plays or looks at the start screen. In a thread of its
own process the solver, with its many small NumPy steps, holds the interpreter lock much of
the time, and the screen answers late; a child process has its own interpreter and leaves the
app's alone. The child prints `done total` lines as the solver goes; the parent reads them (its
`progress` may raise to call the build off: the child is then killed). A child whose parent
has gone stops at its next step.

Run as `python -m yahtzee_tui.strategy.table_child RULES`: exit 0 once the table is in the
cache, 3 when the cache cannot be written (the parent then builds it itself).
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable

from yahtzee_tui.strategy.styles import SOLVABLE

NOT_CACHED = 3
Progress = Callable[[int, int], None]


def stored(rules_id: str) -> bool:
    """Whether the cache holds a file for the table of `rules_id` (read and checked later)."""
    from yahtzee_tui import paths
    from yahtzee_tui.strategy.cache import table_path

    try:
        return table_path(rules_id).is_file()
    except (OSError, paths.HomeError):
        return False


def build_apart(rules_id: str, progress: Progress | None = None) -> bool:
    """Build the table of `rules_id` into the cache in a child process: True once it is there
    (False when the child could not store it). Whatever `progress` raises stops the child."""
    if rules_id not in SOLVABLE:
        raise ValueError(f"no solver table for {rules_id!r}")
    command = [sys.executable, "-m", __name__, rules_id, str(os.getpid())]
    child = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None
        for line in child.stdout:
            told = line.split()
            if progress is not None and len(told) == 2 and all(p.isdigit() for p in told):
                progress(int(told[0]), int(told[1]))
    finally:
        if child.poll() is None:
            child.kill()
        child.wait()
    return child.returncode == 0


def main(argv: list[str]) -> int:
    from yahtzee_tui.strategy.cache import load_or_build

    rules_id, parent = argv[0], int(argv[1])

    def told(done: int, total: int) -> None:
        if os.getppid() != parent:
            raise SystemExit(1)  # the app has gone: nobody waits for this table
        print(done, total, flush=True)

    table = load_or_build(rules_id, progress=told)
    return 0 if table.path is not None and table.not_cached is None else NOT_CACHED


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
