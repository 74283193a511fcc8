"""The `yahtzee-tui` command: the game by default, plus scoring and strategy subcommands."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from yahtzee_tui import __version__, paths
from yahtzee_tui.cli import (
    advise_cmd,
    host_cmd,
    join_cmd,
    play,
    records_cmd,
    review_cmd,
    score_cmd,
    serve_cmd,
    server_cmd,
    simulate_cmd,
    solve_cmd,
)
from yahtzee_tui.cli.output import degrade_unencodable
from yahtzee_tui.cli.parsing import OneLineParser, with_presets
from yahtzee_tui.errors import GameError

# Each module adds its subcommand with `register(subparsers)`; its parser sets `handler`, and
# `uses_home=False` when the command never touches the data or cache folder, and
# `cache_optional=True` when it keeps its tables in memory (and says so) without a cache.
COMMAND_MODULES = [
    score_cmd,
    solve_cmd,
    advise_cmd,
    simulate_cmd,
    records_cmd,
    review_cmd,
    serve_cmd,
    server_cmd,
    host_cmd,
    join_cmd,
]


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="yahtzee-tui",
        description="Yahtzee, Yatzy and Yamb in the terminal, with an optimal-strategy advisor.",
    )
    parser.add_argument("--version", action="version", version=f"yahtzee-tui {__version__}")
    play.add_arguments(parser)
    with_presets(parser)
    subparsers = parser.add_subparsers(title="commands", metavar="COMMAND")
    for module in COMMAND_MODULES:
        module.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    degrade_unencodable()
    parser = build_parser()
    args = parser.parse_args(argv)
    # No subcommand: the game itself.
    handler = getattr(args, "handler", None) or play.run
    try:
        if getattr(args, "reads_home", False):  # reads only: no folder is made for it
            problem = paths.read_problem()
            if problem is not None:
                raise paths.HomeError(problem)
        elif getattr(args, "uses_home", True):
            kinds = ("data",) if getattr(args, "cache_optional", False) else paths.KINDS
            problem = paths.home_problem(kinds)
            if problem is not None:
                raise paths.HomeError(problem)
        return handler(args)
    except GameError as error:
        print(f"yahtzee-tui: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader has gone (`| head`): stop quietly, with the status Rich gives the same.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
