"""What the room server asks of the place its rooms are kept: the room files of one process
(`store.RoomStore`), or Redis for rooms shared by many processes (`cluster.state`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from yahtzee_tui.game import GameState
from yahtzee_tui.net.room import Room
from yahtzee_tui.net.store import RoomFile


class RoomKeeper(Protocol):
    problems: list[str]
    # Whether what it keeps can come back older than what was confirmed (Redis restarted
    # from an older snapshot): then clients may give the lost moves back (`restore`).
    may_roll_back: bool

    def save_soon(self, room: Room, *, meta: bool = False, game: bool = False) -> None:
        """Keep what changed in `room`, before anything sent after this call goes out."""

    def after_kept(self, code: str, send: Callable[[], None]) -> None:
        """Call `send` once what was asked for `code` so far is kept (the frames that confirm
        a move go out only then)."""

    def forget_soon(self, code: str) -> None:
        """Let a room go (a lobby left empty)."""

    async def flush(self) -> None:
        """Wait until every change asked for so far is kept."""

    def load_all(self, make_room: Callable[[RoomFile, GameState | None], Room]) -> list[Room]:
        """The rooms to resume when the server starts."""
