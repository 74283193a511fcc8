"""Which save slot a starting copy of the game plays, taken under its lock.

Every start first records the finished games waiting in their saves. Then:
- `--resume` takes the most recently saved game in play that no other copy has open;
- game options put the new game in `game.json`, unless it holds a game in play (refused
  without `--new`) or a finished game still waiting for the records (the new game goes to a
  separate slot, and the finished one stays until it is recorded);
- no options open the start screen on the newest game in play no other copy has open, else
  on `game.json`;
- `--separate` plays in a free slot of its own, beside a game open in another copy;
- `--resume --read-only` watches the most recently saved game in play, open in another copy
  or not, without taking its lock: the app makes no move and writes nothing.
A game open in another copy is never written: that is one line and exit code 2.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import N_, _, translate
from yahtzee_tui.storage.finishing import record_waiting_games
from yahtzee_tui.storage.locks import SaveInUse, SaveLock, lock_save
from yahtzee_tui.storage.saves import (
    SaveError,
    load_game,
    quarantine_saved_game,
    resume_from_last_consistent,
)
from yahtzee_tui.storage.slots import (
    SavedGame,
    game_label,
    lock_free_slot,
    saved_games,
    slot_path,
)

SEPARATE_HINT = N_(
    "quit it there first, watch it with yahtzee-tui --resume --read-only, "
    "or add --separate to play a separate game"
)
RESUME_HINT = N_(
    "quit it there first, add --read-only to watch it, "
    "or start a separate game with yahtzee-tui --separate"
)


@dataclass
class Launch:
    """What the app opens, and the lock on the slot it saves to (held until the app ends,
    or handed on by the app); no lock for a game watched read-only."""

    state: GameState | None  # None: the start screen
    lock: SaveLock | None
    notes: list[str] = field(default_factory=list)  # lines for stderr before the app starts
    watched: Path | None = None  # the save of a game watched read-only


def launch(
    new_state: GameState | None,
    resume: bool,
    replace: bool,
    separate: bool,
    read_only: bool = False,
    recover: bool = False,
) -> Launch:
    """The slot and game for this start (see the module's docstring); GameError when none."""
    saved = saved_games()  # read once: each save is parsed whole
    waiting = record_waiting_games(surveyed=saved)
    notes = [translate(game.line) for game in waiting]
    if waiting:
        saved = saved_games()  # the games recorded have left their slots
    if read_only:
        return _watch(notes)
    if separate:
        return Launch(new_state, lock_free_slot(), notes)
    if resume:
        return _resume(notes, recover, saved)
    if new_state is None:
        playable = _newest_free_game_in_play(saved)
        if playable is not None:
            return Launch(None, _lock(playable.path), notes)
    return _first_slot(new_state, replace, notes)


def _resume(notes: list[str], recover: bool, saved: list[SavedGame]) -> Launch:
    playable = _newest_free_game_in_play(saved)
    if playable is not None and not recover:
        lock = _lock(playable.path, RESUME_HINT)
        try:
            return Launch(load_game(playable.path), lock, notes)  # read again under the lock
        except SaveError:
            lock.release()
            raise
    in_play_elsewhere = [game for game in saved if game.in_play]
    if in_play_elsewhere and not recover:
        game = in_play_elsewhere[0]
        raise GameError(f"{translate(SaveInUse(game.path, game.holder))}; {_(RESUME_HINT)}")
    unreadable = [game for game in saved if game.problem is not None]
    if not unreadable:
        if recover:
            raise GameError(_("--recover: no saved game is damaged; resume with --resume alone"))
        raise GameError(_("there is no saved game to resume"))
    damaged = unreadable[0]
    problem = damaged.problem or _("the saved game cannot be read")
    if damaged.recovery is None:
        raise SaveError(problem)
    if not recover:
        said = _("{problem}; --resume --recover resumes it from {position} and keeps the file")
        raise SaveError(said.format(problem=problem, position=_position(damaged.recovery)))
    lock = _lock(damaged.path, RESUME_HINT)
    try:
        state, kept = resume_from_last_consistent(damaged.path)
    except (SaveError, OSError) as error:
        lock.release()
        said = _("the damaged save could not be recovered: {problem}")
        raise GameError(said.format(problem=error)) from None
    said = _("resumed from {position}; the damaged save is kept as {path}")
    notes.append(said.format(position=_position(state), path=kept))
    return Launch(state, lock, notes)


def _position(state: GameState) -> str:
    """Where a recovered game resumes, in words: `turn 3 of 13 (Ann, after 2 rolls)`."""
    where = {"turn": state.turn, "turns": state.turns_total, "name": state.current_player.name}
    if state.rolls_used == 0:
        return _("turn {turn} of {turns} ({name}, before a roll)").format(**where)
    return _("turn {turn} of {turns} ({name}, after roll {roll})").format(
        roll=state.rolls_used, **where
    )


def _watch(notes: list[str]) -> Launch:
    """The most recently saved game in play, to watch without its lock."""
    games = [game for game in saved_games() if game.in_play]
    newest = max(games, key=lambda game: game.modified, default=None)
    if newest is None:
        raise GameError(_("there is no saved game in play to watch"))
    return Launch(load_game(newest.path), None, notes, watched=newest.path)


def _newest_free_game_in_play(saved: list[SavedGame] | None = None) -> SavedGame | None:
    games = [game for game in saved or saved_games() if game.in_play and not game.open_elsewhere]
    return max(games, key=lambda game: game.modified, default=None)


def _lock(path: Path, hint: str = SEPARATE_HINT) -> SaveLock:
    try:
        return lock_save(path)
    except SaveInUse as error:
        raise GameError(f"{translate(error)}; {_(hint)}") from None


def _first_slot(new_state: GameState | None, replace: bool, notes: list[str]) -> Launch:
    """`game.json` for the start screen or a new game, unless a finished game waits there for
    the records: then a separate slot."""
    path = slot_path(1)
    lock = _lock(path)
    try:
        usable = _make_way(path, new_state, replace, notes)
    except BaseException:
        lock.release()
        raise
    if usable:
        return Launch(new_state, lock, notes)
    lock.release()
    separate = lock_free_slot()
    notes.append(_("this game is saved in {file}").format(file=separate.save.name))
    return Launch(new_state, separate, notes)


def _make_way(path: Path, new_state: GameState | None, replace: bool, notes: list[str]) -> bool:
    """Whether the locked slot `path` can take this start. An unreadable save is moved aside
    for a new game (the start screen offers that itself); a game in play stays unless
    `replace` (GameError); a finished one is still waiting for the records (False)."""
    if not path.exists():
        return True
    try:
        saved = load_game(path)
    except SaveError:
        if new_state is not None:
            notes.append(
                _("the unreadable saved game is kept as {path}").format(path=_quarantine())
            )
        return True
    if saved.is_over:
        return False
    if new_state is not None and not replace:
        said = _(
            "a saved game is in progress ({game}); resume it with --resume, add --new to "
            "replace it, or --separate to play this one beside it"
        )
        raise GameError(said.format(game=translate(game_label(saved))))
    return True


def _quarantine() -> str:
    try:
        return str(quarantine_saved_game(slot_path(1)))
    except (OSError, SaveError) as error:
        said = _("the unreadable save could not be moved aside: {problem}")
        raise GameError(said.format(problem=error)) from None


def print_notes(launch: Launch) -> None:
    """The lines for stderr before the app starts (games recorded, where a game goes)."""
    for note in launch.notes:
        print(_("yahtzee-tui: {note}").format(note=note), file=sys.stderr)
