"""The Yamb table: the current player's 13 x 6 sheet, and `c` to announce a CALL."""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType

from yahtzee_tui.engine.rules.yamb import CALL_COLUMN
from yahtzee_tui.game import can_call, options
from yahtzee_tui.tui.screens.table.keys import hold_bindings
from yahtzee_tui.tui.screens.table.screen import TableScreen
from yahtzee_tui.tui.views.choices import CALL_NOT_YET, CALL_TOO_LATE
from yahtzee_tui.tui.widgets.scorecard import Scorecard


class YambTableScreen(TableScreen):
    """The table with Yamb's keys: six dice, and `c` (not a die's letter) announces a CALL."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *hold_bindings(6, "abdef"),
        Binding("c", "call", "Call"),
        Binding("escape", "leave_call", "Back", show=False),
    ]

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
            self.say(CALL_TOO_LATE if state.rolls_used > 1 else CALL_NOT_YET)
            return
        rows = [o.box for o in options(state) if o.column == CALL_COLUMN and can_call(state, o.box)]
        self.query_one(Scorecard).point_at_call(rows)

    def action_leave_call(self) -> None:
        self.query_one(Scorecard).leave_call()
