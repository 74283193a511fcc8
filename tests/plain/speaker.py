"""`yahtzee-tui --plain` in a real process, talked to through pipes as a player types: each
command is a line written, each answer read line by line until the status line that ends it."""

from __future__ import annotations

import os
import queue
import re
import subprocess
import sys
import threading
from pathlib import Path

from tests.children import popen
from tests.deadlines import deadline

DEADLINE = deadline()
# The lines that end an answer: the status line (short after a roll or a hold: what to do
# next), or the end of a game.
STATUS = re.compile(
    r"^(Dice \d|.*, your turn: roll\.$|.*, name a cell of |Type next for |Game \d+ of \d+ is over"
    r"|Today's daily challenge is played|Type yes to go on, or no\.)"
    r"|(Hold, free, roll, (call, )?or score| is called: (roll, or )?score it in CALL"
    r"|^(\w+ rolls? left\. )?Score a box; card reads the open ones)\.$"
)


class Speaker:
    """A running `yahtzee-tui --plain ARGV`; `transcript` holds every line it has said."""

    def __init__(self, *argv: str, home: Path) -> None:
        env = {**os.environ, "YAHTZEE_TUI_HOME": str(home), "PYTHONUNBUFFERED": "1"}
        env.pop("LANGUAGE", None)
        env |= {"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
        self.process = popen(
            [sys.executable, "-m", "yahtzee_tui", "--lang", "en", "--plain", *argv],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env=env,
        )
        self.transcript: list[str] = []
        self._lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self._lines.put(line.rstrip("\n"))
        self._lines.put(None)

    def next_line(self) -> str | None:
        """The next line said (None once the program has ended)."""
        try:
            line = self._lines.get(timeout=DEADLINE)
        except queue.Empty:
            raise AssertionError(f"nothing more was said: {self.transcript[-10:]}") from None
        if line is not None:
            self.transcript.append(line)
        return line

    def until(self, pattern: str | re.Pattern[str]) -> list[str]:
        """The lines said until one matches `pattern` (searched), that one included."""
        found = re.compile(pattern) if isinstance(pattern, str) else pattern
        lines = []
        while True:
            line = self.next_line()
            assert line is not None, f"the program ended before {found.pattern!r}: {lines}"
            lines.append(line)
            if found.search(line):
                return lines

    def answer(self) -> list[str]:
        """The lines of one answer, to the status line that ends it."""
        return self.until(STATUS)

    def type(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def ask(self, line: str) -> list[str]:
        """Type `line`; its answer."""
        self.type(line)
        return self.answer()

    def ask_card(self) -> list[str]:
        """Type `card`; the card read out and the status line after it (lines said before it,
        such as a refused roll's one line, are passed over)."""
        self.type("card")
        card = self.until(r"'s card, ")
        return [card[-1], *self.answer()]

    def close(self) -> int:
        """End the input (as ctrl+d does) and wait for the program to end; its exit code."""
        if self.process.stdin is not None and not self.process.stdin.closed:
            self.process.stdin.close()
        while self.next_line() is not None:
            pass
        return self.process.wait(timeout=DEADLINE)

    def kill(self) -> None:
        self.process.kill()
        self.process.wait(timeout=DEADLINE)
