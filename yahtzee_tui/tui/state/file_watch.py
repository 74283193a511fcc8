"""Being told when files in a folder change, at no cost while nothing does.

`FolderWatch` calls back on the event loop when a file of the folder whose name it wants is
written, replaced, created or removed. On Linux it reads the kernel's inotify notices on the
loop itself (`add_reader`): no thread, no timer, nothing runs while the folder is quiet.
Elsewhere it looks at the wanted files' sizes and times every `POLL_SECONDS`, only while it
is started: the screens that use it start it while they show and stop it when they leave.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

try:
    from inotify_simple import INotify, flags  # type: ignore[import-untyped,import-not-found,unused-ignore]
except ImportError:  # not Linux
    INotify = None

POLL_SECONDS = 2.0


class FolderWatch:
    """Calls `changed()` (on the loop, once per burst) when a file of `folder` whose name
    `wanted(name)` accepts changes."""

    def __init__(
        self, folder: Path, wanted: Callable[[str], bool], changed: Callable[[], None]
    ) -> None:
        self.folder = folder
        self.wanted = wanted
        self.changed = changed
        self._loop: asyncio.AbstractEventLoop | None = None
        self._inotify: Any = None  # an INotify while notices are read
        self._poll: asyncio.TimerHandle | None = None
        self._seen: dict[str, tuple[int, int, int]] = {}
        self._due = False

    @property
    def running(self) -> bool:
        return self._loop is not None

    def start(self) -> None:
        """Watch from now on (from the event loop's thread); nothing happens twice."""
        if self._loop is not None:
            return
        self._loop = asyncio.get_running_loop()
        if INotify is not None:
            try:
                notify = INotify(nonblocking=True)
                mask = (
                    flags.CLOSE_WRITE
                    | flags.MOVED_TO
                    | flags.MOVED_FROM
                    | flags.CREATE
                    | flags.DELETE
                )
                notify.add_watch(self.folder, mask)
            except OSError:  # no such folder, or no watches left: look now and then instead
                notify = None
            if notify is not None:
                self._inotify = notify
                self._loop.add_reader(notify.fileno(), self._read)
                return
        self._seen = self._survey()
        self._poll = self._loop.call_later(POLL_SECONDS, self._look)

    def stop(self) -> None:
        loop, self._loop = self._loop, None
        if loop is None:
            return
        if self._inotify is not None:
            loop.remove_reader(self._inotify.fileno())
            self._inotify.close()
            self._inotify = None
        if self._poll is not None:
            self._poll.cancel()
            self._poll = None

    def _read(self) -> None:
        if self._inotify is None:
            return
        try:
            events = self._inotify.read(timeout=0)
        except OSError:
            return
        if any(event.name and self.wanted(event.name) for event in events):
            self._tell()

    def _look(self) -> None:
        if self._loop is None:
            return
        seen = self._survey()
        if seen != self._seen:
            self._seen = seen
            self._tell()
        self._poll = self._loop.call_later(POLL_SECONDS, self._look)

    def _survey(self) -> dict[str, tuple[int, int, int]]:
        found = {}
        try:
            with os.scandir(self.folder) as entries:
                for entry in entries:
                    if self.wanted(entry.name):
                        try:
                            info = entry.stat()
                        except OSError:
                            continue
                        found[entry.name] = (info.st_ino, info.st_size, info.st_mtime_ns)
        except OSError:
            pass
        return found

    def _tell(self) -> None:
        # A move writes a temporary file, renames it, and the notes follow: one call for all.
        if self._due or self._loop is None:
            return
        self._due = True
        self._loop.call_soon(self._told)

    def _told(self) -> None:
        self._due = False
        if self._loop is not None:
            self.changed()
