"""The live scorecard: the card of the game on the table, a cursor, and clicks on cells.

No cell is pointed at after a roll: the first arrow key shows the cursor, a first click
points at a cell, and only Enter or a click on the cell pointed at chooses it."""

from __future__ import annotations

from collections import OrderedDict
from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Offset, Size
from textual.reactive import reactive
from textual.widget import Widget

from yahtzee_tui.engine.rules.yamb import CALL_COLUMN
from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import N_, current_language
from yahtzee_tui.tui.messages import CellChosen, CursorMoved
from yahtzee_tui.tui.views.card_cursor import edge, step
from yahtzee_tui.tui.views.card_view import CardView, card_view
from yahtzee_tui.tui.views.name_fit import header_names
from yahtzee_tui.tui.views.table_words import fit_cells

RULE = "─"


def _roll_of(state: GameState) -> tuple[int, int, int]:
    """Which roll of which turn is on the table."""
    return state.turn, state.current, state.rolls_used


# The last few views worked out, by the identity of their state: a render, a layout and a
# key all ask for the same view, and working it out scores every open cell (in the words of
# the language spoken when it was worked out).
_VIEWS: OrderedDict[tuple[int, bool, str | None, int | None, str], tuple[GameState, CardView]] = (
    OrderedDict()
)
VIEWS_KEPT = 4


def _view(state: GameState, previews: bool, call_row: str | None, seat: int | None) -> CardView:
    key = (id(state), previews, call_row, seat, current_language())
    known = _VIEWS.get(key)
    if known is not None and known[0] is state:
        return known[1]
    view = card_view(state, previews, call_row, seat)
    _VIEWS[key] = (state, view)
    while len(_VIEWS) > VIEWS_KEPT:
        _VIEWS.popitem(last=False)
    return view


LOCK = "░"  # a locked cell is hatched across its width
# Cell kinds with a background of their own, kept over the current column's tint.
OWN_BACKGROUND = frozenset({"best", "called"})


