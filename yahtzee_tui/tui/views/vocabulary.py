"""The game's own words in the player's language: rule sets, boxes, Yamb rows and columns.

The engine names everything in English (`RuleSet.name`, `Box.name`, the columns' names); the
screens and messages call these functions instead, which give the name players of each
language write on their sheets (DOLJE, NA DOLE, NAVZDOL...). A box or column the tables below
do not know keeps the engine's name.

Ambiguous English words carry a context (`pgettext`): a Yamb row ("yamb row"), a Yahtzee or
Yatzy box ("box"), a Yamb column on the sheet ("yamb column") and its one short name ("yamb
column, short", at most 5 cells: the card's narrowest columns at 80x24), used wherever the
name is too long.
"""

from __future__ import annotations

from functools import lru_cache
from string import Formatter

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.engine.box import FACE_WORDS
from yahtzee_tui.engine.rules import yamb_house
from yahtzee_tui.i18n import _, current_language, pgettext

# The widest a column's header is on the card, and its short name (the narrowest column).
HEADER_CELLS, SHORT_COLUMN = 6, 5

UPPER = ("ones", "twos", "threes", "fours", "fives", "sixes")


@lru_cache(maxsize=8)
def _rule_set_names(language: str) -> dict[str, str]:
    return {
        "yahtzee": pgettext("rule set", "Yahtzee"),
        "yahtzee_free_joker": pgettext("rule set", "Yahtzee (free Joker)"),
        "yahtzee_no_bonus": pgettext("rule set", "Yahtzee (no bonus)"),
        "yatzy": pgettext("rule set", "Yatzy"),
        "yamb": pgettext("rule set", "Yamb"),
        "jamb": pgettext("rule set", "Jamb"),
        "jamb_directed": pgettext("rule set", "Jamb (directed)"),
    }


@lru_cache(maxsize=8)
def _rule_set_descriptions(language: str) -> dict[str, str]:
    return {
        "yahtzee": _("The Hasbro classic: 5 dice, 13 boxes, Yahtzee bonus and the forced Joker."),
        "yahtzee_free_joker": _(
            "Yahtzee where a Joker may go in any open box; lower values once its upper box "
            "is filled."
        ),
        "yahtzee_no_bonus": _("Yahtzee without the Yahtzee bonus and without the Joker rule."),
        "yatzy": _("Scandinavian rules: 5 dice, 15 boxes, pairs and straights score their dice."),
        "yamb": _("The Balkan game: 6 dice, 13 rows × 6 columns, each column its own order."),
        "jamb": _(
            "Yamb as played across the region: a hand column, a trips row, kenta by the "
            "roll, the best five of six dice."
        ),
        "jamb_directed": _(
            "Jamb with a directed column: the player before you names its cell (2+ players)."
        ),
    }


@lru_cache(maxsize=8)
def _box_names(language: str) -> dict[str, str]:
    """Every box and row by the engine's English name: Yahtzee's (`Aces`, `3 of a kind`,
    `Sm. straight`), Yatzy's, Yamb's rows (`KENTA`) and Yamb's upper rows as messages name
    them (`Ones`)."""
    return {
        "Aces": pgettext("box", "Aces"),
        "Ones": pgettext("box", "Ones"),
        "Twos": pgettext("box", "Twos"),
        "Threes": pgettext("box", "Threes"),
        "Fours": pgettext("box", "Fours"),
        "Fives": pgettext("box", "Fives"),
        "Sixes": pgettext("box", "Sixes"),
        "One pair": pgettext("box", "One pair"),
        "Two pairs": pgettext("box", "Two pairs"),
        "Three of a kind": pgettext("box", "Three of a kind"),
        "Four of a kind": pgettext("box", "Four of a kind"),
        "3 of a kind": pgettext("box, short", "3 of a kind"),
        "4 of a kind": pgettext("box, short", "4 of a kind"),
        "Full house": pgettext("box", "Full house"),
        "Small straight": pgettext("box", "Small straight"),
        "Large straight": pgettext("box", "Large straight"),
        "Sm. straight": pgettext("box, short", "Sm. straight"),
        "Lg. straight": pgettext("box, short", "Lg. straight"),
        "Chance": pgettext("box", "Chance"),
        "Yahtzee": pgettext("box", "Yahtzee"),
        "Yatzy": pgettext("box", "Yatzy"),
        "MAX": pgettext("yamb row", "MAX"),
        "MIN": pgettext("yamb row", "MIN"),
        "TRIPS": pgettext("yamb row", "TRIPS"),
        "KENTA": pgettext("yamb row", "KENTA"),
        "FULL": pgettext("yamb row", "FULL"),
        "POKER": pgettext("yamb row", "POKER"),
        "YAMB": pgettext("yamb row", "YAMB"),
        "ROYAL": pgettext("yamb row", "ROYAL"),
    }


