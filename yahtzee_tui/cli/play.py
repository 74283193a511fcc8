"""The game itself, the command's default:
`yahtzee-tui [--rules R] [--player NAME]... [--computer NAME[:LEVEL]]... [--seed N]`.

With no game options the start screen opens; any of them starts a game straight away, and
`--resume` goes back to the saved game. A new game from the options never replaces a saved game
still in play unless `--new` says so. Players and computers take their seats in the order
given.
"""

from __future__ import annotations

import argparse
import sys

from yahtzee_tui.cli.parsing import rules_arg
from yahtzee_tui.engine import RuleSet
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, Player, new_game
from yahtzee_tui.storage.saves import (
    SaveError,
    has_saved_game,
    load_game,
    quarantine_saved_game,
)
from yahtzee_tui.strategy import COMPUTER_LEVELS, DEFAULT_LEVEL

DEFAULT_RULES = "yahtzee"
DEFAULT_PLAYER = "Player 1"


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
        raise argparse.ArgumentTypeError(f"unknown computer level {level!r}; choose from {choices}")
    return Player(name, kind="computer", level=level)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The game's options, on the main parser (distinct dests: `score` has its own --rules)."""
    group = parser.add_argument_group("game options (skip the start screen)")
    group.add_argument(
        "--rules",
        dest="play_rules",
        type=rules_arg,
        metavar="RULES",
        help="rule set: yahtzee, yatzy, yamb, yahtzee_free_joker or yahtzee_no_bonus",
    )
    group.add_argument(
        "--player",
        dest="play_seats",
        action="append",
        type=human_arg,
        metavar="NAME",
        help="a player's name; repeat for each player, in seat order (1 to 6 seats in all)",
    )
    group.add_argument(
        "--computer",
        dest="play_seats",
        action="append",
        type=computer_arg,
        metavar="NAME[:LEVEL]",
        help=(
            f"a computer player and its level ({', '.join(COMPUTER_LEVELS)}; "
            f"{DEFAULT_LEVEL} by default); repeatable, seated in order with --player"
        ),
    )
    group.add_argument(
        "--seed",
        dest="play_seed",
        type=int,
        metavar="N",
        help="seed the dice for a repeatable game",
    )
    group.add_argument(
        "--resume",
        dest="play_resume",
        action="store_true",
        help="resume the saved game where it was left",
    )
    group.add_argument(
        "--new",
        dest="play_new",
        action="store_true",
        help="start a new game even if a game is saved, replacing the saved one",
    )


def game_from_args(args: argparse.Namespace) -> GameState | None:
    """The game the options ask for, or None for the start screen. GameError when they clash."""
    rules: RuleSet | None = getattr(args, "play_rules", None)
    players: list[Player] | None = getattr(args, "play_seats", None)
    seed: int | None = getattr(args, "play_seed", None)
    replace: bool = getattr(args, "play_new", False)
    if getattr(args, "play_resume", False):
        if rules is not None or players or seed is not None or replace:
            raise GameError(
                "--resume takes the saved game as it is: "
                "drop --rules, --player, --computer, --seed, --new"
            )
        if not has_saved_game():
            raise GameError("there is no saved game to resume")
        return load_game()
    if rules is None and not players and seed is None and not replace:
        return None
    state = new_game(rules or DEFAULT_RULES, players or [DEFAULT_PLAYER], seed)
    free_the_save_slot(replace)
    return state


def free_the_save_slot(replace: bool) -> None:
    """Make way for a new game in the one save slot, as the start screen does: a saved game
    still in play stays unless `replace` (GameError otherwise); a finished one simply gives
    way; an unreadable one is first moved aside (kept, renamed)."""
    if not has_saved_game():
        return
    try:
        saved = load_game()
    except SaveError:
        try:
            kept = quarantine_saved_game()
        except OSError as error:
            raise GameError(f"the unreadable save could not be moved aside: {error}") from None
        print(f"yahtzee-tui: the unreadable saved game is kept as {kept}", file=sys.stderr)
        return
    if saved.is_over or replace:
        return
    from yahtzee_tui.tui.screens.start import saved_game_summary

    raise GameError(
        f"a saved game is in progress ({saved_game_summary(saved).plain}); "
        "resume it with --resume, or add --new to replace it"
    )


def run(args: argparse.Namespace) -> int:
    """Start the app (the start screen, or the game the options ask for)."""
    from yahtzee_tui.tui import make_app

    state = game_from_args(args)
    exit_line = make_app(state).run()
    if exit_line:
        print(exit_line)  # where the game in play is saved and how to resume it
    return 0
