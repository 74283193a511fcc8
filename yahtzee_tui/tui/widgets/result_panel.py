"""A framed table of the game-over screen's results, and the width it takes when nothing
squeezes it (the screen puts side by side the panels that fit)."""

from __future__ import annotations

from rich.table import Table
from textual.widgets import Static


class ResultPanel(Static):
    """A framed table of results, and the width it takes when nothing squeezes it."""

    def __init__(self, table: Table, natural_width: int) -> None:
        super().__init__(table, classes="over-part")
        self.natural_width = natural_width
