"""A checkbox whose mark shows only while it is ticked.

Textual's draws its X whether ticked or not, the two told apart by colour alone: on a
monochrome terminal, or to a player who does not see the colours apart, every box reads as
ticked."""

from __future__ import annotations

from textual.widgets import Checkbox

TICK = "X"


class TickBox(Checkbox):
    def on_mount(self) -> None:
        self.watch(self, "value", self._show_tick, init=True)

    def _show_tick(self, value: bool) -> None:
        self.BUTTON_INNER = TICK if value else " "
        self.refresh()
