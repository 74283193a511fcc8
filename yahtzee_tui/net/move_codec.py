"""Moves on the wire: the one place that turns a `game.moves.Move` into what a client sends
(an intent) or what the room announces (a change), and back.

The wire carries a hold die by die (`Hold` and `Held` name one die each, as the first
release's clients read them), so a hold of several dice travels as several steps
(`game.moves.die_by_die`); everything else is one step. Undo is not a move: it has an intent
(`requests.Undo`) and a change (`notices.Undone`) of its own, and no move here.

    client: move ─► intent_of ─► Intent ─► room: move_of_intent ─► apply ─► change_of
    client: Changed ─► move_of_change ─► apply (a roll: the server's dice, `replica.roll_to`)
"""

from __future__ import annotations

from typing import cast

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.game.moves import (
    CALL,
    HOLD,
    NAME,
    ROLL,
    SCORE,
    Move,
    calling,
    of_target,
    scoring,
    target_of,
)
from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.notices import (
    Called,
    ChangeKind,
    Held,
    Named,
    Rolled,
    Scored,
    StepKind,
    StepWire,
)

# What a client sends for a move (undo aside).
MoveIntent = rq.Roll | rq.Hold | rq.Call | rq.Score | rq.NameCell


def _not_a_move(move: Move) -> GameError:
    return GameError(Message(N_("not a move: {move}"), move=repr(move)))


def _one_die(move: Move) -> int:
    if len(move.indexes) != 1:
        raise _not_a_move(move)  # on the wire a hold of several dice is several steps
    return move.indexes[0]


def _row(move: Move) -> str:
    if move.box is None:
        raise _not_a_move(move)
    return move.box


# --- a client's intents ---------------------------------------------------------------------


def intent_of(move: Move, seat: int, number: int) -> MoveIntent:
    """What a client at move number `number` sends to make one step `move` for `seat`;
    GameError when `move` is not one step (a hold of several dice: `die_by_die` first)."""
    if move.kind == ROLL:
        return rq.Roll(seat=seat, move=number)
    if move.kind == HOLD:
        return rq.Hold(seat=seat, move=number, die=_one_die(move))
    if move.kind == CALL:
        return rq.Call(seat=seat, move=number, row=_row(move))
    if move.kind == SCORE and move.cell is not None:
        return rq.Score(seat=seat, move=number, cell=move.cell)
    if move.kind == NAME:
        return rq.NameCell(seat=seat, move=number, row=_row(move))
    raise _not_a_move(move)


def move_of_intent(intent: MoveIntent) -> Move:
    """The move a client's intent asks for (the room checks it with `apply`)."""
    if isinstance(intent, rq.Roll):
        return Move(ROLL)
    if isinstance(intent, rq.Hold):
        return Move(HOLD, indexes=(intent.die,))
    if isinstance(intent, rq.Call):
        return calling(intent.row)
    if isinstance(intent, rq.Score):
        return scoring(intent.cell)
    if isinstance(intent, rq.NameCell):
        return Move(NAME, box=intent.row)
    said = N_("{request} is not a move")
    raise GameError(Message(said, request=type(intent).__name__))


# --- the room's changes ----------------------------------------------------------------------


def change_of(move: Move, seat: int, after: GameState) -> ChangeKind:
    """What the room announces of one step `move` that `seat` made, leading to `after` (a roll
    carries its dice, a call and a naming their row as the game knows it)."""
    if move.kind == ROLL:
        return Rolled(seat=seat, dice=list(after.dice))
    if move.kind == HOLD:
        return Held(seat=seat, die=_one_die(move))
    if move.kind == CALL:
        return Called(seat=seat, row=after.called or _row(move))
    if move.kind == SCORE and move.cell is not None:
        return Scored(seat=seat, cell=move.cell)
    if move.kind == NAME:
        return Named(seat=seat, row=after.named or _row(move))
    raise _not_a_move(move)


def move_of_change(change: ChangeKind) -> Move | None:
    """The move a change from the server made; None for an undo."""
    if isinstance(change, Rolled):
        return Move(ROLL)
    if isinstance(change, Held):
        return Move(HOLD, indexes=(change.die,))
    if isinstance(change, Called):
        return calling(change.row)
    if isinstance(change, Scored):
        return scoring(change.cell)
    if isinstance(change, Named):
        return Move(NAME, box=change.row)
    return None  # an undo (`Undone`) takes a move back


# --- a snapshot's and an offer's steps since the last roll ------------------------------------


def step_of(move: Move) -> StepWire:
    """A move since the last roll as a snapshot lists it (`game.moves.target_of`), one die
    at a time."""
    target = target_of(move)
    if isinstance(target, tuple):
        raise _not_a_move(move)  # a snapshot names a held die per step
    return StepWire(move=cast(StepKind, move.kind), target=target)


def move_of_step(kind: StepKind, target: int | str) -> Move:
    """The move a snapshot's (or an offer's) step since the last roll names."""
    return of_target(kind, target)
