"""One big die drawn with pips; a held die is lowered, framed twice and marked HELD."""

from __future__ import annotations

from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

# Pip places on a 3 x 3 grid, (row, column), for each face.
PIPS: dict[int, frozenset[tuple[int, int]]] = {
    0: frozenset(),
    1: frozenset({(1, 1)}),
    2: frozenset({(0, 2), (2, 0)}),
    3: frozenset({(0, 2), (1, 1), (2, 0)}),
    4: frozenset({(0, 0), (0, 2), (2, 0), (2, 2)}),
    5: frozenset({(0, 0), (0, 2), (1, 1), (2, 0), (2, 2)}),
    6: frozenset({(0, 0), (1, 0), (2, 0), (0, 2), (1, 2), (2, 2)}),
}
PIP = "●"
FACE_WIDTH = 9
FACE_HEIGHT = 5
# Round corners for a free die, a double frame for a held one: distinct without colour.
FREE_FRAME = ("╭", "─", "╮", "│", "╰", "╯")
HELD_FRAME = ("╔", "═", "╗", "║", "╚", "╝")


class Die(Widget):
    """A die of the tray. Clicking it posts `Die.Toggled`; the game decides what happens.

    `value` 0 is a die not rolled yet this turn: an empty face.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {"die--frame", "die--face", "die--pip", "die--label"}

    DEFAULT_CSS = """
    Die {
        width: 9;
        height: 6;
        pointer: pointer;
        & > .die--frame { color: $foreground; }
        & > .die--face { background: $surface; }
        & > .die--pip { color: $foreground; text-style: bold; }
        & > .die--label { color: $foreground-muted; }
        &:hover > .die--frame { color: $primary; }
        &.-held > .die--frame { color: $accent; text-style: bold; }
        &.-held > .die--face { background: $accent-muted; }
        &.-held > .die--pip { color: $text-accent; }
        &.-held > .die--label { color: $text-accent; text-style: bold reverse; }
        &.-blank > .die--frame { color: $foreground 25%; }
        &.-blank > .die--face { background: $background; }
        &.-blank:hover > .die--frame { color: $foreground 40%; }
        &:ansi > .die--face { background: ansi_default; }
        &:ansi.-held > .die--face { background: ansi_default; }
    }
    """

    value: reactive[int] = reactive(0)
    held: reactive[bool] = reactive(False)

    class Toggled(Message):
        """The player asked to hold or free this die."""

        def __init__(self, die: Die) -> None:
            super().__init__()
            self.die = die

        @property
        def control(self) -> Die:
            return self.die

        @property
        def index(self) -> int:
            return self.die.index

    def __init__(
        self,
        index: int,
        key: str,
        *,
        value: int = 0,
        held: bool = False,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.index = index
        self.key = key
        self.set_reactive(Die.value, value)
        self.set_reactive(Die.held, held)
        self.tooltip = f"Die {index + 1}: press {key} or click to hold or free it"

    def on_mount(self) -> None:
        self._sync_classes()

    def watch_value(self) -> None:
        self._sync_classes()

    def watch_held(self) -> None:
        self._sync_classes()

    def _sync_classes(self) -> None:
        self.set_class(self.held, "-held")
        self.set_class(self.value == 0, "-blank")

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(self.Toggled(self))

    def render(self) -> Text:
        frame_style = self.get_component_rich_style("die--frame")
        face_style = Style(bgcolor=self.get_component_rich_style("die--face").bgcolor)
        pip_style = self.get_component_rich_style("die--pip", partial=True)
        label_style = self.get_component_rich_style("die--label")
        top_left, edge, top_right, side, bottom_left, bottom_right = (
            HELD_FRAME if self.held else FREE_FRAME
        )
        inner = FACE_WIDTH - 2
        pips = PIPS.get(self.value, frozenset())
        lines = [Text(top_left + edge * inner + top_right, style=frame_style)]
        for row in range(3):
            cells = [" "] * inner
            for column in range(3):
                if (row, column) in pips:
                    cells[1 + 2 * column] = PIP
            line = Text(side, style=frame_style)
            line.append("".join(cells), style=face_style + pip_style)
            line.append(side, style=frame_style)
            lines.append(line)
        lines.append(Text(bottom_left + edge * inner + bottom_right, style=frame_style))
        # The label row moves above a held die, so the die itself sits one row lower.
        if self.held:
            lines.insert(0, Text(f"HELD {self.key}".center(FACE_WIDTH), style=label_style))
        else:
            lines.append(Text(self.key.center(FACE_WIDTH), style=label_style))
        return Text("\n").join(lines)
