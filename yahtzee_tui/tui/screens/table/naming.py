"""Yamb's DIRECTED column at the table, apart from the screen: when the player at this
keyboard has to name a cell of the next player's column, the picker opens (`n` opens it
again after Escape); the row chosen goes to the session as a move, like any other."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from textual.screen import Screen

from yahtzee_tui.game import GameState
from yahtzee_tui.game.directed import directed_column
from yahtzee_tui.game.moves import NAME, Move
from yahtzee_tui.i18n import N_, _
from yahtzee_tui.tui.screens.name_cell import NameCellPicker
from yahtzee_tui.tui.views.naming_words import picker_choices, picker_title

NOTHING_TO_NAME = N_("Nothing to name now: a cell is named right after your turn is scored.")


class NamingTable(Protocol):
    """What the picker asks of the table it opens over."""

    def keys_here(self, state: GameState) -> bool: ...

    def play(self, move: Move, then: str | None = None) -> bool: ...

    def say(self, text: str, problem: bool = True) -> None: ...

    def push_picker(
        self, picker: Screen[str | None], done: Callable[[str | None], None]
    ) -> None: ...


class Naming:
    def __init__(self, table: NamingTable, read_only: bool) -> None:
        self.table = table
        self.read_only = read_only
        self.picking = False  # the picker is open

    def due(self, state: GameState | None) -> bool:
        """Whether the player at this keyboard names a cell now."""
        return (
            state is not None
            and state.naming
            and not self.read_only
            and self.table.keys_here(state)
        )

    def follow(self, old: GameState | None, new: GameState | None) -> None:
        """A new position: a naming that has just come to this keyboard opens the picker."""
        if self.due(new) and not self.due(old):
            assert new is not None
            self.open(new)

    def open(self, state: GameState | None) -> None:
        """The picker for the naming due now; else why there is none."""
        if state is None or self.picking:
            return
        if not self.due(state):
            self.table.say(_(NOTHING_TO_NAME), problem=False)
            return
        column = directed_column(state.ruleset)
        self.picking = True

        def chosen(row: str | None) -> None:
            self.picking = False
            if row is not None:
                self.table.play(Move(NAME, box=row, column=column))

        self.table.push_picker(NameCellPicker(picker_title(state), picker_choices(state)), chosen)
