"""Textual's own words that the player sees, marked for the catalogues.

Textual declares a few bindings and commands in English: the dropdown's `esc Dismiss menu`,
the command palette's key (`palette`, with its tooltip), its search field and its system
commands. The footer translates every binding's description and tooltip as it shows it
(`KeyFooter`), so marking those words here is enough for them; the app says the search field
and the system commands where it opens and lists them (`AppFrame`).
The key names Textual writes in lowercase are shown as the help's tables write them
(`key_display`: "Esc").
"""

from __future__ import annotations

from yahtzee_tui.i18n import N_, _

FOOTER_WORDS = (
    N_("Dismiss menu"),  # textual.widgets._select.SelectOverlay
    N_("palette"),  # textual.app.App: the command palette's key
    N_("Open the command palette"),  # its tooltip
)

SEARCH_COMMANDS = N_("Search for commands…")  # the command palette's search field

SYSTEM_COMMAND_WORDS = (
    N_("Theme"),
    N_("Change the current theme"),
    N_("Quit"),
    N_("Quit the application as soon as possible"),
    N_("Keys"),
    N_("Hide the keys and widget help panel"),
    N_("Show help for the focused widget and a summary of available keys"),
    N_("Minimize"),
    N_("Minimize the widget and restore to normal size"),
    N_("Maximize"),
    N_("Maximize the focused widget"),
)


# Textual's names of keys the footer shows that the help's tables write otherwise.
KEY_NAMES = {"esc": "Esc"}


def key_display(shown: str) -> str:
    """A key as the footer shows it, named as the help writes it: "Esc", not Textual's "esc"."""
    return KEY_NAMES.get(shown, shown)


def system_command_words(english: str) -> str:
    """A title or help of Textual's system commands in the player's language."""
    return _(english)
