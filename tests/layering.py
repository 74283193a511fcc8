"""Checks that a layer stays headless: what importing it pulls in, in a fresh interpreter."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys

from tests.children import popen
from tests.deadlines import deadline

HEAVY = ("textual", "rich", "numpy")


def heavy_modules_loaded_by(*modules: str) -> list[str]:
    """The UI and numeric libraries that importing `modules` loads, in a fresh interpreter."""
    probe = (
        f"import sys; import {', '.join(modules)}; "
        f"print(','.join(m for m in {HEAVY!r} if m in sys.modules))"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    )
    return [name for name in result.stdout.strip().split(",") if name]


# What a command may leave out: the UI toolkit, the app, the printing and numeric libraries,
# and TLS (loaded only to make a context for a certificate or a wss:// address).
WATCHED = ("textual", "yahtzee_tui.tui.app", "rich", "numpy", "ssl")
LOADED = "loaded:"
# `yahtzee-tui ARGV` in a fresh interpreter that says, on its way out, what it had loaded.
COMMAND_PROBE = """
import atexit, sys
atexit.register(lambda: print(
    {loaded!r} + ",".join(m for m in {watched!r} if m in sys.modules), file=sys.stderr, flush=True
))
from yahtzee_tui.cli import main
sys.exit(main(sys.argv[1:]))
"""


def command_line(*arguments: str, watched: tuple[str, ...] = WATCHED) -> list[str]:
    """The probe's command line for `yahtzee-tui ARGUMENTS`, saying which of `watched` it
    loaded."""
    probe = COMMAND_PROBE.format(loaded=LOADED, watched=watched)
    return [sys.executable, "-c", probe, *arguments]


def watched_in(stderr: str) -> list[str]:
    """The watched modules the probe said it had loaded (fails when it did not say)."""
    lines = [line for line in stderr.splitlines() if line.startswith(LOADED)]
    assert lines, f"the command did not reach its end: {stderr}"
    return [name for name in lines[-1].removeprefix(LOADED).split(",") if name]


def modules_loaded_by_command(*arguments: str, env: dict[str, str] | None = None) -> list[str]:
    """The watched modules `yahtzee-tui ARGUMENTS` loads, run to its end in a fresh interpreter."""
    result = subprocess.run(
        command_line(*arguments), capture_output=True, text=True, env=env, check=False
    )
    return watched_in(result.stderr)


def served_once(line: str) -> None:
    """Open and close one connection to the server whose listening line is `line`: once it has
    answered, it is whole (it says it listens before its network stack has loaded)."""
    from websockets.sync.client import connect

    found = re.search(r"ws://\S+", line)
    assert found, line
    with connect(found.group().rstrip(","), open_timeout=deadline()):
        pass


def modules_loaded_by_server(
    *arguments: str, env: dict[str, str] | None = None, watched: tuple[str, ...] = WATCHED
) -> list[str]:
    """The `watched` modules `yahtzee-tui ARGUMENTS` (a server) has loaded once it has answered
    a connection."""
    server = popen(
        command_line(*arguments, watched=watched),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**(env or os.environ), "PYTHONUNBUFFERED": "1"},
    )
    try:
        assert server.stdout is not None
        line = server.stdout.readline()  # empty when the server ended instead
        assert "listening on" in line, server.communicate()
        served_once(line)
        server.send_signal(signal.SIGINT)  # Ctrl+C ends it whole at any moment, atexit included
        _, stderr = server.communicate(timeout=deadline())
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    return watched_in(stderr)


# `yahtzee-tui ARGV` in a fresh interpreter that says, as it writes the line saying it listens,
# which watched modules it has loaded by then.
LISTENING_PROBE = """
import sys

class Watched:
    def __init__(self, out):
        self.out = out

    def write(self, text):
        if "listening on" in text:
            loaded = [m for m in {watched!r} if m in sys.modules]
            print({loaded!r} + ",".join(loaded), file=sys.stderr, flush=True)
        return self.out.write(text)

    def __getattr__(self, name):
        return getattr(self.out, name)

sys.stdout = Watched(sys.stdout)
from yahtzee_tui.cli import main
sys.exit(main(sys.argv[1:]))
"""


def modules_loaded_when_listening(
    *arguments: str, env: dict[str, str] | None = None, watched: tuple[str, ...] = WATCHED
) -> list[str]:
    """The `watched` modules `yahtzee-tui ARGUMENTS` (a server) had loaded as it wrote the line
    saying it listens."""
    probe = LISTENING_PROBE.format(loaded=LOADED, watched=watched)
    server = popen(
        [sys.executable, "-c", probe, *arguments],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**(env or os.environ), "PYTHONUNBUFFERED": "1"},
    )
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        assert "listening on" in line, server.communicate()
        server.send_signal(signal.SIGINT)
        _, stderr = server.communicate(timeout=deadline())
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    return watched_in(stderr)


# The app run to its first frame (headless, 80x24), saying then what it had loaded.
FIRST_FRAME_PROBE = f"""
import sys
from textual.app import App

run = App.run

async def first_frame(pilot):
    await pilot.pause(0)
    loaded = [m for m in sys.argv[1].split(",") if m in sys.modules]
    print({LOADED!r} + ",".join(loaded), file=sys.stderr, flush=True)
    pilot.app.exit()

App.run = lambda app, *_, **__: run(app, headless=True, size=(80, 24), auto_pilot=first_frame)
from yahtzee_tui.cli import main
sys.exit(main(sys.argv[2:]))
"""


def loaded_at_first_frame(
    modules: tuple[str, ...], *arguments: str, env: dict[str, str] | None = None
) -> list[str]:
    """Which of `modules` `yahtzee-tui ARGUMENTS` had loaded when its first frame was drawn."""
    probe = [sys.executable, "-c", FIRST_FRAME_PROBE, ",".join(modules), *arguments]
    result = subprocess.run(probe, capture_output=True, text=True, env=env, check=False)
    return watched_in(result.stderr)
