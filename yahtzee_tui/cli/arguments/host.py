"""`host`: its arguments."""

from __future__ import annotations

import argparse

from yahtzee_tui.cli.arguments.plain_option import add_plain_table_option
from yahtzee_tui.cli.listening import add_listening_options
from yahtzee_tui.cli.parsing import (
    RULES_DEFAULT_YAHTZEE,
    add_option_option,
    rules_arg,
    rules_help,
    with_presets,
)
from yahtzee_tui.i18n import N_, _
from yahtzee_tui.strategy.styles import TABLE_LEVELS

DEFAULT_NAME = N_("Host")


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "host",
        help=_("host a table others join over the network"),
        description=_(
            "Start a game server with one room and sit at its table. Others join with "
            "`yahtzee-tui join ADDRESS CODE --player NAME`; you set the seats (open for "
            "players, or computers) and start the game from the lobby."
        ),
    )
    parser.add_argument(
        "--rules",
        dest="host_rules",
        type=rules_arg,
        metavar="RULES",
        help=rules_help(RULES_DEFAULT_YAHTZEE),
    )
    add_option_option(parser, "host_rules", "host_option")
    with_presets(parser)
    parser.add_argument(
        "--player",
        dest="host_players",
        action="append",
        metavar="NAME",
        help=_(
            "your name at the table (default {name}); repeat for each player at this keyboard"
        ).format(name=repr(_(DEFAULT_NAME))),
    )
    parser.add_argument(
        "--open",
        dest="host_open",
        type=int,
        default=1,
        metavar="N",
        help=_("seats left open for players who join (default 1)"),
    )
    parser.add_argument(
        "--computer",
        dest="host_computers",
        action="append",
        choices=TABLE_LEVELS,
        metavar="LEVEL",
        help=_("a computer seat at LEVEL ({levels}); repeatable").format(
            levels=", ".join(TABLE_LEVELS)
        ),
    )
    add_listening_options(
        parser,
        tls_help=_("TLS certificate (PEM): players join with wss://"),
        away_help=_(
            "how long a player must be away before you may let a computer play for them "
            "(default 60)"
        ),
    )
    parser.add_argument(
        "--new-room",
        action="store_true",
        help=_("open a new room even if the last room hosted here is unfinished"),
    )
    add_plain_table_option(parser)
    parser.set_defaults(command="host")
