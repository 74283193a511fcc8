"""Argument parsing shared by the subcommands: one-line errors and value parsers."""

from __future__ import annotations

import argparse
import sys
import textwrap
from collections.abc import Sequence
from typing import NoReturn

from yahtzee_tui.engine import (
    HOUSE_RULE_SETS,
    RULE_SETS,
    YAHTZEE_BONUS_KEY,
    YAMB_PRESETS,
    RuleSet,
    column_open_rows,
    get_rules,
    parse_cell,
    preset_line,
    with_options,
    yamb_open_rows,
    yamb_order_problem,
)
from yahtzee_tui.engine.rules import yamb_house
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import N_, _, translate

# The (rules, option) destinations a parser joins after parsing: `--option` changes `--rules`.
RULES_OPTIONS = "yamb_rules_options"


def error_line(message: str, command: str = "yahtzee-tui") -> str:
    """One form for every error the command line reports: what is wrong, and where to read
    how the (sub)command is used."""
    said = _("yahtzee-tui: error: {message} (see {command} --help)")
    return said.format(message=message, command=command)


class OneLineParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line on stderr and exit code 2."""

    def error(self, message: str) -> NoReturn:
        print(error_line(message, self.prog), file=sys.stderr)
        raise SystemExit(2)

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        parsed, extras = super().parse_known_args(args, namespace)
        for rules_dest, option_dest in getattr(self, RULES_OPTIONS, ()):
            text = getattr(parsed, option_dest, None)
            if text is None:
                continue
            rules = getattr(parsed, rules_dest, None)
            try:
                if rules is None:
                    raise GameError(_("--option sets Yamb's house rules: use it with --rules yamb"))
                setattr(parsed, rules_dest, with_options(rules, text))
            except GameError as error:
                self.error(translate(error))
        return parsed, extras


def parse_dice(words: Sequence[str]) -> list[int]:
    """Dice from words like `3 3 4` or `3,3,4`."""
    dice: list[int] = []
    for word in words:
        for part in word.split(","):
            if not part.strip():
                continue
            try:
                dice.append(int(part))
            except ValueError:
                raise GameError(
                    _("dice are whole numbers 1-6, got {value}").format(value=repr(part))
                ) from None
    return dice


def box_id(rules: RuleSet, named: str) -> str:
    """The box `named` by its id or by a name the card shows it by, in English or in the
    language spoken (`aces`, `Lg. straight`, `lg_straight`: case, spaces and marks aside);
    a box no name fits is refused in one line, its ids listed."""
    if named in rules.box_ids:
        return named
    from yahtzee_tui.tui.views.vocabulary import row_name, whole_row_name

    wanted = _folded(named)
    for box in rules.box_ids:
        names = (box, rules.box(box).name, row_name(rules, box), whole_row_name(rules, box))
        if wanted in {_folded(name) for name in names}:
            return box
    rules.box(named)  # the unknown box's refusal
    return named


def _folded(text: str) -> str:
    """`text` as names are compared: as the line mode reads them (lower case, no accents),
    letters and digits only."""
    from yahtzee_tui.plain.reading import fold

    return "".join(char for char in fold(text) if char.isalnum())


def parse_card(text: str | None, rules: RuleSet) -> dict[str, int]:
    """A card from `box=points,box=points` (Yamb: `column.row=points`)."""
    card: dict[str, int] = {}
    if not text:
        return card
    for item in text.split(","):
        if not item.strip():
            continue
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep:
            raise GameError(_("--card takes box=points pairs, got {item}").format(item=repr(item)))
        if rules.is_yamb:
            parse_cell(rules, key)
        elif key != YAHTZEE_BONUS_KEY or not rules.yahtzee_bonus:
            key = box_id(rules, key)
        if key in card:
            raise GameError(_("--card names {box} twice").format(box=key))
        try:
            card[key] = int(value)
        except ValueError:
            said = _("{box} takes a whole number of points, got {value}")
            raise GameError(said.format(box=key, value=repr(value.strip()))) from None
    if rules.is_yamb:
        _check_yamb_order(rules, card)
    return card


def _check_yamb_order(rules: RuleSet, card: dict[str, int]) -> None:
    """A Yamb card must be one the column orders allow (DOWN top first, UP bottom first...)."""
    for column in rules.column_ids:
        filled = {key.partition(".")[2] for key in card if key.startswith(f"{column}.")}
        if rules.yamb_options is None:
            problem = yamb_order_problem(column, filled)
        else:
            kind = rules.column_kind(column)
            problem = yamb_house.order_problem(kind, rules.box_ids, filled)
        if problem:
            raise GameError(_("--card: {problem}").format(problem=translate(problem)))


def rules_arg(text: str) -> RuleSet:
    """argparse type for --rules."""
    try:
        return get_rules(text)
    except GameError as error:
        raise argparse.ArgumentTypeError(translate(error)) from None


def presets_epilog() -> str:
    """The Yamb presets, one line each, for a command's --help."""
    lines = "\n".join(
        textwrap.fill(
            translate(preset_line(preset)), 78, initial_indent="  ", subsequent_indent="    "
        )
        for preset in YAMB_PRESETS
    )
    return _("Yamb presets (--rules yamb is kocke):\n{presets}").format(presets=lines)


