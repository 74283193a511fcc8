"""`records`: its arguments."""

from __future__ import annotations

import argparse

from yahtzee_tui.cli.parsing import RULES_RECORDS, add_rules_option, rules_help
from yahtzee_tui.cli.records_extra import add_extra_options
from yahtzee_tui.i18n import _


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "records",
        help=_("high scores and players' statistics from finished games"),
        description=_(
            "Print the ten best totals by human players for each rule set played, or with "
            "--player a player's games, wins, average, best and worst totals per rule set."
        ),
    )
    add_rules_option(parser, rules_help(RULES_RECORDS), None)
    parser.add_argument("--player", metavar="NAME", help=_("a player's statistics"))
    add_extra_options(parser)
    parser.add_argument("--json", action="store_true", help=_("print the records as JSON"))
    # No --rules means every rule set, not the Yahtzee default the other commands take. The
    # records are only read (a missing database is no game yet): no folder is made for them.
    parser.set_defaults(command="records", rules=None, reads_home=True)
