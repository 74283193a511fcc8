"""Playing `yahtzee-tui serve` in headless Chromium: the server process, the browser, and the
terminal the page shows, read as text.

The page draws the game on a canvas (xterm.js), so its text is not in the DOM. A script added
before the page loads copies every byte the page's websocket receives; a terminal emulator
(pyte) replays them into the same grid of cells, which is the text the browser shows. Clicks
go to the pixel centre of a cell, keys to the focused terminal, as a player's would.

Used by the browser tests and by `screenshots/make_browser_screenshot.py`.
"""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pyte

from tests.children import popen
from tests.deadlines import deadline

CHROMIUM_PACKAGE = "chromium"
# What headless Chromium needs in a container without a GPU, a display or the network.
CHROMIUM_FLAGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
# Generous: a busy two-core machine starts a Python process per visit.
DEADLINE_SECONDS = deadline()

# Runs in the page before its own scripts: every websocket keeps a copy of what it receives,
# base64 chunks in `window.__served.chunks`, and the terminal size it connected with.
TEE_SCRIPT = """
(() => {
  const Native = window.WebSocket;
  const served = { chunks: [], width: 0, height: 0 };
  window.__served = served;
  const encode = (bytes) => {
    let text = "";
    for (let i = 0; i < bytes.length; i += 0x8000) {
      text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    return btoa(text);
  };
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      const query = new URL(url).searchParams;
      served.width = Number(query.get("width"));
      served.height = Number(query.get("height"));
      this.addEventListener("message", (event) => {
        if (event.data instanceof ArrayBuffer) {
          served.chunks.push(encode(new Uint8Array(event.data)));
        }
      });
    }
    send(data) {
      try {
        const message = JSON.parse(data);
        if (message[0] === "resize") {
          served.width = message[1].width;
          served.height = message[1].height;
        }
      } catch (error) {}
      return super.send(data);
    }
  };
})();
"""


def chromium_executable() -> str | None:
    """The system Chromium (Debian's `chromium` package), or None."""
    return shutil.which("chromium")


def open_page(playwright: Any, chromium: str, profile: Path, width: int, height: int) -> Any:
    """A page of headless Chromium with a new profile in `profile`, ready for
    `BrowserTerminal`; closing `page.context` closes the browser."""
    context = playwright.chromium.launch_persistent_context(
        profile,
        executable_path=chromium,
        headless=True,
        args=list(CHROMIUM_FLAGS),
        viewport={"width": width, "height": height},
    )
    page = context.new_page()
    page.add_init_script(TEE_SCRIPT)
    return page


