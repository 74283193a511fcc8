"""Append-only files of lines, each line on disk before the call returns.

A line goes in one `write` at the end of the file, which is then synced: a killed process
loses nothing once `append_line` returned, and a crash mid-write (a power cut, a full disk)
leaves at most the last line cut short, which a reader drops (`game_log.split_log`). A write
that fails is cut off again, so no later line ever follows half of one.
"""

from __future__ import annotations

import contextlib
import errno
import os
from pathlib import Path

from yahtzee_tui.i18n import N_
from yahtzee_tui.storage.atomic import open_regular
from yahtzee_tui.storage.syncing import sync_directory


def append_line(path: Path, line: bytes, size: int) -> None:
    """Add `line` at the end of `path`, which holds `size` bytes (0: not there yet), and sync
    it. OSError when the file is not that long (another wrote it) or the disk refuses."""
    flags = os.O_WRONLY | os.O_APPEND | os.O_CLOEXEC | os.O_NOFOLLOW
    fd = os.open(path, flags | (os.O_CREAT if size == 0 else 0), 0o600)
    try:
        if os.fstat(fd).st_size != size:
            raise OSError(errno.EIO, N_("the log is not as it was written"), str(path))
        try:
            view = memoryview(line)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        except OSError:
            with contextlib.suppress(OSError):
                os.ftruncate(fd, size)
            raise
    finally:
        os.close(fd)
    if size == 0:
        sync_directory(path.parent)  # the new file's name is on disk too


def read_bounded(path: Path, limit: int) -> bytes | None:
    """The bytes of `path` (None when there is none); OSError when it is not a regular file
    or holds more than `limit` bytes."""
    try:
        with open_regular(path) as file:
            raw = file.read(limit + 1)
    except FileNotFoundError:
        return None
    if len(raw) > limit:
        raise OSError(errno.EFBIG, N_("the room's log is too large"), str(path))
    return raw
