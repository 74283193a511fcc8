"""A yes/no question over the current screen."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from yahtzee_tui.i18n import N_, _


class ConfirmScreen(ModalScreen[bool]):
    """Dismisses with True for yes, False for no (escape or n). The safe answer, no, has the
    focus: the yes of these questions replaces or gives something up, so Enter never does.
    The arrow keys move between the buttons; the screen behind stays in view, dimmed."""

    BINDINGS = [  # noqa: RUF012 - Textual's own class attribute
        Binding("y", "answer(True)", N_("Yes")),
        Binding("n,escape", "answer(False)", N_("No")),
        Binding("left,up", "app.focus_previous", N_("Previous"), show=False),
        Binding("right,down", "app.focus_next", N_("Next"), show=False),
    ]

    DEFAULT_CSS = """
    ConfirmScreen {
        align: center middle;
        background: $background 60%;
        #confirm-box {
            width: 60;
            max-width: 90%;
            height: auto;
            padding: 1 2;
            border: round $warning;
            background: $surface;
        }
        #confirm-question { text-style: bold; margin-bottom: 1; }
        #confirm-detail { color: $foreground-muted; margin-bottom: 1; }
        #confirm-buttons { width: 100%; height: auto; align-horizontal: right; }
        #confirm-buttons Button { margin-left: 2; }
    }
    """

    def __init__(
        self,
        question: Content | str,
        detail: Content | str = "",
        yes: str | None = None,
        no: str | None = None,
    ) -> None:
        super().__init__()
        # Plain strings are shown as written, never read as markup.
        self.question = Content(question) if isinstance(question, str) else question
        self.detail = Content(detail) if isinstance(detail, str) else detail
        self.yes_label = _("Yes") if yes is None else yes
        self.no_label = _("No") if no is None else no

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            yield Static(self.question, id="confirm-question")
            if self.detail:
                yield Static(self.detail, id="confirm-detail")
            with Horizontal(id="confirm-buttons"):
                yield Button(Content(self.no_label), id="no")
                yield Button(Content(self.yes_label), id="yes", variant="warning")

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)
