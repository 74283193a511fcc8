"""A short menu over the current screen: pick one line, or Escape for none."""

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


class ChoiceMenu(ModalScreen[str | None]):
    """Dismisses with the id of the line chosen (Enter or a click), None on Escape."""

    # q quits here too (a modal screen hides the app's own q): the game is saved.
    BINDINGS = [  # noqa: RUF012
        Binding("escape", "dismiss_none", N_("Cancel")),
        Binding("q", "app.quit", N_("Quit"), show=False),
    ]

    DEFAULT_CSS = """
    ChoiceMenu {
        align: center middle;
        #menu-box {
            width: 50;
            max-width: 90%;
            height: auto;
            padding: 1 2;
            border: round $primary;
            background: $surface;
        }
        #menu-title { text-style: bold; margin-bottom: 1; }
        #menu-list { height: auto; max-height: 12; border: none; padding: 0;
                     background: transparent; }
        #menu-note { color: $foreground-muted; margin-top: 1; }
    }
    """

    # The line under the list (marked for the catalogues, said when shown).
    NOTE = N_("Enter chooses, Esc leaves it as it is.")

    def __init__(
        self, title: str, choices: Sequence[tuple[str, str]], current: str | None = None
    ) -> None:
        """`choices`: (id, words) pairs, in order; `current` is highlighted first."""
        super().__init__()
        self.title_words = title
        self.choices = list(choices)
        self.current = current

    def compose(self) -> ComposeResult:
        with Vertical(id="menu-box"):
            yield Static(Content(self.title_words), id="menu-title")
            yield OptionList(
                *(Option(Content(words), id=key) for key, words in self.choices), id="menu-list"
            )
            yield Static(_(self.NOTE), id="menu-note")

    def on_mount(self) -> None:
        menu = self.query_one(OptionList)
        keys = [key for key, _words in self.choices]
        menu.highlighted = keys.index(self.current) if self.current in keys else 0
        menu.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)

    def action_dismiss_none(self) -> None:
        self.dismiss(None)
