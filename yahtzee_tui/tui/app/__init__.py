"""The Textual app (`main.py`), its games (`games.py`) and its plumbing (`frame.py`): the only
package that knows the screens."""

from __future__ import annotations

from yahtzee_tui.tui.app.main import YahtzeeApp
from yahtzee_tui.tui.views.table_fit import MIN_HEIGHT, MIN_WIDTH

__all__ = ["MIN_HEIGHT", "MIN_WIDTH", "YahtzeeApp"]
