"""`yahtzee-tui server` stops cleanly on Ctrl+C from the moment it says it listens."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from tests.deadlines import deadline


def test_ctrl_c_as_soon_as_the_server_says_it_listens_stops_it_cleanly(tmp_path: Path):
    env = {**os.environ, "YAHTZEE_TUI_HOME": str(tmp_path), "PYTHONUNBUFFERED": "1"}
    server = subprocess.Popen(
        [sys.executable, "-m", "yahtzee_tui", "server", "--port", "0"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert server.stdout is not None
        assert "listening on" in server.stdout.readline()
        server.send_signal(signal.SIGINT)
        out, err = server.communicate(timeout=deadline())
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    assert server.returncode == 0, err
    assert "yahtzee-tui server stopped" in out
