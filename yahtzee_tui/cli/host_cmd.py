"""`yahtzee-tui host`: a game server in this terminal with one room, and the host's own table.

The server listens while the table is open; others join its room with the code printed here.
The room is saved after every move: `host` started again takes the unfinished room back.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from yahtzee_tui.cli.arguments.host import DEFAULT_NAME
from yahtzee_tui.cli.listening import checked_listening
from yahtzee_tui.cli.net_table import names_arg, run_table
from yahtzee_tui.engine import check_seats, get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import _, translate

if TYPE_CHECKING:
    from yahtzee_tui.net.tables import NetTable


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
    from yahtzee_tui.cli.play import plays_plain

    return run_table(lambda: host_table(plan), _announce, plays_plain(args))


def _announce(table: NetTable) -> None:
    for note in table.notes:
        print(translate(note))
    print(_("Hosting room {code} at {address}").format(code=table.code, address=table.address))
    print(
        _("Others join with: yahtzee-tui join {address} {code} --player NAME").format(
            address=table.address, code=table.code
        )
    )
    sys.stdout.flush()