class Scorecard(Widget, can_focus=True):
    """Shows the card of `state`; arrows move over the current player's open cells, enter
    chooses the cell pointed at (Yamb: `point_at_call` offers a CALL cell)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "move(-1, 0)", N_("Up"), show=False),
        Binding("down", "move(1, 0)", N_("Down"), show=False),
        Binding("left", "move(0, -1)", N_("Left"), show=False),
        Binding("right", "move(0, 1)", N_("Right"), show=False),
        Binding("home", "edge(False)", N_("First"), show=False),
        Binding("end", "edge(True)", N_("Last"), show=False),
        Binding("enter", "choose", N_("Score"), key_display="⏎"),
    ]

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "card--header",
        "card--header-current",
        "card--title",
        "card--label",
        "card--label-sum",
        "card--label-total",
        "card--rule",
        "card--current",
        "card--cursor",
        "card--filled",
        "card--scratched",
        "card--open",
        "card--preview",
        "card--zero",
        "card--best",
        "card--called",
        "card--locked",
        "card--empty",
        "card--sum",
        "card--total",
        "card--need",
        "card--bonus",
    }

    DEFAULT_CSS = """
    Scorecard {
        width: auto;
        height: auto;
        & > .card--header { color: $foreground-muted; text-style: bold; }
        & > .card--header-current {
            color: $text-accent;
            background: $accent-muted;
            text-style: bold;
        }
        & > .card--title { color: $text-primary; text-style: bold; }
        & > .card--label { color: $foreground; }
        & > .card--label-sum { color: $foreground-muted; text-style: italic; }
        & > .card--label-total { color: $text-primary; text-style: bold; }
        & > .card--rule { color: $foreground 20%; }
        & > .card--current { background: $accent 10%; }
        & > .card--cursor { background: $block-cursor-blurred-background; }
        &:focus > .card--cursor {
            background: $block-cursor-background;
            color: $block-cursor-foreground;
            text-style: bold;
        }
        & > .card--filled { color: $foreground; text-style: bold; }
        & > .card--scratched { color: $foreground-muted; text-style: bold; }
        & > .card--open { color: $foreground 30%; }
        /* A preview is light and slanted, a written value solid: never mistaken. */
        & > .card--preview { color: $text-success 80%; text-style: italic; }
        & > .card--zero { color: $foreground 35%; text-style: italic; }
        & > .card--best {
            color: $text-success;
            background: $success-muted;
            text-style: bold italic underline;
        }
        & > .card--called { color: $background; background: $warning; text-style: bold; }
        & > .card--locked { color: $foreground 25%; }
        & > .card--empty { color: $foreground 30%; }
        & > .card--sum { color: $foreground-muted; }
        & > .card--total { color: $text-primary; text-style: bold; }
        & > .card--need { color: $foreground-muted; text-style: italic; }
        & > .card--bonus { color: $text-success; text-style: bold; }
        /* Without colour each state a colour tells has a style of its own too. */
        &:nocolor {
            & > .card--preview { text-style: italic dim; }
            & > .card--zero { text-style: italic dim; }
            & > .card--filled { text-style: bold; }
            & > .card--cursor, &:focus > .card--cursor { text-style: bold reverse; }
            & > .card--called { color: $foreground; background: $background; }
            & > .card--called { text-style: bold reverse; }
            & > .card--header-current { text-style: bold underline; }
        }
        &:ansi {
            & > .card--best { color: ansi_bright_green; background: ansi_default; }
            & > .card--best { text-style: bold reverse; }
            & > .card--preview { color: ansi_green; }
            & > .card--called { color: ansi_bright_yellow; background: ansi_default; }
            & > .card--called { text-style: bold reverse; }
            & > .card--locked { color: ansi_bright_black; }
            & > .card--zero { color: ansi_bright_black; }
            & > .card--open { color: ansi_bright_black; }
            & > .card--current { background: ansi_default; }
            & > .card--header-current { color: ansi_bright_yellow; background: ansi_default; }
            & > .card--header-current { text-style: bold underline; }
        }
    }
    """

    # The game on the table (bound to the table's), and whether its dice are still rolling.
    state: reactive[GameState | None] = reactive(None)
    rolling: reactive[bool] = reactive(False)
    # The cell pointed at during this roll; None after every roll until an arrow or a click.
    cursor: reactive[str | None] = reactive(None)
    # Yamb: whose sheet shows (None: the player to move, whose cells may be chosen).
    seat: reactive[int | None] = reactive(None)

    def __init__(
        self, *, min_column: int, max_column: int, scores: bool = True, id: str | None = None
    ) -> None:
        super().__init__(id=id)
        self.min_column = min_column
        self.max_column = max_column
        self.scores = scores  # False: a card watched read-only, Enter not offered
        self.reserve, self.reserve_height = 31, 2  # columns for the dice, rows for the rest
        self._column_width = min_column
        self._line_rows: list[int | None] = []  # line -> row index (None: header or rule)
        self._before_call: str | None = None  # where the cursor was when `c` was pressed
        self._callable: list[str] = []  # the rows `c` offered to call

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.scores or action != "choose"

    # --- what it shows -------------------------------------------------------------------

    @property
    def view(self) -> CardView:
        """The card for the state bound, worked out afresh (a pure function, memoised)."""
        state = self.state
        assert state is not None, "the card shows a game"
        call_row = (self.cursor or "").partition(".")[2] if self.in_call_column else None
        return _view(state, not self.rolling, call_row, self.seat)

    @property
    def in_call_column(self) -> bool:
        return self.cursor is not None and self.cursor.startswith(f"{CALL_COLUMN}.")

    def watch_state(self, old: GameState | None, new: GameState | None) -> None:
        """A new roll (or turn) points at nothing; a cursor on a cell gone is gone too."""
        if new is None:
            return
        if old is None or _roll_of(old) != _roll_of(new):
            self.cursor = None
            self._before_call = None
        elif self.cursor is not None and self.view.find(self.cursor) is None:
            self.cursor = None
        self.refresh()

    def watch_rolling(self) -> None:
        self.refresh()

    def watch_seat(self) -> None:
        if self.cursor is not None and self.view.find(self.cursor) is None:
            self.cursor = None  # another player's sheet offers no cell
        self.refresh()

    def watch_cursor(self) -> None:
        self.post_message(CursorMoved(self.cursor))
        self.refresh()

    # --- size ----------------------------------------------------------------------------

    def column_width_for(self, width: int) -> int:
        count = max(1, len(self.view.headers))
        fit = (width - self.view.label_width) // count
        return max(self.min_column, min(self.max_column, fit))

    def get_content_width(self, container: Size, viewport: Size) -> int:
        column = self.column_width_for(viewport.width - self.reserve)
        return self.view.label_width + column * len(self.view.headers)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 1 + len(self.view.rows) + len(self._rules_shown(viewport.height))

    def _rules_shown(self, screen_height: int) -> set[int]:
        """Rows that get a rule line above them: all when the screen is tall enough, else the
        one that starts the results, else none."""
        rows = self.view.rows
        wanted = [i for i, row in enumerate(rows) if row.rule_above]
        spare = screen_height - self.reserve_height - 1 - len(rows)
        if spare >= len(wanted):
            return set(wanted)
        results = [i for i in wanted if rows[i].kind != "box"]
        return set(results[:1]) if spare >= 1 and results else set()

    # --- keys and mouse ------------------------------------------------------------------

    def action_move(self, rows: int, columns: int) -> None:
        """One cell up, down, left or right among the open cells (the first arrow after a
        roll shows the cursor); past the edge the cursor wraps round to the other end."""
        self.cursor = step(self.view, self.cursor, rows, columns) or self.cursor

    def action_edge(self, last: bool) -> None:
        """Home / End: the first or last cell of the cursor's column that may be filled now."""
        calling = self._callable if self.in_call_column else None
        self.cursor = edge(self.view, self.cursor, last, calling) or self.cursor

    def action_choose(self) -> None:
        self.post_message(CellChosen(self.cursor))

    def point_at_call(self, rows: list[str]) -> None:
        """To the CALL cell nearest the cursor's row among `rows` (those that may be called),
        ready to announce it with enter; `leave_call` goes back."""
        all_rows = list(self.view_rows())
        here = (self.cursor or "").partition(".")[2]
        here_index = all_rows.index(here) if here in all_rows else 0
        target = min(rows, key=lambda row: (abs(all_rows.index(row) - here_index), row))
        self._callable = rows
        if not self.in_call_column:
            self._before_call = self.cursor
        self.cursor = f"{CALL_COLUMN}.{target}"
        self.focus()

    def leave_call(self) -> None:
        """Out of the CALL column, back to where the cursor was before `c`: on no cell when
        it was on none (or one gone), so that Enter scores nothing not pointed at."""
        back, self._before_call = self._before_call, None
        if back is None or back.startswith(f"{CALL_COLUMN}.") or self.view.find(back) is None:
            self.cursor = None
        else:
            self.cursor = back

    def view_rows(self) -> tuple[str, ...]:
        state = self.state
        return state.ruleset.box_ids if state is not None else ()

    def on_click(self, event: events.Click) -> None:
        """A click points at a cell; a click on the cell pointed at chooses it."""
        key = self._cell_key_at(event.get_content_offset(self))
        if key is None:
            return
        event.stop()
        self.focus()
        if key == self.cursor:
            self.post_message(CellChosen(key))
        else:
            self.cursor = key

    def _cell_key_at(self, offset: Offset | None) -> str | None:
        if offset is None:
            return None
        x, y = offset
        if not 0 <= y < len(self._line_rows):
            return None
        row = self._line_rows[y]
        view = self.view
        if row is None:
            return None
        if x < view.label_width:  # a row's name: the cursor's cell there, else a legal one
            cells = [cell for cell in view.rows[row].cells if cell.key is not None]
            if self.cursor in [cell.key for cell in cells]:
                return self.cursor
            return next((c.key for c in sorted(cells, key=lambda c: c.reason is not None)), None)
        column = (x - view.label_width) // self._column_width
        if not 0 <= column < len(view.headers):
            return None
        return view.rows[row].cells[column].key

    def cell_offset(self, key: str) -> Offset | None:
        """Where the cell `key` is drawn, relative to the card (for a click)."""
        view = self.view
        place = view.find(key)
        if place is None or place[0] not in self._line_rows:
            return None
        row, column = place
        y = self._line_rows.index(row)
        x = view.label_width + column * self._column_width + self._column_width // 2
        return Offset(x, y)

    # --- drawing -------------------------------------------------------------------------

    def render(self) -> Text:
        if self.state is None:
            return Text()
        view = self.view
        width = self.size.width or self.get_content_width(Size(0, 0), self.app.size)
        self._column_width = column = self.column_width_for(width)
        style = self.get_component_rich_style
        tint = Style(bgcolor=style("card--current").bgcolor)
        cursor = Style(bgcolor=style("card--cursor").bgcolor)
        if self.has_focus:
            cursor += style("card--cursor", partial=True)
        lines: list[Text] = []
        line_rows: list[int | None] = []

        header = Text(" " * view.label_width)
        if view.title:  # whose sheet (Yamb), over the row labels
            title = fit_cells(view.title, view.label_width - 1)
            header = Text(title + " ", style=style("card--title"))
        for index, name in enumerate(header_names(view.headers, view.short_headers, column - 1)):
            is_current = index == view.current_column
            header.append(
                fit_cells(name, column - 1, right=True) + " ",
                style=style("card--header-current" if is_current else "card--header"),
            )
        lines.append(header)
        line_rows.append(None)

        total_width = view.label_width + column * len(view.headers)
        rules_shown = self._rules_shown(self.app.size.height)
        for row_index, row in enumerate(view.rows):
            if row_index in rules_shown:
                lines.append(Text(RULE * total_width, style=style("card--rule")))
                line_rows.append(None)
            label_class = {"sum": "card--label-sum", "total": "card--label-total"}.get(
                row.kind, "card--label"
            )
            texts = [cell.fitting(column - 2) for cell in row.cells]
            shortest = any(
                cell.shorter and text == cell.shorter[-1]
                for cell, text in zip(row.cells, texts, strict=True)
                if cell.kind == "need"
            )
            label = row.short_label if shortest and row.short_label else row.label
            line = Text(fit_cells(label, view.label_width), style=style(label_class))
            for index, (cell, fitted) in enumerate(zip(row.cells, texts, strict=True)):
                in_current = index == view.current_column
                cell_style = style(f"card--{cell.kind}")
                if in_current and cell.kind not in OWN_BACKGROUND:
                    cell_style += tint
                if cell.key is not None and cell.key == self.cursor:
                    cell_style += cursor
                text = LOCK * (column - 2) if cell.kind == "locked" else fitted
                line.append(" " + text.rjust(column - 2), style=cell_style)
                line.append(" ", style=tint if in_current else Style())
            lines.append(line)
            line_rows.append(row_index)
        self._line_rows = line_rows
        return Text("\n").join(lines)
