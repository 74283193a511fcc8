"""One big die drawn with pips; a held die is lowered, framed twice and marked HELD."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from yahtzee_tui.i18n import _

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
# Round corners for a free die, a double frame for a held one: distinct without colour.
FREE_FRAME = ("╭", "─", "╮", "│", "╰", "╯")
HELD_FRAME = ("╔", "═", "╗", "║", "╚", "╝")


@dataclass(frozen=True)
class DieShape:
    """A die's size in cells (frame included) and where its 3 x 3 pip grid sits inside."""

    width: int
    height: int
    pip_columns: tuple[int, int, int]
    pip_rows: tuple[int, int, int]


REGULAR = DieShape(width=9, height=5, pip_columns=(1, 3, 5), pip_rows=(0, 1, 2))
LARGE = DieShape(width=13, height=7, pip_columns=(2, 5, 8), pip_rows=(0, 2, 4))
FACE_WIDTH = REGULAR.width


class Die(Widget):
    """A die of the tray. Clicking it posts `Die.Toggled`; the game decides what happens.

    `value` 0 is a die not rolled yet this turn: an empty face. The label row under a free
    die (its key) moves above a held one (HELD and its key), so a held die sits lower.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {"die--frame", "die--face", "die--pip", "die--label"}

    DEFAULT_CSS = """
    Die {
        width: 9;
        height: 6;
        pointer: pointer;
        &.-large { width: 13; height: 8; }
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
        &:ansi {
            & > .die--face { background: ansi_default; }
            & > .die--pip { color: ansi_default; }
            &.-held > .die--frame { color: ansi_bright_yellow; }
            &.-held > .die--pip { color: ansi_bright_yellow; }
            &.-held > .die--label { color: ansi_bright_yellow; text-style: bold reverse; }
            &.-blank > .die--frame { color: ansi_bright_black; }
        }
    }
    """

    value: reactive[int] = reactive(0)
    held: reactive[bool] = reactive(False)
    large: reactive[bool] = reactive(False)

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
        # Styled with its classes from the first time it is styled, not once more on mounting.
        self.update_classes({"-held": held, "-blank": value == 0}, update=False)
        self.tooltip = _("Die {number}: press {key} or click to hold or free it").format(
            number=index + 1, key=key
        )

    def on_mount(self) -> None:
        self._sync_classes()

    def watch_value(self) -> None:
        self._sync_classes()

    def watch_held(self) -> None:
        self._sync_classes()

    def watch_large(self) -> None:
        self._sync_classes()

    def _sync_classes(self) -> None:
        # One restyle for all three, rather than one for each class that changes.
        self.update_classes({"-held": self.held, "-blank": self.value == 0, "-large": self.large})

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(self.Toggled(self))

    def render(self) -> Text:
        shape = LARGE if self.large else REGULAR
        frame_style = self.get_component_rich_style("die--frame")
        face_style = Style(bgcolor=self.get_component_rich_style("die--face").bgcolor)
        pip_style = self.get_component_rich_style("die--pip", partial=True)
        label_style = self.get_component_rich_style("die--label")
        top_left, edge, top_right, side, bottom_left, bottom_right = (
            HELD_FRAME if self.held else FREE_FRAME
        )
        inner_width = shape.width - 2
        pips = PIPS.get(self.value, frozenset())
        lines = [Text(top_left + edge * inner_width + top_right, style=frame_style)]
        for line_index in range(shape.height - 2):
            cells = [" "] * inner_width
            if line_index in shape.pip_rows:
                row = shape.pip_rows.index(line_index)
                for column, x in enumerate(shape.pip_columns):
                    if (row, column) in pips:
                        cells[x] = PIP
            line = Text(side, style=frame_style)
            line.append("".join(cells), style=face_style + pip_style)
            line.append(side, style=frame_style)
            lines.append(line)
        lines.append(Text(bottom_left + edge * inner_width + bottom_right, style=frame_style))
        if self.held:
            lines.insert(
                0, Text(_("HELD {key}").format(key=self.key).center(shape.width), style=label_style)
            )
        else:
            lines.append(Text(self.key.center(shape.width), style=label_style))
        return Text("\n").join(lines)


def shown_dice(values: tuple[int, ...], held: tuple[int, ...]) -> list[Die]:
    """Dice only to look at (the start screen's title): these values, those places held."""
    return [Die(i, "", value=value, held=i in held) for i, value in enumerate(values)]
