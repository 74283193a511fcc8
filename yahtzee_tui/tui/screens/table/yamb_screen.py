"""The Yamb table: one player's 13 x 6 sheet at a time (the player to move's; `v` or a click
on a name shows another's), and `c` to announce a CALL."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.binding import Binding, BindingType

from yahtzee_tui.engine.rules.yamb import CALL_COLUMN
from yahtzee_tui.game import GameState, can_call, options
from yahtzee_tui.game.moves import Move
from yahtzee_tui.i18n import N_, _
from yahtzee_tui.tui.screens.table.bindings import hold_bindings
from yahtzee_tui.tui.screens.table.naming import (
    NOTHING_TO_NAME,
    name_move,
    name_picker,
    naming_due,
)
from yahtzee_tui.tui.screens.table.screen import TableScreen
from yahtzee_tui.tui.views.choices import CALL_NOT_YET, CALL_TOO_LATE, ONE_SHEET
from yahtzee_tui.tui.widgets.scorecard import Scorecard
from yahtzee_tui.tui.widgets.table_info import PlayersPanel


class YambTableScreen(TableScreen):
    """The table with Yamb's keys: six dice, and `c` (not a die's letter) announces a CALL."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *hold_bindings(6, "abdef"),
        Binding("c", "call", N_("Call")),
        Binding("escape", "leave_call", N_("Back"), show=False),
        Binding("v", "next_card", N_("Next sheet"), show=False),
        Binding("n", "name_cell", N_("Name"), show=False),
    ]

    picking = False  # the DIRECTED column's picker is open (`naming.py`)

    def watch_state(self, old: GameState | None, new: GameState | None) -> None:
        """A turn that comes to this keyboard shows its player's own sheet; otherwise the
        sheet chosen stays (the player to move's unless another was asked for). A naming of a
        DIRECTED cell that comes to it opens the picker."""
        self.call_after_refresh(self._follow_naming, old, new)
        if old is None or new is None or not self.keys_here(new):
            return
        if (old.turn, old.current) != (new.turn, new.current):
            self.card_seat = None

    def play(self, move: Move, then: str | None = None) -> bool:
        self.card_seat = None  # a move is made on the mover's own sheet
        return super().play(move, then)

    def action_next_card(self) -> None:
        """The next player's sheet (back to the player to move's after the last)."""
        state = self.state
        if state is not None and len(state.players) > 1:
            shown = state.current if self.card_seat is None else self.card_seat
            self._show_sheet((shown + 1) % len(state.players))
        elif state is not None:
            self.show_status(_(ONE_SHEET), problem=False)

    @on(PlayersPanel.Chosen)
    def _sheet_chosen(self, event: PlayersPanel.Chosen) -> None:
        event.stop()
        self._show_sheet(event.seat)

    def _show_sheet(self, seat: int) -> None:
        state = self.state
        if state is not None:
            self.card_seat = None if seat == state.current else seat

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "leave_call":
            return self.query_one(Scorecard).in_call_column
        return super().check_action(action, parameters)

    def action_call(self) -> None:
        """To the CALL cell of the cursor's row (or the nearest one that can be called), ready
        to announce it with enter; escape goes back. Too early or too late: why not."""
        state = self.state
        if state is None or not self.keys_here(state):
            return
        if not can_call(state):
            self.show_status(_(CALL_TOO_LATE if state.rolls_used > 1 else CALL_NOT_YET))
            return
        rows = [o.box for o in options(state) if o.column == CALL_COLUMN and can_call(state, o.box)]
        self.card_seat = None
        self.said = None  # `c` asks what Enter calls: the line says it, even with the cursor
        self.query_one(Scorecard).point_at_call(rows)  # already there (after an undo)

    def action_name_cell(self) -> None:
        self._open_picker(self.state)

    def _naming_due(self, state: GameState | None) -> bool:
        here = state is not None and self.keys_here(state)
        return naming_due(state, self.services.read_only, here)

    def _follow_naming(self, old: GameState | None, new: GameState | None) -> None:
        """A new position: a naming that has just come to this keyboard opens the picker."""
        if self._naming_due(new) and not self._naming_due(old):
            self._open_picker(new)

    def _open_picker(self, state: GameState | None) -> None:
        """The picker for the naming due now; else why there is none."""
        if state is None or self.picking:
            return
        if not self._naming_due(state):
            self.show_status(_(NOTHING_TO_NAME), problem=False)
            return
        self.picking = True

        def chosen(row: str | None) -> None:
            self.picking = False
            if row is not None:
                self.play(name_move(state, row))

        self.app.push_screen(name_picker(state), chosen)

    def action_leave_call(self) -> None:
        self.query_one(Scorecard).leave_call()
