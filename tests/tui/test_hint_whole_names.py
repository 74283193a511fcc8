"""A hint line names a box whole where it has the room: Slovenian "Velika lestvica", not the
card's "Vel. lestvica", in Yahtzee (whose card says "Lg. straight") and in Yatzy; the short
form only on a line too narrow for the whole name."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from yahtzee_tui.engine import get_rules
from yahtzee_tui.game.moves import HOLD, SCORE
from yahtzee_tui.strategy import Advice
from yahtzee_tui.tui.views.card_words import named_cell_name
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


@pytest.mark.parametrize("language", ["sl"], indirect=True)
def test_the_whole_name_before_the_verb(language):
    # sl "vpiši v polje Vel. lestvica 0" where "Velika lestvica 40" had the room.
    words = alike_forms(get_rules("yahtzee"), straights(), 30)
    assert words[0] == "Velika lestvica 40", words


def test_a_yamb_cell_is_named_as_the_log_names_it_never_by_three_numbers(language):
    # hr "▸ SLOB. 5 20", "NAJAVA 4 12": column, digit and points read as three numbers.
    rules = get_rules("jamb")
    options = [
        Advice(SCORE, 0.0, box="fives", column="free", points=20),
        Advice(SCORE, 0.0, box="ones", column="down", points=3),
        Advice(HOLD, 0.0, hold=(2, 3, 4)),
    ]
    named = [named_cell_name(rules, option.column, option.box) for option in options[:2]]
    room = max(cell_len(f"{name} 20") for name in named)
    words = alike_forms(rules, options, room)
    assert words[0] == f"{named[0]} 20" and words[1] == f"{named[1]} 3", words
