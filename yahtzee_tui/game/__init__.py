"""The game without a screen: an immutable state changed only by pure moves.

What the app renders, what computer players and the advisor read, and what is saved.
"""

from yahtzee_tui.errors import GameError
from yahtzee_tui.game.actions import (
    call,
    call_refusal,
    can_call,
    can_roll,
    can_undo,
    name_cell,
    name_refusal,
    new_game,
    roll,
    roll_refusal,
    score,
    toggle_hold,
    toggle_holds,
    undo,
)
from yahtzee_tui.game.options import ROLL_FIRST, Option, cell_word, options, row_word
from yahtzee_tui.game.replay import replay
from yahtzee_tui.game.standings import Standing, player_totals, standings, winners
from yahtzee_tui.game.state import (
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    ROLLS_PER_TURN,
    Event,
    GameState,
    Player,
    Sheet,
)
from yahtzee_tui.game.turns import seat_order

__all__ = [
    "MAX_NAME_LENGTH",
    "MAX_PLAYERS",
    "ROLLS_PER_TURN",
    "ROLL_FIRST",
    "Event",
    "GameError",
    "GameState",
    "Option",
    "Player",
    "Sheet",
    "Standing",
    "call",
    "call_refusal",
    "can_call",
    "can_roll",
    "can_undo",
    "cell_word",
    "name_cell",
    "name_refusal",
    "new_game",
    "options",
    "player_totals",
    "replay",
    "roll",
    "roll_refusal",
    "row_word",
    "score",
    "seat_order",
    "standings",
    "toggle_hold",
    "toggle_holds",
    "undo",
    "winners",
]
