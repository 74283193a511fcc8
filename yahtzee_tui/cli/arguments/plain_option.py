"""`--plain` at a network table, as `host` and `join` both take it."""

from __future__ import annotations

import argparse

from yahtzee_tui.i18n import _


def add_plain_table_option(parser: argparse.ArgumentParser) -> None:
    """`--plain` / `--no-plain`: the table in lines or on the full screen (unsaid: the
    plain setting decides)."""
    parser.add_argument(
        "--plain",
        dest="play_plain",
        action=argparse.BooleanOptionalAction,
        default=argparse.SUPPRESS,
        help=_(
            "sit at the table in plain lines, for a screen reader "
            "(--no-plain: the full screen; by default the plain setting)"
        ),
    )
