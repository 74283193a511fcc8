"""Yamb's DIRECTED column at the table, apart from the screen: when the player at this
keyboard has to name a cell of the next player's column, the picker opens (`n` opens it
again after Escape); the row chosen goes to the session as a move, like any other."""

from __future__ import annotations

from yahtzee_tui.game import GameState
from yahtzee_tui.game.directed import directed_column
from yahtzee_tui.game.moves import NAME, Move
from yahtzee_tui.i18n import N_
from yahtzee_tui.tui.screens.name_cell import NameCellPicker
from yahtzee_tui.tui.views.naming_words import picker_choices, picker_title

NOTHING_TO_NAME = N_("Nothing to name now: a cell is named right after your turn is scored.")


def naming_due(state: GameState | None, read_only: bool, keys_here: bool) -> bool:
    """Whether the player at this keyboard (`keys_here`: the one to move in `state`) names a
    cell now."""
    return state is not None and state.naming and not read_only and keys_here


def name_picker(state: GameState) -> NameCellPicker:
    """The picker of the row to name in `state`."""
    return NameCellPicker(picker_title(state), picker_choices(state))


def name_move(state: GameState, row: str) -> Move:
    """The move that names `row` of the next player's DIRECTED column."""
    return Move(NAME, box=row, column=directed_column(state.ruleset))
