"""The Textual app: start screen, the table, help and game over.

Importing the package loads no Textual: `views/` (words and tables the command line prints
too) live under it, and the app loads on the first use of `make_app` or `YahtzeeApp`.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from yahtzee_tui.game import GameState, Player
    from yahtzee_tui.net.tables import NetTable
    from yahtzee_tui.storage.locks import SaveLock
    from yahtzee_tui.storage.settings import Settings
    from yahtzee_tui.tui.app import MIN_HEIGHT, MIN_WIDTH, YahtzeeApp

__all__ = ["MIN_HEIGHT", "MIN_WIDTH", "YahtzeeApp", "make_app"]


def __getattr__(name: str) -> Any:
    if name not in ("MIN_HEIGHT", "MIN_WIDTH", "YahtzeeApp"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from yahtzee_tui.tui import app

    return getattr(app, name)


def make_app(
    state: GameState | None = None,
    *,
    rules: str | None = None,
    players: Sequence[Player | str] | None = None,
    seed: int | None = None,
    save_path: Path | None = None,
    lock: SaveLock | None = None,
    read_only: bool = False,
    settings: Settings | None = None,
    theme: str | None = None,
    animations: bool = True,
    hints: bool | None = None,
    move_delay: float | None = None,
    network: NetTable | None = None,
) -> YahtzeeApp:
    """The app, on the start screen, or at the table of `state` or of a new game of `rules`.

    Settings are read from the data directory unless given. Without a `theme` the app takes
    the settings' one, else one that suits the terminal. `hints` opens a new game with the
    hints showing (default: the settings'); `move_delay` is the pause before each move of a
    computer player (default: the settings' speed, none without animations).

    The app saves in `save_path` (`game.json` by default) under its lock: `lock`, held by the
    caller already, or taken when a game opens. `read_only` shows `state` (the save in
    `save_path` when None) as another copy plays it, without moves, and follows its saves.
    With `network` the app sits at that network table, and leaving it ends the app.
    """
    from yahtzee_tui.game import new_game
    from yahtzee_tui.i18n import _
    from yahtzee_tui.storage.saves import load_game
    from yahtzee_tui.tui.app import YahtzeeApp

    if read_only and state is None:
        state = load_game(save_path)
    if state is None and (rules is not None or players is not None):
        state = new_game(
            rules or "yahtzee", players or [_("Player {number}").format(number=1)], seed
        )
    return YahtzeeApp(
        state,
        save_path=save_path,
        lock=lock,
        read_only=read_only,
        settings=settings,
        theme=theme,
        animations=animations,
        hints=hints,
        move_delay=move_delay,
        network=network,
    )
