"""The dice on the table: one `Die` per die of the rule set, laid out to fit the space."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from textual import events
from textual.app import ComposeResult
from textual.containers import Grid
from textual.timer import Timer
from textual.widget import Widget

from yahtzee_tui.tui.widgets.die import LARGE, REGULAR, Die


class DiceTray(Widget):
    """Dice in one row when they fit, else in rows of three. Shows a short roll animation."""

    roll_frames = 7
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

    def __init__(self, keys: Sequence[str], id: str | None = None) -> None:
        super().__init__(id=id)
        self.keys = tuple(keys)
        self._allow_large = False
        self._final: tuple[tuple[int, ...], tuple[bool, ...]] | None = None
        self._frames_left = 0
        self._timer: Timer | None = None
        self._on_settled: Callable[[], None] | None = None
        # Faces flashed while the dice tumble: a look, not a game move.
        self._tumble = random.Random()

    def compose(self) -> ComposeResult:
        with Grid(id="dice"):
            for index, key in enumerate(self.keys):
                yield Die(index, key)

    @property
    def dice(self) -> list[Die]:
        return list(self.query(Die))

    def on_resize(self, event: events.Resize) -> None:
        self._arrange(event.size.width)

    @property
    def allow_large(self) -> bool:
        return self._allow_large

    @allow_large.setter
    def allow_large(self, allow: bool) -> None:
        self._allow_large = allow
        if self.is_mounted:
            self._arrange(self.size.width)

    def _arrange(self, width: int) -> None:
        """Large dice in one row when there is room, else regular ones, in rows of three
        when a single row does not fit."""
        count = len(self.keys)
        large = self._allow_large and count * (LARGE.width + 1) - 1 <= width
        shape = LARGE if large else REGULAR
        gap = 2 if large and count * (LARGE.width + 2) - 2 <= width else 1
        per_row = count if count * (shape.width + gap) - gap <= width else 3
        if per_row * (shape.width + gap) - gap > width:
            gap = 0
        grid = self.query_one("#dice", Grid)
        grid.styles.grid_size_columns = per_row
        grid.styles.grid_columns = str(shape.width)
        grid.styles.grid_rows = str(shape.height + 1)
        grid.styles.grid_gutter_horizontal = gap
        grid.styles.width = per_row * shape.width + (per_row - 1) * gap
        for die in self.dice:
            die.large = large

    def show(self, values: Sequence[int], held: Sequence[bool]) -> None:
        """Show the dice as they are, ending any animation."""
        self._stop_timer()
        for die, value, is_held in zip(self.dice, values, held, strict=True):
            die.value = value
            die.held = is_held

    def roll(
        self,
        values: Sequence[int],
        held: Sequence[bool],
        animate: bool,
        on_settled: Callable[[], None],
    ) -> None:
        """Tumble the dice that are not held, then show `values`; `on_settled` runs after."""
        self.finish()
        if not animate:
            self.show(values, held)
            on_settled()
            return
        self._final = (tuple(values), tuple(held))
        self._on_settled = on_settled
        self._frames_left = self.roll_frames
        for die, is_held in zip(self.dice, held, strict=True):
            die.held = is_held
        self._tumble_once()
        self._timer = self.set_interval(self.frame_seconds, self._tumble_once)

    @property
    def rolling(self) -> bool:
        return self._final is not None

    def finish(self) -> None:
        """Stop a roll animation at once and show the final dice."""
        final, settled = self._final, self._on_settled
        self._final = None
        self._on_settled = None
        self._stop_timer()
        if final is not None:
            self.show(*final)
        if settled is not None:
            settled()

    def _tumble_once(self) -> None:
        if self._final is None:
            return
        if self._frames_left <= 0:
            self.finish()
            return
        self._frames_left -= 1
        for die, is_held in zip(self.dice, self._final[1], strict=True):
            if not is_held:
                die.value = self._tumble.randint(1, 6)

    def _stop_timer(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
