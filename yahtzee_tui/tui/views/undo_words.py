"""What an undo took back, in words for the status line, and the cell it leaves pointed at."""

from __future__ import annotations

from dataclasses import dataclass

from yahtzee_tui.game import GameState
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
    """What the undo from `before` to `after` took back; None when `after` is no undo of it
    (a move, or another game)."""
    kept = len(after.history)
    same_game = (before.rules_id, before.seed, before.players) == (
        after.rules_id,
        after.seed,
        after.players,
    )
    if not same_game or kept > len(before.history) or before.history[:kept] != after.history:
        return None
    undone = [event for event in before.history[kept:] if event.kind in TAKEN_BACK]
    if undone:
        event = undone[-1]
        return TakenBack(TAKEN_BACK[event.kind], event.cell)
    if kept == len(before.history) and before.held != after.held:
        return TakenBack(TAKEN_BACK["hold"], None)
    return None