def in_ci() -> bool:
    """Whether CI runs this (CI=true or 1): there a missing browser is a failure, not a skip."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


@dataclass
class ServedGame:
    """A `yahtzee-tui serve` subprocess on a free loopback port, in its own process group so
    that it and every game it started can be ended together."""

    process: subprocess.Popen[str]
    url: str
    output: list[str] = field(default_factory=list)
    _new_output: threading.Condition = field(default_factory=threading.Condition)

    @classmethod
    @contextmanager
    def running(cls, home: Path, *args: str) -> Iterator[ServedGame]:
        """The server for the duration of the block, stopped (killed if need be) after it."""
        env = {**os.environ, "YAHTZEE_TUI_HOME": str(home)}
        process = popen(
            [sys.executable, "-m", "yahtzee_tui", "serve", "--port", "0", *args],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env=env,
            start_new_session=True,
        )
        served = cls(process, "")
        try:
            served.url = served._read_url()
            yield served
        finally:
            served.stop()

    def _read_url(self) -> str:
        """The address the server prints once it listens; its output is kept from then on."""

        def collect() -> None:
            assert self.process.stdout is not None
            for line in self.process.stdout:
                with self._new_output:
                    self.output.append(line)
                    self._new_output.notify_all()

        threading.Thread(target=collect, daemon=True).start()
        return self.wait_for_output(r"playing at (http://\S+)").group(1)

    def wait_for_output(self, pattern: str, timeout: float = DEADLINE_SECONDS) -> re.Match[str]:
        """Wait until what the server printed matches the regular expression; the match."""
        with self._new_output:
            self._new_output.wait_for(lambda: re.search(pattern, "".join(self.output)), timeout)
            match = re.search(pattern, "".join(self.output))
        if match is None:
            raise AssertionError(f"serve never printed {pattern!r}:\n{''.join(self.output)}")
        return match

    def stop(self) -> bool:
        """Stop the server as Ctrl+C does; True when it and every game it ran have ended.
        Whatever is left after the deadline is killed."""
        group = self.process.pid
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        end = time.monotonic() + DEADLINE_SECONDS
        while time.monotonic() < end:
            if self.process.poll() is not None and not group_alive(group):
                return True
            time.sleep(0.05)  # polling a process group: there is no event to wait on
        with suppress(ProcessLookupError):
            os.killpg(group, signal.SIGKILL)
        self.process.wait()
        return False


def group_alive(group: int) -> bool:
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return False
    return True


class BrowserTerminal:
    """The terminal on a served page, read through pyte and played by mouse and keyboard."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.screen: pyte.Screen | None = None
        self.stream: pyte.ByteStream | None = None

    def _drain(self) -> None:
        """Feed the bytes received since the last call into the emulator."""
        batch = self.page.evaluate(
            "() => { const s = window.__served; const c = s.chunks; s.chunks = [];"
            " return JSON.stringify({chunks: c, width: s.width, height: s.height}); }"
        )
        data = json.loads(batch)
        if self.screen is None:
            if not data["width"]:
                return
            self.screen = pyte.Screen(data["width"], data["height"])
            self.stream = pyte.ByteStream(self.screen)
        elif (data["width"], data["height"]) != (self.screen.columns, self.screen.lines):
            self.screen.resize(data["height"], data["width"])
        assert self.stream is not None
        for chunk in data["chunks"]:
            self.stream.feed(base64.b64decode(chunk))

    def text(self) -> str:
        """The screen as lines of text, as the page shows it now."""
        self._drain()
        if self.screen is None:
            return ""
        return "\n".join(line.rstrip() for line in self.screen.display)

    def wait_for(self, pattern: str, timeout: float = DEADLINE_SECONDS) -> re.Match[str]:
        """Wait until the screen matches the regular expression; the match."""
        match = self._wait(lambda text: re.search(pattern, text), timeout, f"show {pattern!r}")
        assert match is not None
        return match

    def wait_for_no(self, pattern: str, timeout: float = DEADLINE_SECONDS) -> None:
        """Wait until nothing on screen matches the regular expression."""
        self._wait(lambda text: not re.search(pattern, text), timeout, f"drop {pattern!r}")

    def _wait(self, check: Any, timeout: float, what: str) -> Any:
        end = time.monotonic() + timeout
        while True:
            text = self.text()
            if result := check(text):
                return result
            remaining = end - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"the page did not {what}; it shows:\n{text}")
            # Sleep until the page receives more bytes (or the deadline passes).
            try:
                self.page.wait_for_function(
                    "() => window.__served.chunks.length > 0", timeout=remaining * 1000
                )
            except Exception as error:
                if type(error).__name__ != "TimeoutError":
                    raise

    def locate(self, pattern: str) -> tuple[int, int, int]:
        """(first column, last column + 1, row) of the first match of a regular expression on
        screen, or of its first group when it has one."""
        for row, line in enumerate(self.text().splitlines()):
            match = re.search(pattern, line)
            if match:
                group = 1 if match.re.groups else 0
                return match.start(group), match.end(group), row
        raise AssertionError(f"{pattern!r} is not on screen:\n{self.text()}")

    def _centre(self, column: int, row: int) -> tuple[float, float]:
        """The page's point at the centre of a terminal cell."""
        assert self.screen is not None
        box = self.page.locator(".xterm-screen").bounding_box()
        return (
            box["x"] + (column + 0.5) * box["width"] / self.screen.columns,
            box["y"] + (row + 0.5) * box["height"] / self.screen.lines,
        )

    def click_cell(self, column: int, row: int) -> None:
        """A mouse click at the centre of a terminal cell."""
        self.page.mouse.click(*self._centre(column, row))

    def hover_text(self, pattern: str) -> None:
        """The mouse moved onto the first match of a regular expression, pressing nothing:
        off a widget whose tooltip would cover what the test clicks next."""
        start, end, row = self.locate(pattern)
        self.page.mouse.move(*self._centre((start + end - 1) // 2, row))

    def click_text(self, pattern: str) -> None:
        """Click the middle of the first match of a regular expression on screen (of its first
        group when it has one), once it shows."""
        self.wait_for(pattern)
        start, end, row = self.locate(pattern)
        self.click_cell((start + end - 1) // 2, row)

    def press(self, key: str) -> None:
        """A key pressed in the terminal (Playwright's names: "r", "ArrowDown", "Enter")."""
        self.page.locator(".xterm-helper-textarea").press(key)
