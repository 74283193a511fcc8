"""One short name per Yamb column in each language: the card's header, the hint panel, the
log and the coach's notes name a column by its name or by that one short name, never a third
form ("PROSTA 1", then "PR.1" everywhere, never "PROS.1" beside it)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from rich.cells import cell_len

from yahtzee_tui.engine import OFFERED_RULE_SETS, RuleSet
from yahtzee_tui.engine.rules import yamb_house
from yahtzee_tui.engine.rulesets import options_rules
from yahtzee_tui.game import new_game
from yahtzee_tui.game.moves import SCORE
from yahtzee_tui.strategy import Advice
from yahtzee_tui.tui.views.card_view import card_view
from yahtzee_tui.tui.views.card_words import short_cell_name, shortest_cell_name
from yahtzee_tui.tui.views.log_words import log_lines
from yahtzee_tui.tui.views.verdicts import Verdict
from yahtzee_tui.tui.views.vocabulary import column_name, short_column_name
from yahtzee_tui.tui.widgets.hint_panel import shorter

EVERY_COLUMN = options_rules(
    yamb_house.YambOptions(
        (
            yamb_house.DOWN,
            yamb_house.UP,
            yamb_house.FREE,
            yamb_house.FREE,
            yamb_house.ANNOUNCE,
            yamb_house.DIRECTED,
            yamb_house.BOTH_ENDS,
            yamb_house.MIDDLE,
        )
    )
)
ONE_FREE = options_rules(
    yamb_house.YambOptions((yamb_house.FREE, yamb_house.BOTH_ENDS, yamb_house.UP, yamb_house.DOWN))
)
YAMB_RULES = [r for r in OFFERED_RULE_SETS.values() if r.is_yamb] + [EVERY_COLUMN, ONE_FREE]


def named(text: str, name: str) -> bool:
    """Whether `text` has `name` as words of its own (not inside a longer word), or in
    brackets after the row (hr "Jedinice (DOLJE)")."""
    return re.search(rf"(?<![^\s(]){re.escape(name)}(?![^\s)])", text) is not None


def places(rules: RuleSet, column: str) -> Iterator[str]:
    """Every text that names a cell of `column`: its names, the hint panel's words at every
    width, and the coach's note on it in logs of every width."""
    state = new_game(rules.id, ["Ann", "Bob"], 1)
    other = next(c for c in rules.column_ids if c != column) if len(rules.column_ids) > 1 else None
    for row in rules.box_ids:
        yield short_cell_name(rules, column, row)
        yield shortest_cell_name(rules, column, row)
        option = Advice(SCORE, 0.0, box=row, column=column, points=24, loss=12.3)
        for room in range(8, 40):
            yield shorter(rules, option, room)
        if other is not None:
            chosen = Advice(SCORE, -12.3, box=row, column=other, points=24, loss=12.3)
            note = Verdict(chosen, option).text(rules)
            for width in (26, 30, 36, 44, 60):
                for line in log_lines(state, {0: note}, width)[1:]:  # after who starts
                    yield "".join(part if isinstance(part, str) else part[0] for part in line)


@pytest.mark.parametrize("rules", YAMB_RULES, ids=lambda r: r.id)
def test_a_column_has_one_short_name_everywhere(language, rules):
    state = new_game(rules.id, ["Ann", "Bob"], 1)
    view = card_view(state)
    for index, column in enumerate(rules.column_ids):
        full, short = column_name(rules, column), short_column_name(rules, column)
        assert cell_len(short) <= 5, short
        assert view.headers[index] in (full, short)
        assert view.short_headers[index] == short
        for text in places(rules, column):
            assert named(text, full) or named(text, short), (column, text)


@pytest.mark.parametrize("rules", YAMB_RULES, ids=lambda r: r.id)
def test_short_names_tell_the_columns_apart(language, rules):
    shorts = [short_column_name(rules, column) for column in rules.column_ids]
    assert len(set(shorts)) == len(shorts), shorts
