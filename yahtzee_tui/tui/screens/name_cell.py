"""The picker of Yamb's DIRECTED column: the player who just played names one of the next
player's open DIRECTED cells (Enter or a click); Escape leaves it for later."""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from yahtzee_tui.i18n import N_, _
from yahtzee_tui.tui.views.naming_words import PICKER_NOTE


class NameCellPicker(ModalScreen[str | None]):
    """Dismisses with the row named (Enter or a click), None on Escape."""

    BINDINGS = [Binding("escape", "dismiss_none", N_("Later"))]  # noqa: RUF012

    DEFAULT_CSS = """
    NameCellPicker {
        align: center middle;
        #naming-box {
            width: 46;
            max-width: 96%;
            height: auto;
            max-height: 100%;
            padding: 0 1;
            border: round $accent;
            background: $surface;
        }
        #naming-title { text-style: bold; margin-bottom: 1; }
        #naming-list { height: auto; max-height: 14; border: none; padding: 0;
                       background: transparent; }
        #naming-note { color: $foreground-muted; margin-top: 1; }
    }
    """

    def __init__(self, title: str, choices: Sequence[tuple[str, str]]) -> None:
        """`choices`: (row id, words) pairs, top to bottom."""
        super().__init__()
        self.title_words = title
        self.choices = list(choices)

    def compose(self) -> ComposeResult:
        with Vertical(id="naming-box"):
            yield Static(Content(self.title_words), id="naming-title")
            yield OptionList(
                *(Option(Content(words), id=row) for row, words in self.choices),
                id="naming-list",
            )
            yield Static(_(PICKER_NOTE), id="naming-note")

    def on_mount(self) -> None:
        rows = self.query_one(OptionList)
        rows.highlighted = 0
        rows.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)

    def action_dismiss_none(self) -> None:
        self.dismiss(None)
