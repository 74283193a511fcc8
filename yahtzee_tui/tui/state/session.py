"""The one seam every move of the table goes through.

The table never changes the game itself. It turns a key, a click or a computer player's choice
into a `Move` (the game's value: roll, hold, call, score, name) or an undo, and hands it
to the app's `Session`. The session decides what the new state is and gives it to the
`StateOwner` (the app), whose `state` var is the one owner of the game: every widget of the
table renders from that state, plus state of its own that is only about the screen (the
cursor, the hints toggle).

    key ─► TableScreen ─► session.play(move) ─► owner.show(state', move) ─► widgets redraw

`LocalSession` applies the move at once (`game.moves.apply`) and saves the game atomically
(renamed into place before the move shows; the disk's sync is done later, off the UI loop, by
a `BackgroundSync`);
`WatchingSession` refuses every move of a game another copy plays (read-only). A network
session would check the move against the state it has (so that a refusal is still said at
once), send it to the server, and call `owner.show` when the server's answer arrives; the
table cannot tell the difference, since it only ever renders the state it is given.

API:
- `play(move)`: make `move` for the player whose turn it is. GameError when the move is not
  legal now; nothing changes then.
- `undo()`: take back the last hold, call or score since the roll. GameError when there is
  nothing the rules let be undone. The undo is marked in the game (`game.assistance`).
- `mark_hint()`: mark that the advisor's hint was shown for the position in play (once per
  position; the game is then an assisted one).
- `request(action)`: a request that is not a move, for a network table's server (chat, seats,
  a computer for an away player); GameError anywhere else.
- `StateOwner.show(state, move)`: the new state and the move that made it (None for an undo
  or a game opened), so that the table animates a roll only when a roll was made. The owner
  keeps both as one `Position`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, undo
from yahtzee_tui.game.assistance import mark_hint
from yahtzee_tui.game.moves import Move, apply
from yahtzee_tui.i18n import N_, _, translate
from yahtzee_tui.storage.saves import save_game
from yahtzee_tui.storage.syncing import BackgroundSync

if TYPE_CHECKING:
    from yahtzee_tui.net.client import TableClient

# A call for a network table's client to make (a request it sends: chat, seats, start, a stand-in).
ClientCall = Callable[["TableClient"], Awaitable[object]]
NOT_NETWORK = N_("Only at a network table.")


@dataclass(frozen=True)
class Position:
    """The game state shown and the move that made it (None: opened, resumed, undone, or
    only a mark changed): one value, so that the two always change together."""

    state: GameState
    move: Move | None = None


class StateOwner(Protocol):
    """Who holds the game state the table renders (the app)."""

    @property
    def state(self) -> GameState | None: ...

    def show(self, state: GameState, move: Move | None) -> None: ...

    def report(self, problem: str) -> None: ...

    def saved(self, problem: str | None) -> None:
        """Whether the last save of the game worked (None) or why it did not."""


class Session(Protocol):
    """Where the table sends the moves (see the module's docstring)."""

    def play(self, move: Move) -> None: ...

    def undo(self) -> None: ...

    def mark_hint(self) -> None: ...

    def request(self, action: ClientCall) -> None: ...

    async def close(self) -> None:
        """Stop: nothing more reaches the owner from here."""


class LocalSession:
    """The game played on this machine: each move is the pure action, then a save."""

    def __init__(
        self,
        owner: StateOwner,
        save_path: Path | None = None,
        syncer: BackgroundSync | None = None,
    ) -> None:
        self.owner = owner
        self.save_path = save_path
        self.syncer = syncer  # None: each save syncs before it returns

    def _current(self) -> GameState:
        state = self.owner.state
        if state is None:
            raise GameError(_("no game in play"))
        return state

    def play(self, move: Move) -> None:
        self._commit(apply(self._current(), move), move)

    def undo(self) -> None:
        self._commit(undo(self._current()), None)

    def mark_hint(self) -> None:
        state = self._current()
        marked = mark_hint(state)
        if marked is not state:
            self._commit(marked, None)

    def request(self, action: ClientCall) -> None:
        raise GameError(_(NOT_NETWORK))

    async def close(self) -> None:
        """Nothing to stop: each move is saved as it is made."""

    def _commit(self, state: GameState, move: Move | None) -> None:
        """Save the new state and show it. A finished game is saved too: its save stays
        until the records hold it (the game-over screen records it)."""
        try:
            save_game(state, self.save_path, self.syncer)
        except GameError as error:
            self.owner.saved(translate(error))
        else:
            self.owner.saved(None)
        self.owner.show(state, move)


READ_ONLY = N_("Read-only: moves are made in the copy that plays this game.")


class WatchingSession:
    """A game open in another copy, watched: it takes no move (the app shows that copy's
    saves as they come)."""

    def play(self, move: Move) -> None:
        raise GameError(_(READ_ONLY))

    def undo(self) -> None:
        raise GameError(_(READ_ONLY))

    def mark_hint(self) -> None:
        """Nothing: hints seen while watching belong to no player's game."""

    def request(self, action: ClientCall) -> None:
        raise GameError(_(READ_ONLY))

    async def close(self) -> None:
        """Nothing to stop (the app stops following the other copy's saves)."""
