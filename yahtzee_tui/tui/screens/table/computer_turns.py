"""The table's computer players, apart from the screen: the move of the computer to move,
after the app's move delay, as its level and the advisor allow."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from yahtzee_tui.game import GameState
from yahtzee_tui.strategy import Move, next_move, player_level
from yahtzee_tui.tui.services import Advisor, TableServices
from yahtzee_tui.tui.state.advising import PREPARING
from yahtzee_tui.tui.views.table_words import computer_to_move

# Computer levels that ask the advisor (and so wait for its table).
ADVISED_LEVELS = ("medium", "expert")


def computer_choice(state: GameState, advisor: Advisor) -> Move | str:
    """The move of the computer whose turn it is, or why it waits (its advisor's table is
    being prepared; the app posts AdvisorReady when it is in). Without an advisor that could
    be prepared it still plays, casually."""
    player = state.current_player
    level = player_level(player)
    if level in ADVISED_LEVELS and advisor.problem(state.ruleset) is not None:
        level = "easy"
    elif level in ADVISED_LEVELS and not advisor.ready(state.ruleset):
        advisor.prepare(state.ruleset)
        return f"{player.name} waits: {PREPARING.lower()}"
    return next_move(state, level)


class ComputerTurns:
    """Chooses the computers' moves of one table; the screen sends them like a human's."""

    def __init__(self, services: TableServices) -> None:
        self.services = services

    async def next_move(self, state: GameState, still: Callable[[], bool]) -> Move | str | None:
        """The next move of the computer to move in `state` after the move delay, or why it
        waits; None when no computer moves here (a human's turn, a watched game), or when
        `still()` says after the delay that the position is no longer the one shown."""
        if not computer_to_move(state) or self.services.read_only:
            return None  # a watched game's computers play in the copy that plays it
        delay = self.services.move_delay
        if delay > 0:
            await asyncio.sleep(delay)
        if not still():
            return None
        return computer_choice(state, self.services.advisor)
