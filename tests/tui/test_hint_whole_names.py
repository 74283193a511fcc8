"""A hint line names a box whole where it has the room: Slovenian "Velika lestvica", not the
card's "Vel. lestvica", in Yahtzee (whose card says "Lg. straight") and in Yatzy; the short
form only on a line too narrow for the whole name."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from yahtzee_tui.engine import get_rules
from yahtzee_tui.game.moves import HOLD, SCORE
from yahtzee_tui.strategy import Advice
from yahtzee_tui.tui.widgets.hint_panel import alike_forms

# The room an option's words have in the hint panel at 100x32 (a panel of 40 cells less the
# mark and the two figures), and at 80x24.
WIDE, NARROW = 40 - 2 - 13 - 1, 29 - 2 - 13 - 1


def straights() -> list[Advice]:
    return [
        Advice(SCORE, 0.0, box="large_straight", points=40),
        Advice(SCORE, 0.0, box="small_straight", points=30),
        Advice(HOLD, 0.0, hold=(2, 3, 4)),
    ]


@pytest.mark.parametrize("language", ["sl"], indirect=True)
@pytest.mark.parametrize("rules", ["yahtzee", "yatzy"])
def test_a_slovenian_hint_line_names_the_large_straight_whole_where_it_fits(language, rules):
    ruleset = get_rules(rules)
    words = alike_forms(ruleset, straights(), WIDE)
    assert all(cell_len(said) <= WIDE for said in words), words
    assert words[0].startswith("Velika lestvica") and "Vel." not in " ".join(words), words


@pytest.mark.parametrize("language", ["sl"], indirect=True)
@pytest.mark.parametrize("rules", ["yahtzee", "yatzy"])
def test_the_short_name_only_where_the_whole_cannot_fit(language, rules):
    ruleset = get_rules(rules)
    words = alike_forms(ruleset, straights(), NARROW)
    assert all(cell_len(said) <= NARROW for said in words), words
    assert words[0].startswith("Vel. lestvica"), words
