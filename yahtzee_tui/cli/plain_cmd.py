"""`yahtzee-tui --plain`: the game in plain lines (`yahtzee_tui/plain`), on the same save slot
and lock as the full-screen app. With no game options it resumes the newest game in play, else
starts one set up as the last game was (or Yahtzee for Player 1), and says so."""

from __future__ import annotations

import argparse
import contextlib
import sys

from yahtzee_tui.cli.launch import launch, print_notes
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, Player, new_game
from yahtzee_tui.i18n import _
from yahtzee_tui.plain.conversation import Conversation
from yahtzee_tui.storage.settings import Settings, load_settings, save_settings
from yahtzee_tui.storage.syncing import BackgroundSync
from yahtzee_tui.tui.views.names import speak_names

DEFAULT_RULES = "yahtzee"


def _first_game(settings: Settings) -> GameState:
    """A game set up as the last one was, else Yahtzee for Player 1."""
    seats: list[Player | str] = list(settings.last_seats) or [_("Player 1")]
    try:
        return new_game(settings.last_rules or DEFAULT_RULES, seats)
    except GameError:
        return new_game(DEFAULT_RULES, [_("Player 1")])


def run(args: argparse.Namespace, state: GameState | None) -> int:
    """Play `state` (None: the saved game in play, or a new one) in lines on stdin and stdout."""
    if getattr(args, "play_read_only", False):
        raise GameError(_("--plain plays a game: it does not watch one read-only"))
    speak_names()
    resume = getattr(args, "play_resume", False)
    chosen = launch(
        state,
        resume=resume,
        replace=getattr(args, "play_new", False),
        separate=getattr(args, "play_separate", False),
        recover=getattr(args, "play_recover", False),
    )
    print_notes(chosen)
    assert chosen.lock is not None
    settings, _problem = load_settings()
    resumed = chosen.state is None or resume
    game = chosen.state
    if game is None:
        try:
            from yahtzee_tui.storage.saves import load_game

            game = load_game(chosen.lock.save) if chosen.lock.save.exists() else None
        except GameError:
            game = None
    if game is None:
        game, resumed = _first_game(settings), False
    elif state is not None:
        resumed = False
    if not resumed:
        with contextlib.suppress(GameError):  # the set-up is only remembered for next time
            save_settings(settings.with_setup(game.rules_id, game.players))
    syncer = BackgroundSync()
    try:
        talk = Conversation(sys.stdout, chosen.lock.save, syncer)
        return talk.run(game, sys.stdin, resumed=resumed)
    finally:
        chosen.lock.release()
