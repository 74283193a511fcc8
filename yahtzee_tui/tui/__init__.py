"""The Textual app: start screen, the table, help and game over."""

from yahtzee_tui.tui.app import MIN_HEIGHT, MIN_WIDTH, YahtzeeApp, make_app

__all__ = ["MIN_HEIGHT", "MIN_WIDTH", "YahtzeeApp", "make_app"]
