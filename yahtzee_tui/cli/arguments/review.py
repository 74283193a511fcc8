"""`review`: its arguments."""

from __future__ import annotations

import argparse

from yahtzee_tui.i18n import _
from yahtzee_tui.storage.settings import OBJECTIVES

WORST_SHOWN = 10
# What `--goal` may judge by (points, the win): a target needs the one the table found, which
# only the game's own notes or record keep.
GOALS = OBJECTIVES[:2]


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "review",
        help=_("every decision of the saved game against the advisor's best"),
        description=_(
            "Review the saved game (the most recently saved one, finished or not; with no "
            "game saved, the last game recorded), or with --game a recorded game (the ids "
            "are in `records`): every hold, call and score against the advisor's best, "
            "the expected points each gave away, each player's accuracy, the worst decisions "
            "first, the help each player had, and the expected final score turn by turn; "
            "when the game's hints played for the win or a target (or with --goal win), "
            "the choices that gave its chance away."
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
    parser.add_argument(
        "--goal",
        choices=GOALS,
        help=_(
            "judge the choices for the win too (a game of two or more), or by points alone; "
            "without it, by what the game's hints played for"
        ),
    )
    parser.add_argument("--json", action="store_true", help=_("print the whole review as JSON"))
    parser.set_defaults(command="review", cache_optional=True)
