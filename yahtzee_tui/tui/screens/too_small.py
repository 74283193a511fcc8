"""Shown instead of the game while the terminal is smaller than the layout needs."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static

from yahtzee_tui.i18n import _


class TooSmallScreen(Screen[None]):
    """Asks for a larger terminal; the app removes it as soon as the terminal is large enough."""

    DEFAULT_CSS = """
    TooSmallScreen {
        align: center middle;
        #too-small-message {
            width: auto;
            max-width: 100%;
            padding: 1 2;
            border: round $warning;
            color: $foreground;
            text-align: center;
        }
    }
    """

    def __init__(self, min_width: int, min_height: int) -> None:
        super().__init__()
        self.min_width = min_width
        self.min_height = min_height

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(self._message(), id="too-small-message")

    def on_resize(self, event: events.Resize) -> None:
        self.query_one("#too-small-message", Static).update(self._message())

    def _message(self) -> str:
        width, height = self.app.size
        return _(
            "[b]Enlarge the terminal to {wanted}[/b]\nIt is {size} now.\n"
            "The game carries on where it was."
        ).format(wanted=f"{self.min_width}x{self.min_height}", size=f"{width}x{height}") + (
            "\n" + _("Press q to quit.")
        )
