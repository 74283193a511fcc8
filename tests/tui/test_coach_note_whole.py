"""A coach's note in the log says a move made as made ("zadržano 1", not the imperative
"zadrži 1" the hint panel offers), and is whole in the log at 80x24 and 100x32 in every
language and rule set: in the words the status line says it in ("najbolje:", never the hint
panel's "▸"), after the same mark, a note too long for one line going on indented under its
first word."""

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
from yahtzee_tui.tui.views.card_words import CELL_FORMS, in_form
from yahtzee_tui.tui.views.chance_words import swing_words
from yahtzee_tui.tui.views.log_words import log_lines
from yahtzee_tui.tui.views.note_fit import NOTE_MARK, SWING_SEAM
from yahtzee_tui.tui.views.verdicts import Verdict

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


def _behind(chosen: Advice, best: Advice, loss: float) -> Advice:
    """`chosen` as an option `loss` points below `best`."""
    return replace(chosen, expected_score=best.expected_score - loss, loss=loss)


@pytest.mark.parametrize("rules", OFFERED_RULE_SETS.values(), ids=list(OFFERED_RULE_SETS))
def test_a_note_says_a_hold_made_as_made(language, rules):
    held = [hold for hold in holds(rules) if hold.hold]
    order = _("hold {dice}").format(dice="").strip()
    for chosen in holds(rules):
        for best in held:
            note = Verdict(_behind(chosen, best, 2.5), best).text(rules)
            made = note.partition(",")[0]
            if language != "en":  # English says "hold 1" as a noun: hr "zadrži 1" is an order
                assert not made.startswith(order), note
            if chosen.hold:
                dice = " ".join(map(str, chosen.hold))
                assert made.startswith(_("held {dice}").format(dice=dice)), note
            else:
                assert made.startswith(_("rerolled all")), note
                assert _("reroll all") not in made, note


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("rules", OFFERED_RULE_SETS.values(), ids=list(OFFERED_RULE_SETS))
def test_every_coach_note_is_whole_in_the_log_in_one_format(language, rules, width):
    state = roll(new_game(rules.id, ["Ann", "Bob"], 1))
    bare = [plain(words) for words in log_lines(state, {}, width)]
    at = len(state.history) - 1
    label = _("{choice} {loss}, best was {best}").format(choice="", loss="", best="").strip(" ,")
    for chosen in choices(rules):
        for best in choices(rules):
            if best == chosen:
                continue
            for loss in (0.0, 31.3):
                note = Verdict(_behind(chosen, best, loss), best).text(rules)
                for said in (note, f"{note}{SWING_SEAM}{swing_words(0.41, 0.35)}"):
                    lines = [plain(words) for words in log_lines(state, {at: said}, width)]
                    shown = [line for line in lines if line not in bare]
                    assert shown[0].startswith(NOTE_MARK), shown
                    go_on = " " * len(NOTE_MARK)
                    assert all(line.startswith(go_on) for line in shown[1:]), shown
                    assert all(cell_len(line) <= width for line in shown), shown
                    assert "…" not in "".join(shown) and "▸" not in "".join(shown), shown
                    words = " ".join(line.strip() for line in shown).removeprefix("↳ ")
                    forms = [in_form(rules, said, form) for form in CELL_FORMS]
                    assert words in forms, shown
                    if loss:
                        assert label in words, shown
