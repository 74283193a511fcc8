"""A game that another copy of the app plays, followed as that copy saves it: what the app
shows while it watches read-only."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from yahtzee_tui.game import GameState
from yahtzee_tui.storage.saves import SaveError, load_game
from yahtzee_tui.tui.state.file_watch import FolderWatch


class WatchedSave:
    """Calls `saved(state)` with the game in `path` each time another copy saves it."""

    def __init__(self, path: Path, saved: Callable[[GameState], None]) -> None:
        self.path = path
        self._saved = saved
        self._watch = FolderWatch(path.parent, lambda name: name == path.name, self._reload)

    def start(self) -> None:
        self._watch.start()

    def stop(self) -> None:
        self._watch.stop()

    def _reload(self) -> None:
        try:
            state = load_game(self.path)
        except SaveError:  # gone (finished and recorded, or set aside) or half written
            return
        self._saved(state)


def same_game(one: GameState, other: GameState) -> bool:
    """Whether two states are moments of one game (same rules, seed and players)."""
    return (one.rules_id, one.seed, one.players) == (other.rules_id, other.seed, other.players)
