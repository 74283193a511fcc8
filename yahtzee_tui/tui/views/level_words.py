"""The computer levels in the player's words: each level's name and what it plays like."""

from __future__ import annotations

from yahtzee_tui.i18n import _, ngettext
from yahtzee_tui.strategy.styles import YAMB_WIN_CELLS


def level_word(level: str) -> str:
    """A computer's level in words: easy, medium, expert, for the win."""
    words = {
        "easy": _("easy"),
        "medium": _("medium"),
        "expert": _("expert"),
        "win": _("for the win"),
    }
    return words.get(level, level)


def level_description(level: str, yamb: bool = False) -> str:
    """What a computer level plays like, under Yamb (`yamb`) or Yahtzee and Yatzy."""
    if yamb and level == "expert":
        return _("Always the advisor's best move: the most points on average, calls included.")
    if yamb and level == "win":
        return ngettext(
            "Plays for the most points, and for the win once it has {n} cell left.",
            "Plays for the most points, and for the win once it has {n} cells left.",
            YAMB_WIN_CELLS,
        ).format(n=YAMB_WIN_CELLS)
    words = {
        "easy": _("A casual player: keeps the most common face and takes the most points now."),
        "medium": _("Plays well, but now and then picks a move that is slightly worse."),
        "expert": _("Always the advisor's best move: optimal play for Yahtzee and Yatzy."),
        "win": _("Plays for the win: every turn it weighs its card against the other players'."),
    }
    return words.get(level, level)
