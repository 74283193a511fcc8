"""`server --workers`: a worker does not outlive its supervisor, even one killed with no
chance to stop it (SIGKILL): each worker holds a pipe only the supervisor writes to, and
stops when it reads its end."""

from __future__ import annotations

import os
import selectors
import time

from tests.deadlines import WAIT, deadline
from tests.net.cluster.processes import ServerProcess
from tests.net.cluster.redis_server import RedisServer, free_port


def read_to_the_end(server: ServerProcess, timeout: float) -> bool:
    """Read the server's output until every process writing it has closed it (True), or the
    deadline passes (False)."""
    assert server.process.stdout is not None
    end = time.monotonic() + deadline(timeout)
    with selectors.DefaultSelector() as selector:
        selector.register(server.process.stdout, selectors.EVENT_READ)
        while (left := end - time.monotonic()) > 0:
            if selector.select(left):
                chunk = os.read(server.process.stdout.fileno(), 4096)
                if not chunk:
                    return True
                server.output += chunk.decode(errors="replace")
    return False


def test_the_workers_stop_when_their_supervisor_is_killed(redis_server: RedisServer):
    server = ServerProcess(redis_server.url, free_port(), "--workers", "2")
    try:
        server.wait_for("listening on", times=2)
        server.kill()
        # The workers share the supervisor's output: it ends when the last of them exits.
        assert read_to_the_end(server, WAIT), f"a worker outlived its supervisor: {server.output}"
        assert server.output.count("yahtzee-tui server stopped") == 2
    finally:
        server.stop()
