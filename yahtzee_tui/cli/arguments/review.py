"""`review`: its arguments."""

from __future__ import annotations

import argparse

from yahtzee_tui.i18n import _

WORST_SHOWN = 10


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "review",
        help=_("every decision of the saved game against the advisor's best"),
        description=_(
            "Review the saved game (the most recently saved one, finished or not; with no "
            "game saved, the last game recorded), or with --game a recorded game (the ids "
            "are in `records`): every hold, call and score against the advisor's best, "
            "the expected points each gave away, each player's accuracy, the worst decisions "
            "first, the help each player had, and the expected final score turn by turn."
        ),
    )
    parser.add_argument(
        "--top",
        type=int,
        default=WORST_SHOWN,
        help=_("worst decisions shown ({n})").format(n=WORST_SHOWN),
    )
    parser.add_argument(
        "--game",
        type=int,
        metavar="ID",
        help=_("review a recorded game, by its id in the records"),
    )
    parser.add_argument("--json", action="store_true", help=_("print the whole review as JSON"))
    parser.set_defaults(command="review", cache_optional=True)
