"""The table's hints and coach, apart from the screen: the advisor's options for the hint
panel, what `H` does, and the coach's word on each of a human's rerolls, calls and scores."""

from __future__ import annotations

from dataclasses import dataclass

from yahtzee_tui.game import GameState
from yahtzee_tui.strategy import Move
from yahtzee_tui.strategy.chance_swings import chance_swing
from yahtzee_tui.strategy.win_chances import position_seed
from yahtzee_tui.tui.services import Advisor
from yahtzee_tui.tui.views.card_view import CALL_COLUMN
from yahtzee_tui.tui.views.chance_words import swing_words
from yahtzee_tui.tui.views.choices import coach_note, hint_move
from yahtzee_tui.tui.views.hints import HintView
from yahtzee_tui.tui.widgets import chance_meter


@dataclass(frozen=True)
class HintAction:
    """What `H` does now: hold `move`, or point at `cell`, saying `words`."""

    move: Move | None
    words: str
    cell: str | None


class Coach:
    """The advisor's word at one table. It remembers what waits for the advisor's table: an
    `H` pressed meanwhile, and the decisions to judge once it is ready."""

    def __init__(self, advisor: Advisor) -> None:
        self.advisor = advisor
        self.hint_waiting = False  # H pressed while the advisor was being prepared
        self.hinted_cell: str | None = None  # where `H` pointed
        self._unjudged: list[tuple[GameState, GameState, Move]] = []

    def hint(self, state: GameState, cursor: str | None) -> HintView:
        """The hint panel's view of `state` (the CALL row the cursor is on, in Yamb)."""
        problem = self.advisor.problem(state.ruleset)
        advice = self.advisor.advice(state) if problem is None else None
        column, _, row = (cursor or "").partition(".")
        call_row = row if column == CALL_COLUMN else None
        return HintView(state, tuple(advice) if advice is not None else None, problem, call_row)

    def apply(self, state: GameState) -> HintAction | None:
        """What `H` does in `state`; None while the advisor is being prepared (it is then
        remembered, for `hint_waiting`)."""
        advice = self.advisor.advice(state)
        self.hint_waiting = advice is None
        if advice is None:
            return None
        move, words, cell = hint_move(state, advice)
        if cell is not None:
            self.hinted_cell = cell
        return HintAction(move, words, cell)

    def judge(self, before: GameState, after: GameState, move: Move) -> tuple[int, str] | None:
        """The coach's note on a human's `move` (the history index it goes beside, the
        words); None for no note, or while the advisor is prepared (judged later)."""
        advice = self.advisor.advice(before)
        if advice is None:
            self._unjudged.append((before, after, move))
            return None
        return coach_note(before, after, move, advice)

    def waiting(self) -> list[tuple[GameState, GameState, Move]]:
        """The decisions made while the advisor was prepared, to judge now (once)."""
        unjudged, self._unjudged = self._unjudged, []
        return unjudged


def swing_note(before: GameState, after: GameState) -> str:
    """How a score moved the player's chance to win, in words (slow: for a thread). The
    meter's playouts and seed for the position after: the note ends on the meter's figure."""
    playouts = chance_meter.meter_playouts(after)
    return swing_words(*chance_swing(before, after, playouts, position_seed(after)))
