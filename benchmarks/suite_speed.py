"""How long the whole test suite takes, as `make test` runs it (pytest on a worker more than
the cores), and how much CPU it uses: the wall time, and the user and system time of pytest
and everything it starts. On a machine shared with other work the CPU is the fairer figure:
the wall time grows with the others' load, the CPU a run uses hardly does.

`--baseline REF` runs the suite of that commit too (checked out in a temporary worktree, run
by this checkout's Python with the baseline's package first on the path), the two checkouts
taking turns run by run, and prints how many times faster this one is. Every run computes the
solver's tables it needs, as a fresh checkout does (`-p no:cacheprovider`: no run reads the
tables an earlier run left); `--keep-cache` lets the current checkout read its own.

`--load` first starts a busy loop on every core (stopped at the end), to show that the suite
stays green when the machine is busy; `--runs 3` runs it three times in a row. `--cpu` lists
the tests that used the most CPU (`benchmarks/cpu_per_test.py`). Run it from a checkout whose
`.venv` has the test tools (`make test` once).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from checkouts import checkouts, environment
from common import machine

ROOT = Path(__file__).resolve().parent.parent
PYTEST = ["-m", "pytest", "-n", "auto", "--dist", "worksteal", "-q"]


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


@dataclass(frozen=True)
class Run:
    code: int
    wall: float
    cpu: float
    last: str  # pytest's last line


def run_suite(root: Path, extra: list[str]) -> tuple[Run, str]:
    """One run of the suite of the checkout at `root`, and its output."""
    env = environment(root, PYTHONDONTWRITEBYTECODE="")
    # This checkout's `benchmarks` after the checkout's own: the baseline's run finds the CPU
    # plugin there, and imports everything else from the baseline.
    env["PYTHONPATH"] += os.pathsep + str(ROOT)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, *PYTEST, *extra],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    lines = done.stdout.strip().splitlines()
    last = lines[-1] if lines else done.stderr.strip()[-200:]
    return Run(done.returncode, wall, cpu, last), done.stdout


def cpu_list(output: str) -> str:
    """The part of pytest's output that lists the tests by CPU used."""
    lines = output.splitlines()
    start = next((i for i, line in enumerate(lines) if "CPU of the tests" in line), None)
    if start is None:
        return ""
    return "\n".join(line for line in lines[start:] if " s  tests/" in line or "CPU" in line)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--baseline", metavar="REF", help="a commit to time beside this one")
    parser.add_argument("--load", action="store_true", help="a busy loop on every core")
    parser.add_argument("--keep-cache", action="store_true", help="read tables of earlier runs")
    parser.add_argument("--cpu", type=int, metavar="N", help="list the N tests using most CPU")
    parser.add_argument("pytest_args", nargs="*", help="more pytest options, after --")
    args = parser.parse_args()
    print(f"the test suite ({machine()}{', every core kept busy' if args.load else ''})")
    failed = 0
    runs: dict[str, list[Run]] = {}
    with checkouts(args.baseline) as trees, busy_cores(args.load):
        for run in range(1, args.runs + 1):
            for label, root in trees:
                extra = list(args.pytest_args)
                if root != ROOT or not args.keep_cache:
                    extra += ["-p", "no:cacheprovider"]
                if args.cpu:
                    extra += ["-p", "benchmarks.cpu_per_test", "--cpu-top", str(args.cpu)]
                result, output = run_suite(root, extra)
                runs.setdefault(label, []).append(result)
                failed += result.code != 0
                print(
                    f"  {label}, run {run}: {result.wall:.1f} s, CPU {result.cpu:.1f} s, "
                    f"exit {result.code}: {result.last}",
                    flush=True,
                )
                for line in output.splitlines():
                    if line.startswith(("FAILED", "ERROR")):
                        print(f"    {line}", flush=True)
                if args.cpu:
                    print(cpu_list(output), flush=True)
    if len(runs) == 2:
        (before, old), (_, new) = runs.items()
        wall = statistics.median(r.wall for r in old) / statistics.median(r.wall for r in new)
        cpu = statistics.median(r.cpu for r in old) / statistics.median(r.cpu for r in new)
        print(f"  medians: {wall:.2f}x faster in wall time, {cpu:.2f}x in CPU than {before}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
