"""A program a test started through `tests.children.popen` does not outlive the test process,
even one killed outright (SIGKILL: no clean-up runs)."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from contextlib import suppress
from pathlib import Path

from tests.children import popen
from tests.deadlines import deadline

CHECKOUT = Path(__file__).resolve().parents[1]

# A test process in small: it starts a program that would run for good (holding the write end
# of a pipe, the fd given), says its number, and waits to be killed.
TEST_PROCESS = """
import sys, threading
from tests.children import popen
held = int(sys.argv[1])
child = popen(
    [sys.executable, "-c", "import threading; threading.Event().wait()"], pass_fds=[held]
)
print(child.pid, flush=True)
threading.Event().wait()
"""


def test_a_child_dies_with_the_test_process_that_started_it_when_that_is_killed():
    read_end, write_end = os.pipe()
    test_process = popen(
        [sys.executable, "-c", TEST_PROCESS, str(write_end)],
        pass_fds=[write_end],
        stdout=subprocess.PIPE,
        text=True,
        cwd=CHECKOUT,
    )
    os.close(write_end)  # held now by the test process and its child alone
    assert test_process.stdout is not None
    child = int(test_process.stdout.readline())
    try:
        test_process.kill()
        test_process.wait()
        # The pipe reads end-of-file once every holder has ended: the child too.
        end = time.monotonic() + deadline()
        while True:
            left = end - time.monotonic()
            assert left > 0, f"the child {child} outlived the test process killed"
            if select.select([read_end], [], [], left)[0] and not os.read(read_end, 1):
                break
    finally:
        os.close(read_end)
        test_process.stdout.close()
        with suppress(ProcessLookupError):  # as it should: gone already
            os.kill(child, signal.SIGKILL)


def test_every_program_the_tests_keep_running_is_started_through_the_helper():
    # subprocess.run and its kin wait for their program: Popen and asyncio's starters do not.
    exempt = {CHECKOUT / "tests" / "children.py", Path(__file__).resolve()}  # it, and this
    started_elsewhere = []
    for path in (CHECKOUT / "tests").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if path not in exempt and (
            "subprocess.Popen(" in text
            or ("create_subprocess_" in text and "dies_with_this_process()" not in text)
        ):
            started_elsewhere.append(str(path.relative_to(CHECKOUT)))
    assert started_elsewhere == [], "start them through tests/children.py"
