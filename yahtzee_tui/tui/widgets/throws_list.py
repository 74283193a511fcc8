"""The finished game's throws, a line per turn, laid out for the width the tab has: a turn too
long for it goes on under its first throw, never broken inside a throw or between a box and
its points (`results.turn_lines`)."""

from __future__ import annotations

from rich.text import Text
from textual.content import Content
from textual.geometry import Size
from textual.widget import Widget

from yahtzee_tui.game import GameState
from yahtzee_tui.tui.views.results import turn_lines


class ThrowsList(Widget):
    """Every turn of a finished game (its state is a value that no longer changes)."""

    DEFAULT_CSS = """
    ThrowsList {
        height: auto;
    }
    """

    def __init__(self, state: GameState, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.state = state
        self._laid_out: tuple[int, list[Text]] | None = None  # the lines of the last width

    def _lines(self, width: int) -> list[Text]:
        """The turns' lines for `width` cells, laid out once a width (layout, then drawing)."""
        if self._laid_out is None or self._laid_out[0] != width:
            self._laid_out = (width, turn_lines(self.state, width if width > 0 else None))
        return self._laid_out[1]

    def render(self) -> Content:
        lines = self._lines(self.content_size.width)
        return Content("\n").join(Content.from_rich_text(line) for line in lines)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._lines(width))
