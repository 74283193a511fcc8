"""Two checkouts side by side: this one and a baseline commit, each run by the same Python.

The baseline is checked out in a temporary `git worktree` and its package put first on
PYTHONPATH, so that a child process imports the baseline's `yahtzee_tui` instead of this
checkout's.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
# The main branch before the saves' syncs left the UI loop and the workers became daemons.
DEFAULT_BASELINE = "6382613"


@contextmanager
def checkouts(baseline: str | None) -> Iterator[list[tuple[str, Path]]]:
    """[(label, root)]: the baseline's temporary worktree (when asked) and this checkout."""
    if baseline is None:
        yield [("current", HERE)]
        return
    with tempfile.TemporaryDirectory(prefix="yahtzee-baseline-") as parent:
        root = Path(parent) / "checkout"
        git = ["git", "-C", str(HERE)]
        subprocess.run(
            [*git, "worktree", "add", "--detach", str(root), baseline],
            check=True,
            capture_output=True,
        )
        try:
            yield [(f"baseline {baseline}", root), ("current", HERE)]
        finally:
            subprocess.run(
                [*git, "worktree", "remove", "--force", str(root)], check=False, capture_output=True
            )


def environment(root: Path, **extra: str) -> dict[str, str]:
    """The environment of a child that imports `yahtzee_tui` from `root`."""
    path = os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH")]))
    return {**os.environ, "PYTHONPATH": path, **extra}
