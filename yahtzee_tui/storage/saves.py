"""The game in progress, saved after every move and resumed on the next start.

The file is versioned JSON written atomically: a temporary file in the same directory,
flushed and synced, then renamed over the old one, so a killed process leaves either the
previous save or the new one, never half of one. A file that fails to load is left where it
is; `quarantine_saved_game` moves it aside once the player has agreed, and
`resume_from_last_consistent` does so and puts the position its history replays to in its place.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from yahtzee_tui import paths
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.serialize import last_consistent_state, state_from_dict, state_to_dict
from yahtzee_tui.game.state import GameState
from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.storage.atomic import open_regular, write_atomically
from yahtzee_tui.storage.syncing import BackgroundSync

SAVE_NAME = "game.json"
# Larger than any real save (a six-player Yamb game is well under a megabyte).
MAX_SAVE_BYTES = 16 * 1024 * 1024


class SaveError(GameError):
    """A save file that cannot be read or does not describe a legal game."""


def default_save_path() -> Path:
    return paths.data_dir() / SAVE_NAME


def _path(path: str | os.PathLike[str] | None) -> Path:
    return default_save_path() if path is None else Path(path)


def save_game(
    state: GameState,
    path: str | os.PathLike[str] | None = None,
    syncer: BackgroundSync | None = None,
) -> Path:
    """Write `state` atomically; return where it went. SaveError when the disk refuses.
    With a `syncer`, the file is renamed into place at once and synced by it later."""
    target = _path(path)
    text = json.dumps(state_to_dict(state), separators=(",", ":"))
    try:
        write_atomically(target, text, syncer)
    except OSError as error:
        raise SaveError(
            Message(
                N_("the game cannot be saved to {file}: {problem}"),
                file=target,
                problem=error.strerror or error,
            )
        ) from None
    return target


def load_game(path: str | os.PathLike[str] | None = None) -> GameState:
    """The saved game, checked through and through; SaveError names what is wrong."""
    data = _read_data(_path(path))
    try:
        return state_from_dict(data)
    except GameError as error:
        raise SaveError(_save_message(error.args[0] if error.args else str(error))) from None


def recover_game(path: str | os.PathLike[str] | None = None) -> GameState:
    """The last consistent position of a save that does not load: its history up to the first
    step that departs. SaveError when not even that can be read."""
    state = last_consistent_state(_read_data(_path(path)))
    if state is None:
        raise SaveError(Message(N_("save file holds no game that can be replayed")))
    return state


def resume_from_last_consistent(
    path: str | os.PathLike[str] | None = None,
) -> tuple[GameState, Path]:
    """Keep the unreadable save (renamed, as `quarantine_saved_game` does) and write its last
    consistent position in its place; the game and where the old file is kept."""
    source = _path(path)
    state = recover_game(source)
    kept = quarantine_saved_game(source)
    save_game(state, source)
    return state, kept


def _read_data(source: Path) -> object:
    """The JSON data of a save file, bounded in size; SaveError when it is not JSON."""
    try:
        with open_regular(source) as file:
            # Read one byte past the limit: enough to tell a too-large file without loading it.
            raw = file.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError:
        raise SaveError(Message(N_("there is no saved game at {file}"), file=source)) from None
    except OSError as error:
        raise SaveError(
            Message(N_("the saved game cannot be read: {problem}"), problem=error.strerror or error)
        ) from None
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(Message(N_("save file is too large to be a saved game")))
    try:
        return json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        # ValueError covers bad UTF-8, bad JSON and integers past Python's digit limit.
        raise SaveError(Message(N_("save file is truncated or not JSON"))) from None


def _save_message(message: str) -> str:
    if message.startswith(("save file", "history", "sheet of")):
        return message
    if message.startswith("not a "):
        return Message(N_("save file is {problem}"), problem=message)
    return Message(N_("save file: {problem}"), problem=message)


def has_saved_game(path: str | os.PathLike[str] | None = None) -> bool:
    return _path(path).is_file()


def delete_saved_game(path: str | os.PathLike[str] | None = None) -> None:
    """Remove the save (a finished or abandoned game); no error when there is none."""
    _path(path).unlink(missing_ok=True)


def quarantine_saved_game(path: str | os.PathLike[str] | None = None) -> Path:
    """Rename a save that failed to load to `<name>.corrupt-<timestamp>`; return the new path."""
    source = _path(path)
    if not source.exists():
        raise SaveError(Message(N_("there is no saved game at {file}"), file=source))
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = source.with_name(f"{source.name}.corrupt-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = source.with_name(f"{source.name}.corrupt-{stamp}-{counter}")
    os.replace(source, target)
    return target
