"""The `records` command's daily-challenge and chart options, kept beside its main module."""

from __future__ import annotations

import argparse

from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import _


def add_extra_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--daily",
        nargs="?",
        const="today",
        metavar="DAY",
        help=_(
            "the daily challenge's results of DAY (YYYY-MM-DD; today by default) "
            "and the best daily totals"
        ),
    )
    parser.add_argument(
        "--chart",
        action="store_true",
        help=_(
            "with --player: charts of the player's totals over time, against the optimal "
            "player's distribution and averages per box"
        ),
    )


def extra_wanted(args: argparse.Namespace) -> bool:
    return bool(args.daily is not None or args.chart)


def run_extra(args: argparse.Namespace) -> int:
    if args.daily is not None:
        if args.chart or args.player is not None:
            raise GameError(_("--daily lists everyone's daily results: drop --player and --chart"))
        from yahtzee_tui.cli.records_daily_cmd import print_daily

        return print_daily(None if args.daily == "today" else args.daily, args.rules, args.json)
    if args.player is None or not args.player.strip():
        raise GameError(_("--chart draws one player's games: add --player NAME"))
    if args.json:
        raise GameError(_("--chart draws pictures: drop --json (records --player NAME --json)"))
    from yahtzee_tui.cli.records_chart_cmd import print_charts

    return print_charts(args.player.strip(), args.rules)
