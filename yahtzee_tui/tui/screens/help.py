"""Help: the rules of the rule set in play and the keys, generated from the engine."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.i18n import N_, _
from yahtzee_tui.tui.views.help_text import help_renderables
from yahtzee_tui.tui.views.vocabulary import rules_name
from yahtzee_tui.tui.widgets.key_footer import KeyFooter


class HelpScreen(Screen[None]):
    """Full-screen help; escape, q or ? goes back to where the player was."""

    BINDINGS = [  # noqa: RUF012 - Textual's own class attribute
        Binding("escape,q,question_mark", "close", N_("Back")),
    ]

    DEFAULT_CSS = """
    HelpScreen {
        #help-title {
            dock: top;
            height: 1;
            padding: 0 1;
            background: $panel;
            color: $text;
            text-style: bold;
        }
        #help-body { padding: 1 2; }
        .help-part { margin-bottom: 1; max-width: 100; }
    }
    """

    def __init__(self, rules: RuleSet) -> None:
        super().__init__()
        self.rules = rules

    def compose(self) -> ComposeResult:
        yield Static(
            _("Help · {rules}").format(rules=rules_name(self.rules)), id="help-title", markup=False
        )
        with VerticalScroll(id="help-body"):
            for part in help_renderables(self.rules):
                yield Static(part, classes="help-part")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one("#help-body").focus()

    def action_close(self) -> None:
        self.dismiss()
