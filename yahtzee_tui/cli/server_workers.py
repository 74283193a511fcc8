"""`yahtzee-tui server --workers N`: N server processes on one port, sharing their rooms
through Redis. This process only watches them: a worker that dies is started again (its
rooms are taken over by the others meanwhile), and Ctrl+C or SIGTERM stops them all. A worker
that refuses to start (exit code 2, its reason on stderr) stops them all with that code."""

from __future__ import annotations

import argparse
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from types import FrameType

from yahtzee_tui.i18n import _, ngettext

# A worker that dies is started again after this many seconds.
RESTART_DELAY = 1.0


def worker_argv(args: argparse.Namespace) -> list[str]:
    """The command line of one worker: the same server, without `--workers`."""
    argv = [
        sys.executable, "-m", "yahtzee_tui", "server",
        "--redis", args.redis,
        "--port", str(args.port),
        "--bind", args.bind,
        "--away-timeout", repr(args.away_timeout),
        "--rate-limit", repr(args.rate_limit),
    ]  # fmt: skip
    if args.join_limit is not None:
        argv += ["--join-limit", str(args.join_limit)]
    if args.certfile:
        argv += ["--certfile", args.certfile]
    if args.keyfile:
        argv += ["--keyfile", args.keyfile]
    return argv


def run_workers(args: argparse.Namespace) -> int:
    argv = worker_argv(args)
    stopping = False

    def stop(signum: int, frame: FrameType | None) -> None:
        nonlocal stopping
        stopping = True

    before = {signum: signal.signal(signum, stop) for signum in (signal.SIGINT, signal.SIGTERM)}
    try:
        return _supervise(args, argv, lambda: stopping)
    finally:
        for signum, handler in before.items():
            signal.signal(signum, handler)


def _supervise(args: argparse.Namespace, argv: list[str], stopped: Callable[[], bool]) -> int:
    workers = [subprocess.Popen(argv, stdin=subprocess.DEVNULL) for _worker in range(args.workers)]
    said = ngettext(
        "yahtzee-tui server: {n} worker on port {port}",
        "yahtzee-tui server: {n} workers on port {port}",
        args.workers,
    )
    print(said.format(n=args.workers, port=args.port), flush=True)
    died_at: dict[int, float] = {}
    refused = False
    while not (stopped() or refused):
        time.sleep(0.2)
        for number, worker in enumerate(workers):
            code = worker.poll()
            if code is None or stopped():
                continue
            if code == 2:
                # It said why on stderr (no Redis there, the port taken): so would the others.
                refused = True
                break
            since = died_at.setdefault(number, time.monotonic())
            if time.monotonic() - since >= RESTART_DELAY:
                said = _("yahtzee-tui server: worker {pid} stopped ({code}): starting another")
                print(said.format(pid=worker.pid, code=code), flush=True)
                del died_at[number]
                workers[number] = subprocess.Popen(argv, stdin=subprocess.DEVNULL)
    for worker in workers:
        if worker.poll() is None:
            worker.terminate()
    for worker in workers:
        try:
            worker.wait(10)
        except subprocess.TimeoutExpired:
            worker.kill()
            worker.wait()
    print(_("yahtzee-tui server: every worker stopped"), flush=True)
    return 2 if refused else 0
