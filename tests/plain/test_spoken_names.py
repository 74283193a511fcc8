"""The line mode says a Yamb column's name of two words as one name: a capital where it
starts, none in its middle (`Od sredine`, never `Od Sredine`), on the card and in every line."""

from __future__ import annotations

import re

import pytest

from tests.tui.test_column_names import EVERY_COLUMN
from yahtzee_tui.game import new_game
from yahtzee_tui.i18n import set_language
from yahtzee_tui.plain.card import card_lines
from yahtzee_tui.plain.telling import speakable
from yahtzee_tui.tui.views.vocabulary import column_name


@pytest.mark.parametrize("language", ["en", "hr", "sr", "sl"])
def test_a_columns_name_has_a_capital_only_where_it_starts(language):
    set_language(language)
    try:
        rules = EVERY_COLUMN
        state = new_game(rules.id, ["Ana", "Bob"], 1)
        said = "\n".join(speakable(line, ["Ana", "Bob"]) for line in card_lines(state, 0))
        for column in rules.column_ids:
            words = column_name(rules, column).split()
            if len(words) < 2 or not words[1].isalpha():
                continue
            spoken = " ".join([words[0].capitalize(), *(word.lower() for word in words[1:])])
            assert re.search(rf"\b{re.escape(spoken)}\b", said), (spoken, said)
            assert " ".join(word.capitalize() for word in words) not in said
    finally:
        set_language("en")
