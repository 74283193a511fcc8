"""What every part of the table screen shares: the state it mirrors, the screen's own state
(cursor, hints, the line said), and the one way a human's move leaves the screen."""

from __future__ import annotations

from collections.abc import Mapping

from textual.reactive import var
from textual.screen import Screen

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.strategy import Move
from yahtzee_tui.tui.app import YahtzeeApp, the_app
from yahtzee_tui.tui.views.hints import HintView
from yahtzee_tui.tui.views.net_view import NetView, keys_here, wait_line
from yahtzee_tui.tui.views.table_words import Said, Words


class TableBase(Screen[None]):
    # The app's game state, mirrored: every widget of the table is bound to it.
    state: var[GameState | None] = var(None)
    # At a network table, the app's network view, mirrored (None: a game played here).
    net: var[NetView | None] = var(None)
    # The screen's own state: whether the dice still tumble, hints shown, the coach's notes
    # (by history index), the cell pointed at, the line the last key left, a computer's move.
    rolling: var[bool] = var(False)
    hints: var[bool] = var(False)
    coach_notes: var[Mapping[int, str]] = var(dict)
    cursor: var[str | None] = var(None)
    said: var[Said | None] = var(None)
    computer_line: var[str | None] = var(None)
    # Worked out from the above, and bound to the status line and the hint panel.
    status: var[tuple[Words, bool]] = var(((), False))
    keys_wait: var[bool] = var(False)  # the player to move is not at this keyboard
    hint: var[HintView | None] = var(None)

    def __init__(self, state: GameState) -> None:
        super().__init__()
        self.rules: RuleSet = state.ruleset

    @property
    def game_app(self) -> YahtzeeApp:
        return the_app(self.app)

    def compute_keys_wait(self) -> bool:
        return self.state is not None and not self.keys_here(self.state)

    def keys_here(self, state: GameState) -> bool:
        """Whether the player to move in `state` plays at this keyboard."""
        return keys_here(state, self.net)

    def play(self, move: Move, then: str | None = None) -> bool:
        """Send a human's move to the session; a refused move says why and changes nothing."""
        state = self.state
        if state is None or not self.keys_here(state):
            self.say(wait_line(state, self.net) if state else "", problem=False)
            return False
        try:
            self.game_app.session.play(move)
        except GameError as error:
            self.say(str(error))
            self.app.bell()
            return False
        if then is not None:
            self.say(then, problem=False)
        return True

    def say(self, text: str, problem: bool = True) -> None:
        """A line for the player until their next move."""
        self.said = Said(text, problem)

    def play_computer(self) -> object:
        """Let a computer to move make its move (the computer part does)."""
        return None
