"""The hint panel: the advisor's best options for the dice on the table, the best marked."""

from __future__ import annotations

from rich.cells import cell_len, set_cell_size
from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.game.moves import HOLD
from yahtzee_tui.i18n import _
from yahtzee_tui.strategy import Advice
from yahtzee_tui.tui.state.advising import PREPARING
from yahtzee_tui.tui.views.hints import (
    HINTS_SHOWN,
    HintView,
    advisor_titles,
    before_the_roll,
    call_option,
    column_heading,
    figure,
    held_option,
    held_words,
    option_forms,
    panel_words,
    same_option,
    short_hold_words,
    shown_loss,
    shown_options,
)
from yahtzee_tui.tui.views.table_words import fit_cells

BEST_MARK = "▸ "


def hold_short(words: str, option: Advice, kind: str) -> str:
    """A hold's `words` shorter (`short_hold_words`: its verb kept, the dice apart). Only a
    hold's with dice to keep: "reroll all" and a cell's words stay."""
    if option.action != HOLD or not option.hold:
        return words
    return short_hold_words(option, kind == "held")


def fit_title(titles: list[str], width: int) -> str:
    """The first of a heading's forms (longest first) that fits the panel's width, else the
    shortest cut to it (its end gives way: "…")."""
    fitting = next((title for title in titles if cell_len(title) <= width), None)
    return fitting if fitting is not None else fit_cells(titles[-1], width).rstrip()


def shorter(rules: RuleSet, option: Advice, room: int) -> str:
    """The longest of an option's words (`option_forms`) that fits `room` cells, else its
    shortest."""
    return alike_forms(rules, [option], room)[0]


def alike_forms(rules: RuleSet, options: list[Advice], room: int) -> list[str]:
    """The options' words in one shape (`option_forms`), the longest in which every one fits
    `room` cells (all with their verb, or all by the card's names alone), each line in the
    longest form of that shape that fits it; else each in its shortest."""
    forms = [
        [
            tuple(
                dict.fromkeys(
                    said for words in shape for said in (words, hold_short(words, option, ""))
                )
            )
            for shape in option_forms(rules, option)
        ]
        for option in options
    ]
    levels = max((len(each) for each in forms), default=0)
    for level in range(levels):
        shapes = [each[min(level, len(each) - 1)] for each in forms]
        words = [next((said for said in shape if cell_len(said) <= room), None) for shape in shapes]
        if all(said is not None for said in words):
            return [said for said in words if said is not None]
    return [each[-1][-1] for each in forms]


