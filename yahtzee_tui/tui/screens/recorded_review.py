"""The Review of a recorded game, opened from the Records' recent games: the game-over
screen's Review tab on a screen of its own (the records keep every game whole since they were
first kept so), its positions opened as there; escape or q goes back to the Records."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static

from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import N_, _, translate
from yahtzee_tui.storage.objective import Objective
from yahtzee_tui.storage.slots import game_label
from yahtzee_tui.tui.screens.review_position import ReviewPositionScreen
from yahtzee_tui.tui.views.day_words import day_words
from yahtzee_tui.tui.widgets.key_footer import KeyFooter
from yahtzee_tui.tui.widgets.review_tab import ReviewPane


class RecordedReviewScreen(Screen[None]):
    """One recorded game's Review; the list of its worst decisions has the focus."""

    BINDINGS = [  # noqa: RUF012 - Textual's own class attribute
        Binding("escape,q", "close", N_("Back")),
    ]

    DEFAULT_CSS = """
    RecordedReviewScreen {
        #recorded-title {
            dock: top;
            height: 1;
            padding: 0 1;
            background: $panel;
            text-style: bold;
        }
    }
    """

    def __init__(
        self, state: GameState, played_at: str, objective: Objective | None = None
    ) -> None:
        """`played_at`: when the game was recorded (UTC, ISO 8601), for the title;
        `objective`: what its hints played for, as the records keep it (None: points)."""
        super().__init__()
        self.state = state
        self.played_at = played_at
        self.objective = objective

    def compose(self) -> ComposeResult:
        title = _("Review · {game} · {day}").format(
            game=translate(game_label(self.state)), day=day_words(self.played_at)
        )
        yield Static(Content(title), id="recorded-title")
        yield ReviewPane(self.state, self.objective)
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one(ReviewPane).start()

    @on(ReviewPane.PositionChosen)
    def _show_position(self, event: ReviewPane.PositionChosen) -> None:
        self.app.push_screen(ReviewPositionScreen(event.state, event.decision))

    def action_close(self) -> None:
        self.dismiss()
