"""Yamb's presets in the player's words, made from the house rules' data (never per preset)."""

from __future__ import annotations

from yahtzee_tui.engine import MAIN_RULE_SETS, YAMB_PRESETS, changes, get_rules, table_options
from yahtzee_tui.engine.rulesets import COLUMN_WORDS
from yahtzee_tui.errors import GameError

OWN_RULES = "own rules"


def preset_choices(current: str | None = None) -> list[tuple[str, str]]:
    """(word shown, rule-set id) of each preset; a table of its own rules (`current`, a
    `yamb:` id) is offered too, after them."""
    choices = [(preset, rules_id) for preset, rules_id in YAMB_PRESETS.items()]
    if current is not None and current not in YAMB_PRESETS.values():
        choices.append((OWN_RULES, current))
    return choices


def table_choices(current: str | None = None) -> list[tuple[str, str]]:
    """(rule-set id, name) of each rule set a new table offers: the games, Yamb's presets
    after Yamb, and `current` when it is a Yamb table of its own rules."""
    found = []
    for rules_id in MAIN_RULE_SETS:
        found.append((rules_id, get_rules(rules_id).name))
        if rules_id == "yamb":
            found += [
                (table, get_rules(table).name)
                for _, table in preset_choices(current)
                if table != "yamb"
            ]
    return found


def is_yamb_table(rules_id: str | None) -> bool:
    """Whether an id names a Yamb table (a preset or its own rules)."""
    if rules_id is None:
        return False
    try:
        return get_rules(rules_id).is_yamb
    except GameError:  # an id from old settings: not a table
        return False


def preset_summary(rules_id: str) -> str:
    """What a Yamb table changes from the rule book's Yamb, in one or two lines."""
    options = table_options(get_rules(rules_id))
    changed = changes(options)
    if not changed:
        columns = " ".join(COLUMN_WORDS[kind][0] for kind in options.columns)
        return f"The rule book's Yamb: columns {columns}."
    return f"Changes: {'; '.join(changed)}."
