"""What an undo took back, in words for the status line, and the cell it leaves pointed at."""

from __future__ import annotations

from dataclasses import dataclass

from yahtzee_tui.game import GameState
from yahtzee_tui.game.assistance import UNDO
from yahtzee_tui.i18n import N_

# Translated where they are said: the table's status line and the line mode's news.
TAKEN_BACK = {
    "hold": N_("The hold is taken back."),
    "call": N_("The call is taken back."),
    "score": N_("The score is taken back."),
    "name": N_("The naming is taken back."),
}


@dataclass(frozen=True)
class TakenBack:
    words: str  # the msgid to say
    cell: str | None  # the cell a score taken back was written in: pointed at again


def taken_back(before: GameState, after: GameState) -> TakenBack | None:
    """What the undo from `before` to `after` took back, as the game marked it
    (`game.assistance.undo_mark`); None when `after` adds no undo mark to `before`."""
    kept = len(before.marks)
    if after.marks[:kept] != before.marks:
        return None  # another game
    undos = [mark for mark in after.marks[kept:] if mark.kind == UNDO]
    words = TAKEN_BACK.get(undos[-1].undone or "") if undos else None
    if words is None:
        return None
    mark = undos[-1]
    return TakenBack(words, mark.cell if mark.undone == "score" else None)
