"""Checks that a layer stays headless: what importing it pulls in, in a fresh interpreter."""

from __future__ import annotations

import subprocess
import sys

HEAVY = ("textual", "rich", "numpy")


def heavy_modules_loaded_by(*modules: str) -> list[str]:
    """The UI and numeric libraries that importing `modules` loads, in a fresh interpreter."""
    probe = (
        f"import sys; import {', '.join(modules)}; "
        f"print(','.join(m for m in {HEAVY!r} if m in sys.modules))"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    )
    return [name for name in result.stdout.strip().split(",") if name]
