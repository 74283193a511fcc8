"""Time from q (ctrl+q on the stats screen) or SIGTERM to the end of the process, while each
kind of background work is under way: a computer's turn (Yamb, an expert, hints on), the
advisor's table being prepared (Yatzy), the meter's playouts (Yamb), a review, the stats.
This checkout and a baseline commit side by side (goal: under 1 s).

The real program runs in a pseudo-terminal with a fresh home each time (so the tables are
prepared for real, as on a first start), real work, no patch. A run the baseline does not
end within `--limit` seconds is killed and shown as "> limit".
"""

from __future__ import annotations

import argparse
import fcntl
import os
import select
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from checkouts import DEFAULT_BASELINE, checkouts, environment
from common import machine

from yahtzee_tui.game import GameState, new_game
from yahtzee_tui.game.moves import apply
from yahtzee_tui.paths import HOME_ENV
from yahtzee_tui.storage.records import record_game
from yahtzee_tui.storage.saves import save_game
from yahtzee_tui.strategy import next_move

CTRL_Q = b"\x11"
DOWN = b"\x1b[B"


class Program:
    """`python -m yahtzee_tui ARGV` of `root` on a 100x30 pseudo-terminal."""

    def __init__(self, root: Path, home: Path, argv: tuple[str, ...]) -> None:
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
        env = environment(root, **{HOME_ENV: str(home), "TERM": "xterm-256color"})
        self.process = subprocess.Popen(
            [sys.executable, "-m", "yahtzee_tui", *argv],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            start_new_session=True,
            cwd=root,
        )
        os.close(slave)
        self.output = b""

    def read(self, timeout: float) -> None:
        ready, _, _ = select.select([self.master], [], [], timeout)
        if ready:
            try:
                self.output += os.read(self.master, 65536)
            except OSError:
                time.sleep(timeout)

    def wait_for(self, text: str, limit: float = 120.0) -> None:
        end = time.monotonic() + limit
        while text.encode() not in self.output:
            if time.monotonic() > end or self.process.poll() is not None:
                raise RuntimeError(f"{text!r} never came: {self.output[-300:]!r}")
            self.read(0.05)

    def keys(self, keys: bytes) -> None:
        os.write(self.master, keys)

    def stop(self, how: bytes | signal.Signals, limit: float) -> float | None:
        """Seconds from the key or signal to the end of the process; None past `limit`."""
        start = time.monotonic()
        if isinstance(how, bytes):
            self.keys(how)
        else:
            self.process.send_signal(how)
        while self.process.poll() is None:
            if time.monotonic() - start > limit:
                self.process.kill()
                self.process.wait()
                return None
            self.read(0.005)
        return time.monotonic() - start

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        os.close(self.master)


@dataclass(frozen=True)
class Work:
    """A kind of background work: the program's arguments, what the home holds first, and
    the keys that set the work going (until the text that says it is under way)."""

    name: str
    argv: tuple[str, ...]
    start: Callable[[Program], None]
    prepare: Callable[[], None] = lambda: None
    quit_key: bytes = b"q"


def computers_turn(program: Program) -> None:
    program.wait_for("Roll")
    program.keys(b"h")  # hints on: the meter too
    program.wait_for("Cy ")
    time.sleep(0.5)  # into the turn


def advisor(program: Program) -> None:
    program.wait_for("Roll")
    program.keys(b"hr")
    program.wait_for("Preparing the advisor")


def meter(program: Program) -> None:
    program.wait_for("Roll")
    program.keys(b"h")
    program.wait_for("To win")
    time.sleep(0.3)
    program.keys(b"r")  # new playouts for the roll
    time.sleep(0.1)


def played(state: GameState, turns_left: int) -> GameState:
    """`state` played on by the easy computer's policy until `turns_left` turns are left."""
    while state.turns_total - sum(e.kind == "score" for e in state.history) > turns_left:
        state = apply(state, next_move(state, "easy"))
    return state


def last_turn_saved() -> None:
    """A one-player Yahtzee game saved with one turn left (its last box to score)."""
    save_game(played(new_game("yahtzee", ["Ann"], seed=3), 1))


def review(program: Program) -> None:
    program.wait_for("Roll")
    program.keys(b"r")
    time.sleep(0.5)
    program.keys(DOWN + b"\r")
    program.wait_for("Review")
    time.sleep(0.3)
    program.keys(b"v")
    program.wait_for("Reviewing the game")


def a_game_recorded() -> None:
    record_game(played(new_game("yahtzee", ["Ann"], seed=90), 0))


def stats(program: Program) -> None:
    program.wait_for("Stats")
    program.keys(b"t")
    program.wait_for("optimal")


WORKS = (
    Work(
        "computer's turn (jamb_directed, expert, hints)",
        ("--rules", "jamb_directed", "--computer", "Cy:expert", "--player", "Ann", "--seed", "1"),
        computers_turn,
    ),
    Work(
        "computer's turn (yamb, expert, hints)",
        ("--rules", "yamb", "--computer", "Cy:expert", "--player", "Ann", "--seed", "1"),
        computers_turn,
    ),
    Work("advisor prepared (yatzy)", ("--rules", "yatzy", "--player", "Ann"), advisor),
    Work("meter playouts (yamb)", ("--rules", "yamb", "--player", "Ann", "--player", "Bob"), meter),
    Work("review (yahtzee)", ("--resume",), review, prepare=last_turn_saved),
    Work("stats", (), stats, prepare=a_game_recorded, quit_key=CTRL_Q),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--baseline", default=DEFAULT_BASELINE, help="the commit to compare with")
    parser.add_argument("--no-baseline", action="store_true", help="this checkout only")
    parser.add_argument("--repeat", type=int, default=2, help="runs per figure")
    parser.add_argument("--limit", type=float, default=30.0, help="give up after, in seconds")
    args = parser.parse_args()
    print(f"time from quitting to the end of the process ({machine()})")
    print(f"{'checkout':<18} {'background work':<48} {'q':>12} {'SIGTERM':>12}")
    with checkouts(None if args.no_baseline else args.baseline) as roots:
        for work in WORKS:
            for label, root in roots:
                figures = []
                for how in (work.quit_key, signal.SIGTERM):
                    times = [measure(root, work, how, args.limit) for _ in range(args.repeat)]
                    figures.append(" ".join(said(seconds, args.limit) for seconds in times))
                print(f"{label:<18} {work.name:<48} {figures[0]:>12} {figures[1]:>12}", flush=True)


def measure(root: Path, work: Work, how: bytes | signal.Signals, limit: float) -> float | None:
    with tempfile.TemporaryDirectory(prefix="yahtzee-quit-") as home:
        os.environ[HOME_ENV] = home
        try:
            work.prepare()
        finally:
            del os.environ[HOME_ENV]
        program = Program(root, Path(home), work.argv)
        try:
            work.start(program)
            return program.stop(how, limit)
        finally:
            program.close()


def said(seconds: float | None, limit: float) -> str:
    return f">{limit:g}s" if seconds is None else f"{seconds:.2f}s"


if __name__ == "__main__":
    main()
