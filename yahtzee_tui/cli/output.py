"""Printing where the terminal cannot take every character (LC_ALL=C, PYTHONIOENCODING=ascii).

Names are the players' own text (`Zoë`) and the tables use a few symbols (`✓`, `·`). On a
stream whose encoding lacks a character it is written in its nearest ASCII form (`Zoe`, `-`)
instead of raising UnicodeEncodeError; a stream that takes the character prints it as it is.
"""

from __future__ import annotations

import codecs
import sys
import unicodedata
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from rich.console import Console

ERROR_HANDLER = "yahtzee-ascii"

# Characters whose decomposition holds no ASCII letter, each as one ASCII character.
SYMBOLS = {
    "✓": "x",
    "·": "-",
    "•": "*",
    "…": ".",
    "—": "-",
    "–": "-",
    "−": "-",
    "×": "x",
    "‘": "'",
    "’": "'",
    "“": '"',
    "”": '"',
    "ß": "s",
    "æ": "a",
    "Æ": "A",
    "ø": "o",
    "Ø": "O",
    "đ": "d",
    "Đ": "D",
    "ł": "l",
    "Ł": "L",
}


def ascii_form(text: str) -> str:
    """`text` in ASCII: accents dropped, known symbols replaced, anything else `?`.

    Each character keeps the width it has on screen (a wide one becomes `??`, a combining
    mark nothing), so that tables measured before printing stay aligned.
    """
    from rich.cells import cell_len  # Rich loads when a command prints, not to parse one

    out = []
    for char in text:
        if char.isascii():
            out.append(char)
            continue
        plain = SYMBOLS.get(char) or "".join(
            part
            for part in unicodedata.normalize("NFKD", char)
            if part.isascii() and not unicodedata.combining(part)
        )
        width = cell_len(char)
        out.append(plain[:width].ljust(width, "?"))
    return "".join(out)


def _replace_unencodable(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    return ascii_form(error.object[error.start : error.end]), error.end


codecs.register_error(ERROR_HANDLER, _replace_unencodable)


def degrade_unencodable(*streams: TextIO) -> None:
    """Make each stream write what its encoding lacks in ASCII (stdout and stderr by default)."""
    for stream in streams or (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "")
        if reconfigure is None or encoding.startswith("utf"):
            continue
        reconfigure(errors=ERROR_HANDLER)


def output_console() -> Console:
    """The console a command prints to: on a terminal, wrapped to its width; into a file or a
    pipe, each line whole (never wrapped mid-phrase) and without colours."""
    from rich.console import Console

    return Console(soft_wrap=not sys.stdout.isatty())
