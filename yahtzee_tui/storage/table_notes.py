"""What the table keeps beside the saved game: whether the hints show, what they play for
(the objective, `storage.objective`), and the coach's notes.

They are not part of the game (a replay or a record never needs them) but belong to it: a
resumed game shows its hints and its coach lines as they were. The file sits next to the save,
is written atomically, and is ignored when it is damaged or belongs to another game.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from yahtzee_tui.errors import GameError
from yahtzee_tui.game.state import Event, GameState
from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.storage.atomic import open_regular, write_atomically
from yahtzee_tui.storage.objective import Objective, objective_from_dict, objective_to_dict
from yahtzee_tui.storage.saves import default_save_path
from yahtzee_tui.storage.syncing import BackgroundSync

NOTES_SUFFIX = ".notes.json"
MAX_NOTES_BYTES = 4 * 1024 * 1024
MAX_NOTE_LENGTH = 200


@dataclass(frozen=True)
class TableNotes:
    hints: bool = False
    # The coach's words, by the history index of the event the judged decision made.
    coach: Mapping[int, str] = field(default_factory=dict)
    # What the hints play for; None in notes written before it was kept (the settings' then).
    objective: Objective | None = None


def notes_path(save_path: str | os.PathLike[str] | None = None) -> Path:
    save = default_save_path() if save_path is None else Path(save_path)
    return save.with_name(save.stem + NOTES_SUFFIX)


def game_identity(state: GameState) -> list[object]:
    """What tells this game from another: rules, seed, first seat and players."""
    return [state.rules_id, str(state.seed), state.first_player, [p.name for p in state.players]]


def event_mark(event: Event) -> str:
    """An event in short, so that a note is only shown under the event it was written for."""
    dice = "".join(map(str, event.dice))
    return f"{event.kind}:{event.player}:{event.turn}:{event.roll}:{event.cell or event.box}:{dice}"


def save_notes(
    state: GameState,
    notes: TableNotes,
    save_path: str | os.PathLike[str] | None = None,
    syncer: BackgroundSync | None = None,
) -> None:
    """Write the notes of the game `state` (OSError when the disk refuses); synced by
    `syncer` later when one is given."""
    history = state.history
    coach = [
        [index, event_mark(history[index]), text]
        for index, text in sorted(notes.coach.items())
        if index < len(history)
    ]
    data: dict[str, object] = {
        "version": 1,
        "game": game_identity(state),
        "hints": notes.hints,
        "coach": coach,
    }
    if notes.objective is not None:  # an optional key: older notes load without it
        data["objective"] = objective_to_dict(notes.objective)
    write_atomically(notes_path(save_path), json.dumps(data, separators=(",", ":")), syncer)


def load_notes(
    state: GameState, save_path: str | os.PathLike[str] | None = None
) -> TableNotes | None:
    """The notes kept for the game `state`; None when there are none for it (or the file is
    damaged: they are a comfort, never a reason to refuse a game)."""
    try:
        with open_regular(notes_path(save_path)) as file:
            raw = file.read(MAX_NOTES_BYTES + 1)
        if len(raw) > MAX_NOTES_BYTES:
            return None
        data = json.loads(raw.decode("utf-8"))
        return _notes_from_dict(state, data)
    except (OSError, ValueError, RecursionError):
        return None


def _notes_from_dict(state: GameState, data: object) -> TableNotes | None:
    if not isinstance(data, dict) or data.get("game") != game_identity(state):
        return None
    hints = data.get("hints")
    coach = data.get("coach")
    if not isinstance(hints, bool) or not isinstance(coach, list):
        raise GameError(Message(N_("not table notes")))
    history = state.history
    kept: dict[int, str] = {}
    for item in coach:
        if not (isinstance(item, list) and len(item) == 3):
            raise GameError(Message(N_("not a coach note")))
        index, mark, text = item
        if (
            isinstance(index, int)
            and 0 <= index < len(history)
            and mark == event_mark(history[index])
            and isinstance(text, str)
        ):
            kept[index] = text[:MAX_NOTE_LENGTH]
    # An objective this program does not know is left out, never the hints and notes with it.
    objective = objective_from_dict(data.get("objective"), len(state.players))
    return TableNotes(hints, kept, objective)


def delete_notes(save_path: str | os.PathLike[str] | None = None) -> None:
    notes_path(save_path).unlink(missing_ok=True)
