"""`join`: its arguments."""

from __future__ import annotations

import argparse

from yahtzee_tui.cli.arguments.plain_option import add_plain_table_option
from yahtzee_tui.i18n import _


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "join",
        help=_("join a table hosted over the network"),
        description=_(
            "Join the room CODE on the server at ADDRESS (HOST, HOST:PORT, or a ws:// or "
            "wss:// address). Your seats stay yours if the connection drops: join again to "
            "take them back."
        ),
    )
    parser.add_argument("address", metavar="ADDRESS", help=_("HOST[:PORT], or wss://HOST[:PORT]"))
    parser.add_argument("code", metavar="CODE", help=_("the room code the host passed on"))
    parser.add_argument(
        "--player",
        dest="join_players",
        action="append",
        metavar="NAME",
        help=_("your name at the table; repeat for each player at this keyboard"),
    )
    parser.add_argument(
        "--watch", dest="join_watch", action="store_true", help=_("watch the game without a seat")
    )
    parser.add_argument(
        "--cafile",
        metavar="PEM",
        help=_("for wss://: the certificate to trust (a server with a self-signed one)"),
    )
    add_plain_table_option(parser)
    parser.set_defaults(command="join")
