"""One line on the start screen while the advisors' tables are built in the background:
which rule set's, and how far it is. Hidden, and asking nothing, once none is left to build."""

from __future__ import annotations

from collections.abc import Callable

from textual.content import Content
from textual.timer import Timer
from textual.widgets import Static

from yahtzee_tui.engine import get_rules
from yahtzee_tui.tui.views.start_words import building_words
from yahtzee_tui.tui.views.vocabulary import rules_name

Building = Callable[[], tuple[str, float] | None]
# How often the line looks again while a table is built (the build runs in a thread).
LOOK_EVERY = 0.25


class AdvisorProgress(Static):
    DEFAULT_CSS = """
    AdvisorProgress {
        height: 1;
        color: $foreground-muted;
    }
    """

    def __init__(self, building: Building, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.building = building
        self._timer: Timer | None = None

    def on_mount(self) -> None:
        if self._look():
            self._timer = self.set_interval(LOOK_EVERY, self._look)

    def _look(self) -> bool:
        """Show how far the build is; once nothing is built, hide and stop looking."""
        now = self.building()
        self.display = now is not None
        if now is None:
            if self._timer is not None:
                self._timer.stop()
            return False
        rules_id, done = now
        self.update(Content(building_words(rules_name(get_rules(rules_id)), done)))
        return True
