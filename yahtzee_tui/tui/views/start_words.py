"""The start screen's sentences in the player's words."""

from __future__ import annotations

from yahtzee_tui.game import GameState
from yahtzee_tui.game.matches import MAX_MATCH_GAMES
from yahtzee_tui.i18n import N_, _, percentage

# Enter in a field moves on as Tab does: only the Start button or its key starts a game.
KEYS_NOTE = N_("Tab, Enter and arrows move between fields; ctrl+s starts the game.")
DAILY_NOTE = N_("Today's dice, the same for everyone.")
DAILY_TIP = N_("The first seat's player plays today's game alone; everyone's dice are the same.")


def replace_question(state: GameState) -> str:
    """The question before a new game replaces the saved one (names as typed)."""
    names = ", ".join(player.name for player in state.players)
    return _(
        "This replaces the saved game of {players} (turn {turn} of {turns}). Start anyway?"
    ).format(players=names, turn=state.turn, turns=state.turns_total)


def building_words(rules_name: str, done: float) -> str:
    """The line under the set-up while an advisor's table is built in the background."""
    return _("Preparing the advisor for {rules}… {percent}").format(
        rules=rules_name, percent=percentage(int(100 * done))
    )


def typed_numbers(seed_text: str, games_text: str) -> tuple[int | None, int] | str:
    """The seed (None: random rolls) and the games of a match typed on the set-up, or the
    line that says what to type instead."""
    try:
        seed = int(seed_text) if seed_text else None
    except ValueError:
        return _("Dice rolls: a whole number, or empty for random rolls.")
    try:
        games = int(games_text) if games_text else 1
    except ValueError:
        games = 0
    if not 1 <= games <= MAX_MATCH_GAMES:
        said = _("Games: a whole number from 1 to {most}; more than 1 plays a match.")
        return said.format(most=MAX_MATCH_GAMES)
    return seed, games
