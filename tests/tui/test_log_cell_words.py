"""A score in the log reads as row, column and points at 80x24 and 100x32: an upper row of a
Yamb sheet by its name ("Igrač 1  → Trojke (SLOB.) 6"), never by the sheet's digit beside
the points ("SLOB. 3 6" reads as one number after another)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from rich.cells import cell_len

from yahtzee_tui.engine import OFFERED_RULE_SETS
from yahtzee_tui.game import new_game, roll
from yahtzee_tui.game.state import Event
from yahtzee_tui.tui.views.log_words import log_lines
from yahtzee_tui.tui.views.vocabulary import row_name

# The log's width with hints on at 80 columns and at 100x32.
WIDTHS = (28, 44)
YAMBS = [rules for rules in OFFERED_RULE_SETS.values() if rules.is_yamb]


def plain(words) -> str:
    return "".join(part if isinstance(part, str) else part[0] for part in words)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("rules", YAMBS, ids=lambda rules: rules.id)
def test_an_upper_row_scored_is_named_in_the_log(language, rules, width):
    state = roll(new_game(rules.id, ["Igrač 1", "Računalo 2"], 1))
    column = next(column for column in rules.column_ids if column.startswith("free"))
    for row, points in (("threes", 6), ("sixes", 24)):
        scored = Event("score", 0, 1, state.dice, (False,) * rules.dice, 1, row, column, points)
        shown = replace(state, history=(*state.history, scored))
        line = plain(log_lines(shown, {}, width)[-1])
        assert row_name(rules, row) in line, line
        assert line.endswith(f" {points}") and cell_len(line) <= width, line
