"""Where the product writes: the user data and cache directories, or YAHTZEE_TUI_HOME."""

from __future__ import annotations

import os
from pathlib import Path

HOME_ENV = "YAHTZEE_TUI_HOME"


def _home_override() -> Path | None:
    value = os.environ.get(HOME_ENV)
    return Path(value).expanduser() if value else None


def data_dir() -> Path:
    """Saved games and records. Created on first use."""
    override = _home_override()
    if override is not None:
        path = override / "data"
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir("yahtzee-tui", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def cache_dir() -> Path:
    """Computed tables that can always be rebuilt. Created on first use."""
    override = _home_override()
    if override is not None:
        path = override / "cache"
    else:
        import platformdirs

        path = Path(platformdirs.user_cache_dir("yahtzee-tui", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path
