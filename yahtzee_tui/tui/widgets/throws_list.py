"""The finished game's throws, a line per turn, laid out for the width the tab has: a turn too
long for it goes on under its first throw, never broken inside a throw or between a box and
its points (`results.turn_lines`)."""

from __future__ import annotations

from yahtzee_tui.game import GameState
from yahtzee_tui.tui.views.results import turn_lines
from yahtzee_tui.tui.widgets.fitted_lines import FittedLines


class ThrowsList(FittedLines):
    """Every turn of a finished game (its state is a value that no longer changes)."""

    def __init__(self, state: GameState, *, id: str | None = None) -> None:
        super().__init__(lambda width: turn_lines(state, width if width > 0 else None), id=id)
        self.state = state
