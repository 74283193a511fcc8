"""`simulate`: its arguments."""

from __future__ import annotations

import argparse

from yahtzee_tui.engine import RuleSet, find_rules, get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import _, translate
from yahtzee_tui.strategy.styles import STYLES

FAST_GAMES = 10_000  # default games for `optimal` alone
GAMES = 100  # default games otherwise: real games take a moment each
MOST_BINS = 20


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "simulate",
        help=_("play many games under one or more strategies and summarise their scores"),
        description=_(
            "Play many games and print the mean, standard deviation, median, percentiles and "
            "a histogram of the final scores. Several strategies (--strategy expert,medium) "
            "play the same dice; with --players they meet head to head and the win rates are "
            "printed. optimal is the solver's play (Yahtzee and Yatzy); expert, medium and "
            "easy are the computer players; one-turn is Yamb's one-turn advisor."
        ),
    )
    parser.add_argument(
        "--rules",
        type=simulate_rules,
        default=get_rules("yahtzee"),
        help=_(
            "rule set: yahtzee (default), yatzy, yamb, a Yahtzee variant, or a Yamb preset "
            "(kocke is yamb; jamb, jamb_directed)"
        ),
    )
    parser.add_argument(
        "--strategy",
        help=_(
            "one or more of {strategies}, comma-separated (default optimal, or expert for Yamb)"
        ).format(strategies=", ".join(STYLES)),
    )
    parser.add_argument(
        "--games",
        type=int,
        help=_("games to play (default {fast} for optimal alone, {games} otherwise)").format(
            fast=FAST_GAMES, games=GAMES
        ),
    )
    parser.add_argument(
        "--seed", type=int, help=_("seed for the dice: the same seed, the same games")
    )
    parser.add_argument(
        "--players", type=int, default=1, help=_("seats per game; 2 or more plays head to head")
    )
    parser.add_argument(
        "--bin",
        type=int,
        help=_("histogram bin width in points (default: at most {n} bins)").format(n=MOST_BINS),
    )
    parser.add_argument(
        "--card",
        help=_(
            "start from this card, e.g. ones=3,twos=6,chance=22 (Yamb: down.ones=3,...): "
            "the games play the open boxes only, with the strongest strategy"
        ),
    )
    parser.add_argument(
        "--real-games",
        action="store_true",
        help=_(
            "Yamb expert and one-turn solo, and win,optimal head to head: play real games "
            "through the game model rather than the fast games on arrays"
        ),
    )
    parser.add_argument("--json", action="store_true", help=_("print the summary as JSON"))
    parser.set_defaults(command="simulate", cache_optional=True)


def simulate_rules(text: str) -> RuleSet:
    """argparse type for --rules: every rule set the engine knows, Yamb's presets too."""
    try:
        return find_rules("yamb" if text == "kocke" else text)
    except GameError as error:
        raise argparse.ArgumentTypeError(translate(error)) from None
