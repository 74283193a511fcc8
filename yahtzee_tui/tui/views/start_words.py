"""The start screen's sentences in the player's words."""

from __future__ import annotations

from yahtzee_tui.game import GameState
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
