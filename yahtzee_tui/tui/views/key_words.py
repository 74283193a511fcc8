"""The footer's words for the keys of screens whose bindings are not marked where they are
declared yet (the table, the start screen, the lobby): the footer translates every binding's
description as it shows it (`KeyFooter`), so marking the words here puts them in the
catalogues. A screen whose BINDINGS mark their own descriptions (`N_("Back")`) needs nothing
here; once every screen does, this module goes.
"""

from __future__ import annotations

from yahtzee_tui.i18n import N_, _, pgettext

KEY_WORDS = (
    # the table
    N_("Roll"),
    N_("Undo"),
    N_("Hints"),
    N_("Apply hint"),
    N_("Help"),
    N_("Quit (saved)"),
    N_("Call"),
    N_("Next sheet"),
    N_("Chat"),
    N_("Computer plays for the away player"),
    N_("Score"),
    # the start screen and the lobby
    N_("Resume"),
    N_("Host"),
    N_("Join"),
    N_("Records"),
    N_("Stats"),
    N_("Settings"),
    N_("Quit"),
    N_("Start game"),
    N_("Back"),
)


def short_key_word(description: str) -> str:
    """A key's word in the footer where the whole words do not fit the width: its short form
    where the language has one (`Quit (saved)`: `Quit`), the word itself otherwise."""
    short = {"Quit (saved)": pgettext("footer, short", "Quit (saved)")}.get(description)
    return short if short is not None and short != description else _(description)
