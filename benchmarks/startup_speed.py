"""How long `yahtzee-tui` takes to answer and to show its first frame, today's main beside the
current checkout: the median of N whole processes each.

    .venv/bin/python benchmarks/startup_speed.py [--baseline REF] [--runs N] [--only WORDS]

The baseline (by default the merge-base with main) is checked out in a temporary worktree and
run with the same Python and dependencies (PYTHONPATH points at the checkout). Commands are
timed to their exit; `server` (and `server --redis`, on a redis-server started here) to the
line saying it listens; the first frames (the start screen, a resumed Yamb table, and a minimal
Textual app started the same way) by `first_frame.py`, which exits at the first frame.
Figures only, no verdict: the last columns are the ratio baseline/current and, for the
frames, current/minimal app, in wall time and in the processor time the process used (steadier
than wall time on a machine busy with other work).
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from checkouts import checkouts

from tests.net.cluster.redis_server import RedisServer

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
DRIVER = HERE / "first_frame.py"

SCORED = ("3", "3", "3", "4", "4", "full_house")
# A run's (wall time, processor time) in seconds.
Timer = Callable[[Path, dict[str, str]], tuple[float, float]]


def children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def exited(argv: list[str]) -> Timer:
    """`argv` run in the checkout, timed to its exit."""

    def timed(checkout: Path, env: dict[str, str]) -> tuple[float, float]:
        start, cpu = time.perf_counter(), children_cpu()
        subprocess.run(
            argv,
            cwd=checkout,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            check=True,
        )
        return time.perf_counter() - start, children_cpu() - cpu

    return timed


def command(*arguments: str) -> Timer:
    """`yahtzee-tui ARGUMENTS`, timed to its exit."""
    return exited([sys.executable, "-m", "yahtzee_tui", *arguments])


def frame(*arguments: str) -> Timer:
    """`first_frame.py ARGUMENTS`: an app to its first frame."""
    return exited([sys.executable, str(DRIVER), *arguments])


def server(*arguments: str) -> Timer:
    """`yahtzee-tui server ARGUMENTS --port 0`, timed to the line saying it listens."""

    def timed(checkout: Path, env: dict[str, str]) -> tuple[float, float]:
        start = time.perf_counter()
        process = subprocess.Popen(
            [sys.executable, "-m", "yahtzee_tui", "server", *arguments, "--port", "0"],
            cwd=checkout,
            env={**env, "PYTHONUNBUFFERED": "1"},
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        assert process.stdout is not None
        line = process.stdout.readline()
        seconds = time.perf_counter() - start
        process.send_signal(signal.SIGINT)
        process.communicate(timeout=30)
        if "listening on" not in line:
            raise RuntimeError(f"the server did not start: {line!r}")
        return seconds, float("nan")  # its processor time includes the stopping

    return timed


Job = tuple[str, Timer, Path, dict[str, str]]


def interleaved(jobs: list[Job], runs: int) -> dict[str, tuple[float, float]]:
    """The median wall and processor time of each job, the jobs taking turns (a change of
    load meets them all)."""
    for _, timer, checkout, env in jobs:
        timer(checkout, env)  # the first run writes bytecode and the home's files
    times: dict[str, list[tuple[float, float]]] = {key: [] for key, *_ in jobs}
    for _ in range(runs):
        for key, timer, checkout, env in jobs:
            times[key].append(timer(checkout, env))
    return {
        key: (
            statistics.median(wall for wall, _ in values),
            statistics.median(cpu for _, cpu in values),
        )
        for key, values in times.items()
    }


def home_for(place: Path, checkout: Path) -> dict[str, str]:
    """The environment of a run: the checkout's package, a home folder of its own."""
    home = Path(tempfile.mkdtemp(prefix="home-", dir=place))
    env = {**os.environ, "PYTHONPATH": str(checkout), "YAHTZEE_TUI_HOME": str(home)}
    # An installed package runs from bytecode (pip compiles it), as Textual here does: without
    # it every run would compile the package's sources again and time that instead.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def line(name: str, baseline: float, current: float) -> str:
    return f"{name:32} {baseline:8.3f}s {current:8.3f}s {baseline / current:6.1f}x"


