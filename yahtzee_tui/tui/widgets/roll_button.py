"""The Roll button: says how many rolls are left, and is off when no roll may be made."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.widgets import Button

from yahtzee_tui.game import GameState, can_roll
from yahtzee_tui.i18n import _


def roll_label(state: GameState) -> str:
    if can_roll(state):
        if state.has_rolled:
            return _("Roll · {n} left").format(n=state.rolls_left)
        return _("Roll")
    return _("No rolls left") if state.rolls_left == 0 else _("Roll")


class RollButton(Button, can_focus=False):
    state: reactive[GameState | None] = reactive(None)
    # The player to move is not at this keyboard (a computer, or another terminal's seat).
    waiting: reactive[bool] = reactive(False)

    def __init__(self, id: str | None = None) -> None:
        super().__init__(Content(_("Roll")), id=id, variant="primary")

    def watch_state(self, state: GameState | None) -> None:
        if state is None:
            return
        self.label = Content(roll_label(state))
        self.disabled = not can_roll(state) or self.waiting

    def watch_waiting(self) -> None:
        self.watch_state(self.state)
