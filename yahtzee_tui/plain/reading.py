"""What a typed line asks for: a command word, by its whole word, an unambiguous start of it
(`sc` for score) or a key's letter (`r`, `h`, `u`, `q`, `?`, and Yamb's `c`, `v`, `n`); the
words after it are the command's own. A line of digits alone toggles those dice, as the
table's keys do. Command words are English or the player's language; both are understood.

No state is changed here: `read_line` gives a `Typed` or the one line that says why not.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.game.directed import directed_column
from yahtzee_tui.i18n import _, current_language, pgettext

ROLL = "roll"
HOLD = "hold"
FREE = "free"
KEEP = "keep"
TOGGLE = "toggle"  # digits alone: the table's keys 1-6
SCORE = "score"
CALL = "call"
NAME = "name"
CARD = "card"
HINT = "hint"
COACH = "coach"
UNDO = "undo"
HELP = "help"
QUIT = "quit"
STATUS = "status"
NEXT = "next"
YES = "yes"
NO = "no"

# The table's keys as letters (the table's `v` shows another sheet: here `card`).
KEY_LETTERS = {"r": ROLL, "h": HINT, "u": UNDO, "q": QUIT, "?": HELP, "v": CARD, "c": CALL}
KEY_LETTERS |= {"n": NAME}


@lru_cache(maxsize=8)
def _command_words(language: str) -> dict[str, str]:
    """Each command's word in the player's language (typed, so short and plain)."""
    return {
        ROLL: pgettext("typed command", "roll"),
        HOLD: pgettext("typed command", "hold"),
        FREE: pgettext("typed command", "free"),
        KEEP: pgettext("typed command", "keep"),
        SCORE: pgettext("typed command", "score"),
        CALL: pgettext("typed command", "call"),
        NAME: pgettext("typed command", "name"),
        CARD: pgettext("typed command", "card"),
        HINT: pgettext("typed command", "hint"),
        COACH: pgettext("typed command", "coach"),
        UNDO: pgettext("typed command", "undo"),
        HELP: pgettext("typed command", "help"),
        QUIT: pgettext("typed command", "quit"),
        STATUS: pgettext("typed command", "status"),
        NEXT: pgettext("typed command", "next"),
        YES: pgettext("typed command", "yes"),
        NO: pgettext("typed command", "no"),
    }


def command_word(command: str) -> str:
    """The word a player types for `command`, in their language."""
    return _command_words(current_language())[command]


def switch_word(word: str) -> bool | None:
    """What `on` or `off` (English or the player's language) says: None for another word."""
    folded = fold(word)
    if folded in ("on", fold(pgettext("typed command", "on"))):
        return True
    if folded in ("off", fold(pgettext("typed command", "off"))):
        return False
    return None


# Typed words this long or longer are read with another last letter too (`read_line`).
INFLECTED = 5


def fold(text: str) -> str:
    """`text` as it is compared: lower case, without accents (`Četvorke` reads `cetvorke`)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().replace("đ", "d"))
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def commands_of(rules: RuleSet) -> tuple[str, ...]:
    """The commands a game of `rules` knows (CALL in Yamb, NAME with a DIRECTED column)."""
    known = [ROLL, HOLD, FREE, KEEP, SCORE, CARD, HINT, COACH, UNDO, HELP, QUIT, STATUS, NEXT]
    if rules.is_yamb and "announce" in {rules.column_kind(c) for c in rules.column_ids}:
        known.append(CALL)
    if directed_column(rules) is not None:
        known.append(NAME)
    return (*known, YES, NO)


@dataclass(frozen=True)
class Typed:
    """A command read from a line, and the words that followed it (as typed)."""

    command: str
    words: tuple[str, ...] = ()


def read_line(line: str, known: tuple[str, ...]) -> Typed | str | None:
    """The command `line` asks for among `known`; a one-line answer when it names none or
    could be several (the choices said); None for an empty line."""
    words = line.split()
    if not words:
        return None
    if all(word.isdigit() for word in words):
        return Typed(TOGGLE, tuple(words))
    first, rest = fold(words[0]), tuple(words[1:])
    letter = KEY_LETTERS.get(first)
    if letter in known:
        return Typed(letter, rest)
    spelled = {command: {command, fold(command_word(command))} for command in known}
    exact = [command for command, forms in spelled.items() if first in forms]
    if exact:
        return Typed(exact[0], rest)
    starting = [c for c, forms in spelled.items() if any(f.startswith(first) for f in forms)]
    if not starting and len(first) >= INFLECTED:
        # Another form of the word (hr `najava` for `najavi`, sl `napoved`, `holds`): all
        # but its last letter start the command.
        stem = first[:-1]
        starting = [c for c, forms in spelled.items() if any(f.startswith(stem) for f in forms)]
    if len(starting) == 1:
        return Typed(starting[0], rest)
    if not starting:
        said = _("{word} is no command here. Type help for the commands.")
        return said.format(word=words[0])
    choices = ", ".join(command_word(command) for command in starting)
    return _("{word} could be {choices}: type more of it.").format(word=words[0], choices=choices)
