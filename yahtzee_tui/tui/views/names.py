"""The game's own names inside the lower layers' sentences, in the player's words.

The engine and the game model name a box, a Yamb cell or a rule set in English (`i18n.Name`);
`i18n.translate` asks the function set here, which takes the words from the vocabulary the screens
use: the command line and the app set it before anything is said.
"""

from __future__ import annotations

from functools import cache

from yahtzee_tui import i18n
from yahtzee_tui.engine import OFFERED_RULE_SETS, find_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.options import cell_word, column_word, row_word, rules_word
from yahtzee_tui.tui.views.vocabulary import cell_name, column_name, rules_name


def local_name(name: i18n.Name) -> str:
    """A rule set, a Yamb column or a box or cell in the player's language; its English when
    its rule set is not one the engine knows."""
    try:
        rules = find_rules(name.rules)
    except GameError:
        return str(name)
    if name.row is not None:
        return cell_name(rules, name.column, name.row)
    if name.column is not None:
        return column_name(rules, name.column)
    return rules_name(rules)


@cache
def _english_names() -> dict[str, i18n.Name]:
    """Every name the game layer puts in its sentences, by its English: the rule sets the
    engine offers, their boxes, Yamb columns and cells (the first rule set to use a name
    decides which it is: they name it alike)."""
    names: dict[str, i18n.Name] = {}
    for rules in OFFERED_RULE_SETS.values():
        found = [rules_word(rules), *(row_word(rules, row) for row in rules.box_ids)]
        for column in rules.column_ids:
            found.append(column_word(rules, column))
            found += [cell_word(rules, column, row) for row in rules.box_ids]
        for name in found:
            names.setdefault(str(name), name)
    return names


def english_name(text: str) -> i18n.Name | None:
    """The game's name `text` is in English (`DOWN Threes`, `Full house`), or None."""
    return _english_names().get(text)


def speak_names() -> None:
    """The game's names in the vocabulary's words, in sentences made here (`Name`s) and in
    English sentences that came as text (a server's refusals)."""
    i18n.set_name_words(local_name)
    i18n.set_english_names(english_name)
