"""The hint panel: the advisor's best options for the dice on the table, the best marked."""

from __future__ import annotations

import re

from rich.cells import cell_len
from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from yahtzee_tui.i18n import _
from yahtzee_tui.strategy import Advice
from yahtzee_tui.tui.state.advising import PREPARING
from yahtzee_tui.tui.views.hints import (
    HINTS_SHOWN,
    HintView,
    advisor_title,
    before_the_roll,
    call_option,
    figure,
    held_option,
    held_words,
    option_words,
    shown_loss,
    shown_options,
)
from yahtzee_tui.tui.views.table_words import fit_cells

BEST_MARK = "▸ "
# Columns of one figure ("229.4", "+12.5", "−11.4").
FIGURE_WIDTH = 6
# Dice listed in an option's words ("hold 4 4 6 6"), closed up when the panel is narrow.
SPACE_BETWEEN_DICE = re.compile(r"(?<=\d) (?=\d)")


def close_up_dice(words: str) -> str:
    """`words` with the dice written together ("hold 4466"): shorter, the figures stay."""
    return SPACE_BETWEEN_DICE.sub("", words)


class HintPanel(Widget):
    """Shows the `hint` bound to it, laid out to the panel's width."""

    DEFAULT_CSS = """
    HintPanel {
        height: auto;
        color: $foreground;
    }
    """

    hint: reactive[HintView | None] = reactive(None, layout=True)
    # Options listed: fewer on a short terminal, where the log needs a line too.
    options_shown: reactive[int] = reactive(HINTS_SHOWN, layout=True)

    def render(self) -> Content:
        hint = self.hint
        if hint is None:
            return Content()
        state = hint.state
        rules = state.ruleset
        title = Content.styled(advisor_title(rules), "italic $foreground-muted")
        if hint.note is not None or hint.advice is None:
            note = Content.styled(hint.note or _(PREPARING), "italic")
            return Content("\n").join([title, note])
        advice = list(hint.advice)
        if not state.has_rolled:
            return Content("\n").join([title, Content(before_the_roll(state, advice))])
        width = self.content_size.width or 30
        numbers = 2 * FIGURE_WIDTH + 1
        rows = self._rows(hint, advice)
        room = width - cell_len(BEST_MARK) - numbers - 1
        if any(cell_len(words) > room for words, _, _ in rows):
            rows = [(close_up_dice(words), option, kind) for words, option, kind in rows]
        longest = max((cell_len(words) for words, _, _ in rows), default=0)
        words_width = max(4, min(longest, room))
        lines = [title]
        top = advice[0].expected_score  # every loss is against the best option
        for words, option, kind in rows:
            best = kind == "best"
            value = figure(rules, option.expected_score)
            loss = shown_loss(rules, top, option.expected_score)
            shown = f"{value:>{FIGURE_WIDTH}} {loss:>{FIGURE_WIDTH}}"
            style = {"best": "bold $text-success", "held": "$text-warning"}.get(kind, "")
            style = "bold $text-warning" if kind == "call" else style
            lines.append(
                Content.assemble(
                    (BEST_MARK if best else " " * cell_len(BEST_MARK), style),
                    (fit_cells(words, words_width), style),
                    " ",
                    (shown, "bold" if best else "$foreground-muted"),
                )
            )
        return Content("\n").join(lines)

    def _rows(self, hint: HintView, advice: list[Advice]) -> list[tuple[str, Advice, str]]:
        """(words, option, kind) of each line: the best few options ("best", "other"), then
        what the dice held now are worth when that is not among them ("held"), and the CALL
        the cursor offers ("call"). The option matching the dice held now reads "held 3 3"
        rather than "hold 3 3"."""
        state = hint.state
        rules = state.ruleset
        shown = shown_options(state, advice)[: self.options_shown]
        held = held_option(state, advice)
        rows = []
        for rank, option in enumerate(shown):
            words = held_words(option) if option == held else option_words(rules, option)
            rows.append((words, option, "best" if rank == 0 else "other"))
        if held is not None and held not in shown:
            rows.append((held_words(held), held, "held"))
        offered = call_option(advice, hint.call_row)
        if offered is not None and offered not in shown:
            rows.append((option_words(rules, offered), offered, "call"))
        return rows
