"""Sentences of the lower layers, as values: what the engine and the game model say without a
translation at hand.

The engine and the game model say why a move is refused (`roll first`, `DOWN fills top to
bottom: next is Threes`) where no screen is at hand, and the same words travel in saves, logs
and over the network, where they stay English. Such a sentence is a `Message`: the English
text as a plain `str` (compared, logged, sent as it is), which also keeps its catalogue entry
and its arguments, so that whoever shows it says it in the player's language, at that moment
(`i18n.translate`). The game's own names inside it (a box, a Yamb cell, a rule set) are `Name`s,
said by the presentation's vocabulary. `N_` marks a string for the catalogues.

Nothing here translates, and nothing here holds state: the translation runtime is `i18n.py`.
"""

from __future__ import annotations


def N_(message: str) -> str:
    """Marks `message` for the catalogues without translating it: it is translated where it
    is shown, with `_`."""
    return message


class Message(str):
    """An English sentence that remembers its msgid (marked with `N_`) and its arguments; a
    sentence with a count (`ngettext`) also its plural msgid and the count, so that it is
    said in the form the count needs in the player's language."""

    msgid: str
    args: dict[str, object]
    plural: str | None
    n: int | None  # the count of a sentence with a count

    def __new__(cls, msgid: str, /, **args: object) -> Message:
        text = msgid.format(**{key: str(value) for key, value in args.items()})
        message = super().__new__(cls, text)
        message.msgid, message.args = msgid, args
        message.plural, message.n = None, None
        return message


def ngettext(singular: str, plural: str, count: int, /, **args: object) -> Message:
    """The lower layers' `ngettext`: a sentence with a count, as a `Message` (marked for the
    catalogues as a plural entry), in English now ("a room has at most 6 seats") and in the
    form the count needs wherever it is said (`i18n.translate`: hr "najviše 6 mjesta")."""
    message = Message(singular if count == 1 else plural, **args)
    message.msgid, message.plural, message.n = singular, plural, count
    return message


class Name(str):
    """One of the game's own names in English (a rule set, a Yamb column, a box or a cell),
    with the ids that say which: `i18n.translate` gives the player's words for it."""

    rules: str
    column: str | None
    row: str | None

    def __new__(
        cls, english: str, rules: str, column: str | None = None, row: str | None = None
    ) -> Name:
        name = super().__new__(cls, english)
        name.rules, name.column, name.row = rules, column, row
        return name


def sentence_of(error: BaseException) -> str:
    """The sentence `error` was raised with (a `Message` keeps its msgid and arguments), else
    its text: what `str(error)` gives, less the catalogue entry."""
    if len(error.args) == 1 and isinstance(error.args[0], str):
        return error.args[0]
    return str(error)
