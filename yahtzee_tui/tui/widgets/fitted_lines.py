"""Lines laid out for the width the widget has, broken only where the words may break."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.content import Content
from textual.geometry import Size
from textual.widget import Widget


class FittedLines(Widget):
    """Lines that `lay_out` breaks for a width where they may break (Textual would break
    them at any space, "Ful" on one line and its "25" on the next)."""

    DEFAULT_CSS = """
    FittedLines {
        height: auto;
    }
    """

    def __init__(self, lay_out: Callable[[int], list[Text]], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._lay_out = lay_out
        self._laid_out: tuple[int, list[Text]] | None = None  # the lines of the last width

    def _lines(self, width: int) -> list[Text]:
        """The lines for `width` cells, laid out once a width (layout, then drawing)."""
        if self._laid_out is None or self._laid_out[0] != width:
            self._laid_out = (width, self._lay_out(width))
        return self._laid_out[1]

    def render(self) -> Content:
        lines = self._lines(self.content_size.width)
        return Content("\n").join(Content.from_rich_text(line) for line in lines)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._lines(width))