@lru_cache(maxsize=8)
def _column_names(language: str) -> dict[str, str]:
    return {
        yamb_house.DOWN: pgettext("yamb column", "DOWN"),
        yamb_house.UP: pgettext("yamb column", "UP"),
        yamb_house.FREE: pgettext("yamb column", "FREE"),
        yamb_house.ANNOUNCE: pgettext("yamb column", "CALL"),
        yamb_house.HAND: pgettext("yamb column", "HAND"),
        yamb_house.DIRECTED: pgettext("yamb column", "DIRECTED"),
        yamb_house.BOTH_ENDS: pgettext("yamb column", "BOTH ENDS"),
        yamb_house.MIDDLE: pgettext("yamb column", "MIDDLE"),
    }


# A Yamb column's one short name, wherever its name is too long: the card's header (at most
# 5 cells, the narrowest column), the hint panel, the log and the coach's notes.
@lru_cache(maxsize=8)
def _short_column_names(language: str) -> dict[str, str]:
    return {
        yamb_house.DOWN: pgettext("yamb column, short", "DOWN"),
        yamb_house.UP: pgettext("yamb column, short", "UP"),
        yamb_house.FREE: pgettext("yamb column, short", "FREE"),
        yamb_house.ANNOUNCE: pgettext("yamb column, short", "CALL"),
        yamb_house.HAND: pgettext("yamb column, short", "HAND"),
        yamb_house.MIDDLE: pgettext("yamb column, short", "MID"),
        yamb_house.DIRECTED: pgettext("yamb column, short", "DIR"),
        yamb_house.BOTH_ENDS: pgettext("yamb column, short", "BOTH"),
    }


@lru_cache(maxsize=8)
def _column_rules(language: str) -> dict[str, str]:
    return {
        yamb_house.DOWN: _("fills top to bottom, ones first"),
        yamb_house.UP: _("fills bottom to top, the last row first"),
        yamb_house.FREE: _("any order"),
        yamb_house.ANNOUNCE: _("only the cell announced right after the first roll"),
        yamb_house.HAND: _("any cell, with the dice of the first roll only"),
        yamb_house.DIRECTED: _("only the cell the player before names"),
        yamb_house.BOTH_ENDS: _("from the top and the bottom towards the middle"),
        yamb_house.MIDDLE: _("MAX and MIN first, then outward"),
    }


def rules_name(rules: RuleSet) -> str:
    """A rule set's name: `Yamb`, `Jamb (directed)`..."""
    return _rule_set_names(current_language()).get(rules.id, rules.name)


def game_name(rules: RuleSet) -> str:
    """The start screen's name for a rule set of its list: the rule book's Yamb stands for the
    game, its presets chosen beside it (`Jamb`, where the rule set is `Jamb (kocke)`)."""
    if rules.id == "yamb":
        return pgettext("game", "Yamb")
    return rules_name(rules)


def rules_description(rules: RuleSet) -> str:
    return _rule_set_descriptions(current_language()).get(rules.id, rules.description)


def row_name(rules: RuleSet, row: str) -> str:
    """A box or row as messages name it ("Threes", "MAX", "Full house"; hr "Trojke")."""
    english = rules.box_name(row)
    if rules.is_yamb and row in UPPER:
        english = FACE_WORDS[UPPER.index(row)]
    return _box_names(current_language()).get(english, english)


# Yahtzee's boxes whose names are short on its card ("Lg. straight"), by their whole names.
WHOLE_BOX_NAMES = {"Sm. straight": "Small straight", "Lg. straight": "Large straight"}


