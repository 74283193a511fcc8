"""Yamb's presets in the player's words, made from the house rules' data (never per preset)."""

from __future__ import annotations

from yahtzee_tui.engine import MAIN_RULE_SETS, YAMB_PRESETS, get_rules, table_options
from yahtzee_tui.engine.rules import yamb_house
from yahtzee_tui.engine.rulesets import numbered
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import N_, _
from yahtzee_tui.tui.views.vocabulary import column_kind_name, row_name, rules_name

OWN_RULES = N_("own rules")


def preset_choices(current: str | None = None) -> list[tuple[str, str]]:
    """(name shown, rule-set id) of each preset; a table of its own rules (`current`, a
    `yamb:` id) is offered too, after them."""
    # Each preset by its rule set's name in the player's words (not its command-line word).
    choices = [(rules_name(get_rules(rules_id)), rules_id) for rules_id in YAMB_PRESETS.values()]
    if current is not None and current not in YAMB_PRESETS.values():
        choices.append((_(OWN_RULES), current))
    return choices


def table_choices(current: str | None = None) -> list[tuple[str, str]]:
    """(rule-set id, name) of each rule set a new table offers: the games, Yamb's presets
    after Yamb, and `current` when it is a Yamb table of its own rules."""
    found = []
    for rules_id in MAIN_RULE_SETS:
        found.append((rules_id, rules_name(get_rules(rules_id))))
        if rules_id == "yamb":
            found += [
                (table, rules_name(get_rules(table)))
                for _word, table in preset_choices(current)
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
    changed = change_words(options)
    if not changed:
        columns = column_list(options.columns)
        return _("The rule book's Yamb: columns {columns}.").format(columns=columns)
    return _("Changes: {changes}.").format(changes="; ".join(changed))


def column_list(kinds: tuple[str, ...]) -> str:
    """A table's columns by name, in order, a kind that comes twice numbered as on the card,
    commas between them (a name may be two words: `OD SREDINE`, `NA DOLE`)."""
    return ", ".join(numbered([column_kind_name(kind) for kind in kinds]))


def change_words(options: yamb_house.YambOptions) -> list[str]:
    """What a table's house rules change from the rule book's Yamb, a few words each, in the
    player's language: made from the options' data as the engine's `changes` is."""
    words = []
    if options.columns != yamb_house.KOCKE.columns:
        words.append(_("columns {columns}").format(columns=column_list(options.columns)))
    if options.trips:
        words.append(
            _("{row} row: three of a face + {bonus}").format(
                row=row_name(get_rules("jamb"), "trips"), bonus=yamb_house.TRIPS_BONUS
            )
        )
    if options.kenta_by_roll:
        points = "/".join(str(value) for value in yamb_house.KENTA_BY_ROLL.values())
        words.append(
            _("{row} {points} by the roll").format(
                row=row_name(get_rules("yamb"), "kenta"), points=points
            )
        )
    if options.five_dice_count:
        words.append(
            _("the best five dice count, no {row}").format(row=row_name(get_rules("yamb"), "royal"))
        )
    if options.bonus == yamb_house.BONUS_STEPS:
        steps = sorted(yamb_house.BONUS_STEPS_TABLE)
        words.append(
            _("upper bonus {bonuses} at {sums}").format(
                bonuses="/".join(f"+{bonus}" for _least, bonus in steps),
                sums="/".join(str(least) for least, _bonus in steps),
            )
        )
    if options.needs_two_players:
        words.append(_("2 or more players"))
    return words
