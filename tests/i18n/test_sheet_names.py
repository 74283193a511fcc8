"""The names of the review's table (`../shared/reviews`, section 5) as the catalogues give
them: the Yamb rule sets after the command line's presets, Slovenian Šansa, a held die's mark
as the help names it, and the help's sentence on how sheets differ naming only names players
write."""

from __future__ import annotations

import re

import pytest
from rich.cells import cell_len

from yahtzee_tui import i18n
from yahtzee_tui.engine import OFFERED_RULE_SETS, get_rules
from yahtzee_tui.tui.views.vocabulary import column_name, local_names, row_name, rules_name

OTHER_LANGUAGES = ("hr", "sr", "sl")
# The English names the sentence starts from, and the Serbian alternative it mentions.
ENGLISH_NAMES = {"DOWN", "UP", "CALL", "MIDDLE", "POKER", "KARE"}
# A die's width in cells: its mark when held is over it.
DIE_WIDTH = 9


@pytest.fixture
def speak():
    yield i18n.set_language
    i18n.set_language("en")


def sheet_names(code: str) -> set[str]:
    """Every Yamb column and row name of a language."""
    i18n.set_language(code)
    names = set()
    for rules in OFFERED_RULE_SETS.values():
        if rules.is_yamb:
            names |= {column_name(rules, column) for column in rules.column_ids}
            names |= {row_name(rules, row) for row in rules.box_ids}
    return names


def test_the_help_quotes_only_names_the_countries_write(speak):
    speak("en")
    quoted = set(re.findall(r"[A-ZČĆŽŠĐ]{2,}(?: [A-ZČĆŽŠĐ]{2,})*", local_names()))
    known = set().union(*(sheet_names(code) for code in OTHER_LANGUAGES))
    assert quoted - ENGLISH_NAMES and quoted - ENGLISH_NAMES <= known, quoted - known


@pytest.mark.parametrize("code", OTHER_LANGUAGES)
def test_the_yamb_rule_sets_are_named_for_what_they_are(speak, code):
    speak(code)
    names = {rules_id: rules_name(get_rules(rules_id)) for rules_id in OFFERED_RULE_SETS}
    assert names["yamb"] == "Osnovni jamb" and names["jamb"] == "Jamb"
    assert names["jamb_directed"].startswith("Jamb (dirig")
    assert len(set(names.values())) == len(names)


def test_slovenian_chance_is_sansa(speak):
    speak("sl")
    assert row_name(get_rules("yahtzee"), "chance") == "Šansa"


@pytest.mark.parametrize("code", ["en", *OTHER_LANGUAGES])
def test_a_held_dies_mark_fits_over_it(speak, code):
    speak(code)
    mark = i18n._("HELD {key}").format(key="6")
    assert cell_len(mark) <= DIE_WIDTH
    # The help's line on holding names the mark the die shows.
    help_line = i18n._("hold or free a die (held dice sit lower, marked HELD)")
    assert mark.removesuffix(" 6") in help_line
    if code in ("hr", "sr", "sl"):
        # A state, not the order "DRŽI" (hold!); ZADRŽ. read as a clipped word, and
        # ZADRŽANA 6 is wider than a die at 80x24.
        assert mark == "DRŽANA 6"
        order = i18n._("hold {dice}").format(dice="").strip().upper()
        assert not mark.startswith((order, "DRŽI")), mark
