"""`solve`: its arguments."""

from __future__ import annotations

import argparse

from yahtzee_tui.cli.parsing import add_rules_option
from yahtzee_tui.i18n import _
from yahtzee_tui.strategy.styles import SOLVABLE


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "solve",
        help=_("solve a rule set for optimal play and print its expected score"),
        description=_(
            "Build (or load from the cache) the optimal-play table of a rule set and print the "
            "expected final score of an empty card. For Yamb, which has no exact solution, "
            "fit (or load) the expert's value tables by self-play."
        ),
    )
    add_rules_option(
        parser,
        _("rule set: {games} or yamb (default yahtzee)").format(games=", ".join(SOLVABLE)),
    )
    parser.add_argument(
        "--rebuild", action="store_true", help=_("build again even when a cached table exists")
    )
    parser.add_argument("--json", action="store_true", help=_("print the result as JSON"))
    parser.set_defaults(command="solve", cache_optional=True)
