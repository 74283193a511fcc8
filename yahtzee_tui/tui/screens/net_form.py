"""What the "Host a table" and "Join a table" forms share: a framed form over the start
screen, labelled rows, a line for problems, and opening the table in a worker (the screen
stays responsive while the server starts or the connection is made)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import ClassVar

from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.content import Content
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Button, Input, Static

from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import N_, _, translate
from yahtzee_tui.net.tables import NetTable
from yahtzee_tui.tui.messages import EnterNetwork

# Terminal rows from which the forms leave a blank line between their rows.
TALL = 32


def form_row(label: str, field: Widget, note: str = "") -> Horizontal:
    """A label, its field and a short note after it."""
    parts: list[Widget] = [Static(label, classes="form-label"), field]
    if note:
        parts.append(Static(Content(note), classes="form-note"))
    return Horizontal(*parts, classes="form-row")


class NetForm(ModalScreen[None]):
    """Escape goes back to the start screen; Enter in a field submits."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", N_("Back"))]

    DEFAULT_CSS = """
    NetForm {
        align: center middle;
        background: $background 60%;
        #form-box {
            width: 76;
            max-width: 98%;
            height: auto;
            max-height: 100%;
            padding: 1 2;
            border: round $primary;
            background: $surface;
        }
        #form-title { text-style: bold; color: $text-primary; }
        #form-intro { color: $foreground-muted; margin-bottom: 1; }
        .form-row { height: auto; min-height: 1; margin-bottom: 1; }
        &.-tight .form-row { margin-bottom: 0; }
        .form-label { width: 16; }
        .form-row Input { width: 26; }
        .form-row Select { width: 26; }
        .form-note { width: 1fr; color: $foreground-muted; padding-left: 1; }
        #form-message { height: auto; color: $foreground-muted; }
        #form-message.-problem { color: $text-error; }
        #form-buttons { height: auto; margin-top: 1; }
        #form-buttons Button { margin-right: 2; }
        Input.-textual-compact:focus { background: $primary 35%; text-style: underline; }
        Select.-textual-compact:focus > SelectCurrent {
            background: $primary 35%; text-style: bold underline;
        }
    }
    """

    # Marked where they are set, translated where they are shown.
    go_label = N_("Go")

    def __init__(self) -> None:
        super().__init__()
        self._fit(self.app.size.height, update=False)  # styled with it as it is mounted

    def buttons(self) -> ComposeResult:
        yield Static("", id="form-message")
        with Horizontal(id="form-buttons"):
            yield Button(Content(_(self.go_label)), id="form-go", variant="primary")
            yield Button(Content(_("Back")), id="form-back")

    def on_mount(self) -> None:
        for field in self.query(Input):
            field.cursor_blink = self.app.animation_level != "none"

    def _fit(self, height: int, update: bool = True) -> None:
        self.set_class(height < TALL, "-tight", update=update)  # no air between the rows

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size.height)

    def show_status(self, message: str, problem: bool = True) -> None:
        line = self.query_one("#form-message", Static)
        line.update(Content(message))
        line.set_class(problem, "-problem")

    def open_table(self) -> Callable[[], Awaitable[NetTable]] | None:
        """How to open the table the fields describe; None after saying what is wrong."""
        raise NotImplementedError

    @on(Input.Submitted)
    @on(Button.Pressed, "#form-go")
    def action_go(self) -> None:
        try:
            opener = self.open_table()
        except GameError as error:
            self.show_status(translate(error))
            return
        if opener is not None:
            self.query_one("#form-go", Button).disabled = True
            self.show_status(_(self.waiting_words), problem=False)
            self._open(opener)

    waiting_words = N_("Connecting…")

    @work(exclusive=True, group="open-table")
    async def _open(self, opener: Callable[[], Awaitable[NetTable]]) -> None:
        try:
            table = await opener()
        except GameError as error:
            self.show_status(translate(error))
            self.query_one("#form-go", Button).disabled = False
            return
        self.app.post_message(EnterNetwork(table))  # the app, not this screen: it closes
        self.dismiss()

    @on(Button.Pressed, "#form-back")
    def action_back(self) -> None:
        self.dismiss()
