"""The dice on the table: one `Die` per die of the rule set, laid out to fit the space."""

from __future__ import annotations

import random
from collections.abc import Sequence

from textual import events
from textual.app import ComposeResult
from textual.containers import Grid
from textual.reactive import reactive
from textual.timer import Timer
from textual.widget import Widget

from yahtzee_tui.game import GameState
from yahtzee_tui.tui.widgets.die import LARGE, REGULAR, Die, DieShape


class DiceTray(Widget):
    """The dice of `state`, in one row when they fit, else in rows of three. While `rolling`
    the dice that are not held tumble; the table says when they have settled."""

    frame_seconds = 0.05

    DEFAULT_CSS = """
    DiceTray {
        width: 100%;
        height: auto;
        align-horizontal: center;
        #dice {
            width: auto;
            height: auto;
            grid-size: 5;
            grid-gutter: 1 1;
            grid-rows: 6;
            grid-columns: 9;
        }
    }
    """

    state: reactive[GameState | None] = reactive(None)
    rolling: reactive[bool] = reactive(False)
    # Large dice where there is room for them (a roomy table).
    allow_large: reactive[bool] = reactive(False)
    # No line between two rows of dice (a table short of rows for its log).
    tight: reactive[bool] = reactive(False)

    def __init__(self, keys: Sequence[str], id: str | None = None) -> None:
        super().__init__(id=id)
        self.keys = tuple(keys)
        self._timer: Timer | None = None
        # Faces flashed while the dice tumble: a look, not a game move.
        self._tumble = random.Random()
        # The dice's arrangement as last set: per row, their shape, the gap between them.
        self._arranged: tuple[int, DieShape, int] | None = None

    def compose(self) -> ComposeResult:
        with Grid(id="dice"):
            for index, key in enumerate(self.keys):
                yield Die(index, key)

    @property
    def dice(self) -> list[Die]:
        return list(self.query(Die))

    @property
    def rows(self) -> int:
        """The rows the dice lie in (one before they are laid out)."""
        if self._arranged is None:
            return 1
        return -(-len(self.keys) // self._arranged[0])

    def on_mount(self) -> None:
        self._show()

    def on_resize(self, event: events.Resize) -> None:
        self._arrange(event.size.width)

    def watch_allow_large(self) -> None:
        if self.is_mounted:
            self._arrange(self.size.width)

    def watch_tight(self, tight: bool) -> None:
        if self.is_mounted and self._arranged is not None:
            self._row_gap(self._arranged[2])

    def _row_gap(self, gap: int) -> None:
        """The line between two rows of dice (a grid's horizontal gutter): none when tight."""
        self.query_one("#dice", Grid).styles.grid_gutter_horizontal = 0 if self.tight else gap

    def _arrange(self, width: int) -> None:
        """Large dice in one row when there is room, else regular ones, in rows of three
        when a single row does not fit."""
        count = len(self.keys)
        large = self.allow_large and count * (LARGE.width + 1) - 1 <= width
        shape = LARGE if large else REGULAR
        gap = 2 if large and count * (LARGE.width + 2) - 2 <= width else 1
        per_row = count if count * (shape.width + gap) - gap <= width else 3
        if per_row * (shape.width + gap) - gap > width:
            gap = 0
        if (per_row, shape, gap) == self._arranged:
            return  # as it is: each style set again would lay the tray out again
        self._arranged = (per_row, shape, gap)
        grid = self.query_one("#dice", Grid)
        grid.styles.grid_size_columns = per_row
        grid.styles.grid_columns = str(shape.width)
        grid.styles.grid_rows = str(shape.height + 1)
        self._row_gap(gap)
        grid.styles.width = per_row * shape.width + (per_row - 1) * gap
        for die in self.dice:
            die.large = large

    def watch_state(self) -> None:
        if self.is_mounted:
            self._show()

    def watch_rolling(self, rolling: bool) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        if rolling:
            self._timer = self.set_interval(self.frame_seconds, self._show)
        self._show()

    def _show(self) -> None:
        """The dice as they lie; while rolling, random faces for those not held."""
        state = self.state
        dice = self.dice
        if state is None or len(dice) != len(state.dice):
            return  # no game, or a tray being taken down (the app ends as a table opens)
        for die, value, held in zip(dice, state.dice, state.held, strict=True):
            die.value = self._tumble.randint(1, 6) if self.rolling and not held else value
            die.held = held
