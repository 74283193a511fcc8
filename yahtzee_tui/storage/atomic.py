"""Files written so that a crash at any moment leaves the old version or the new one whole.

A write goes to a temporary file `.<name>.<random>` beside the file, flushed and synced, then
renamed over it; or, given a `BackgroundSync`, renamed at once and synced by it later (a killed
process still loses nothing once the rename is done; a power cut loses what was not synced).
A symbolic link is written through: the link stays, its target is replaced.
A process killed mid-write leaves its temporary file behind; `remove_stale_temp_files` clears
those once they are old enough that no live write can own them.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import BinaryIO

from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.storage.syncing import BackgroundSync, sync_directory

# Why a path that should be a file is refused (an OSError's strerror: said where shown).
NOT_A_FILE = Message(N_("not a regular file"))

# A write takes milliseconds; a temporary file this many seconds old was left by a crash.
STALE_AFTER = 60.0


def write_atomically(target: Path, text: str, syncer: BackgroundSync | None = None) -> None:
    """Replace `target` with `text` (UTF-8): a temporary file in the same directory, flushed
    and synced, then renamed over it. A killed process leaves the old file or the new one.

    With a `syncer`, the syncs are its to do, after the rename: the write returns without
    waiting for the disk."""
    target = resolved(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=_temp_prefix(target), dir=target.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            if syncer is None:
                file.flush()
                os.fsync(file.fileno())
        os.replace(temp_name, target)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    if syncer is None:
        sync_directory(target.parent)
    else:
        syncer.request(target)


def open_regular(source: Path) -> BinaryIO:
    """`source` open for reading, or OSError when it is not a regular file. Opened without
    waiting, so that a FIFO or a device put where a file belongs never blocks the program."""
    fd = os.open(source, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, NOT_A_FILE, str(source))
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def check_regular(target: Path) -> None:
    """OSError when `target` exists and is not a regular file (a FIFO, a device, a folder)."""
    with contextlib.suppress(FileNotFoundError):
        if not stat.S_ISREG(target.stat().st_mode):
            raise OSError(errno.EINVAL, NOT_A_FILE, str(target))


def resolved(target: Path) -> Path:
    """Where writing `target` really goes: the file at the end of its chain of links (which
    need not exist yet), or `target` itself."""
    if not target.is_symlink():
        return target
    return Path(os.path.realpath(target))


def remove_stale_temp_files(target: Path, older_than: float = STALE_AFTER) -> list[Path]:
    """Remove the temporary files that writes of `target` left behind, those last written
    `older_than` seconds ago or more (a live write's file is younger); return them.

    Call it only while no other process writes `target` (its save lock held): the age alone
    would be a guess."""
    target = resolved(target)
    removed = []
    now = time.time()
    for leftover in target.parent.glob(f"{_temp_prefix(target)}*"):
        with contextlib.suppress(OSError):
            if leftover.is_file() and now - leftover.lstat().st_mtime >= older_than:
                leftover.unlink()
                removed.append(leftover)
    return removed


def _temp_prefix(target: Path) -> str:
    return f".{target.name}."
