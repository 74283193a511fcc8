"""`yahtzee-tui server --workers N`: N server processes on one port, sharing their rooms
through Redis. This process only watches them: a worker that dies is started again (its
rooms are taken over by the others meanwhile), and Ctrl+C or SIGTERM stops them all.

Only the very first start may stop the server: a worker that refuses to start (exit code 2,
its reason on stderr: a wrong Redis address, the port taken) before any worker has listened
stops them all with that code. Once one has listened, a worker that cannot start (Redis down
for a while) is started again and again, waiting longer each time up to `LAST_RETRY`: the
others keep their players meanwhile, and play goes on by itself when Redis is back. Each
worker says on a pipe (named by `READY_FD`) that it listens, and holds the read end of another
(named by `LIFELINE_FD`) that only this process writes to: when this process is gone, even
killed with no chance to stop them, the workers read its end and stop too."""

from __future__ import annotations

import argparse
import os
import select
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from types import FrameType
from typing import TYPE_CHECKING

from yahtzee_tui.i18n import _, ngettext

if TYPE_CHECKING:
    import asyncio

# A worker that dies after it listened is started again after this many seconds.
RESTART_DELAY = 1.0
# A worker that could not start is started again after FIRST_RETRY seconds, then twice as
# long each time it fails again, up to LAST_RETRY.
FIRST_RETRY = 0.5
LAST_RETRY = 10.0
# How often the supervisor looks at its workers (seconds).
LOOK_EVERY = 0.2
# The environment variable naming the pipe on which a worker says it listens.
READY_FD = "YAHTZEE_TUI_READY_FD"
# The environment variable naming the pipe whose end of file tells a worker its supervisor is gone.
LIFELINE_FD = "YAHTZEE_TUI_LIFELINE_FD"


def tell_supervisor() -> None:
    """(In a worker) Say on the supervisor's pipe that this worker listens; nothing when it
    runs on its own."""
    fd = os.environ.pop(READY_FD, None)
    if fd is None:
        return
    try:
        os.write(int(fd), f"{os.getpid()}\n".encode())
        os.close(int(fd))
    except (ValueError, OSError):
        pass  # not started by a supervisor after all: nobody to tell


def watch_supervisor(loop: asyncio.AbstractEventLoop, stop: Callable[[], None]) -> None:
    """(In a worker) Call `stop` once the supervisor is gone: its lifeline pipe reads end of
    file. The loop wakes only then; nothing when the worker runs on its own."""
    name = os.environ.pop(LIFELINE_FD, None)
    if name is None:
        return
    try:
        fd = int(name)
        os.set_blocking(fd, False)
    except (ValueError, OSError):
        return  # not started by a supervisor after all

    def readable() -> None:
        try:
            if os.read(fd, 64):
                return  # the supervisor writes nothing; a stray byte is not its end
        except BlockingIOError:
            return
        except OSError:
            pass
        loop.remove_reader(fd)
        os.close(fd)
        stop()

    loop.add_reader(fd, readable)


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


@dataclass
class _Slot:
    """One worker's place: the process in it, whether it has listened, and when a dead one's
    successor starts."""

    worker: subprocess.Popen[bytes]
    listened: bool = False
    start_at: float | None = None  # the worker died: when the next one starts
    retry: float = FIRST_RETRY  # how long to wait after the next failed start


def _supervise(args: argparse.Namespace, argv: list[str], stopped: Callable[[], bool]) -> int:
    ready, ready_write = os.pipe()
    os.set_blocking(ready, False)
    # Only this process holds the write end: it closes when this process ends, however.
    lifeline, lifeline_write = os.pipe()
    env = {**os.environ, READY_FD: str(ready_write), LIFELINE_FD: str(lifeline)}

    def spawn() -> subprocess.Popen[bytes]:
        return subprocess.Popen(
            argv, stdin=subprocess.DEVNULL, pass_fds=(ready_write, lifeline), env=env
        )

    slots = [_Slot(spawn()) for _worker in range(args.workers)]
    said = ngettext(
        "yahtzee-tui server: {n} worker on port {port}",
        "yahtzee-tui server: {n} workers on port {port}",
        args.workers,
    )
    print(said.format(n=args.workers, port=args.port), flush=True)
    served = refused = False
    try:
        while not (stopped() or refused):
            select.select([ready], [], [], LOOK_EVERY)
            # The pipe is read after the deaths are seen: a worker that listened and died
            # since has said so.
            codes = [slot.worker.poll() for slot in slots]
            served |= _take_ready(ready, slots)
            for slot, code in zip(slots, codes, strict=True):
                if stopped():
                    break
                refused = _look_after(slot, code, served, spawn)
                if refused:
                    break
    finally:
        for fd in (ready, ready_write, lifeline):
            os.close(fd)
    _stop_all([slot.worker for slot in slots])
    os.close(lifeline_write)
    print(_("yahtzee-tui server: every worker stopped"), flush=True)
    return 2 if refused else 0


def _take_ready(ready: int, slots: list[_Slot]) -> bool:
    """Mark the workers that said they listen; True when any did."""
    try:
        lines = os.read(ready, 4096).split()
    except BlockingIOError:
        return False
    pids = {int(line) for line in lines if line.isdigit()}
    for slot in slots:
        if slot.worker.pid in pids:
            slot.listened, slot.retry = True, FIRST_RETRY
    return bool(pids)


def _look_after(
    slot: _Slot, code: int | None, served: bool, spawn: Callable[[], subprocess.Popen[bytes]]
) -> bool:
    """Start the slot's next worker when due, or note that its worker died (exit `code`);
    True when the server must stop: a worker refused the very first start."""
    now = time.monotonic()
    if slot.start_at is not None:
        if now >= slot.start_at:
            slot.worker, slot.listened, slot.start_at = spawn(), False, None
        return False
    if code is None:
        return False
    if slot.listened:
        said = _("yahtzee-tui server: worker {pid} stopped ({code}): starting another")
        print(said.format(pid=slot.worker.pid, code=code), flush=True)
        slot.start_at = now + RESTART_DELAY
        return False
    if code == 2 and not served:
        # It said why on stderr (no Redis there, the port taken): so would the others.
        return True
    said = _(
        "yahtzee-tui server: worker {pid} could not start ({code}): starting another in {seconds} s"
    )
    print(said.format(pid=slot.worker.pid, code=code, seconds=f"{slot.retry:g}"), flush=True)
    slot.start_at = now + slot.retry
    slot.retry = min(slot.retry * 2, LAST_RETRY)
    return False


def _stop_all(workers: list[subprocess.Popen[bytes]]) -> None:
    for worker in workers:
        if worker.poll() is None:
            worker.terminate()
    for worker in workers:
        try:
            worker.wait(10)
        except subprocess.TimeoutExpired:
            worker.kill()
            worker.wait()
