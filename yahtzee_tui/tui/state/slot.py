"""The save slot the app writes, held under its lock for as long as the app plays it.

The command-line start takes a slot's lock before the app starts and hands it over; an app
started without one (each visitor of `yahtzee-tui serve`, or a test) takes the lock itself
when it opens or starts a game. Either way the app writes only the slot whose lock it holds,
and lets it go to take another (a resumed game of another slot, a separate game), or on exit.
"""

from __future__ import annotations

import os
from pathlib import Path

from yahtzee_tui import paths
from yahtzee_tui.i18n import _, translate
from yahtzee_tui.paths import HomeError
from yahtzee_tui.storage.locks import SaveInUse, SaveLock, lock_save
from yahtzee_tui.storage.saves import SAVE_NAME, SaveError, default_save_path, load_game
from yahtzee_tui.storage.slots import lock_free_slot


class GameSlot:
    """The slot this copy of the app plays: its path, and its lock once taken."""

    def __init__(self, lock: SaveLock | None = None, path: Path | None = None) -> None:
        self.lock = lock if lock is not None and lock.held else None
        self._path = lock.save if lock is not None else path

    @property
    def path(self) -> Path:
        """Where the game in play is saved (`game.json` until another slot is taken)."""
        if self._path is not None:
            return self._path
        try:
            return default_save_path()
        except HomeError:  # an unusable data folder: saving says why, as the start screen does
            return paths.data_location() / SAVE_NAME

    def holds(self, path: Path) -> bool:
        """Whether this app holds the lock on the save `path`."""
        return self.lock is not None and self.lock.held and _same(self.lock.save, path)

    def take(self, path: Path | None = None) -> Path:
        """Hold the lock on `path` (this slot's own by default), letting any other go first.
        SaveInUse when another copy has it open; SaveError when it cannot be locked."""
        path = self.path if path is None else path
        if not self.holds(path):
            self.release()
            self.lock = lock_save(path)
            self._path = path
        return path

    def take_free(self) -> Path:
        """Hold the lock on a free slot of its own (a separate game), letting this one go."""
        self.release()
        self.lock = lock_free_slot()
        self._path = self.lock.save
        return self._path

    def take_for_new_game(self, separate: bool = False) -> str | None:
        """Hold the slot a new game goes to: this one, or a free one of its own when
        `separate`, when this one is open in another copy, or when it keeps a finished game
        waiting for the records. Returns a line saying where the game went, when that is
        not this slot. SaveError when no slot can be had."""
        own = self.path
        if not separate:
            try:
                self.take()
            except SaveInUse:
                separate = True
        if not separate and not self.holds_finished_game():
            return None
        path = self.take_free()
        if separate:
            return _("This game is saved apart, in {file}.").format(file=path.name)
        return _(
            "This game is saved in {file}: {own} keeps a finished game for the records."
        ).format(file=path.name, own=own.name)

    def holds_finished_game(self) -> bool:
        """Whether the slot's save is a finished game still waiting for the records (a new
        game must not overwrite it)."""
        try:
            return self.path.exists() and load_game(self.path).is_over
        except SaveError:
            return False

    def release(self) -> None:
        if self.lock is not None:
            self.lock.release()
            self.lock = None


def _same(one: Path, other: Path) -> bool:
    return os.path.abspath(one) == os.path.abspath(other)


def open_elsewhere_note(error: SaveError) -> str:
    """What the start screen says when a game could not be opened for play."""
    if isinstance(error, SaveInUse):
        said = translate(error)
        return _("{problem}: watch it read-only, or start a separate game.").format(problem=said)
    return _("The game cannot be played: {problem}").format(problem=translate(error))
