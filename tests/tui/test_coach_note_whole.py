"""A coach's note in the log says a move made as made ("zadržano 1", not the imperative
"zadrži 1" the hint panel offers), and is one whole line of the log at 80x24 and 100x32 in
every language and rule set: a note on two lines would leave a log scrolled by a row opening
on its second line."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from rich.cells import cell_len

from yahtzee_tui.engine import OFFERED_RULE_SETS
from yahtzee_tui.game import new_game, roll
from yahtzee_tui.game.moves import CALL, HOLD, SCORE
from yahtzee_tui.i18n import _
from yahtzee_tui.strategy import Advice
from yahtzee_tui.tui.views.chance_words import swing_words
from yahtzee_tui.tui.views.hints import Verdict
from yahtzee_tui.tui.views.note_fit import SWING_SEAM
from yahtzee_tui.tui.views.table_words import log_lines

# The log's width with hints on at 80 columns (on a terminal tall enough) and at 100x32.
WIDTHS = (28, 44)


def plain(words) -> str:
    return "".join(part if isinstance(part, str) else part[0] for part in words)


def holds(rules) -> list[Advice]:
    return [
        Advice(HOLD, 0.0, hold=(1, 2, 3, 4, 5, 6)[: rules.dice - 1]),
        Advice(HOLD, 0.0, hold=(1,)),
        Advice(HOLD, 0.0, hold=()),
    ]


def choices(rules) -> Iterator[Advice]:
    """Moves a note may name: holds, rerolling all, a few cells scored, a CALL."""
    yield from holds(rules)
    columns = rules.column_ids if rules.is_yamb else [None]
    for column in columns:
        for row in rules.box_ids[5::4]:
            yield Advice(SCORE, 0.0, box=row, column=column, points=66)
    if rules.is_yamb:
        yield Advice(CALL, 0.0, box=rules.box_ids[-1], column="call")


@pytest.mark.parametrize("rules", OFFERED_RULE_SETS.values(), ids=list(OFFERED_RULE_SETS))
def test_a_note_says_a_hold_made_as_made(language, rules):
    held = [hold for hold in holds(rules) if hold.hold]
    order = _("hold {dice}").format(dice="").strip()
    for chosen in holds(rules):
        for best in held:
            note = Verdict(replace(chosen, loss=2.5), best).text(rules)
            made = note.partition(",")[0]
            if language != "en":  # English says "hold 1" as a noun: hr "zadrži 1" is an order
                assert not made.startswith(order), note
            if chosen.hold:
                dice = " ".join(map(str, chosen.hold))
                assert made.startswith(_("held {dice}").format(dice=dice)), note
            else:
                assert made.startswith(_("held nothing")), note
                assert _("reroll all") not in made, note


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("rules", OFFERED_RULE_SETS.values(), ids=list(OFFERED_RULE_SETS))
def test_every_coach_note_is_one_whole_line_of_the_log(language, rules, width):
    state = roll(new_game(rules.id, ["Ann", "Bob"], 1))
    bare = len(log_lines(state, {}, width))
    at = len(state.history) - 1
    for chosen in choices(rules):
        for best in choices(rules):
            if best == chosen:
                continue
            for loss in (0.0, 31.3):
                note = Verdict(replace(chosen, loss=loss), best).text(rules)
                for said in (note, f"{note}{SWING_SEAM}{swing_words(0.41, 0.35)}"):
                    lines = [plain(words) for words in log_lines(state, {at: said}, width)]
                    assert len(lines) == bare + 1, lines[bare - 1 :]
                    shown = [line for line in lines if "↳" in line]
                    assert len(shown) == 1, lines
                    assert cell_len(shown[0]) <= width and "…" not in shown[0], shown
