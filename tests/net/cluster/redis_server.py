"""A real Redis server for the tests: Debian's `redis-server` on 127.0.0.1, on a free port,
in a temporary folder, stopped after the test.

Without `redis-server` the tests that need it are skipped, except in CI (CI=true, as
`.ci/run` sets it, and installs the package), where a missing server fails.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import time
from contextlib import suppress
from pathlib import Path

import pytest

from tests.children import popen
from tests.deadlines import deadline

REDIS_PACKAGE = "redis-server"
START_TIMEOUT = deadline(30.0)


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def redis_executable() -> str:
    """The path of `redis-server`; skips the test without it (fails it in CI)."""
    path = shutil.which("redis-server")
    if path is None:
        reason = f"needs Redis: apt-get install {REDIS_PACKAGE}"
        if in_ci():
            pytest.fail(f"CI {reason} (.ci/run installs it)")
        pytest.skip(reason)
    return path


def free_port() -> int:
    """A port nothing listens on just now (Redis cannot be told to pick one itself)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class RedisServer:
    """One `redis-server` process; `kill` and `start` again keep its port and folder (and,
    with `durable`, its data: every write is on disk before Redis answers it)."""

    def __init__(self, executable: str, directory: Path, durable: bool = False) -> None:
        self.executable = executable
        self.directory = directory
        self.durable = durable
        self.port = 0
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        tries = 1 if self.port else 5  # a chosen port someone took in between: another
        for _ in range(tries):
            self.port = self.port or free_port()
            if self._launch():
                return
            if tries > 1:
                self.port = 0
        raise RuntimeError(f"redis-server did not start: {self._log()}")

    def _launch(self) -> bool:
        self.directory.mkdir(parents=True, exist_ok=True)
        persistence = ["--appendonly", "yes", "--appendfsync", "always"] if self.durable else []
        self.process = popen(
            [
                self.executable,
                "--port", str(self.port),
                "--bind", "127.0.0.1",
                "--save", "",
                "--appendonly", "no",
                *persistence,
                "--dir", str(self.directory),
                "--logfile", "redis.log",
                "--daemonize", "no",
            ],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )  # fmt: skip
        end = time.monotonic() + START_TIMEOUT
        while time.monotonic() < end:
            if self.process.poll() is not None:
                return False
            if self._answers():
                return True
            time.sleep(0.02)
        self.stop()
        return False

    def _answers(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as sock:
                sock.sendall(b"PING\r\n")
                return sock.recv(64).startswith(b"+PONG")
        except OSError:
            return False

    def _log(self) -> str:
        try:
            return (self.directory / "redis.log").read_text()[-500:]
        except OSError:
            return "(no log)"

    def kill(self) -> None:
        """Stop it at once, as a crash would."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()

    def stop(self) -> None:
        """Shut it down as an operator would (SIGTERM); killed if it has not gone in 5 s.

        Redis refuses a SIGTERM while it writes its first append-only file (just after a
        test turned `appendonly` on): it logs "can't exit" and runs on. The request is
        repeated until it is taken, a few hundredths of a second later."""
        if self.process is None:
            return
        end = time.monotonic() + 5
        while self.process.poll() is None:
            if time.monotonic() > end:
                self.kill()
                return
            self.process.terminate()
            with suppress(subprocess.TimeoutExpired):
                self.process.wait(0.1)
