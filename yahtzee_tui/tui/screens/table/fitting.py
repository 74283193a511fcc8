"""How the table screen fits its terminal: the decisions are pure (`views/table_fit.py`); this
applies them to the screen's classes and parts as it opens and as the terminal changes."""

from __future__ import annotations

from textual.css.query import NoMatches
from textual.screen import Screen

from yahtzee_tui.tui.views.table_fit import MIN_HEIGHT, MIN_WIDTH, TableFit, fit_log, fit_table
from yahtzee_tui.tui.widgets.dice_tray import DiceTray
from yahtzee_tui.tui.widgets.hint_panel import HintPanel
from yahtzee_tui.tui.widgets.roll_button import RollButton
from yahtzee_tui.tui.widgets.scorecard import Scorecard

FRAME_TITLES = (
    ("card-side", "Scorecard"),
    ("tray-panel", "Dice"),
    ("log-scroll", "Log"),
    ("hint-slot", "Hints"),
)


class TableFitting:
    """The size classes and the parts' room of one table screen."""

    def __init__(self, screen: Screen[None], dice: int) -> None:
        self.screen = screen
        self.dice = dice

    def frame_titles(self) -> None:
        for part, title in FRAME_TITLES:
            self.screen.query_one(f"#{part}").border_title = title

    def fit_size(self, width: int, height: int, update: bool = True) -> TableFit:
        fit = fit_table(width, height, self.dice)
        # One restyle of the whole screen for both classes.
        self.screen.update_classes({"-short": fit.short, "-roomy": fit.roomy}, update=update)
        return fit

    def resized(self, width: int, height: int) -> None:
        """Below the least size the table is hidden (the app asks for a larger terminal): its
        parts are not laid out at all, rather than squeezed into a size they never fit."""
        screen = self.screen
        try:
            body, card = screen.query_one("#table-body"), screen.query_one(Scorecard)
            tray, hints = screen.query_one(DiceTray), screen.query_one(HintPanel)
        except NoMatches:  # a resize that reaches the screen as it is taken down
            return
        body.display = width >= MIN_WIDTH and height >= MIN_HEIGHT
        fit = self.fit_size(width, height)
        card.reserve, card.reserve_height = fit.card_reserve, fit.card_reserve_height
        card.refresh(layout=True)
        tray.allow_large = fit.roomy
        hints.options_shown = fit.hint_options
        screen.call_after_refresh(self.fit_log)

    def fit_log(self) -> None:
        """A roomy table short of rows for its log tightens the dice panel, then drops the
        log's frame; the rows are measured as the layout stands, before any tightening."""
        screen = self.screen
        if not screen.is_attached or not screen.is_current:
            return
        side = screen.query_one("#tray-side")
        taken = sum(
            child.outer_size.height + child.styles.margin.top + child.styles.margin.bottom
            for child in side.children
            if child.id != "log-scroll" and child.display
        )
        rows = side.content_size.height - taken - (4 if screen.has_class("-tight") else 0)
        fit = fit_log(rows, screen.has_class("-roomy"))
        screen.update_classes(
            {"-tight": fit.tight, "-frameless": fit.frameless, "-no-log": fit.no_log}
        )
        compact = fit.tight or screen.has_class("-short")
        screen.query_one(RollButton).compact = compact
