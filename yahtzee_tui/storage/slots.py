"""Save slots: the saved game in `game.json`, and separate games beside it.

A copy of the program plays one save slot and holds its lock (`locks`). When the saved game
is open in another copy, a separate game takes the next free slot, `game-2.json`,
`game-3.json`...; `saved_games()` lists them all with what each holds and whether another
process has it open, for `--resume`, the start screen and the records.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from yahtzee_tui import paths
from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import N_, Message, Name
from yahtzee_tui.sentences import ngettext
from yahtzee_tui.storage.locks import SaveInUse, SaveLock, lock_holder, lock_save
from yahtzee_tui.storage.saves import SAVE_NAME, SaveError, load_game, recover_game

_SLOT_NAME = re.compile(r"game(?:-([1-9][0-9]*))?\.json")
# More slots than copies anyone runs at once; past this a new separate game is refused.
MAX_SLOTS = 99


@dataclass(frozen=True)
class SavedGame:
    """One save slot that holds a file, and what is in it."""

    path: Path
    number: int  # 1 for game.json, n for game-n.json
    state: GameState | None  # None when the file cannot be read as a game
    problem: str | None  # why it cannot, one line
    holder: int | None  # the process playing it now (-1: id unknown), None when none is
    modified: float  # when it was last saved (seconds since the epoch)
    # For a file that cannot be read: the position its history replays to, up to the bad step.
    recovery: GameState | None = None

    @property
    def in_play(self) -> bool:
        return self.state is not None and not self.state.is_over

    @property
    def finished(self) -> bool:
        return self.state is not None and self.state.is_over

    @property
    def open_elsewhere(self) -> bool:
        return self.holder is not None


def slot_path(number: int = 1, directory: Path | None = None) -> Path:
    """The save file of slot `number`: `game.json`, then `game-2.json`, `game-3.json`..."""
    name = SAVE_NAME if number == 1 else f"game-{number}.json"
    return (directory or paths.data_dir()) / name


def slot_number(path: Path) -> int | None:
    """The slot a save file is, or None for any other file."""
    match = _SLOT_NAME.fullmatch(path.name)
    if match is None:
        return None
    return int(match.group(1) or 1)


def saved_games(directory: Path | None = None) -> list[SavedGame]:
    """Every slot holding a file, in slot order, each read (not locked) and its holder."""
    folder = directory or paths.data_location()  # not made here: none there, none saved
    found = []
    for path in folder.glob("game*.json"):
        number = slot_number(path)
        if number is None:
            continue  # a FIFO or a folder by a slot's name is listed: load_game says why
        state, problem, recovery = None, None, None
        try:
            state = load_game(path)
            modified = path.stat().st_mtime
        except (SaveError, OSError) as error:
            problem, modified = str(error), 0.0
            recovery = _recovery(path)
        found.append(SavedGame(path, number, state, problem, lock_holder(path), modified, recovery))
    return sorted(found, key=lambda saved: saved.number)


def _recovery(path: Path) -> GameState | None:
    try:
        return recover_game(path)
    except (SaveError, OSError):
        return None


def lock_free_slot(first: int = 2, directory: Path | None = None) -> SaveLock:
    """The lock on the first slot from `first` on that holds no file and no other process
    has; SaveError when every slot is taken."""
    for number in range(first, MAX_SLOTS + 1):
        path = slot_path(number, directory)
        if path.exists():
            continue
        try:
            lock = lock_save(path)
        except SaveInUse:
            continue
        if not path.exists():
            return lock
        lock.release()  # another process saved its first move here meanwhile
    raise SaveError(
        ngettext(
            "all {count} save slot holds a game; finish or remove it first",
            "all {count} save slots hold games; finish or remove some first",
            MAX_SLOTS,
            count=MAX_SLOTS,
        )
    )


def game_label(state: GameState) -> str:
    """One line naming a saved game: rule set, players (as typed), turn."""
    names = ", ".join(player.name for player in state.players)
    return Message(
        N_("{rules} · {players} · turn {turn} of {turns}"),
        rules=Name(state.ruleset.name, state.ruleset.id),
        players=names,
        turn=state.turn,
        turns=state.turns_total,
    )
