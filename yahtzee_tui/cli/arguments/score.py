"""`score`: its arguments."""

from __future__ import annotations

import argparse

from yahtzee_tui.cli.parsing import RULES_DEFAULT_YAHTZEE, add_rules_option, rules_help
from yahtzee_tui.i18n import _


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "score",
        help=_("score a roll in a box"),
        description=_("Score a roll: `score --rules yatzy 3 3 3 4 4 full_house` prints 17."),
    )
    add_rules_option(parser, rules_help(RULES_DEFAULT_YAHTZEE))
    parser.add_argument("--card", help=_("the card so far, e.g. yahtzee=50,fours=12"))
    parser.add_argument(
        "--roll",
        dest="turn_roll",
        type=int,
        choices=(1, 2, 3),
        default=1,
        help=_("Yamb house rules: the roll of the turn the dice come from (KENTA by roll)"),
    )
    parser.add_argument(
        "--column",
        metavar="COLUMN",
        help=_("Yamb house rules: the column the dice go in (HAND scores KENTA as a first roll)"),
    )
    parser.add_argument(
        "--all",
        action="store_true",
        help=_("print every open box with its points; legal boxes are marked"),
    )
    parser.add_argument(
        "roll",
        nargs="+",
        metavar="DIE_OR_BOX",
        help=_("the dice (3 3 3 4 4 or 3,3,3,4,4), then the box id"),
    )
    parser.set_defaults(command="score", uses_home=False)
