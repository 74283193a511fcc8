"""The stylesheet's parsed rules, kept in the cache folder between runs.

Textual parses every source of the app's stylesheet (the widgets' DEFAULT_CSS, the app's and
the screens' files) again at each start: about a tenth of the time to the first frame, the
same work every time. The rules it parsed are kept, one file per theme (the CSS variables
are read into the rules) and per Textual (its parser's file, by size and time), and handed
back to its parse cache at the next start, which then parses only what changed. A file that
cannot be read or written is left aside: the rules are parsed as before.

Nothing is kept that cannot serve again: each source of the stylesheet (a file, a widget's
DEFAULT_CSS) keeps the rules of its text as this version of the app has it, not those of every
version before; and the files of another Textual are removed when one is written.

The file is written by this program into the user's own cache folder and read only from
there, as the compiled catalogues are (`i18n`).
"""

from __future__ import annotations

import hashlib
import os
import pickle
from pathlib import Path
from typing import Any

from textual.css import parse as textual_parse
from textual.css.stylesheet import Stylesheet

from yahtzee_tui.errors import GameError

FOLDER = "styles"


class KeptStyles:
    """The parsed rules of one theme, read from and written to the cache folder."""

    def __init__(self) -> None:
        self._path: Path | None = None
        self._kept: dict[Any, Any] = {}

    def fill(self, stylesheet: Stylesheet) -> None:
        """Hand the kept rules of the stylesheet's theme to its parse cache (read from the
        cache folder the first time that theme is seen)."""
        path = _file_for(stylesheet)
        if path != self._path:
            self._path, self._kept = path, _read(path)
        # Textual's own cache, keyed by a source's text, where it was read and how it counts.
        cache = stylesheet._parse_cache
        for key, rules in _current(self._kept, stylesheet).items():
            if key not in cache:
                cache[key] = rules

    def keep(self, stylesheet: Stylesheet) -> None:
        """Write the stylesheet's parsed rules when it parsed some the file does not hold."""
        path = _file_for(stylesheet)
        if path is None:
            return
        cache = stylesheet._parse_cache
        parsed = {key: cache[key] for key in list(cache.keys())}  # no iteration of its own
        kept = self._kept if path == self._path else _read(path)
        if parsed.keys() <= kept.keys():
            return
        kept = _current({**kept, **parsed}, stylesheet)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            partial = path.with_suffix(f".{os.getpid()}.partial")  # each process its own
            partial.write_bytes(pickle.dumps(kept, protocol=pickle.HIGHEST_PROTOCOL))
            os.replace(partial, path)
        except (OSError, pickle.PicklingError, TypeError, AttributeError):
            return
        self._path, self._kept = path, kept
        _remove_other_textuals(path)


def _current(kept: dict[Any, Any], stylesheet: Stylesheet) -> dict[Any, Any]:
    """The kept rules but those of a source the stylesheet holds with another text (an older
    version of the app's, or of a widget's, CSS)."""
    texts = {where: source.content for where, source in stylesheet.source.items()}
    return {
        key: rules
        for key, rules in kept.items()
        # A key: the text, where it was read, and how its rules count, which may change
        # as the app adds the source again (kept apart: each serves again).
        if isinstance(key, tuple) and len(key) == 5 and texts.get(key[1], key[0]) == key[0]
    }


def _remove_other_textuals(path: Path) -> None:
    """Remove the kept files of another Textual than this one (written next to `path`)."""
    ours = path.name.rsplit("-", 1)[0] + "-"  # rules-TEXTUAL-
    try:
        for other in path.parent.glob("rules-*.pickle"):
            if not other.name.startswith(ours):
                other.unlink(missing_ok=True)
    except OSError:  # left for the next time
        return


def _file_for(stylesheet: Stylesheet) -> Path | None:
    """The file of the stylesheet's theme and this Textual; None without a cache folder."""
    from yahtzee_tui.paths import cache_dir

    parser = os.stat(textual_parse.__file__)
    textual = hashlib.sha256(repr((parser.st_size, parser.st_mtime_ns)).encode())
    theme = hashlib.sha256(repr(sorted(stylesheet._variables.items())).encode())
    name = f"rules-{textual.hexdigest()[:12]}-{theme.hexdigest()[:12]}.pickle"
    try:
        return cache_dir() / FOLDER / name
    except GameError:
        return None


def _read(path: Path | None) -> dict[Any, Any]:
    if path is None:
        return {}
    try:
        kept = pickle.loads(path.read_bytes())
    except Exception:  # missing, cut short, or from another version: parsed again
        return {}
    return kept if isinstance(kept, dict) else {}
