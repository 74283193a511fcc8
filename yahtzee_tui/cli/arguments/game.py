"""The game's own options, on the main parser: the rule set, the seats, a match, the daily
challenge, resuming."""

from __future__ import annotations

import argparse

from yahtzee_tui.cli.parsing import add_option_option, rules_arg, rules_help
from yahtzee_tui.game import Player
from yahtzee_tui.game.matches import MAX_MATCH_GAMES
from yahtzee_tui.i18n import _
from yahtzee_tui.strategy.styles import COMPUTER_LEVELS, DEFAULT_LEVEL


def human_arg(name: str) -> Player:
    """argparse type for --player: a human's seat (the name is checked with the others)."""
    return Player(name)


def computer_arg(text: str) -> Player:
    """argparse type for --computer NAME[:LEVEL]: a computer's seat, at DEFAULT_LEVEL unless
    a level follows the last colon."""
    name, colon, level = text.rpartition(":")
    if not colon:
        name, level = text, DEFAULT_LEVEL
    if level not in COMPUTER_LEVELS:
        choices = ", ".join(COMPUTER_LEVELS)
        said = _("unknown computer level {level}; choose from {choices}")
        raise argparse.ArgumentTypeError(said.format(level=repr(level), choices=choices))
    return Player(name, kind="computer", level=level)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The game's options, on the main parser (distinct dests: `score` has its own --rules)."""
    group = parser.add_argument_group(_("game options (skip the start screen)"))
    group.add_argument(
        "--rules",
        dest="play_rules",
        type=rules_arg,
        metavar="RULES",
        help=rules_help(),
    )
    add_option_option(parser, "play_rules", "play_option", group)
    group.add_argument(
        "--player",
        dest="play_seats",
        action="append",
        type=human_arg,
        metavar="NAME",
        help=_("a player's name; repeat for each player, in seat order (1 to 6 seats in all)"),
    )
    group.add_argument(
        "--computer",
        dest="play_seats",
        action="append",
        type=computer_arg,
        metavar="NAME[:LEVEL]",
        help=_(
            "a computer player and its level ({levels}; {level} by default); repeatable, "
            "seated in order with --player"
        ).format(levels=", ".join(COMPUTER_LEVELS), level=DEFAULT_LEVEL),
    )
    group.add_argument(
        "--seed",
        dest="play_seed",
        type=int,
        metavar="N",
        help=_("seed the dice for a repeatable game"),
    )
    group.add_argument(
        "--games",
        dest="play_games",
        type=int,
        metavar="N",
        help=_("play a match of N games (at most {most}) with the same seats").format(
            most=MAX_MATCH_GAMES
        ),
    )
    group.add_argument(
        "--daily",
        dest="play_daily",
        action="store_true",
        help=_("play today's daily challenge: the same dice for everyone today (one player)"),
    )
    group.add_argument(
        "--resume",
        dest="play_resume",
        action="store_true",
        help=_("resume the saved game where it was left"),
    )
    group.add_argument(
        "--recover",
        dest="play_recover",
        action="store_true",
        help=_(
            "with --resume: resume a save that cannot be replayed from its last consistent "
            "position (the file is kept beside it)"
        ),
    )
    group.add_argument(
        "--new",
        dest="play_new",
        action="store_true",
        help=_("start a new game even if a game is saved, replacing the saved one"),
    )
    group.add_argument(
        "--separate",
        dest="play_separate",
        action="store_true",
        help=_(
            "play a separate game, saved apart, beside the saved game (in play here or open "
            "in another yahtzee-tui)"
        ),
    )
    group.add_argument(
        "--plain",
        dest="play_plain",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=_(
            "play in plain lines, for a screen reader: one sentence per event, commands typed "
            "(--no-plain: the full screen; by default the plain setting)"
        ),
    )
    group.add_argument(
        "--read-only",
        dest="play_read_only",
        action="store_true",
        help=_(
            "with --resume: watch the saved game as another copy plays it, making no move "
            "and writing nothing"
        ),
    )
