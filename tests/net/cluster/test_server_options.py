"""`yahtzee-tui server --redis URL --workers N`: bad options are one line and exit code 2."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.cli.helpers import run_command
from tests.layering import modules_loaded_by_server
from tests.net.cluster.redis_server import RedisServer, free_port


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--redis", "http://x"], "--redis: Redis URL must specify one of the following schemes"),
        (["--workers", "0", "--redis", "redis://127.0.0.1/0"], "--workers must be at least 1"),
        (["--workers", "2"], "--workers needs --redis: the processes share their rooms through"),
        (["--join-limit", "0"], "--join-limit must be at least 1"),
        (
            ["--join-limit", "0", "--redis", "redis://127.0.0.1/0"],
            "--join-limit must be at least 1",
        ),
        (
            ["--workers", "2", "--redis", "redis://127.0.0.1/0", "--port", "0"],
            "--workers needs a port to share: not 0",
        ),
    ],
)
def test_bad_sharing_options_are_one_line_with_exit_code_2(capsys, argv, message):
    code, _, err = run_command(capsys, "server", *argv)
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def test_a_redis_no_one_answers_at_is_one_line_with_exit_code_2(capsys):
    port = free_port()
    code, _, err = run_command(capsys, "server", "--redis", f"redis://127.0.0.1:{port}/0")
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert f"Redis cannot be reached at 127.0.0.1:{port}/0" in err


def test_workers_that_cannot_start_stop_the_command_with_their_reason():
    redis_port, port = free_port(), free_port()
    finished = subprocess.run(
        [sys.executable, "-m", "yahtzee_tui", "server", "--workers", "2", "--port", str(port),
         "--redis", f"redis://127.0.0.1:{redis_port}/0"],
        capture_output=True,
        text=True,
        timeout=60,
    )  # fmt: skip
    assert finished.returncode == 2
    assert f"Redis cannot be reached at 127.0.0.1:{redis_port}/0" in finished.stderr
    assert "Traceback" not in finished.stderr
    # The very first start failed: the server stops rather than trying again.
    assert "could not start" not in finished.stdout


def test_a_server_sharing_its_rooms_listens_without_the_interface_or_the_solver(
    redis_server: RedisServer, tmp_path
):
    env = {**os.environ, "YAHTZEE_TUI_HOME": str(tmp_path / "home")}
    loaded = modules_loaded_by_server("server", "--redis", redis_server.url, "--port", "0", env=env)
    assert loaded == ["ssl"]  # TLS comes with the websockets server and the Redis client
