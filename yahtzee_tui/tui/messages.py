"""Messages: wishes going up. Widgets post them to their screen; screens post what they want
the app to do (open, watch, begin or leave a game, change settings, sit at a network table),
and the app handles those with `@on(...)`. A refusal comes back down as `WishRefused`."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from textual.message import Message

from yahtzee_tui.game import GameState, Player
from yahtzee_tui.game.moves import Move
from yahtzee_tui.storage.settings import Settings

if TYPE_CHECKING:
    from yahtzee_tui.net.tables import NetTable

# --- the table's own ------------------------------------------------------------------------


@dataclass
class CellChosen(Message):
    """The player chose the cell pointed at (enter, or a click on it); None: nothing was
    pointed at this roll."""

    key: str | None


@dataclass
class CursorMoved(Message):
    """The scorecard cursor rests on another cell (None: on no cell)."""

    key: str | None


@dataclass
class ComputerMove(Message):
    """The computer to move in `state` chose its next move (or, in words, why it waits)."""

    state: GameState
    choice: Move | str


@dataclass
class SwingWorkedOut(Message):
    """How a score moved its player's chance to win, in `words`, for the coach's note at
    history index `index` (worked out in a thread)."""

    index: int
    words: str


# --- from the app down ----------------------------------------------------------------------


@dataclass
class AdvisorReady(Message):
    """The advisor of a rule set is ready (or failed for good): who waited looks again."""

    rules_id: str


@dataclass
class WishRefused(Message):
    """What the screen asked was refused (by the server, or by the app): the reason, for the
    screen's own line."""

    reason: str


# --- what a screen wants the app to do --------------------------------------------------------


@dataclass
class OpenGame(Message):
    """Play `state`, or the game saved in `path` (the app's own slot when neither)."""

    state: GameState | None = None
    path: Path | None = None


@dataclass
class WatchGame(Message):
    """Show the game saved in `path`, open in another copy, read-only."""

    path: Path


@dataclass
class BeginGame(Message):
    """Play the new game `state` (a daily challenge); `separate`: in a slot of its own."""

    state: GameState
    separate: bool = False


@dataclass
class StartGame(Message):
    """A new game (a match of `games` when more than one) from the start screen's set-up;
    refused with the reason when the set-up is not valid."""

    rules: str
    players: list[Player]
    seed: int | None = None
    separate: bool = False
    games: int = 1


@dataclass
class LeaveGame(Message):
    """To the start screen (asked first while a game is in play)."""


@dataclass
class ChangeSettings(Message):
    """Use and keep `settings`."""

    settings: Settings


@dataclass
class OpenNetworkForm(Message):
    """The form to host a table (`host`) or join one, filled with a rule set and a name."""

    host: bool
    rules: str = "yahtzee"
    name: str = ""


@dataclass
class EnterNetwork(Message):
    """Sit at the network table the form opened."""

    table: NetTable = field(repr=False)
