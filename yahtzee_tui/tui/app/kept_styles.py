"""The stylesheet's parsed rules, kept in the cache folder between runs.

Textual parses every source of the app's stylesheet (the widgets' DEFAULT_CSS, the app's and
the screens' files) again at each start: about a tenth of the time to the first frame, the
same work every time. The rules it parsed are kept, one file per theme (the CSS variables
are read into the rules) and per Textual (its parser's file, by size and time), and handed
back to its parse cache at the next start, which then parses only what changed. A file that
cannot be read or written is left aside: the rules are parsed as before.

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
        cache = stylesheet._parse_cache  # Textual's own, keyed by source and where it was read
        for key, rules in self._kept.items():
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
        kept = {**kept, **parsed}
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            partial = path.with_suffix(f".{os.getpid()}.partial")  # each process its own
            partial.write_bytes(pickle.dumps(kept, protocol=pickle.HIGHEST_PROTOCOL))
            os.replace(partial, path)
        except (OSError, pickle.PicklingError, TypeError, AttributeError):
            return
        self._path, self._kept = path, kept


def _file_for(stylesheet: Stylesheet) -> Path | None:
    """The file of the stylesheet's theme and this Textual; None without a cache folder."""
    from yahtzee_tui.paths import cache_dir

    parser = os.stat(textual_parse.__file__)
    variables = sorted(stylesheet._variables.items())
    digest = hashlib.sha256(repr((parser.st_size, parser.st_mtime_ns, variables)).encode())
    try:
        return cache_dir() / FOLDER / f"rules-{digest.hexdigest()[:20]}.pickle"
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
