"""Messages the table's widgets post; the table screen turns them into game moves."""

from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message


@dataclass
class CellChosen(Message):
    """The player chose a cell of their card (enter or a click)."""

    key: str


@dataclass
class CursorMoved(Message):
    """The scorecard cursor rests on another cell; `reason` says why it is locked, if it is."""

    key: str | None
    reason: str | None
