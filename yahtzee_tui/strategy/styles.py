"""The names of the ways the program plays: the computer players' levels, the styles a
simulation compares, the rule sets solved exactly. Plain words, so that the command line
offers them without loading the solver."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from yahtzee_tui.game import Player

# `win` plays for the win rather than the points (in Yamb, its last cells with the expert's values).
WIN_LEVEL = "win"
# At Yamb the win level plays for the win once it has this many cells open or fewer
# (`yamb_win`); before that, for points with the expert's values.
YAMB_WIN_CELLS = 3
# What advice plays for unless told otherwise (`goals`).
POINTS_GOAL = "points"
COMPUTER_LEVELS = ("easy", "medium", "expert", WIN_LEVEL)
# The levels a network table offers (its protocol's): the win level is for local games.
TABLE_LEVELS = tuple(level for level in COMPUTER_LEVELS if level != WIN_LEVEL)
DEFAULT_LEVEL = "medium"
ONE_TURN = "one-turn"
PLAYING_STYLES = (*COMPUTER_LEVELS, ONE_TURN)
OPTIMAL = "optimal"
STYLES = (OPTIMAL, *PLAYING_STYLES)
# Solvable rule sets; Yamb's sheet is far too large for an exact solution.
SOLVABLE = ("yahtzee", "yahtzee_free_joker", "yahtzee_no_bonus", "yatzy")


def player_level(player: Player) -> str:
    """The level a player plays at: its own when it is one of COMPUTER_LEVELS, else the default."""
    return player.level if player.level in COMPUTER_LEVELS else DEFAULT_LEVEL
