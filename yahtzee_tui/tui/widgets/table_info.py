"""The table's lines: the turn banner, the status line, the log, the players' totals.

Each is bound to what it shows and draws it in `render`, at the size it has then; the words
come from `table_words`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rich.cells import cell_len
from textual import events
from textual.content import Content
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import _
from yahtzee_tui.tui.views.log_words import log_lines
from yahtzee_tui.tui.views.table_words import (
    Words,
    fit_cells,
    grand_total,
    starter_line,
    turn_banner,
)


def content(words: Words) -> Content:
    return Content.assemble(*words)


class TurnBanner(Widget):
    DEFAULT_CSS = """
    TurnBanner {
        dock: top;
        height: 1;
        background: $panel;
        color: $foreground;
        padding: 0 1;
    }
    """

    state: reactive[GameState | None] = reactive(None)
    seat: reactive[int | None] = reactive(None)  # Yamb: whose sheet shows (None: the mover's)

    def render(self) -> Content:
        if self.state is None:
            return Content()
        return content(turn_banner(self.state, self.content_size.width or None, self.seat))


class StatusLine(Widget):
    """What the player can do now, or what their last key did."""

    DEFAULT_CSS = """
    StatusLine {
        height: auto;
        color: $foreground;
        &.-problem { color: $text-error; }
    }
    """

    # The words and whether they tell of a problem.
    line: reactive[tuple[Words, bool]] = reactive(((), False))

    def watch_line(self, old: tuple[Words, bool], new: tuple[Words, bool]) -> None:
        self.set_class(new[1], "-problem")
        # Other words may wrap to another number of rows: the height is laid out again.
        self.refresh(layout=old[0] != new[0])

    def render(self) -> Content:
        return content(self.line[0])


class ThrowLog(Widget):
    """Recent throws and choices, newest last; a rule where a round starts."""

    DEFAULT_CSS = """
    ThrowLog {
        height: auto;
        color: $foreground-muted;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """

    state: reactive[GameState | None] = reactive(None, layout=True)
    # The coach's words, by the history index of the event they judge.
    notes: reactive[Mapping[int, str]] = reactive(dict, layout=True)

    def render(self) -> Content:
        state = self.state
        if state is None:
            return Content()
        width = self.content_size.width or 30
        if not state.history:  # who starts, from the first frame, and nothing thrown yet
            start = [starter_line(state, width)] if len(state.players) > 1 else []
            return Content("\n").join([*map(content, start), Content(_("No throws yet."))])
        lines = log_lines(state, self.notes, width)
        return Content("\n").join(content(words) for words in lines)


class PlayersPanel(Widget):
    """Every player's total, the current player marked (beside the Yamb sheet); the sheet
    shown is marked too, and a click on a player asks for their sheet.

    Up to three players, or on a tall terminal, one a line; else two a line.
    """

    DEFAULT_CSS = """
    PlayersPanel {
        height: auto;
    }
    """

    TALL = 30

    @dataclass
    class Chosen(Message):
        """Show `seat`'s sheet."""

        seat: int

    state: reactive[GameState | None] = reactive(None, layout=True)
    # Whose sheet the card shows (None: the player to move's).
    seat: reactive[int | None] = reactive(None)

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._places: list[tuple[int, int, int, int]] = []  # (line, from x, to x, seat)

    def render(self) -> Content:
        state = self.state
        if state is None:
            return Content()
        count = len(state.players)
        totals = [str(grand_total(state, seat)) for seat in range(count)]
        total_width = max(map(len, totals))
        per_line = 1 if count <= 3 or self.app.size.height >= self.TALL else 2
        width = self.content_size.width or 30
        slot = width // per_line - (2 if per_line > 1 else 0)
        longest = max(cell_len(player.name) for player in state.players)
        name_width = max(3, min(longest, slot - 3 - total_width))
        shown = state.current if self.seat is None else self.seat
        entries = []
        for seat, player in enumerate(state.players):
            style = "bold" if seat == state.current else ""
            name_style = f"{style} underline" if seat == shown and count > 1 else style
            entries.append(
                Content.assemble(
                    ("▸ " if seat == state.current else "  ", style),
                    (fit_cells(player.name, name_width), name_style),
                    " ",
                    (totals[seat].rjust(total_width), "bold"),
                )
            )
        self._places = []
        for seat, entry in enumerate(entries):
            line, column = divmod(seat, per_line)
            start = column * (entry.cell_length + 2)
            self._places.append((line, start, start + entry.cell_length, seat))
        lines = [Content("  ").join(entries[i : i + per_line]) for i in range(0, count, per_line)]
        return Content("\n").join(lines)

    def on_click(self, event: events.Click) -> None:
        for line, start, end, seat in self._places:
            if event.y == line and start <= event.x < end:
                event.stop()
                self.post_message(self.Chosen(seat))
                return
