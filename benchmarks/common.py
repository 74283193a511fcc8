"""Shared by the benchmark scripts: where tables go, and what the machine is doing."""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

# Run from anywhere: the scripts import the package from the repository.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from yahtzee_tui.paths import HOME_ENV


def machine() -> str:
    """Cores and load right now: figures are only comparable on a quiet machine."""
    one, five, _ = os.getloadavg()
    return f"{os.cpu_count()} cores, load average {one:.2f} (1 min) {five:.2f} (5 min)"


@contextmanager
def benchmark_home() -> Iterator[Path]:
    """Use YAHTZEE_TUI_HOME when set (run_all shares one), else a temporary one."""
    if os.environ.get(HOME_ENV):
        yield Path(os.environ[HOME_ENV])
        return
    with tempfile.TemporaryDirectory(prefix="yahtzee-bench-") as home:
        os.environ[HOME_ENV] = home
        try:
            yield Path(home)
        finally:
            del os.environ[HOME_ENV]


def describe(seconds: list[float], unit: str = "s") -> str:
    scale = {"s": 1, "ms": 1e3, "us": 1e6}[unit]
    values = [s * scale for s in seconds]
    return (
        f"median {statistics.median(values):.3f} {unit}, best {min(values):.3f} {unit}, "
        f"worst {max(values):.3f} {unit} over {len(values)}"
    )


def share_columns(
    rate: float, low: float | None, high: float | None, players: int
) -> tuple[str, str]:
    """A win share's 95 % interval and, with two players, its margin over the other's share
    (both with their bounds), as the docs' tables write them; no interval over too few
    matches (`strategy.matches.MIN_MATCHES`)."""
    if low is None or high is None:
        interval, bounds = "no interval (too few matches)", ""
    else:
        interval = f"{low * 100:.2f} to {high * 100:.2f} %"
        bounds = f" ({(2 * low - 1) * 100:+.2f} to {(2 * high - 1) * 100:+.2f})"
    margin = f"{(2 * rate - 1) * 100:+.2f} points{bounds}" if players == 2 else "-"
    return interval, margin