def baseline_ref() -> str:
    found = subprocess.run(
        ["git", "merge-base", "HEAD", "main"], cwd=REPO, capture_output=True, text=True
    )
    return found.stdout.strip() or "main"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default=None, help="the ref to compare with (merge-base)")
    parser.add_argument("--runs", type=int, default=7, help="timed runs of each (default 7)")
    parser.add_argument(
        "--only",
        default="",
        metavar="WORDS",
        help="time only the rows whose name holds one of these comma-separated words "
        "(`server`, `frame`, ...)",
    )
    args = parser.parse_args()
    ref = args.baseline or baseline_ref()
    one, five, _ = os.getloadavg()
    print(f"{os.cpu_count()} cores, load average {one:.2f} (1 min) {five:.2f} (5 min)")
    print(f"median of {args.runs} runs; baseline {ref}, current {REPO}")
    with (
        tempfile.TemporaryDirectory(prefix="yahtzee-startup-") as scratch,
        checkouts(ref) as roots,
    ):
        place = Path(scratch)
        (_, base), (_, here) = roots
        sides = (("baseline", base), ("current", here))
        redis = None
        try:
            cases: list[tuple[str, Timer]] = [
                ("--version", command("--version")),
                ("--help", command("--help")),
                ("score --help", command("score", "--help")),
                ("server --help", command("server", "--help")),
                ("join --help", command("join", "--help")),
                ("score 3 3 3 4 4 full_house", command("score", *SCORED)),
                ("server (to listening)", server()),
            ]  # fmt: skip
            wanted = [word for word in args.only.split(",") if word]

            def chosen(name: str) -> bool:
                return not wanted or any(word in name for word in wanted)

            executable = shutil.which("redis-server")
            if executable and chosen("server --redis (to listening)"):
                redis = RedisServer(executable, place / "redis")
                redis.start()
                cases.append(("server --redis (to listening)", server("--redis", redis.url)))
            frames = [
                ("first frame: minimal app", frame("--minimal")),
                ("first frame: start screen", frame()),
                ("first frame: resumed Yamb", frame("--resume")),
            ]
            print(f"{'':32} {'baseline':>9} {'current':>9} {'faster':>7} {'/minimal':>11}")
            for name, timer in cases:
                if not chosen(name):
                    continue
                jobs = [
                    (label, timer, checkout, home_for(place, checkout)) for label, checkout in sides
                ]
                medians = interleaved(jobs, args.runs)
                print(line(name, medians["baseline"][0], medians["current"][0]), flush=True)
            if not any(chosen(name) for name, _ in frames):
                return 0
            # The frames in one loop, so that the ratio to the minimal app meets the same load.
            jobs = []
            for label, checkout in sides:
                for name, timer in frames:
                    env = home_for(place, checkout)
                    if name.endswith("resumed Yamb"):
                        subprocess.run(
                            [sys.executable, str(DRIVER), "--save-yamb", env["YAHTZEE_TUI_HOME"]],
                            cwd=checkout, env=env, check=True,
                        )  # fmt: skip
                    jobs.append((f"{label} {name}", timer, checkout, env))
            medians = interleaved(jobs, args.runs)
            minimal = {label: medians[f"{label} {frames[0][0]}"] for label, _ in sides}
            print(f"{'':32} {'':9} {'':9} {'':7} {'wall':>11}  processor time (/minimal)")
            for name, _ in frames:
                (base_time, base_cpu) = medians[f"baseline {name}"]
                (current, current_cpu) = medians[f"current {name}"]
                said = line(name, base_time, current)
                if name != frames[0][0]:
                    said += (
                        f" {base_time / minimal['baseline'][0]:4.1f}x→"
                        f"{current / minimal['current'][0]:.1f}x"
                        f"  {base_cpu:.3f}s→{current_cpu:.3f}s"
                        f" ({base_cpu / minimal['baseline'][1]:.2f}x→"
                        f"{current_cpu / minimal['current'][1]:.2f}x)"
                    )
                else:
                    said += f"{'':13}{base_cpu:.3f}s→{current_cpu:.3f}s"
                print(said, flush=True)
        finally:
            if redis is not None:
                redis.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
