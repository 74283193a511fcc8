"""`serve`: its arguments."""

from __future__ import annotations

import argparse

from yahtzee_tui.i18n import _

DEFAULT_BIND = "127.0.0.1"
DEFAULT_PORT = 8000
DEFAULT_MAX_SESSIONS = 8


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "serve",
        help=_("serve the game to web browsers"),
        description=_(
            "Serve the game to web browsers: open the printed address and play, by keyboard "
            "or mouse. Each visit runs its own copy of the game on this machine, with this "
            "machine's saved game and records. There is no password: anyone who can reach "
            "the address can play."
        ),
    )
    parser.add_argument(
        "--bind",
        default=DEFAULT_BIND,
        metavar="ADDRESS",
        help=_(
            "the address to listen on (default {address}, this machine only; "
            "0.0.0.0 or :: opens it to the network)"
        ).format(address=DEFAULT_BIND),
    )
    parser.add_argument(
        "--port",
        type=port_arg,
        default=DEFAULT_PORT,
        help=_("the port to listen on (default {port}; 0 picks a free one)").format(
            port=DEFAULT_PORT
        ),
    )
    parser.add_argument(
        "--max-sessions",
        type=positive_int,
        default=DEFAULT_MAX_SESSIONS,
        metavar="N",
        help=_("games open in browsers at once (default {n})").format(n=DEFAULT_MAX_SESSIONS),
    )
    parser.add_argument(
        "--allow-origin",
        action="append",
        default=[],
        metavar="URL",
        help=_(
            "a page address besides the server's own whose websockets may open games, such as "
            "https://games.example.org behind a reverse proxy (repeatable)"
        ),
    )
    parser.set_defaults(command="serve")


def port_arg(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        port = -1
    if not 0 <= port <= 65535:
        said = _("a port is a number from 0 to 65535, got {value}")
        raise argparse.ArgumentTypeError(said.format(value=repr(text)))
    return port


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        said = _("a whole number of at least 1, got {value}")
        raise argparse.ArgumentTypeError(said.format(value=repr(text)))
    return value
