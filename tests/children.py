"""Processes the tests start, which die with the test process that started them.

A test ends what it started in its own clean-up; but a test process killed outright (a
pytest-xdist worker killed with SIGKILL when a run is interrupted) runs no clean-up, and a
program it had started on a pseudo-terminal or as a server lived on, with no one to stop it.
Started through `popen`, such a child is asked of the kernel to be sent SIGKILL when the
process that started it ends, however it ends (`prctl(PR_SET_PDEATHSIG)`, Linux).

The kernel counts the end of the starting *thread*: start long-lived children from the test's
own thread (the main one), not from a thread that ends before they should. The request is not
inherited by a child's own children.
"""

from __future__ import annotations

import ctypes
import os
import signal
import subprocess
import sys
from collections.abc import Callable
from typing import Any

PR_SET_PDEATHSIG = 1  # <linux/prctl.h>

# Looked up here, before any fork: the child only calls it.
_prctl = ctypes.CDLL(None, use_errno=True).prctl if sys.platform == "linux" else None


def dies_with_this_process() -> Callable[[], None]:
    """The `preexec_fn` that makes a child die with this process (for starters other than
    `popen`, such as `asyncio.create_subprocess_exec`)."""
    return _dies_with(os.getpid())


def _dies_with(parent: int) -> Callable[[], None]:
    """What the child runs before its program: SIGKILL when `parent` (the starting thread)
    ends, and at once when it has ended already, before the request was made."""

    def in_the_child() -> None:
        if _prctl is None:
            return
        if _prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) != 0:
            # Not started: subprocess raises SubprocessError("Exception occurred in preexec_fn")
            raise OSError(ctypes.get_errno(), "prctl(PR_SET_PDEATHSIG) refused")
        if os.getppid() != parent:
            os.kill(os.getpid(), signal.SIGKILL)

    return in_the_child


def popen(args: Any, **options: Any) -> subprocess.Popen[Any]:
    """`subprocess.Popen(args, **options)`, the child killed when this process ends."""
    assert "preexec_fn" not in options, "popen sets preexec_fn itself"
    return subprocess.Popen(args, preexec_fn=dies_with_this_process(), **options)
