"""The hint panel: the advisor's best options for the dice on the table, the best marked."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rich.cells import cell_len
from textual.content import Content
from textual.widgets import Static

from yahtzee_tui.game import GameState
from yahtzee_tui.strategy import Advice
from yahtzee_tui.tui.hints import (
    HINTS_SHOWN,
    advisor_title,
    before_the_roll,
    figure,
    held_option,
    held_words,
    loss_text,
    option_words,
    shown_options,
)
from yahtzee_tui.tui.widgets.table_info import fit_cells

BEST_MARK = "▸ "
# Columns of one figure ("229.4", "+12.5", "−11.4").
FIGURE_WIDTH = 6
# Dice listed in an option's words ("hold 4 4 6 6"), closed up when the panel is narrow.
SPACE_BETWEEN_DICE = re.compile(r"(?<=\d) (?=\d)")


def close_up_dice(words: str) -> str:
    """`words` with the dice written together ("hold 4466"): shorter, the figures stay."""
    return SPACE_BETWEEN_DICE.sub("", words)


class HintPanel(Static):
    """Shows what `show` was last given, laid out to the panel's width."""

    DEFAULT_CSS = """
    HintPanel {
        height: auto;
        color: $foreground;
    }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        # Options listed: fewer on a short terminal, where the log needs a line too.
        self.options_shown = HINTS_SHOWN
        self._state: GameState | None = None
        self._advice: list[Advice] | None = None
        self._note: str | None = None

    def show(self, state: GameState, advice: Sequence[Advice]) -> None:
        """The advisor's options for `state`."""
        self._state, self._advice, self._note = state, list(advice), None
        self._draw()

    def show_note(self, state: GameState, note: str) -> None:
        """A line in place of the options: the advisor is being prepared, or failed."""
        self._state, self._advice, self._note = state, None, note
        self._draw()

    def on_resize(self) -> None:
        self._draw()

    def _draw(self) -> None:
        state = self._state
        if state is None:
            return
        rules = state.ruleset
        title = Content.styled(advisor_title(rules), "italic $foreground-muted")
        if self._note is not None:
            self.update(Content("\n").join([title, Content.styled(self._note, "italic")]))
            return
        advice = self._advice or []
        if not state.has_rolled:
            self.update(Content("\n").join([title, Content(before_the_roll(state, advice))]))
            return
        width = self.content_size.width or self.size.width or 30
        numbers = 2 * FIGURE_WIDTH + 1
        rows = self._rows(state, advice)
        room = width - cell_len(BEST_MARK) - numbers - 1
        if any(cell_len(words) > room for words, _, _ in rows):
            rows = [(close_up_dice(words), option, kind) for words, option, kind in rows]
        longest = max((cell_len(words) for words, _, _ in rows), default=0)
        words_width = max(4, min(longest, room))
        lines = [title]
        for words, option, kind in rows:
            best = kind == "best"
            value = figure(rules, option.expected_score)
            loss = loss_text(option.loss)
            shown = f"{value:>{FIGURE_WIDTH}} {loss:>{FIGURE_WIDTH}}"
            style = {"best": "bold $text-success", "held": "$text-warning"}.get(kind, "")
            lines.append(
                Content.assemble(
                    (BEST_MARK if best else " " * cell_len(BEST_MARK), style),
                    (fit_cells(words, words_width), style),
                    " ",
                    (shown, "bold" if best else "$foreground-muted"),
                )
            )
        self.update(Content("\n").join(lines))

    def _rows(self, state: GameState, advice: list[Advice]) -> list[tuple[str, Advice, str]]:
        """(words, option, kind) of each line: the best few options ("best", "other"), then
        what the dice held now are worth when that is not among them ("held"). The option
        matching the dice held now reads "held 3 3" rather than "hold 3 3"."""
        rules = state.ruleset
        shown = shown_options(state, advice)[: self.options_shown]
        held = held_option(state, advice)
        rows = []
        for rank, option in enumerate(shown):
            words = held_words(option) if option == held else option_words(rules, option)
            rows.append((words, option, "best" if rank == 0 else "other"))
        if held is not None and held not in shown:
            rows.append((held_words(held), held, "held"))
        return rows