HEADING_GAP = 3


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
    listed = 0  # the option lines the last render showed

    def __init__(self, *, made: tuple[Advice, str] | None = None, id: str | None = None) -> None:
        """`made`: a reviewed position's move, the option it took and its words as made
        ("rerolled all", "scored Chance 22"): listed wherever it ranks, in those words and
        marked, in the place of the dice held now."""
        super().__init__(id=id)
        self.made = made

    def render(self) -> Content:
        hint = self.hint
        self.listed = 0
        if hint is None:
            return Content()
        state = hint.state
        rules = state.ruleset
        width = self.content_size.width or 30
        goal = hint.objective
        titles = advisor_titles(rules) if goal is None else goal.titles()
        title = Content.styled(fit_title(titles, width), "italic $foreground-muted")
        if hint.note is not None or hint.advice is None:
            note = Content.styled(hint.note or _(PREPARING), "italic")
            return Content("\n").join([title, note])
        advice = list(hint.advice)
        if not state.has_rolled:
            return Content("\n").join([title, Content(before_the_roll(state, advice))])
        rows = self._rows(hint, advice)
        self.listed = len(rows)
        top = rows[0][1].expected_score  # every loss is against the best line
        chosen = [option for _words, option, _kind in rows]
        values = [figure(rules, option.expected_score) for option in chosen]
        # Under an objective, its chance stands where the points lost stand otherwise.
        seconds = [
            goal.chance(option)
            if goal is not None
            else shown_loss(rules, top, option.expected_score)
            for option in chosen
        ]
        # The heading only over figures: no chance worked out yet, no column to head.
        heading = column_heading(goal) if any(seconds) else ""
        value_width = max(map(cell_len, values))
        if goal is not None and goal.alike(chosen):
            # Chances alike in whole points take a tenth where the words keep their room.
            fine = [goal.chance(option, fine=True) for option in chosen]
            longest = max(cell_len(words) for words, _, _ in rows)
            if _room(width, value_width, heading, fine) >= longest:
                seconds = fine
        if heading and _room(width, value_width, heading, seconds) < _short_holds_width(rows):
            heading = ""  # a hold's dice come before the column's heading: never cut short
        second_width = max(cell_len(heading), *map(cell_len, seconds))
        numbers = value_width + 1 + second_width
        room = _room(width, value_width, heading, seconds)
        # A hold too long for the line: every hold in its short form, the verb still there.
        if any(cell_len(words) > room for words, option, _ in rows if option.action == HOLD):
            rows = [(hold_short(words, option, kind), option, kind) for words, option, kind in rows]
        # A cell's name too long for the line gives way to the card's short names for it, on
        # every line alike: one line without its verb would read as a name, not a move.
        if any(cell_len(words) > room for words, _, kind in rows if kind != "held"):
            chosen = [option for _, option, kind in rows if kind != "held"]
            forms = iter(alike_forms(rules, chosen, room))
            rows = [
                (words if kind == "held" else next(forms), option, kind)
                for words, option, kind in rows
            ]
        longest = max((cell_len(words) for words, _, _ in rows), default=0)
        # The words' column widens for the whole title beside the last column's heading.
        gap = HEADING_GAP - 2 if heading else -1
        title_words = cell_len(titles[0]) - cell_len(BEST_MARK) - value_width + gap
        words_width = max(4, min(max(longest, title_words), room))
        # The heading over the last column, beside the title: what the figures there are.
        line_width = cell_len(BEST_MARK) + words_width + 1 + numbers
        # A wide gap before the heading, so that it never reads as the title's last word.
        title_room = line_width - second_width - HEADING_GAP
        fitting = next((said for said in titles if cell_len(said) <= title_room), None)
        head_line = title
        if fitting is not None and heading:
            pad = " " * (line_width - cell_len(fitting) - second_width)
            head_line = Content.assemble(
                (fitting, "italic $foreground-muted"),
                pad,
                (heading.rjust(second_width), "italic $foreground-muted"),
            )
        lines = [head_line]
        for (words, _option, kind), value, second in zip(rows, values, seconds, strict=True):
            best = kind == "best"
            shown = f"{value:>{value_width}} {second:>{second_width}}"
            style = {"best": "bold $text-success", "held": "$text-warning"}.get(kind, "")
            style = "bold $text-warning" if kind == "call" else style
            lines.append(
                Content.assemble(
                    (BEST_MARK if best else " " * cell_len(BEST_MARK), style),
                    (_cut(words, words_width), style),
                    " ",
                    (shown, "bold" if best else "$foreground-muted"),
                )
            )
        return Content("\n").join(lines)

    def _rows(self, hint: HintView, advice: list[Advice]) -> list[tuple[str, Advice, str]]:
        """(words, option, kind) of each line, at most `options_shown` of them: the best
        option ("best"), the next best ("other"), what the dice held now are worth when that
        is not among them ("held"), and the CALL the cursor offers ("call"). Short of lines,
        the other options give way first, then the held dice: the best and the CALL stay. The
        option matching the dice held now reads "held 3 3" rather than "hold 3 3"."""
        state = hint.state
        rules = state.ruleset
        ranked_options = shown_options(state, advice)
        held = held_option(state, advice)
        if self.made is not None:  # a reviewed move, not the dice held
            held = next((a for a in advice if same_option(a, self.made[0])), None)
        offered = call_option(advice, hint.call_row)
        extra = [
            (option, kind)
            for option, kind in ((held, "held"), (offered, "call"))
            if option is not None and option not in ranked_options[:1]
        ]
        room = max(1, self.options_shown) - 1  # lines after the best
        extra = extra[max(0, len(extra) - room) :] if room else []
        others = ranked_options[1 : 1 + room]
        while len(others) + sum(option not in others for option, kind in extra) > room:
            others = others[:-1]
        rows = []
        for rank, option in enumerate(ranked_options[:1] + others):
            words = self._held_words(option) if option == held else panel_words(rules, option)
            # A reviewed move is marked as the held dice are, wherever it ranks below the best.
            kind = "held" if self.made is not None and option == held else "other"
            rows.append((words, option, "best" if rank == 0 else kind))
        for option, kind in extra:
            if option not in others:
                words = self._held_words(option) if kind == "held" else panel_words(rules, option)
                rows.append((words, option, kind))
        return rows

    def _held_words(self, option: Advice) -> str:
        """The held dice's line: "held 3 3", or a reviewed move's words as made."""
        return held_words(option) if self.made is None else self.made[1]


def _room(width: int, value_width: int, heading: str, seconds: list[str]) -> int:
    """The cells an option's words have on a line of `width` beside its two figures."""
    second_width = max(cell_len(heading), *map(cell_len, seconds))
    return width - cell_len(BEST_MARK) - (value_width + 1 + second_width) - 1


def _short_holds_width(rows: list[tuple[str, Advice, str]]) -> int:
    """The cells the longest hold among `rows` needs in its short form (0: no hold)."""
    return max(
        (
            cell_len(hold_short(words, option, kind))
            for words, option, kind in rows
            if option.action == HOLD and option.hold
        ),
        default=0,
    )


def _cut(words: str, width: int) -> str:
    """An option's words padded to `width` cells, or cut at its end ("…"): never shortened
    as a name is (`fit_cells` keeps a last number, which would change a hold's dice)."""
    if cell_len(words) <= width:
        return set_cell_size(words, width)
    return set_cell_size(words, width - 1) + "…"
