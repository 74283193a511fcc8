"""The table's hints and coach, apart from the screen: the advisor's options for the hint
panel, what `H` does, and the coach's word on each of a human's rerolls, calls and scores."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextlib import suppress
from dataclasses import dataclass
from typing import Protocol

from yahtzee_tui.engine.rules.yamb import CALL_COLUMN
from yahtzee_tui.game import GameState
from yahtzee_tui.game.moves import SCORE, Move
from yahtzee_tui.i18n import N_, _
from yahtzee_tui.storage.table_notes import TableNotes, load_notes, save_notes
from yahtzee_tui.tui.services import TableServices
from yahtzee_tui.tui.views.chance_words import swing_words
from yahtzee_tui.tui.views.choices import PREPARING_HINT, coach_note, hint_move
from yahtzee_tui.tui.views.hints import HintView
from yahtzee_tui.tui.widgets import chance_meter


@dataclass(frozen=True)
class HintAction:
    """What `H` does now: hold `move`, or point at `cell`, saying `words`."""

    move: Move | None
    words: str
    cell: str | None


ROLL_FIRST = N_("Roll first: the advisor rates the dice once they are on the table.")


class CoachedTable(Protocol):
    """What the coach asks of the table it sits at."""

    def say(self, text: str, problem: bool = True) -> None: ...

    def play(self, move: Move, then: str | None = None) -> bool: ...

    def point_at(self, cell: str) -> None:
        """Put the scorecard's cursor on `cell`."""

    def notes(self) -> Mapping[int, str]:
        """The coach's notes shown in the log, by history index."""

    def show_notes(self, notes: Mapping[int, str]) -> None: ...

    def in_thread(self, work: Callable[[], None]) -> None:
        """Run `work` in a thread of the table's (slow work)."""

    def from_thread(self, callback: Callable[[], None]) -> None:
        """Run `callback` on the table's own loop, from a thread."""


class Coach:
    """The advisor's word at one table. It remembers what waits for the advisor's table: an
    `H` pressed meanwhile, and the decisions to judge once it is ready."""

    def __init__(self, services: TableServices, table: CoachedTable) -> None:
        self.services = services
        self.table = table
        self.advisor = services.advisor
        self.hint_waiting = False  # H pressed while the advisor was being prepared
        self.hinted_cell: str | None = None  # where `H` pointed
        self._unjudged: list[tuple[GameState, GameState, Move]] = []

    def hint(self, state: GameState, cursor: str | None) -> HintView:
        """The hint panel's view of `state` (the CALL row the cursor is on, in Yamb)."""
        problem = self.advisor.problem(state.ruleset)
        advice = self.advisor.advice(state) if problem is None else None
        column, _dot, row = (cursor or "").partition(".")
        call_row = row if column == CALL_COLUMN else None
        return HintView(state, tuple(advice) if advice is not None else None, problem, call_row)

    def apply_hint(self, state: GameState) -> bool:
        """`H` in `state`: hold what the advisor would hold, or point at where it would score
        or call. While the advisor is being prepared it says so, and acts once it is ready.
        Whether the hint was shown (the position is then marked as helped)."""
        if not state.has_rolled:
            self.table.say(_(ROLL_FIRST))
            return False
        advice = self.advisor.advice(state)
        self.hint_waiting = advice is None
        if advice is None:
            self.table.say(_(PREPARING_HINT), problem=False)
            return False
        move, words, cell = hint_move(state, advice)
        if cell is not None:
            self.hinted_cell = cell
            self.table.point_at(cell)
            self.table.say(words, problem=False)
        elif move is not None:
            self.table.play(move, then=words)
        else:
            self.table.say(words, problem=False)
        return True

    def judge(self, before: GameState, after: GameState, move: Move) -> None:
        """Note in the log what a human's reroll, call or score gave away (once the advisor
        is ready, if it is being prepared); a score in a game of several adds, from a
        thread, how it moved the player's chance to win."""
        advice = self.advisor.advice(before)
        if advice is None:
            self._unjudged.append((before, after, move))
            return
        note = coach_note(before, after, move, advice)
        if note is None:
            return
        index, text = note
        self.table.show_notes({**self.table.notes(), index: text})
        if move.kind == SCORE and len(before.players) > 1:

            def swing() -> None:
                words = swing_note(before, after)
                with suppress(RuntimeError):  # the app has closed meanwhile
                    self.table.from_thread(lambda: self._add_to_note(index, words))

            self.table.in_thread(swing)

    def judge_waiting(self) -> None:
        """Judge the decisions made while the advisor was prepared (once)."""
        unjudged, self._unjudged = self._unjudged, []
        for before, after, move in unjudged:
            self.judge(before, after, move)

    def _add_to_note(self, index: int, words: str) -> None:
        note = self.table.notes().get(index)
        if note is not None and words not in note:
            self.table.show_notes({**self.table.notes(), index: f"{note} · {words}"})

    # --- the notes, kept beside the saved game ------------------------------------------------

    def notes_kept(self, state: GameState) -> TableNotes | None:
        """The hints toggle and the coach's notes kept with the game saved (None: none)."""
        return load_notes(state, self.services.save_path)

    def keep(self, state: GameState, hints: bool, notes: Mapping[int, str]) -> None:
        """Keep the hints toggle and the notes beside the saved game (not a watched one)."""
        if self.services.read_only:
            return
        try:
            save_notes(
                state, TableNotes(hints, notes), self.services.save_path, self.services.syncer
            )
        except OSError as error:
            self.services.report(_("The hints could not be kept: {error}").format(error=error))


def swing_note(before: GameState, after: GameState) -> str:
    """How a score moved the player's chance to win, in words (slow: for a thread). Each
    figure is the meter's own for its position (its playouts and seed): one figure, one
    source, so the note never says other numbers than the meter did."""
    from yahtzee_tui.strategy.meter import meter_chances  # NumPy: a thread's

    seat = before.current
    figures = [meter_chances(position, chance_meter.meter_playouts) for position in (before, after)]
    return swing_words(figures[0][seat], figures[1][seat])
