"""Help a player had during a game: moves taken back and the advisor's hints shown.

Both are marks in the game's own history (`GameState.marks`), so they survive a quit and a
resume and reach the records: a game with any mark is an assisted game. `undo` adds its mark
itself; the table calls `mark_hint` when the advisor's hint shows for a player's position.
"""

from __future__ import annotations

from dataclasses import replace

from yahtzee_tui.game.state import GameState, Mark

UNDO = "undo"
HINT = "hint"
MARK_KINDS = (UNDO, HINT)
UNDONE_MOVES = ("hold", "call", "score", "name")


def undone_moves(state: GameState) -> tuple[Mark, ...]:
    """Every move taken back, in order: who, in which turn and roll, and what it was."""
    return tuple(mark for mark in state.marks if mark.kind == UNDO)


def hints_shown(state: GameState) -> tuple[Mark, ...]:
    """Every position (player, turn, roll) for which the advisor's hint was shown."""
    return tuple(mark for mark in state.marks if mark.kind == HINT)


def assisted(state: GameState) -> bool:
    """Whether any player had help: a move taken back or a hint shown."""
    return bool(state.marks)


def assisted_seats(state: GameState) -> frozenset[int]:
    """The seats that had help."""
    return frozenset(mark.player for mark in state.marks)


def mark_hint(state: GameState) -> GameState:
    """The state with a hint marked as shown to the player whose turn it is, at this roll.

    A position is marked once: marking it again returns `state` itself, so a caller can tell
    that nothing changed (and need not save). A finished game takes no marks.
    """
    if state.is_over:
        return state
    mark = Mark(HINT, state.current, state.turn, state.rolls_used)
    if mark in state.marks:
        return state
    return replace(state, marks=(*state.marks, mark))


def undo_mark(state: GameState, previous: GameState) -> Mark:
    """The mark for taking `state` back to `previous` (the state before its last move)."""
    if len(state.history) > len(previous.history):
        event = state.history[-1]
        cell = event.cell if event.kind == "score" else event.box
        undone, taken = event.kind, cell
    else:
        undone, taken = "hold", None
    return Mark(UNDO, previous.current, previous.turn, previous.rolls_used, undone, taken)


def only_marks_differ(before: GameState, after: GameState) -> bool:
    """Whether `after` is `before` with marks added and nothing else changed."""
    return before.marks != after.marks and replace(after, marks=before.marks) == before
