"""The command a player types to start the program again, as it was started this time.

A line printed on leaving ("Resume it with: …") must work where the player stands: after
`make run` the program is `.venv/bin/yahtzee-tui` in the checkout, not on the PATH, and
`python -m yahtzee_tui` is typed as such. The command line records how it was started once
(`remember`); everything else asks `again(arguments)`.
"""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

PROGRAM = "yahtzee-tui"
# Set by the Makefile's `run` target: the game was started with `make run ARGS=…`.
MAKE_ENV = "YAHTZEE_TUI_MAKE_RUN"
MAKE = "make"

_started = PROGRAM
# The `--lang` this run was given, which the command again keeps (None: none was given).
_language: str | None = None


def started_as(
    argv0: str,
    environ: Mapping[str, str],
    executable: str,
    which: Callable[[str], str | None] = shutil.which,
) -> str:
    """How to start the program again, from how it was started (`sys.argv[0]`)."""
    if environ.get(MAKE_ENV):
        return MAKE
    path = Path(argv0)
    if path.name == "__main__.py" and path.parent.name == "yahtzee_tui":
        python = Path(executable).name
        found = which(python)
        same = found is not None and _same_file(found, executable)
        return f"{python if same else shlex.quote(executable)} -m yahtzee_tui"
    if path.name != PROGRAM:
        return PROGRAM  # started some other way (a test, an embedding program)
    found = which(PROGRAM)
    if os.sep not in argv0 or (found is not None and _same_file(found, argv0)):
        return PROGRAM
    return shlex.quote(argv0)  # the path as typed works from where it was typed


def _same_file(one: str, other: str) -> bool:
    try:
        return os.path.samefile(one, other)
    except OSError:
        return False


def remember(argv0: str | None = None) -> None:
    """Note how this run was started (the command line calls it once, first)."""
    global _started
    _started = started_as(sys.argv[0] if argv0 is None else argv0, os.environ, sys.executable)


def remember_language(language: str | None) -> None:
    """Note the `--lang` this run was given: the command again says it too, or a game
    started in Croatian on an English terminal would come back in English."""
    global _language
    _language = language


def given_language() -> str | None:
    """The `--lang` this run was given (None: none was given)."""
    return _language


def again(arguments: str) -> str:
    """The whole command that starts the program again with `arguments` (and this run's
    `--lang`, when it was given one)."""
    if _language is not None:
        arguments = f"--lang {shlex.quote(_language)} {arguments}".rstrip()
    if _started == MAKE:
        return f"make run ARGS={shlex.quote(arguments)}" if arguments else "make run"
    return f"{_started} {arguments}" if arguments else _started
