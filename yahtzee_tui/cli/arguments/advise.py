"""`advise`: its arguments."""

from __future__ import annotations

import argparse

from yahtzee_tui.cli.parsing import RULES_DEFAULT_YAHTZEE, add_rules_option, rules_help
from yahtzee_tui.i18n import _
from yahtzee_tui.strategy.styles import POINTS_GOAL

SHOWN = 20  # options in the table unless --top says


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "advise",
        help=_("rank every hold and box for the dice on the table"),
        description=_(
            "Rank every option for the dice on the table: each distinct hold while rolls are "
            "left, and each box the dice may go in, with its expected final score and its loss "
            "against the best. Yamb gets the expert's advisor, CALLs included."
        ),
    )
    add_rules_option(parser, rules_help(RULES_DEFAULT_YAHTZEE))
    parser.add_argument("--dice", required=True, help=_("the dice on the table, e.g. 1,3,3,5,6"))
    parser.add_argument(
        "--rolls-left",
        type=int,
        default=2,
        choices=(0, 1, 2),
        help=_("rolls the turn still has: 2 after the first roll (default), 0 after the last"),
    )
    parser.add_argument(
        "--card", help=_("the card so far, e.g. ones=3,chance=22 (Yamb: down.ones=3,...)")
    )
    parser.add_argument("--called", help=_("Yamb: the CALL row announced this turn"))
    parser.add_argument(
        "--goal",
        default=POINTS_GOAL,
        help=_(
            "what to play for: points (the expected final score, default), win (the chance to "
            "win against the --opponent cards) or target=N (the chance to finish with N or "
            "more); Yahtzee and Yatzy, and at Yamb the win in the last 3 cells"
        ),
    )
    parser.add_argument(
        "--opponent",
        action="append",
        default=[],
        metavar="CARD",
        help=_("with --goal win: another player's card, like --card; repeatable"),
    )
    parser.add_argument(
        "--top",
        type=int,
        help=_("print only the best N options (the table: the best {shown} unless told)").format(
            shown=SHOWN
        ),
    )
    parser.add_argument("--json", action="store_true", help=_("print the options as JSON"))
    parser.set_defaults(command="advise", cache_optional=True)