def whole_row_name(rules: RuleSet, row: str) -> str:
    """A box by its whole name where its name is a short one (Yahtzee's "Lg. straight" →
    "Large straight", sl "Velika lestvica"), for a line with the room; else `row_name`."""
    whole = WHOLE_BOX_NAMES.get(rules.box_name(row))
    if whole is None or rules.is_yamb:
        return row_name(rules, row)
    return _box_names(current_language()).get(whole, whole)


def box_label(rules: RuleSet, box: str) -> str:
    """A box's label on the card: the engine's (`1`, `KENTA`, `Sm. straight`) in words."""
    if rules.is_yamb and box in UPPER:
        return rules.box_name(box)
    return row_name(rules, box)


def _free_number(column: str) -> str | None:
    return column[-1] if column.startswith("free") and column[-1:].isdigit() else None


def column_name(rules: RuleSet, column: str) -> str:
    """A Yamb column as messages name it: `DOWN`, `FREE 1` (hr `DOLJE`, `SLOBODNA 1`)."""
    kind = rules.column_kind(column)
    number = _free_number(column)
    if number is not None:
        return pgettext("yamb column", "FREE {number}").format(number=number)
    return _column_names(current_language()).get(kind, rules.column_name(column))


def column_kind_name(kind: str) -> str:
    """A kind of Yamb column by name: `DOWN`, `HAND` (hr `DOLJE`, `RUČNA`)."""
    return _column_names(current_language()).get(kind, kind.upper())


def short_column_name(rules: RuleSet, column: str) -> str:
    """A Yamb column's one short name, at most SHORT_COLUMN cells (`FREE 1` → `FR.1`, hr
    `SLOBODNA 1` → `SL.1`): the same on the card, in the hint panel, the log and the notes."""
    number = _free_number(column)
    if number is not None:
        return pgettext("yamb column, short", "FR.{number}").format(number=number)
    kind = rules.column_kind(column)
    return _short_column_names(current_language()).get(kind, rules.column_name(column))


def column_header(rules: RuleSet, column: str) -> str:
    """A Yamb column's header on the card, at most HEADER_CELLS: its name where it fits, else
    its one short name (`DIRECTED` → `DIR`), never a third form."""
    name = column_name(rules, column)
    # Letters of one cell each (DOLJE, ROČNA): len counts the cells, and the command line's
    # light commands, which name the columns, need not load Rich for it.
    return name if len(name) <= HEADER_CELLS else short_column_name(rules, column)


def column_rule(rules: RuleSet, column: str) -> str:
    """How a Yamb column fills, in words."""
    return _column_rules(current_language())[rules.column_kind(column)]


def cell_name(rules: RuleSet, column: str | None, row: str) -> str:
    """A cell as messages name it ("Fours", "DOWN Threes"; hr "Trojke (DOLJE)"). Its own
    entry, apart from the card's short form ("SLOB. 3"): a language orders and joins the
    whole names as its sheets do (hr "SLOBODNA Šestice" would read as a wrong agreement)."""
    if column is None:
        return row_name(rules, row)
    return pgettext("yamb cell by name: column, row", "{column} {row}").format(
        column=column_name(rules, column), row=row_name(rules, row)
    )


def local_names() -> str:
    """The Yamb names that differ between the countries, for the help."""
    return _(
        "Sheets differ from place to place: DOWN is DOLJE in Croatia, NA DOLE in Serbia, "
        "NAVZDOL in Slovenia; UP is GORE, NA GORE, NAVZGOR; CALL is NAJAVA in Croatia and "
        "Serbia, NAPOVED in Slovenia; many Serbian sheets write KARE for POKER."
    )


def fill(template: str, **parts: str | tuple[str, str]) -> tuple[str | tuple[str, str], ...]:
    """A translated sentence as styled words: each `{name}` of `template` replaced by its part,
    a `(text, style)` pair keeping its style. The sentence stays whole for the translator
    (`_("Enter scores {cell}.")`), never pieced together from fragments."""
    words: list[str | tuple[str, str]] = []
    for literal, field, _spec, _conversion in Formatter().parse(template):
        if literal:
            words.append(literal)
        if field is not None:
            words.append(parts[field])
    return tuple(words)
