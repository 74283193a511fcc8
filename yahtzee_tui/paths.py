"""Where the product writes: the user data and cache directories, or YAHTZEE_TUI_HOME.

`home_problem()` checks both folders once at start-up and says in one line what is wrong
(a file in the way, a read-only disk...); afterwards `data_dir()` and `cache_dir()` raise
HomeError, with the same kind of line, should a folder become unusable.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from yahtzee_tui.errors import GameError

HOME_ENV = "YAHTZEE_TUI_HOME"
KINDS = ("data", "cache")


class HomeError(GameError):
    """A folder the product keeps its files in cannot be created or written."""


def _product_dir(kind: str) -> Path:
    """`$YAHTZEE_TUI_HOME/<kind>` when set, else the platform's user directory; created."""
    path = _location(kind)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise HomeError(_problem(kind, path, error)) from None
    return path


def _location(kind: str) -> Path:
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override).expanduser() / kind
    import platformdirs  # only needed when no override is given

    finder = platformdirs.user_data_dir if kind == "data" else platformdirs.user_cache_dir
    return Path(finder("yahtzee-tui", appauthor=False))


def data_location() -> Path:
    """Where the data folder is, neither created nor checked (`data_dir()` does both)."""
    return _location("data")


def data_dir() -> Path:
    """Saved games and records."""
    return _product_dir("data")


def cache_dir() -> Path:
    """Computed tables that can always be rebuilt."""
    return _product_dir("cache")


def home_problem(kinds: tuple[str, ...] = KINDS) -> str | None:
    """What stops the product from keeping its files, in one line; None when all is well.

    Each folder is created when missing, then a file is written in it and removed again: the
    only sure test that the folder takes files (as root, permission bits say nothing).
    """
    for kind in kinds:
        path = _location(kind)
        try:
            path.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryFile(prefix=".probe-", dir=path):
                pass
        except OSError as error:
            return _problem(kind, path, error)
    return None


def read_problem(kinds: tuple[str, ...] = ("data",)) -> str | None:
    """What stops the product from reading its files, in one line, without creating any
    folder (a command that only reads: a folder not there yet holds nothing to read)."""
    for kind in kinds:
        path = _location(kind)
        blocker = next((p for p in (path, *path.parents) if p.exists() and not p.is_dir()), None)
        if blocker is not None:
            return _problem(kind, path, NotADirectoryError(f"{blocker} is not a folder"))
        if path.exists() and not os.access(path, os.R_OK | os.X_OK):
            return _problem(kind, path, PermissionError(13, "permission denied"))
    return None


def _problem(kind: str, path: Path, error: OSError) -> str:
    blocker = next((p for p in (path, *path.parents) if p.exists() and not p.is_dir()), None)
    if blocker is not None:
        reason = f"{blocker} is a file, not a folder"
    else:
        reason = (error.strerror or str(error)).lower()
    return (
        f"the {kind} folder {path} cannot be used: {reason}; "
        f"fix it, or set {HOME_ENV} to a folder you can write"
    )
