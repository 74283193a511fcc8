"""Messages of the table: widgets post them, the table screen turns them into moves."""

from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message

from yahtzee_tui.strategy import Move


@dataclass
class CellChosen(Message):
    """The player chose the cell pointed at (enter, or a click on it); None: nothing was
    pointed at this roll."""

    key: str | None


@dataclass
class CursorMoved(Message):
    """The scorecard cursor rests on another cell (None: on no cell)."""

    key: str | None


@dataclass
class AdvisorReady(Message):
    """The advisor of a rule set is ready (or failed for good): who waited looks again."""

    rules_id: str


@dataclass
class ComputerMove(Message):
    """A computer player chose its next move."""

    move: Move


@dataclass
class MoveRefused(Message):
    """The server refused what this terminal asked: the reason, for the status line."""

    reason: str
