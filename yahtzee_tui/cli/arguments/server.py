"""`server`: its arguments."""

from __future__ import annotations

import argparse

from yahtzee_tui.cli.listening import add_listening_options
from yahtzee_tui.i18n import _
from yahtzee_tui.net.cluster.limit_defaults import JOIN_ATTEMPTS_PER_MINUTE
from yahtzee_tui.net.limits import Limits


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "server",
        help=_("a game server for network play, with many rooms"),
        description=_(
            "Run a game server without a table of its own. The first player to connect "
            "creates a room and hosts it; others join with its code. Rooms are saved after "
            "every move and resumed when the server starts again."
        ),
    )
    add_listening_options(
        parser,
        tls_help=_("TLS certificate (PEM) to serve wss://"),
        away_help=_(
            "how long a player must be away before the host may seat a computer in "
            "their place (default 60)"
        ),
    )
    parser.add_argument(
        "--rate-limit",
        type=float,
        default=Limits.messages_per_second,
        metavar="N",
        help=_(
            "messages per second one connection may send, in bursts of up to twice that "
            "(default {rate})"
        ).format(rate=f"{Limits.messages_per_second:g}"),
    )
    parser.add_argument(
        "--redis",
        metavar="URL",
        help=_(
            "share the rooms with every server started with the same Redis "
            "(redis://HOST:PORT/DB): a client may connect to any of them, and the rooms of one "
            "that stops are taken over by the others"
        ),
    )
    parser.add_argument(
        "--join-limit",
        type=int,
        default=None,
        metavar="N",
        help=_(
            "attempts to enter a room by its code that one address may make in a minute "
            "(with --redis, counted across every server sharing the rooms; default {limit})"
        ).format(limit=JOIN_ATTEMPTS_PER_MINUTE),
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=1,
        metavar="N",
        help=_(
            "start N server processes sharing the port and (with --redis) the rooms (default 1)"
        ),
    )
    parser.set_defaults(command="server")
