"""Computer seats playing on the server: one task per room while a computer is to move.

Each move is worked out by `strategy.next_move` in a worker thread, so the event loop never
waits on the advisor; a move worked out on a table that has moved on since (an undo, a player
taking their seat back) is dropped and worked out again.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

from yahtzee_tui.net.notices import Changed
from yahtzee_tui.net.room import Room

if TYPE_CHECKING:
    from yahtzee_tui.game import GameState
    from yahtzee_tui.game.moves import Move

log = logging.getLogger(__name__)


def next_move(state: GameState, level: str) -> Move:
    """The computer's next move, worked out in the pool's thread: the advisor (and NumPy)
    loads with the first move of a computer, not with the server."""
    from yahtzee_tui.strategy import players

    return players.next_move(state, level)


class ComputerPlayers:
    def __init__(
        self,
        delay: float,
        announce: Callable[[Room, list[Changed]], None],
        is_open: Callable[[Room], bool],
    ) -> None:
        self.delay = delay  # a pause before each move, so that people can follow them
        self._announce = announce
        self._is_open = is_open  # False once the room is gone from the server
        self._pool = ThreadPoolExecutor(2, thread_name_prefix="computer-player")
        self.thinking: dict[str, asyncio.Task[None]] = {}

    def play_soon(self, room: Room) -> None:
        """Start the room's computers if one is to move and they are not at it already."""
        if room.computer_to_move() is not None and room.code not in self.thinking:
            task = asyncio.get_running_loop().create_task(self._play(room))
            self.thinking[room.code] = task

    async def _play(self, room: Room) -> None:
        loop = asyncio.get_running_loop()
        try:
            while self._is_open(room) and room.computer_to_move() is not None:
                if self.delay:
                    await asyncio.sleep(self.delay)
                level, seen, state = room.computer_to_move(), room.move, room.state
                if level is None or state is None:
                    break
                move = await loop.run_in_executor(self._pool, next_move, state, level)
                changes = room.computer_move(move, seen)
                if changes:
                    self._announce(room, changes)
        except Exception:  # a bug, not a client's doing: the room waits, the server goes on
            log.exception("a computer player in room %s could not move", room.code)
        finally:
            self.thinking.pop(room.code, None)

    def stop(self) -> None:
        for task in list(self.thinking.values()):
            task.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)
