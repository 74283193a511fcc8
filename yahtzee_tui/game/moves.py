"""A move, and the one function that makes it: every layer (the table, the computer players,
saves, replays, the room server and its clients) plays a turn with `apply(state, move)`.

A move is one step of a turn: roll, hold (toggle dice), call a Yamb CALL row, score a cell, or
name a cell of the next player's DIRECTED column. Undo is not a move: it takes one back
(`game.actions.undo`). Pure, like the actions it calls.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, Literal, TypeGuard

from yahtzee_tui.engine.rules.yamb import CALL_COLUMN
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.actions import call, name_cell, roll, score, toggle_holds
from yahtzee_tui.game.state import GameState
from yahtzee_tui.sentences import N_, Message

MoveKind = Literal["roll", "hold", "call", "score", "name"]
ROLL: Final = "roll"  # roll the dice that are not held
HOLD: Final = "hold"  # hold the free dice of `indexes`, free the held ones
CALL: Final = "call"  # Yamb: announce the CALL row `box` (right after the first roll)
SCORE: Final = "score"  # write the dice into `box` (Yamb: of `column`)
NAME: Final = "name"  # Yamb's DIRECTED column: name row `box` of the next player's column


@dataclass(frozen=True)
class Move:
    """One step of a turn. Only `kind`, `indexes`, `box` and `column` decide what it does;
    `hold`, `points` and `bonus` say what a player chose it for (a computer's move says them)."""

    kind: MoveKind
    indexes: tuple[int, ...] = ()  # ROLL: the dice it rolls; HOLD: the dice it toggles
    hold: tuple[int, ...] = ()  # HOLD: the dice values held afterwards, sorted
    box: str | None = None  # CALL / SCORE / NAME: the row
    column: str | None = None  # SCORE: the Yamb column; CALL: "call"
    points: int | None = None  # SCORE: points written (Yahtzee bonus not included)
    bonus: int = 0  # SCORE: Yahtzee bonus earned with it

    @property
    def cell(self) -> str | None:
        """The card key a SCORE fills: a box id, or `column.row` for Yamb."""
        if self.kind != SCORE or self.box is None:
            return None
        return f"{self.column}.{self.box}" if self.column else self.box


def scoring(cell: str) -> Move:
    """The move that scores card key `cell` (a box id, or `column.row` for Yamb)."""
    column, dot, row = cell.partition(".")
    return Move(SCORE, box=row, column=column) if dot and column else Move(SCORE, box=cell)


def calling(row: str) -> Move:
    """The move that calls Yamb's CALL row `row`."""
    return Move(CALL, box=row, column=CALL_COLUMN)


def target_of(move: Move) -> int | tuple[int, ...] | str:
    """What a save (and a snapshot) names a move since the last roll by: a hold its die (its
    dice when several are held or freed as one move), a call or a naming its row, a score its
    cell."""
    if move.kind == HOLD and move.indexes:
        return move.indexes[0] if len(move.indexes) == 1 else move.indexes
    target = move.cell if move.kind == SCORE else move.box
    if move.kind == ROLL or target is None:
        raise GameError(f"not a move since the last roll: {move!r}")
    return target


def of_target(kind: str, target: object) -> Move:
    """The move since the last roll that `kind` and `target` name (see `target_of`)."""
    if kind == HOLD and _is_index(target):
        return Move(HOLD, indexes=(target,))
    if (
        kind == HOLD
        and isinstance(target, tuple)
        and len(target) > 1
        and all(map(_is_index, target))
    ):
        return Move(HOLD, indexes=target)
    if isinstance(target, str):
        if kind == CALL:
            return calling(target)
        if kind == SCORE:
            return scoring(target)
        if kind == NAME:
            return Move(NAME, box=target)
    raise GameError(f"a {kind} cannot name {target!r}")


def _is_index(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def apply(state: GameState, move: Move) -> GameState:
    """The state after `move`; the game's own actions check it (GameError when illegal). A
    hold of several dice is one move: one undo takes it back."""
    if move.kind == ROLL:
        return roll(state)
    if move.kind == HOLD and move.indexes:
        if len(set(move.indexes)) != len(move.indexes):
            raise GameError("a hold names the same die twice")
        return toggle_holds(state, move.indexes)
    if move.kind == CALL and move.box is not None:
        return call(state, move.box)
    if move.kind == SCORE and move.box is not None:
        return score(state, move.box, move.column)
    if move.kind == NAME and move.box is not None:
        return name_cell(state, move.box)
    raise GameError(Message(N_("not a move: {move}"), move=repr(move)))


def die_by_die(move: Move) -> tuple[Move, ...]:
    """`move` as steps of one die each (a hold of several dice spelled out; any other move
    as it is): the same position reached, an undo per die."""
    if move.kind != HOLD or len(move.indexes) < 2:
        return (move,)
    return tuple(Move(HOLD, indexes=(index,)) for index in move.indexes)


def hold_toggles(dice: Sequence[int], held: Sequence[bool], hold: Sequence[int]) -> tuple[int, ...]:
    """The dice indexes to toggle so that exactly the values `hold` are held.

    Dice already held are used first, so a die that is held and wanted stays held.
    """
    wanted = Counter(hold)
    keep: set[int] = set()
    for index in sorted(range(len(dice)), key=lambda i: not held[i]):
        if wanted[dice[index]] > 0:
            wanted[dice[index]] -= 1
            keep.add(index)
    if +wanted:
        raise GameError(f"the dice {tuple(dice)} cannot hold {tuple(hold)}")
    return tuple(index for index in range(len(dice)) if (index in keep) != held[index])
