"""The table's computer players: each move made by one exclusive worker, after the app's
move delay, posted as a message and sent through the session like a human's."""

from __future__ import annotations

import asyncio

from textual import on, work

from yahtzee_tui.errors import GameError
from yahtzee_tui.tui.computer import computer_choice
from yahtzee_tui.tui.messages import ComputerMove
from yahtzee_tui.tui.screens.table_base import TableBase
from yahtzee_tui.tui.views.table_words import computer_to_move


class ComputerTurns(TableBase):
    def on_screen_resume(self) -> None:
        self.play_computer()  # a computer's turn, paused while another screen was on top

    @work(exclusive=True, group="computer")
    async def play_computer(self) -> None:
        """The next move of the computer to move, after the app's move delay; it waits while
        another screen is on top (resuming starts it again), and for its advisor (the
        AdvisorReady message starts it again)."""
        app = self.game_app
        state = self.state
        if state is None or not computer_to_move(state) or self.net is not None:
            return  # at a network table the server plays its computers
        if app.read_only:
            return  # a watched game's computers play in the copy that plays it
        if app.move_delay > 0:
            await asyncio.sleep(app.move_delay)
        if app.screen is not self or state is not self.state:
            return
        choice = computer_choice(state, app.advisor)
        if isinstance(choice, str):
            self.computer_line = choice
        else:
            self.post_message(ComputerMove(choice))

    @on(ComputerMove)
    def _computer_moved(self, event: ComputerMove) -> None:
        state = self.state
        if state is None or not computer_to_move(state):
            return
        name = state.current_player.name
        try:
            self.game_app.session.play(event.move)
        except GameError as error:
            self.computer_line = f"{name} could not move: {error}"
            return
        # The move shows until the next one; after a score the next turn's player is named.
        self.computer_line = f"{name} {event.move.describe(self.rules)}."
