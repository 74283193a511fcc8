"""`yahtzee-tui host`: a game server in this terminal with one room, and the host's own table.

The server listens while the table is open; others join its room with the code printed here.
The room is saved after every move: `host` started again takes the unfinished room back.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from yahtzee_tui.cli.listening import add_listening_options, checked_listening
from yahtzee_tui.cli.net_table import names_arg, run_table
from yahtzee_tui.cli.parsing import (
    RULES_DEFAULT_YAHTZEE,
    add_option_option,
    rules_arg,
    rules_help,
    with_presets,
)
from yahtzee_tui.engine import check_seats, get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import N_, _, say
from yahtzee_tui.strategy import COMPUTER_LEVELS

if TYPE_CHECKING:
    from yahtzee_tui.net.tables import NetTable

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
        choices=COMPUTER_LEVELS,
        metavar="LEVEL",
        help=_("a computer seat at LEVEL ({levels}); repeatable").format(
            levels=", ".join(COMPUTER_LEVELS)
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
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from yahtzee_tui.net.tables import HostPlan, host_table

    tls = checked_listening(args)
    names = names_arg(args.host_players) or (_(DEFAULT_NAME),)
    computers = tuple(args.host_computers or ())
    if args.host_open < 0:
        raise GameError(_("--open cannot be negative"))
    seats = len(names) + args.host_open + len(computers)
    if seats > 6:
        said = _("a table has at most 6 seats, these options make {seats}")
        raise GameError(said.format(seats=seats))
    rules = args.host_rules.id if args.host_rules is not None else "yahtzee"
    check_seats(get_rules(rules), seats)
    plan = HostPlan(
        rules=rules,
        names=names,
        open_seats=args.host_open,
        computers=computers,
        bind=args.bind,
        port=args.port,
        tls=tls,
        away_timeout=args.away_timeout,
        new_room=args.new_room,
    )
    return run_table(lambda: host_table(plan), _announce)


def _announce(table: NetTable) -> None:
    for note in table.notes:
        print(say(note))
    print(_("Hosting room {code} at {address}").format(code=table.code, address=table.address))
    print(
        _("Others join with: yahtzee-tui join {address} {code} --player NAME").format(
            address=table.address, code=table.code
        )
    )
    sys.stdout.flush()
