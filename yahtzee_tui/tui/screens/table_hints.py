"""The table's hints and coach: the advisor's options in the hint panel, `H`, and the coach's
word in the log on each of a human's rerolls, calls and scores."""

from __future__ import annotations

from contextlib import suppress

from textual import on, work

from yahtzee_tui.game import GameState
from yahtzee_tui.storage.table_notes import TableNotes, save_notes
from yahtzee_tui.strategy import SCORE, Move
from yahtzee_tui.strategy.chance_swings import chance_swing
from yahtzee_tui.strategy.win_chances import position_seed
from yahtzee_tui.tui.messages import AdvisorReady
from yahtzee_tui.tui.screens.table_base import TableBase
from yahtzee_tui.tui.views.card_view import CALL_COLUMN
from yahtzee_tui.tui.views.chance_words import swing_words
from yahtzee_tui.tui.views.choices import PREPARING_HINT, coach_note, hint_move
from yahtzee_tui.tui.views.hints import HintView
from yahtzee_tui.tui.views.table_words import computer_to_move
from yahtzee_tui.tui.widgets import chance_meter
from yahtzee_tui.tui.widgets.chance_meter import ChanceMeter
from yahtzee_tui.tui.widgets.scorecard import Scorecard

CHANCE_GROUP = "coach-chances"


class HintsAndCoach(TableBase):
    def __init__(self, state: GameState) -> None:
        super().__init__(state)
        self._hint_waiting = False  # H pressed while the advisor was being prepared
        self.hinted_cell: str | None = None  # where `H` pointed
        # Decisions made while the advisor was being prepared: judged once it is ready.
        self._unjudged: list[tuple[GameState, GameState, Move]] = []

    def compute_hint(self) -> HintView | None:
        state = self.state
        if not self.hints or state is None:
            return None
        advisor = self.game_app.advisor
        problem = advisor.problem(state.ruleset)
        advice = advisor.advice(state) if problem is None else None
        column, _, row = (self.cursor or "").partition(".")
        call_row = row if column == CALL_COLUMN else None
        return HintView(state, tuple(advice) if advice is not None else None, problem, call_row)

    def watch_hint(self, hint: HintView | None) -> None:
        """Advice on show for a human's position marks the game as helped (once a position)."""
        if hint is not None and hint.advice:
            self._mark_hint(hint.state)

    def _mark_hint(self, state: GameState) -> None:
        if state is self.game_app.state and not computer_to_move(state):
            self.game_app.session.mark_hint()

    @property
    def can_apply_hint(self) -> bool:
        state = self.state
        return state is not None and state.has_rolled and self.keys_here(state)

    def action_toggle_hints(self) -> None:
        """Show or hide the advisor's hints; while they show, the coach judges each choice."""
        self.hints = not self.hints
        if self.hints:
            self.say("Hints on: the best options, and a word in the log on each choice.", False)
        else:
            self.say("Hints off.", problem=False)
        self.keep_notes()

    def action_apply_hint(self) -> None:
        """Hold what the advisor would hold; when it would score or call, point at where.
        While the advisor is being prepared it says so, and acts once it is ready."""
        state = self.state
        if state is None or not self.keys_here(state):
            return
        if not state.has_rolled:
            self.say("Roll first: the advisor rates the dice once they are on the table.")
            return
        advice = self.game_app.advisor.advice(state)
        self._hint_waiting = advice is None
        if advice is None:
            self.say(PREPARING_HINT, problem=False)
            return
        self._mark_hint(state)
        move, words, cell = hint_move(state, advice)
        if cell is not None:
            self.hinted_cell = cell
            self.query_one(Scorecard).cursor = cell
            self.say(words, problem=False)
        elif move is not None:
            self.play(move, then=words)
        else:
            self.say(words, problem=False)

    @on(AdvisorReady)
    def _advisor_ready(self, event: AdvisorReady) -> None:
        self.mutate_reactive(TableBase.state)  # the hints and a waiting computer look again
        self.query_one(ChanceMeter).estimate_again()
        unjudged, self._unjudged = self._unjudged, []
        for before, after, move in unjudged:
            self.coach(before, after, move)
        self.play_computer()
        if self._hint_waiting:
            self.action_apply_hint()

    def coach(self, before: GameState, after: GameState, move: Move) -> None:
        """With hints on, note in the log what a human's reroll, call or score gave away."""
        if not self.hints or not self.keys_here(before):
            return
        advice = self.game_app.advisor.advice(before)
        if advice is None:
            self._unjudged.append((before, after, move))
            return
        note = coach_note(before, after, move, advice)
        if note is not None:
            index, text = note
            self.coach_notes = {**self.coach_notes, index: text}
            self.keep_notes()
            if move.kind == SCORE and len(before.players) > 1:
                self._judge_chance(before, after, index)

    @work(thread=True, group=CHANCE_GROUP, exit_on_error=False)
    def _judge_chance(self, before: GameState, after: GameState, index: int) -> None:
        """Add to a score's note how it moved the player's chance to win (in a thread)."""
        # The meter's playouts and seed for the position after: the note ends on its figure.
        playouts = chance_meter.meter_playouts(after)
        swing = chance_swing(before, after, playouts, position_seed(after))
        with suppress(RuntimeError):  # the app has closed meanwhile
            self.app.call_from_thread(self._add_to_note, index, swing_words(*swing))

    def _add_to_note(self, index: int, words: str) -> None:
        note = self.coach_notes.get(index)
        if note is not None and words not in note:
            self.coach_notes = {**self.coach_notes, index: f"{note} · {words}"}
            self.keep_notes()

    def keep_notes(self) -> None:
        """The hints toggle and the coach's notes, kept beside the saved game."""
        app = self.game_app
        if self.state is not None and self.net is None and not app.read_only:
            try:
                save_notes(self.state, TableNotes(self.hints, self.coach_notes), app.save_path)
            except OSError as error:
                app.report(f"The hints could not be kept: {error}")
