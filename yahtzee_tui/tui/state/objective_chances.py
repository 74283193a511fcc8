"""The chances of the hints' objective (the win, a target) as the table reaches them: worked
out in a worker thread (a solve takes up to seconds), kept by the position and goal they are
for, so that a chance is never shown for another position than its own.

A target is looked up in the records in a thread too, and only once the target objective is
chosen: the records (SQLite) are not loaded with the app.
"""

from __future__ import annotations

import os
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from yahtzee_tui.game import GameState
from yahtzee_tui.tui.views.objectives import BEST, DAILY, TARGET, WIN, Target

if TYPE_CHECKING:
    from yahtzee_tui.strategy.goal_chances import GoalOption  # NumPy: only for the types

# Positions whose chances are kept: the one on the table and the few before it (the coach
# judges a move by the chances of the position it was made in).
KEPT = 8
# Open boxes from which the chances are worked out: the win level's horizon (`win_play`). A
# solve of 6 boxes takes about a second; of 8, for the win, tens of seconds on a loaded machine
# (`benchmarks/objective_chances.py`). A target's solve serves the card's later positions.
CHANCES_FROM = 6
# At Yamb, the win's chances from the last cells the win level plays for the win
# (`strategy.yamb_win.YAMB_WIN_CELLS`): about a second for a turn's first decision.
YAMB_CHANCES_FROM = 3

Progress = Callable[[int, int], None]
ChanceKey = tuple[object, ...]


@dataclass(frozen=True)
class Goal:
    """What the chances are of: WIN, or TARGET with its total (the strategy's `Goal`, named
    here without loading the strategy, and NumPy with it, before a solve is asked for)."""

    kind: str
    target: int | None = None


class CalledOff(Exception):
    """A solve stopped because its answer is no longer wanted."""


def chance_key(state: GameState, goal: Goal) -> ChanceKey:
    """What the chances of `goal` in `state` depend on: the dice and rolls, every card (the
    win reads the others'), the player to move, Yamb's call and DIRECTED row, and the goal;
    never the dice held."""
    cards = tuple(tuple(sorted(dict(sheet).items())) for sheet in state.sheets)
    where = (state.current, state.turn, state.rolls_used, state.called, state.named)
    return (state.rules_id, *where, state.dice, cards, goal)


def chances_from(state: GameState) -> int:
    """Open boxes (Yamb: cells) from which the chances are worked out."""
    return YAMB_CHANCES_FROM if state.ruleset.is_yamb else CHANCES_FROM


def objective_goal(kind: str, target: Target | None) -> Goal | None:
    """The strategy's goal for an objective (None: points, or a target not known yet)."""
    if kind == WIN:
        return Goal(WIN)
    if kind == TARGET and target is not None:
        return Goal(TARGET, target.total)
    return None


def find_target(state: GameState, *, path: str | os.PathLike[str] | None = None) -> Target | None:
    """The total the player to move plays toward: in a daily challenge the day's best
    recorded score + 1, else (or with none that day) the player's own best + 1; None when
    the records hold neither. Reads SQLite: for a thread."""
    # The records load here, in the thread, not with the app.
    from datetime import date

    from yahtzee_tui.storage.records_daily import daily_results
    from yahtzee_tui.storage.records_read import player_stats

    if state.daily is not None:
        day = daily_results(date.fromisoformat(state.daily), path=path)
        ruled = [result.total for result in day if result.rules == state.rules_id]
        if ruled:
            return Target(max(ruled) + 1, DAILY, max(ruled))
    name = state.current_player.name
    found = [s for s in player_stats(name, state.rules_id, path=path) if s.rules == state.rules_id]
    if not found:
        return None
    return Target(found[0].best + 1, BEST, found[0].best)


@dataclass(frozen=True)
class Found:
    """The chances of one position and goal (`options` None: not worked out there)."""

    key: ChanceKey
    options: tuple[GoalOption, ...] | None


class ObjectiveChances:
    """The chances worked out, by position and goal, and how far the solve under way is
    (written by its thread, read by the UI)."""

    def __init__(self) -> None:
        self._found: OrderedDict[ChanceKey, tuple[GoalOption, ...] | None] = OrderedDict()
        self.working: tuple[ChanceKey, float] | None = None

    def found(self, state: GameState, goal: Goal) -> Found | None:
        """The chances kept for `state` and `goal` (None: not worked out yet)."""
        key = chance_key(state, goal)
        if key not in self._found:
            return None
        self._found.move_to_end(key)
        return Found(key, self._found[key])

    def keep(self, found: Found) -> None:
        self._found[found.key] = found.options
        while len(self._found) > KEPT:
            self._found.popitem(last=False)

    @staticmethod
    def within_reach(state: GameState, goal: Goal) -> bool:
        """Whether chances are worked out for `state` (rolled, at most `chances_from` boxes
        open, for the win another player; at Yamb only the win): else no thread is run."""
        if state.is_over or not state.has_rolled:
            return False
        if goal.kind == WIN and len(state.sheets) < 2:
            return False
        if state.ruleset.is_yamb and goal.kind != WIN:
            return False
        return state.turns_total - state.current_sheet.cells_filled <= chances_from(state)

    def done(self, state: GameState, goal: Goal) -> float | None:
        """How far the solve for `state` and `goal` is (None: none is under way for them)."""
        working = self.working
        if working is None or working[0] != chance_key(state, goal):
            return None
        return working[1]

    def work_out(self, state: GameState, goal: Goal, cancelled: Callable[[], bool]) -> Found:
        """In a worker thread: the chances of `goal` in `state`, noting how far the solve is,
        and stopping (`CalledOff`) once `cancelled` says so."""
        from yahtzee_tui.strategy import goals  # NumPy: a thread's
        from yahtzee_tui.strategy.goal_chances import goal_chances

        key = chance_key(state, goal)
        self.working = (key, 0.0)

        def progress(done: int, total: int) -> None:
            if cancelled():
                raise CalledOff
            self.working = (key, done / max(1, total))

        try:
            solved = goals.Goal(goal.kind, goal.target)
            return Found(key, goal_chances(state, solved, progress, CHANCES_FROM))
        finally:
            if self.working is not None and self.working[0] == key:
                self.working = None
