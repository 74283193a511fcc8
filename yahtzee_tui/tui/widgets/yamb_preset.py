"""The Yamb table a new game plays: a preset (kocke, jamb, jamb_directed), and what it changes."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import Select, Static

from yahtzee_tui.i18n import _
from yahtzee_tui.tui.views.preset_words import preset_choices, preset_summary

DEFAULT_TABLE = "yamb"


class YambPresetChoice(Vertical):
    """A preset picker; `rules_id` is the rule set chosen. Shown while Yamb is chosen."""

    DEFAULT_CSS = """
    YambPresetChoice {
        height: auto;
        #preset-row { height: 1; }
        #preset-label {
            width: auto; min-width: 11; margin-right: 1; text-style: bold; color: $text-primary;
        }
        #preset-select { width: 22; }
        #preset-changes { height: auto; color: $foreground-muted; }
    }
    """

    rules_id: reactive[str] = reactive(DEFAULT_TABLE)

    def __init__(
        self, rules_id: str | None = None, id: str | None = None, *, shown: bool = True
    ) -> None:
        """`shown`: whether it shows at first; hidden, its picker is made when first shown
        (`show`), so that a screen that does not show it does not style and lay it out."""
        super().__init__(id=id)
        self._choices = preset_choices(rules_id)
        self.set_reactive(YambPresetChoice.rules_id, rules_id or DEFAULT_TABLE)
        self._made = shown
        self.display = shown

    def show(self, shown: bool) -> None:
        """Show or hide it; its picker is made the first time it shows."""
        if shown and not self._made:
            self._made = True
            self.mount_all(self._parts())
        self.display = shown

    def compose(self) -> ComposeResult:
        if self._made:
            yield from self._parts()

    def _parts(self) -> list[Widget]:
        select = Select(
            self._choices,
            value=self.rules_id,
            allow_blank=False,
            compact=True,
            id="preset-select",
            tooltip=_("The house rules the table plays: the line below says what they change"),
        )
        return [
            Horizontal(Static(_("Yamb table"), id="preset-label"), select, id="preset-row"),
            Static(Content(preset_summary(self.rules_id)), id="preset-changes"),
        ]

    def on_select_changed(self, event: Select.Changed) -> None:
        event.stop()
        if isinstance(event.value, str):
            self.rules_id = event.value

    def watch_rules_id(self, rules_id: str) -> None:
        if self.is_mounted and self.children:
            self.query_one("#preset-changes", Static).update(Content(preset_summary(rules_id)))
            select: Select[str] = self.query_one(Select)
            if select.value != rules_id:
                select.value = rules_id
