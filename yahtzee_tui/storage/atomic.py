"""Files written so that a crash at any moment leaves the old version or the new one whole."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomically(target: Path, text: str) -> None:
    """Replace `target` with `text` (UTF-8): a temporary file in the same directory, flushed
    and synced, then renamed over it. A killed process leaves the old file or the new one."""
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temp_name, target)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    _sync_directory(target.parent)


def _sync_directory(directory: Path) -> None:
    """Make the rename itself durable where the platform allows it."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
