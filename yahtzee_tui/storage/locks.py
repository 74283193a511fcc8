"""One process plays a saved game at a time: an OS lock on a file beside the save.

`lock_save(path)` takes an exclusive `flock` on `<save>.lock` (beside the file a symlinked save
points to) and writes the process id into it, for the message a second copy prints. The
kernel drops the lock when the process ends, however it ends: a crash never leaves a game
locked. `SaveInUse` says, in one line, that another process has the game open.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import time
from pathlib import Path

from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.storage.atomic import (
    check_regular,
    open_regular,
    remove_stale_temp_files,
    resolved,
)
from yahtzee_tui.storage.saves import SaveError

LOCK_SUFFIX = ".lock"
# Another process may hold the lock for a moment only to look (`lock_holder`); a lock still
# taken after this many seconds is held by a process playing the game.
LOOK_WAIT = 0.5


class SaveInUse(SaveError):
    """The saved game is open in another process."""

    def __init__(self, save: Path, pid: int | None) -> None:
        if pid is None:
            said = Message(
                N_("the saved game {file} is open in another yahtzee-tui"), file=save.name
            )
        else:
            said = Message(
                N_("the saved game {file} is open in another yahtzee-tui (process {pid})"),
                file=save.name,
                pid=pid,
            )
        super().__init__(said)
        self.save = save
        self.pid = pid


class SaveLock:
    """The lock on one save, held until `release()` (or the end of a `with` block)."""

    def __init__(self, save: Path, lock_path: Path, fd: int) -> None:
        self.save = save  # the save file as named (the app writes here)
        self.lock_path = lock_path
        self._fd: int | None = fd

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Let the save go; the lock file goes too once there is no save left to guard."""
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        try:
            if not self.save.exists():
                # Still under the lock: whoever opens the old file next sees it was unlinked.
                self.lock_path.unlink(missing_ok=True)
        finally:
            os.close(fd)

    def __enter__(self) -> SaveLock:
        return self

    def __exit__(self, *exception: object) -> None:
        self.release()


def lock_path_for(save: Path) -> Path:
    target = resolved(save)
    return target.with_name(target.name + LOCK_SUFFIX)


def lock_save(save: Path) -> SaveLock:
    """Take the lock on `save` for this process, and clear the temporary files that a killed
    write of it left behind. SaveInUse when another process holds it; SaveError when the lock
    file cannot be made."""
    save = Path(save)
    lock_path = lock_path_for(save)
    deadline = time.monotonic() + LOOK_WAIT
    while True:
        fd = _open(lock_path)
        if _try_flock(fd, fcntl.LOCK_EX):
            if _same_file(fd, lock_path):
                break
            # The file was removed (its game finished) between our open and our lock.
            os.close(fd)
            continue
        os.close(fd)
        if time.monotonic() >= deadline:
            raise SaveInUse(save, _read_pid(lock_path))
        time.sleep(0.02)
    _write_pid(fd)
    remove_stale_temp_files(save)
    return SaveLock(save, lock_path, fd)


def _write_pid(fd: int) -> None:
    """The process id into the held lock file, for a second copy's message. The lock needs no
    free space: on a full disk the file stays empty and the holder reads as unknown."""
    try:
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
    except OSError:
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)


def lock_holder(save: Path) -> int | None:
    """The process id playing `save`, or None when no process has it open. A process that
    holds the lock but has not yet written its id reads as -1."""
    lock_path = lock_path_for(Path(save))
    if not lock_path.exists():
        return None
    try:
        fd = os.open(lock_path, os.O_RDONLY | os.O_CLOEXEC | os.O_NONBLOCK)
    except OSError:
        return None
    try:
        # A shared lock is refused while anyone holds the exclusive one; released at once.
        if _try_flock(fd, fcntl.LOCK_SH):
            fcntl.flock(fd, fcntl.LOCK_UN)
            return None
    finally:
        os.close(fd)
    pid = _read_pid(lock_path)
    return -1 if pid is None else pid


def _open(lock_path: Path) -> int:
    try:
        lock_path.parent.mkdir(parents=True, exist_ok=True)
        check_regular(lock_path)  # a FIFO there would block every look at the lock
        return os.open(lock_path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC | os.O_NONBLOCK, 0o644)
    except OSError as error:
        raise SaveError(
            Message(
                N_("the saved game cannot be locked ({file}): {problem}"),
                file=lock_path,
                problem=error.strerror or error,
            )
        ) from None


def _try_flock(fd: int, kind: int) -> bool:
    try:
        fcntl.flock(fd, kind | fcntl.LOCK_NB)
    except OSError as error:
        if error.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
            return False
        raise
    return True


def _same_file(fd: int, lock_path: Path) -> bool:
    try:
        on_disk = lock_path.stat()
    except FileNotFoundError:
        return False
    held = os.fstat(fd)
    return (held.st_dev, held.st_ino) == (on_disk.st_dev, on_disk.st_ino)


def _read_pid(lock_path: Path) -> int | None:
    with contextlib.suppress(OSError, ValueError):
        with open_regular(lock_path) as file:
            text = file.read(32).decode("ascii").strip()
        return int(text) if text else None
    return None
