"""One reviewed decision's position, in the hint panel's words: the dice, the rolls left, the
card, what was chosen and what it gave away, and the advisor's best options."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import N_, _
from yahtzee_tui.strategy import advise_state
from yahtzee_tui.strategy.review import Decision
from yahtzee_tui.tui.views.hints import HintView
from yahtzee_tui.tui.views.review_fit import lines_between
from yahtzee_tui.tui.views.review_words import (
    best_for_words,
    card_words,
    help_words,
    made_move,
    position_choice,
    position_words,
    whose_turn,
)
from yahtzee_tui.tui.views.table_words import sentence
from yahtzee_tui.tui.widgets.fitted_lines import FittedLines
from yahtzee_tui.tui.widgets.hint_panel import HintPanel


class ReviewPositionScreen(ModalScreen[None]):
    """Over the Review tab; escape, enter or Close goes back to the list."""

    BINDINGS = [  # noqa: RUF012 - Textual's own class attribute
        Binding("escape,enter,q", "dismiss", N_("Back")),
    ]

    DEFAULT_CSS = """
    ReviewPositionScreen {
        align: center middle;
        background: $background 60%;
        #position-box {
            width: 64;
            max-width: 96%;
            height: auto;
            max-height: 96%;
            padding: 0 2;
            border: round $primary;
            border-title-color: $text-primary;
            border-title-style: bold;
            background: $surface;
        }
        #position-card { color: $foreground-muted; }
        #position-choice { text-style: bold; }
        #position-help { color: $text-warning; }
        HintPanel { margin: 1 0; }
        #position-buttons { width: 100%; height: auto; align-horizontal: right; }
    }
    """

    def __init__(self, state: GameState, decision: Decision) -> None:
        super().__init__()
        self.state = state
        self.decision = decision

    def compose(self) -> ComposeResult:
        decision = self.decision
        position = decision.position
        rules = self.state.ruleset
        with Vertical(id="position-box") as box:
            box.border_title = Content(whose_turn(self.state, decision))
            yield Static(Content(position_words(self.state, decision)), id="position-where")
            card = _("Card: {card}").format(card=card_words(rules, position))
            yield FittedLines(lambda width: lines_between(card, width), id="position-card")
            yield Static(
                Content(_("Choice: {choice}").format(choice=position_choice(rules, decision))),
                id="position-choice",
            )
            marks = help_words(rules, decision, goal=False)
            if marks:
                yield Static(Content(_("Help: {marks}").format(marks=marks)), id="position-help")
            if decision.best_for is not None:
                said = sentence(best_for_words(decision))
                yield Static(Content(said), id="position-best-for")
            # The move made is listed and marked in the panel wherever it ranks.
            made = (decision.chosen, made_move(rules, decision.chosen))
            panel = HintPanel(made=made, id="position-hints")
            panel.hint = HintView(position, tuple(advise_state(position)))
            yield panel
            with Horizontal(id="position-buttons"):
                yield Button(Content(_("Close")), id="close", variant="primary")

    def on_mount(self) -> None:
        self.query_one("#close", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss()
