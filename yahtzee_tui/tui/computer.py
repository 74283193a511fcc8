"""A computer player's next move at the table, as its level and the advisor allow."""

from __future__ import annotations

from yahtzee_tui.game import GameState
from yahtzee_tui.strategy import Move, next_move, player_level
from yahtzee_tui.tui.state.advising import PREPARING, AdvisorLink

# Computer levels that ask the advisor (and so wait for its table).
ADVISED_LEVELS = ("medium", "expert")


def computer_choice(state: GameState, advisor: AdvisorLink) -> Move | str:
    """The move of the computer whose turn it is, or why it waits (its advisor's table is
    being prepared; the app posts AdvisorReady when it is in). Without an advisor that could
    be prepared it still plays, casually."""
    player = state.current_player
    level = player_level(player)
    if level in ADVISED_LEVELS and advisor.problem(state.ruleset) is not None:
        level = "easy"
    elif level in ADVISED_LEVELS and not advisor.ready(state.ruleset):
        advisor.prepare(state.ruleset)
        return f"{player.name} waits: {PREPARING.lower()}"
    return next_move(state, level)
