"""What a player plays for: the most points, a target total, or the win at the table.

A goal other than points is a utility of the player's final total (`goal_solver`): a target
T is worth 1 at T or above and 0 below; the win is worth the share of it a total takes
against the other players' final totals, equal totals sharing the win (RULES.md: "equal
totals share the win"). Both are given as a row over the points the player may still gain.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.strategy.styles import POINTS_GOAL

POINTS = POINTS_GOAL
WIN = "win"
TARGET = "target"
GOALS = (POINTS, WIN, TARGET)
# A target is a final total; none in these games comes near it.
MAX_TARGET = 10_000
Floats = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]


@dataclass(frozen=True)
class Goal:
    kind: str = POINTS
    target: int | None = None  # TARGET only

    def __str__(self) -> str:
        return f"{TARGET}={self.target}" if self.kind == TARGET else self.kind


def parse_goal(text: str) -> Goal:
    """`points`, `win` or `target=N` (N a whole number of points, 1 to MAX_TARGET)."""
    word, _, number = text.strip().partition("=")
    word = word.strip().lower()
    if word in (POINTS, WIN) and not _:
        return Goal(word)
    if word == TARGET and _:
        number = number.strip()
        if number.isdigit() and 1 <= int(number) <= MAX_TARGET:
            return Goal(TARGET, int(number))
        said = N_("a target is a whole number of points from 1 to {most}, got {number}")
        raise GameError(Message(said, most=f"{MAX_TARGET:,}", number=repr(number)))
    raise GameError(Message(N_("a goal is points, win or target=N, got {text}"), text=repr(text)))


def target_utility(now: int, target: int) -> Floats:
    """By points gained from a total of `now`: 1 once the total reaches `target`."""
    need = max(0, target - now)
    curve: Floats = (np.arange(need + 1) >= need).astype(np.float64)
    return curve


def win_utility(now: int, opponents: Sequence[IntArray]) -> Floats:
    """By points gained from a total of `now`: the share of the win the final total takes
    when each opponent's final total is drawn from its own samples (a finished opponent's
    is one number). Equal totals share the win.

    For a total s, the chance that every opponent scores at most s with t of them exactly s
    is the coefficient of x^t in the product over the opponents of (P(below s) + P(exactly s)
    x); the share is then 1 / (t + 1). Elementwise sums in a fixed order: the same bits on
    every processor.
    """
    if not opponents:
        return np.ones(1)
    rows = [np.asarray(row, dtype=np.int64) for row in opponents]
    top = max(int(row.max()) for row in rows)
    totals = np.arange(now, max(now, top + 1) + 1)
    ties = np.zeros((len(rows) + 1, len(totals)))
    ties[0] = 1.0
    for row in rows:
        low = int(row.min())
        tally = np.bincount(row - low, minlength=top - low + 1)
        counts = tally / len(row)
        # P(total < low + i), from whole counts: exactly 1 above the highest sample.
        below_all = np.concatenate([[0], np.cumsum(tally)]) / len(row)
        at = np.clip(totals - low, 0, len(counts))
        below = np.where(totals < low, 0.0, below_all[at])
        inside = (totals >= low) & (totals <= top)
        exactly = np.where(inside, counts[np.minimum(at, len(counts) - 1)], 0.0)
        ties[1:] = ties[1:] * below + ties[:-1] * exactly
        ties[0] = ties[0] * below
    share: Floats = np.zeros(len(totals))
    for t in range(len(rows) + 1):
        share += ties[t] / (t + 1)
    return share
