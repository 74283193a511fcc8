"""Where the product writes: the user data and cache directories, or YAHTZEE_TUI_HOME."""

from __future__ import annotations

import os
from pathlib import Path

HOME_ENV = "YAHTZEE_TUI_HOME"


def _product_dir(kind: str) -> Path:
    """`$YAHTZEE_TUI_HOME/<kind>` when set, else the platform's user directory; created."""
    override = os.environ.get(HOME_ENV)
    if override:
        path = Path(override).expanduser() / kind
    else:
        import platformdirs  # only needed when no override is given

        finder = platformdirs.user_data_dir if kind == "data" else platformdirs.user_cache_dir
        path = Path(finder("yahtzee-tui", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    """Saved games and records."""
    return _product_dir("data")


def cache_dir() -> Path:
    """Computed tables that can always be rebuilt."""
    return _product_dir("cache")
