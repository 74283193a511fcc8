"""The picker of Yamb's DIRECTED column: the player who just played names one of the next
player's open DIRECTED cells (Enter or a click); Escape leaves it for later. A choice menu
with its own words and a frame of its own."""

from __future__ import annotations

from textual.binding import Binding

from yahtzee_tui.i18n import N_
from yahtzee_tui.tui.screens.choice_menu import ChoiceMenu
from yahtzee_tui.tui.views.naming_words import PICKER_NOTE


class NameCellPicker(ChoiceMenu):
    """Dismisses with the row named (Enter or a click), None on Escape; the top row is
    highlighted first."""

    BINDINGS = [Binding("escape", "dismiss_none", N_("Later"))]  # noqa: RUF012
    NOTE = PICKER_NOTE

    DEFAULT_CSS = """
    NameCellPicker {
        #menu-box {
            width: 46;
            max-width: 96%;
            max-height: 100%;
            padding: 0 1;
            border: round $accent;
        }
        #menu-list { max-height: 14; }
    }
    """
