"""The table's computer players, apart from the screen: the move of the computer to move,
after the app's move delay, as its level and the advisor allow."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from functools import partial
from typing import Protocol

from textual.message import Message

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import _
from yahtzee_tui.i18n import say as spoken
from yahtzee_tui.strategy import Move, player_level
from yahtzee_tui.strategy.styles import WIN_LEVEL
from yahtzee_tui.tui.messages import ComputerMove
from yahtzee_tui.tui.services import Advisor, TableServices
from yahtzee_tui.tui.views.table_words import computer_to_move

# Computer levels that ask the advisor (and so wait for its table).
ADVISED_LEVELS = ("medium", "expert", WIN_LEVEL)
# Levels whose moves may take a solve of a few tenths of a second: chosen off the UI loop.
SOLVING_LEVELS = (WIN_LEVEL,)


def computer_level(state: GameState, advisor: Advisor) -> str | None:
    """The level the computer to move plays at now, or None while it waits for its advisor."""
    level = player_level(state.current_player)
    if level in ADVISED_LEVELS and advisor.problem(state.ruleset) is not None:
        return "easy"
    if level in ADVISED_LEVELS and not advisor.ready(state.ruleset):
        return None
    return level


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
        return _("{player} waits: preparing the advisor…").format(player=player.name)
    from yahtzee_tui.strategy.players import next_move  # loaded by then: the advisor is ready

    return next_move(state, level)


class ComputerTable(Protocol):
    """What the computers ask of the table they play at."""

    def shows(self, state: GameState) -> bool:
        """The table still shows `state`, on top of the app."""

    def computer_says(self, line: str) -> None:
        """Why the computer to move waits."""

    def post_message(self, message: Message) -> bool: ...

    def run_turn(self, turn: Callable[[], Coroutine[None, None, None]]) -> object:
        """Run `turn` in the table's worker for computers (giving up the one before)."""


class ComputerTurns:
    """Chooses the computers' moves of one table, in a worker of the table's, and sends them
    through the session like a human's."""

    def __init__(self, services: TableServices, table: ComputerTable) -> None:
        self.services = services
        self.table = table

    def start(self, state: GameState) -> None:
        """The next move of the computer to move in `state`, after the move delay (the one
        before is given up). It waits while another screen is on top (resuming starts it
        again), and for its advisor (AdvisorReady starts it again)."""
        # The coroutine is made as the worker starts: one given up before it starts costs nothing.
        self.table.run_turn(partial(self._turn, state))

    async def _turn(self, state: GameState) -> None:
        if not computer_to_move(state) or self.services.read_only:
            return  # a watched game's computers play in the copy that plays it
        delay = self.services.move_delay
        if delay > 0:
            await asyncio.sleep(delay)
        if not self.table.shows(state):
            return
        level = computer_level(state, self.services.advisor)
        if level in SOLVING_LEVELS:
            from yahtzee_tui.strategy.players import next_move  # loaded: the advisor is ready

            choice: Move | str = await asyncio.to_thread(next_move, state, level)
            if not self.table.shows(state):
                return
        else:
            choice = computer_choice(state, self.services.advisor)
        if isinstance(choice, str):
            self.table.computer_says(choice)
        else:
            self.table.post_message(ComputerMove(choice))

    def send(self, state: GameState, move: Move) -> str:
        """Make the computer's `move` in `state`; the line that says it (until the next)."""
        name = state.current_player.name
        try:
            self.services.session.play(move)
        except GameError as error:
            return _("{player} could not move: {error}").format(player=name, error=spoken(error))
        return f"{name} {move.describe(state.ruleset)}."
