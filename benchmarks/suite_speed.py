"""How long the whole test suite takes, as `make test` runs it (pytest on a worker more than
the cores), and how much CPU it uses: the wall time, and the user and system time of pytest
and everything it starts. Target: the suite under 90 s on a 2-core machine.

`--load` first starts a busy loop on every core (stopped at the end), to show that the suite
stays green when the machine is busy; `--runs 3` runs it three times in a row. Run it from a
checkout whose `.venv` has the test tools (`make test` once).
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from common import machine

ROOT = Path(__file__).resolve().parent.parent


@contextmanager
def busy_cores(on: bool) -> Iterator[None]:
    """A busy loop on every core while the block runs (when `on`)."""
    hogs = []
    if on:
        for _ in range(len(os.sched_getaffinity(0))):
            hogs.append(subprocess.Popen([sys.executable, "-c", "while True: pass"]))
    try:
        yield
    finally:
        for hog in hogs:
            hog.kill()
            hog.wait()


def run_suite(extra: list[str]) -> tuple[int, float, float, str]:
    """Exit code, wall seconds, CPU seconds (user + system of pytest and its children) and
    pytest's last line."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "auto", "--dist", "worksteal", "-q", *extra],
        cwd=ROOT,
        env=dict(os.environ, PYTHONDONTWRITEBYTECODE=""),
        capture_output=True,
        text=True,
        check=False,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    lines = done.stdout.strip().splitlines()
    return done.returncode, wall, cpu, lines[-1] if lines else done.stderr.strip()[-200:]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--load", action="store_true", help="a busy loop on every core")
    parser.add_argument("pytest_args", nargs="*", help="more pytest options, after --")
    args = parser.parse_args()
    print(f"the test suite ({machine()}{', every core kept busy' if args.load else ''})")
    failed = 0
    with busy_cores(args.load):
        for run in range(1, args.runs + 1):
            code, wall, cpu, last = run_suite(args.pytest_args)
            failed += code != 0
            print(f"  run {run}: {wall:.1f} s, CPU {cpu:.1f} s, exit {code}: {last}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
