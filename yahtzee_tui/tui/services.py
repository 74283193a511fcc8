"""What a screen is given in its constructor: small typed views of the app, never the app.

The app passes itself where a protocol is asked for (it has every attribute named here), so a
screen reads the game's services without importing the app; what it wants the app to do it
posts as a message (`tui/messages.py`). `StateOwner` and `Session` (`tui/state/session.py`)
are the model: the session reaches the app the same way."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.game import GameState
from yahtzee_tui.storage.objective import Objective
from yahtzee_tui.storage.syncing import BackgroundSync
from yahtzee_tui.strategy import Advice
from yahtzee_tui.tui.state.session import Position, Session
from yahtzee_tui.tui.views.net_view import NetView


class Advisor(Protocol):
    """The strategy advisor as the table reaches it (`tui/state/advising.py`)."""

    def ready(self, rules: RuleSet) -> bool:
        """Whether advice for `rules` comes at once (its table is in memory)."""

    def problem(self, rules: RuleSet) -> str | None:
        """Why the advisor for `rules` could not be prepared, if it could not."""

    def advice(self, state: GameState) -> list[Advice] | None:
        """The options for `state`, best first; None while its table is prepared."""

    def prepare(self, rules: RuleSet) -> None:
        """Start preparing the table of `rules` (AdvisorReady follows)."""

    def progress(self, rules: RuleSet, win: bool = False) -> float | None:
        """How far the build of the table of `rules` under way is, 0 to 1 (`win`: the win
        level's tables); None while none reports how far it is."""

    def win_ready(self, rules: RuleSet) -> bool:
        """Whether the win level's own tables for `rules` are in memory."""

    def prepare_win(self, rules: RuleSet) -> bool:
        """Start preparing the win level's tables for `rules` (AdvisorReady follows); False
        when they could not be prepared."""


# The reactives of `TableServices` the table watches (the app's: its screen follows them).
POSITION, NET = "position", "net"


class TableServices(Protocol):
    """What the table screen needs of the app: the position it shows and the network view it
    follows (reactives: the screen watches them by the names above), where moves go, the
    advisor, and how the game in play is kept."""

    @property
    def position(self) -> Position | None:
        """The game state shown and the move that made it (None: no game in play)."""

    @property
    def net(self) -> NetView | None:
        """At a network table: the room, its seats and the connection (None: elsewhere)."""

    @property
    def session(self) -> Session:
        """Where the moves go (local, watched or a network table's)."""

    @property
    def advisor(self) -> Advisor: ...

    @property
    def animations(self) -> bool:
        """Whether the dice tumble after a roll (off for tests and screenshots)."""

    @property
    def read_only(self) -> bool:
        """The game shown is another copy's, watched without moves."""

    @property
    def save_path(self) -> Path:
        """The save of the game shown (the table keeps its notes beside it)."""

    @property
    def syncer(self) -> BackgroundSync:
        """Who makes the files written durable, off the UI loop."""

    @property
    def move_delay(self) -> float:
        """A computer's pause before each move, in seconds."""

    @property
    def hints_by_default(self) -> bool:
        """Whether a game with no notes of its own opens with the hints showing."""

    @property
    def objective_by_default(self) -> str:
        """What a game's hints play for as it opens: points, win or target."""

    def objective_chosen(self, objective: Objective) -> None:
        """The table's hints play for `objective` now (its kind: points, win or target)."""

    def report(self, problem: str) -> None:
        """Say a problem in a notification."""