# What `--rules` says in each command's --help: `rules_help(RULES_DEFAULT_YAHTZEE)`.
RULES_PLAIN = N_("rule set: {games}, or a Yamb preset: {presets} (see --option)")
RULES_DEFAULT_YAHTZEE = N_(
    "rule set (default yahtzee): {games}, or a Yamb preset: {presets} (see --option)"
)
RULES_RECORDS = N_(
    "only this rule set (default: every one played): {games}, or a Yamb preset: {presets} "
    "(see --option)"
)


def rules_help(template: str = RULES_PLAIN) -> str:
    """`--rules` in words, from the rule sets the engine offers (Yamb's presets included);
    `template` is one of the RULES_ sentences above, translated here."""
    return _(template).format(games=", ".join(RULE_SETS), presets=", ".join(HOUSE_RULE_SETS))


def option_help() -> str:
    return _(
        "Yamb's house rules, with --rules yamb (or a Yamb preset): the columns in order, from "
        "{columns}, and the rules {rules}, comma-separated, e.g. "
        "down,up,free,announce,hand,middle,trips"
    ).format(columns=", ".join(yamb_house.COLUMN_KINDS), rules=", ".join(yamb_house.FLAGS))


def add_option_option(
    parser: argparse.ArgumentParser,
    rules_dest: str = "rules",
    option_dest: str = "option",
    group: argparse._ArgumentGroup | None = None,
) -> None:
    """`--option LIST` (in `group` when given), joined to the parser's `--rules` (at
    `rules_dest`) once parsed."""
    (group or parser).add_argument("--option", dest=option_dest, metavar="LIST", help=option_help())
    pairs = list(getattr(parser, RULES_OPTIONS, ()))
    setattr(parser, RULES_OPTIONS, [*pairs, (rules_dest, option_dest)])


def add_rules_option(
    parser: argparse.ArgumentParser, help_text: str, default: str | None = "yahtzee"
) -> None:
    """The `--rules` option every subcommand takes (Yahtzee by default), with `--option`."""
    parser.add_argument(
        "--rules",
        type=rules_arg,
        default=None if default is None else get_rules(default),
        metavar="RULES",
        help=help_text,
    )
    add_option_option(parser)
    with_presets(parser)


def with_presets(parser: argparse.ArgumentParser) -> None:
    """The Yamb presets listed at the end of the parser's --help."""
    parser.epilog = presets_epilog()
    parser.formatter_class = argparse.RawDescriptionHelpFormatter


def yamb_roll_open(rules: RuleSet, column: str, roll: int) -> bool:
    """Whether a Yamb column takes the dice of the turn's `roll` (HAND: the first only)."""
    if rules.yamb_options is None:
        return True
    return roll == 1 or not yamb_house.first_roll_only(rules.column_kind(column))


def open_rows_of(rules: RuleSet, column: str, card: dict[str, int]) -> list[str]:
    """Rows of a Yamb column a card leaves open now, by the table's column order."""
    filled = {key.partition(".")[2] for key in card if key.startswith(f"{column}.")}
    if rules.yamb_options is None:
        return yamb_open_rows(column, filled)
    return column_open_rows(rules, column, filled)
