"""The end of a game: its save goes only once the records hold it.

`finish_game` saves the finished state, records it, and removes the save when (and only when)
the records hold the game (the table's notes beside it go with it); otherwise the save stays,
and `record_waiting_games` records it on a later start, once the database can take it. A game
is never recorded twice: the records know a game by its fingerprint.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.storage.locks import lock_save
from yahtzee_tui.storage.objective import Objective
from yahtzee_tui.storage.saves import SaveError, default_save_path, load_game, save_game
from yahtzee_tui.storage.slots import SavedGame, game_label, saved_games
from yahtzee_tui.storage.table_notes import delete_notes, load_notes

if TYPE_CHECKING:
    from yahtzee_tui.storage.records import RecordResult


@dataclass(frozen=True)
class WaitingGame:
    """A finished game that waited in its save for the records, and what became of it."""

    path: Path
    label: str  # `game_label` of the game
    result: RecordResult

    @property
    def line(self) -> str:
        """What to tell the player, in one line."""
        if self.result.recorded:
            return Message(N_("the finished game {game} is now recorded"), game=self.label)
        return Message(
            N_("the finished game {game} stays in {file}: {problem}"),
            game=self.label,
            file=self.path.name,
            problem=self.result.problem,
        )


def finish_game(
    state: GameState,
    save_path: Path | None = None,
    *,
    records_path: str | os.PathLike[str] | None = None,
    objective: Objective | None = None,
) -> RecordResult:
    """Record the finished `state`, keeping its save until the records hold it; with what
    its hints played for (`objective`, else the one kept in the table's notes).

    The finished state is saved first (over the last move's save), so that a failure to
    record loses nothing; the save is removed once the game is recorded, now or before.
    Call it while holding the save's lock. GameError for a game still in play.
    """
    if not state.is_over:
        raise GameError(Message(N_("only a finished game can be recorded")))
    save_path = save_path or default_save_path()
    try:
        save_game(state, save_path)
        save_problem = None
    except SaveError as error:
        save_problem = error.args[0] if error.args else str(error)
    result = _record_then_remove(state, save_path, records_path, objective)
    if not result.recorded and save_problem is not None:
        return replace(
            result,
            problem=Message(
                N_("{problem}; and {other}"), problem=result.problem, other=save_problem
            ),
            unsaved=True,
        )
    return result


def _record_then_remove(
    state: GameState,
    save_path: Path,
    records_path: str | os.PathLike[str] | None,
    objective: Objective | None = None,
) -> RecordResult:
    from yahtzee_tui.storage.records import try_record  # SQLite loads with a game to record

    if objective is None:  # the objective kept beside the save, when the notes hold one
        notes = load_notes(state, save_path)
        objective = None if notes is None else notes.objective
    result = try_record(state, path=records_path, objective=objective)
    if result.recorded:
        # The save has done its work, and the table's notes beside it with it. One that will
        # not go holds a game recorded already, which the next start's
        # `record_waiting_games` removes.
        with contextlib.suppress(OSError):
            save_path.unlink(missing_ok=True)
            delete_notes(save_path)
    return result


def record_waiting_games(
    directory: Path | None = None,
    *,
    records_path: str | os.PathLike[str] | None = None,
    surveyed: list[SavedGame] | None = None,
) -> list[WaitingGame]:
    """Record every finished game still waiting in a save slot that no other process has
    open, removing each save the records now hold; say what became of each. `surveyed`: the
    slots as `saved_games` has just read them (else they are read here)."""
    outcomes = []
    for saved in saved_games(directory) if surveyed is None else surveyed:
        if not saved.finished or saved.open_elsewhere:
            continue
        try:
            lock = lock_save(saved.path)
        except SaveError:  # open elsewhere since the survey, or not lockable at all
            continue
        with lock:
            try:
                state = load_game(saved.path)  # read again under the lock
            except SaveError:
                continue
            if state.is_over:
                result = _record_then_remove(state, saved.path, records_path)
                outcomes.append(WaitingGame(saved.path, game_label(state), result))
    return outcomes
