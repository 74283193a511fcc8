"""The computer levels in the player's words: each level's name and what it plays like."""

from __future__ import annotations

from yahtzee_tui.i18n import _


def level_word(level: str) -> str:
    """A computer's level in words: easy, medium, expert, for the win."""
    words = {
        "easy": _("easy"),
        "medium": _("medium"),
        "expert": _("expert"),
        "win": _("for the win"),
    }
    return words.get(level, level)


def level_description(level: str) -> str:
    """What a computer level plays like."""
    words = {
        "easy": _("A casual player: keeps the most common face and takes the most points now."),
        "medium": _("Plays well, but now and then picks a move that is slightly worse."),
        "expert": _("Always the advisor's best move: optimal play for Yahtzee and Yatzy."),
        "win": _("Plays for the win: every turn it weighs its card against the other players'."),
    }
    return words.get(level, level)
