"""The game itself, the command's default:
`yahtzee-tui [--rules R] [--player NAME]... [--computer NAME[:LEVEL]]... [--seed N] [--games N]`,
or today's daily challenge: `yahtzee-tui --daily [--rules R] [--player NAME]`.

With no game options the start screen opens; any of them starts a game straight away, and
`--resume` goes back to the saved game. A new game from the options never replaces a saved game
still in play unless `--new` says so. Players and computers take their seats in the order
given. Which save slot the game plays, under its lock, is `launch`'s choice; `--separate` plays
beside a saved game open in another copy, and `--resume --read-only` watches a game another copy
plays. The app is handed the slot's lock: it lets it go to take another slot (a saved game
resumed from the start screen, a separate game), and at its end.
"""

from __future__ import annotations

import argparse
import sys
from datetime import date
from typing import TYPE_CHECKING

from yahtzee_tui.cli.launch import launch, print_notes
from yahtzee_tui.cli.terminal_signals import SignalStop
from yahtzee_tui.engine import RuleSet, check_seats, get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, Player, new_game
from yahtzee_tui.game.daily import daily_game
from yahtzee_tui.game.matches import new_match
from yahtzee_tui.i18n import N_, _

if TYPE_CHECKING:
    from yahtzee_tui.tui.app import YahtzeeApp

DEFAULT_RULES = "yahtzee"
DEFAULT_PLAYER = N_("Player 1")


def game_from_args(args: argparse.Namespace) -> GameState | None:
    """The new game the options ask for, or None (the start screen, or `--resume`).
    GameError when they clash."""
    rules: RuleSet | None = getattr(args, "play_rules", None)
    players: list[Player] | None = getattr(args, "play_seats", None)
    seed: int | None = getattr(args, "play_seed", None)
    replace: bool = getattr(args, "play_new", False)
    separate: bool = getattr(args, "play_separate", False)
    resume: bool = getattr(args, "play_resume", False)
    if getattr(args, "play_read_only", False) and not resume:
        raise GameError(_("--read-only watches a saved game: use it with --resume"))
    if getattr(args, "play_recover", False) and not resume:
        raise GameError(_("--recover resumes a damaged saved game: use it with --resume"))
    games: int | None = getattr(args, "play_games", None)
    daily: bool = getattr(args, "play_daily", False)
    if resume:
        if rules is not None or players or seed is not None or replace or separate:
            raise GameError(
                _(
                    "--resume takes the saved game as it is: "
                    "drop --rules, --player, --computer, --seed, --new, --separate"
                )
            )
        if games is not None or daily:
            raise GameError(_("--resume takes the saved game as it is: drop --games, --daily"))
        return None
    if replace and separate:
        raise GameError(_("--new replaces the saved game and --separate keeps it: choose one"))
    if daily:
        return _daily(rules, players, seed, games)
    if rules is None and not players and seed is None and not replace and games is None:
        return None
    seats: list[Player | str] = [*players] if players else [_(DEFAULT_PLAYER)]
    check_seats(get_rules(rules or DEFAULT_RULES), len(seats))
    if games is not None:
        return new_match(rules or DEFAULT_RULES, seats, games, seed)
    return new_game(rules or DEFAULT_RULES, seats, seed)


def _daily(
    rules: RuleSet | None, players: list[Player] | None, seed: int | None, games: int | None
) -> GameState:
    """Today's challenge (the local date) for the one human player named, else the first
    human of the seats last set up (as the start screen remembers them), else Player 1."""
    if seed is not None or games is not None:
        raise GameError(_("--daily takes its dice from the date: drop --seed and --games"))
    if players and (len(players) > 1 or players[0].is_computer):
        raise GameError(_("--daily is played alone: name at most one --player, no --computer"))
    ruleset = rules or get_rules(DEFAULT_RULES)
    check_seats(ruleset, 1)
    player = players[0] if players else _remembered_player()
    name = player.name if isinstance(player, Player) else player
    from yahtzee_tui.storage.records_daily import check_daily_unplayed  # loads SQLite

    check_daily_unplayed(ruleset.id, name, today())
    return daily_game(ruleset, player, today())


def _remembered_player() -> Player | str:
    from yahtzee_tui.storage.settings import load_settings

    settings, _problem = load_settings()  # an unreadable file: no seats remembered
    humans = [seat for seat in settings.last_seats if not seat.is_computer]
    return Player(humans[0].name) if humans else _(DEFAULT_PLAYER)


def today() -> date:
    """The day of the daily challenge: the local date."""
    return date.today()


def run(args: argparse.Namespace) -> int:
    """Start the app (the start screen, or the game the options ask for) on its save slot,
    holding the slot's lock until the app has ended."""
    state = game_from_args(args)
    if plays_plain(args):
        from yahtzee_tui.cli.plain_cmd import run as run_plain

        return run_plain(args, state)
    from yahtzee_tui.tui import collector

    collector.pause()  # until the first frame: the app settles it then
    from yahtzee_tui.tui import make_app

    chosen = launch(
        state,
        resume=getattr(args, "play_resume", False),
        replace=getattr(args, "play_new", False),
        separate=getattr(args, "play_separate", False),
        read_only=getattr(args, "play_read_only", False),
        recover=getattr(args, "play_recover", False),
    )
    print_notes(chosen)
    if chosen.watched is not None:
        app = make_app(chosen.state, save_path=chosen.watched, read_only=True)
    else:
        assert chosen.lock is not None
        app = make_app(chosen.state, lock=chosen.lock)
        app.prepare_ahead = True
    app.keep_styles = True
    try:
        with SignalStop(app) as stop:
            exit_line = app.run()
    finally:
        app.slot.release()  # the lock it was given, or the one it took in its place
        if chosen.lock is not None:
            chosen.lock.release()
    if app.return_code:
        # Textual has printed the error; the game is as it was saved after the last move.
        said = _("yahtzee-tui: stopped by an internal error. {saved}")
        print(said.format(saved=_saved_line(app)), file=sys.stderr)
        return app.return_code
    if exit_line:
        print(exit_line)  # where the game in play is saved and how to resume it
    return stop.exit_code


def plays_plain(args: argparse.Namespace) -> bool:
    """Whether to play in plain lines: `--plain` or `--no-plain`, else the plain setting."""
    chosen: bool | None = getattr(args, "play_plain", None)
    if chosen is not None:
        return chosen
    from yahtzee_tui.storage.settings import load_settings

    return load_settings()[0].plain


def _saved_line(app: YahtzeeApp) -> str:
    try:
        line = app.exit_line()
    except Exception:  # the app is broken already: say only what is sure
        line = None
    return line or _("Nothing of a game in play was lost that had been saved.")
