"""The start screen's form by keyboard: Enter, up and down go from field to field as Tab does;
only the Start button or its key starts a game (an Enter meant to confirm a name never does)."""

from __future__ import annotations

from textual import on
from textual.actions import SkipAction
from textual.binding import Binding
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, OptionList, Select

# The list whose choices the arrows go through before they leave it.
RULE_LIST = "rule-list"
# Yamb, and the list of its tables shown under the rule list while it is chosen.
YAMB = "yamb"
PRESET_LIST = "preset-select"


def keeps_arrow(focused: Widget, step: int) -> bool:
    """Whether the focused widget takes the arrow itself: an open list's menu, or the rule
    list short of its first (`step` -1) or last (1) choice."""
    if any(isinstance(node, Select) and node.expanded for node in focused.ancestors_with_self):
        return True
    if focused.id == RULE_LIST and isinstance(focused, OptionList):
        edge = 0 if step < 0 else focused.option_count - 1
        return focused.highlighted != edge
    return False


class FormKeys(Screen[None]):
    """The keys of a screen that is a form with a rule list (`#rule-list`) at its top."""

    BINDINGS = [  # noqa: RUF012 - Textual's own class attribute
        # Before the field's own keys: a closed list moves on rather than opening.
        Binding("down", "field(1)", show=False, priority=True),
        Binding("up", "field(-1)", show=False, priority=True),
    ]

    @on(OptionList.OptionSelected, f"#{RULE_LIST}")
    def _rules_chosen(self, event: OptionList.OptionSelected) -> None:
        """Enter (or a click) on a rule set: on to the next field at once, so that a name
        typed right after the Enter lands in its field; Yamb's table when it shows (a click
        that chose Yamb before its highlight mounted the table goes on to the names)."""
        presets = self.query(f"#{PRESET_LIST}")
        if event.option_id == YAMB and presets:
            presets.first().focus()
        else:
            self.focus_next()

    @on(Input.Submitted)
    def _field_done(self) -> None:
        """Enter in a name, the seed or the games: on to the next field, as Tab."""
        self.focus_next()

    def action_field(self, step: int) -> None:
        """Down (`step` 1) or up (-1): the rule list moves through its choices, then on to
        the field below or above it; every other field moves on at once (a closed list too:
        Enter or space opens it). No wrapping round: down stops at the last field, up at the
        first. SkipAction leaves the key to the focused widget."""
        chain = self.focus_chain
        focused = self.focused
        if focused is None or focused not in chain:
            if chain:
                chain[0].focus()
            return
        if keeps_arrow(focused, step):
            raise SkipAction()
        index = chain.index(focused) + step
        if 0 <= index < len(chain):
            chain[index].focus()
