"""`yahtzee-tui server --redis` as real processes, stopped (or killed) by the tests."""

from __future__ import annotations

import os
import selectors
import signal
import subprocess
import sys
import time

START_TIMEOUT = 30.0


class ServerProcess:
    def __init__(self, redis_url: str, port: int, *extra: str) -> None:
        self.argv = [
            sys.executable, "-m", "yahtzee_tui", "server",
            "--redis", redis_url, "--port", str(port), *extra,
        ]  # fmt: skip
        self.process = subprocess.Popen(
            self.argv,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        self.output = ""

    @property
    def pid(self) -> int:
        return self.process.pid

    def wait_for(self, text: str, timeout: float = START_TIMEOUT, times: int = 1) -> None:
        """Read the process's output until `text` shows (`times` times; fails when the process
        exits first)."""
        assert self.process.stdout is not None
        deadline = time.monotonic() + timeout
        with selectors.DefaultSelector() as selector:
            selector.register(self.process.stdout, selectors.EVENT_READ)
            while self.output.count(text) < times:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"no {text!r} from the server: {self.output}")
                if selector.select(left):
                    chunk = os.read(self.process.stdout.fileno(), 4096)
                    if not chunk:
                        raise AssertionError(f"the server exited: {self.output}")
                    self.output += chunk.decode(errors="replace")

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.kill()
        if self.process.stdout is not None and not self.process.stdout.closed:
            self.output += self.process.stdout.read().decode(errors="replace")
            self.process.stdout.close()
