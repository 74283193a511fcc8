"""`yahtzee-tui join HOST[:PORT] CODE --player NAME`: sit at a table another terminal hosts.

The seats' tokens are kept in the data folder: `join` started again (even with no --player)
takes the same seats back. `--watch` joins as a spectator.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from yahtzee_tui.cli.net_table import names_arg, run_table
from yahtzee_tui.i18n import _
from yahtzee_tui.net.address import client_tls, join_target

if TYPE_CHECKING:
    from yahtzee_tui.net.tables import NetTable


def run(args: argparse.Namespace) -> int:
    from yahtzee_tui.net.tables import JoinPlan, join_table

    target, shown, tls = join_target(args.address)
    context = client_tls(args.cafile) if tls else None
    plan = JoinPlan(
        url=target,
        address=shown,
        code=args.code,
        names=names_arg(args.join_players),
        watch=args.join_watch,
        ssl_context=context,
    )
    from yahtzee_tui.cli.play import plays_plain

    return run_table(lambda: join_table(plan), _announce, plays_plain(args))


def _announce(table: NetTable) -> None:
    print(_("At room {code} on {address}").format(code=table.code, address=table.address))
    sys.stdout.flush()
