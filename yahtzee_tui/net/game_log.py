"""A room's game kept as a snapshot and a log of what changed since, an entry per write.

Rewriting a room's whole game after every move costs more the longer the game: its history
grows by a roll or a score each time. So a store writes the game whole only now and then (a
snapshot, in the save format of local play) and, between, appends one short entry per write:
what it keeps of the game before (its first `kept` events, `moves_kept` moves since the last
roll, `marks_kept` marks of help), what follows (events, moves, marks), the room's move number
and the check of the position reached. An entry's size depends on the move, not on the game.

Read back, the entries are folded onto the snapshot's history, moves and marks, and the result
is replayed, as a save is, from the snapshot's last roll (from the seed when an entry went
back past it): every die is checked against the seed, every move against the rules, and the
last entry's check against the position reached.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Annotated, Literal, TypeVar

import msgspec
from msgspec import Meta

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import Event, GameState
from yahtzee_tui.game.moves import Move, apply, of_target, target_of
from yahtzee_tui.game.replay import apply_event, last_roll_index, moves_since_roll, replay
from yahtzee_tui.game.serialize_extras import extras_from_dict, extras_to_dict
from yahtzee_tui.game.state import Mark
from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.replica import position_check

Count = Annotated[int, Meta(ge=0, le=1_000_000)]
Text = Annotated[str, Meta(min_length=1, max_length=160)]


class LoggedStep(msgspec.Struct, forbid_unknown_fields=True, array_like=True):
    """A move since the last roll: its kind and its die, dice or cell."""

    move: Literal["hold", "call", "score", "name"]
    target: rq.Die | Text | Annotated[list[rq.Die], Meta(max_length=6)]


class LoggedMark(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, omit_defaults=True):
    """A mark of help (`game.state.Mark`), checked as a save's are when read back."""

    kind: Text
    player: rq.Seat
    turn: rq.Small
    roll: rq.Small
    undone: Text | None = None
    cell: Text | None = None


class Entry(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, omit_defaults=True):
    move: rq.MoveNumber  # the room's move number after this write
    kept: Count = 0
    events: list[rq.OfferedEvent] = msgspec.field(default_factory=list)
    moves_kept: Count = 0
    moves: list[LoggedStep] = msgspec.field(default_factory=list)
    marks_kept: Count = 0
    marks: list[LoggedMark] = msgspec.field(default_factory=list)
    check: rq.Check


def event_wire(event: Event) -> rq.OfferedEvent:
    """`event` in the form a snapshot (and an entry) lists it."""
    fields = {name: getattr(event, name) for name in rq.OfferedEvent.__struct_fields__}
    return rq.OfferedEvent(**fields | {"dice": list(event.dice), "held": list(event.held)})


def event_of_wire(offered: rq.OfferedEvent) -> Event:
    fields = {name: getattr(offered, name) for name in rq.OfferedEvent.__struct_fields__}
    return Event(**fields | {"dice": tuple(offered.dice), "held": tuple(offered.held)})


def _step(move: Move) -> LoggedStep:
    target = target_of(move)
    return LoggedStep(move.kind, list(target) if isinstance(target, tuple) else target)  # type: ignore[arg-type]


def _move(step: LoggedStep) -> Move:
    target = step.target
    return of_target(step.move, tuple(target) if isinstance(target, list) else target)


T = TypeVar("T")


def _common(before: Sequence[T], after: Sequence[T]) -> int:
    """How many leading items `before` and `after` share. A move only adds to the end (an undo
    takes one off), so the first comparison, at C speed, nearly always settles it."""
    shorter = min(len(before), len(after))
    if before[:shorter] == after[:shorter]:
        return shorter
    return next(i for i, (old, new) in enumerate(zip(before, after, strict=False)) if old != new)


@dataclass(frozen=True)
class Written:
    """A game as a store last wrote it: what the next entry builds on."""

    state: GameState
    moves: tuple[Move, ...]  # moves_since_roll(state)
    log_bytes: int = 0  # the entries written since the snapshot
    entries: int = 0
    snapshot_bytes: int = 0

    @classmethod
    def snapshot(cls, state: GameState, size: int) -> Written:
        return cls(state, tuple(moves_since_roll(state)), snapshot_bytes=size)

    def entry_to(self, state: GameState, move: int) -> tuple[bytes, Written] | None:
        """The line that takes this game to `state` and what is written after it; None when
        a snapshot is due instead (the log would outgrow the snapshot it follows)."""
        before = self.state
        moves = tuple(moves_since_roll(state))
        kept = _common(before.history, state.history)
        moves_kept = _common(self.moves, moves)
        marks_kept = _common(before.marks, state.marks)
        entry = Entry(
            move=move,
            kept=kept,
            events=[event_wire(event) for event in state.history[kept:]],
            moves_kept=moves_kept,
            moves=[_step(step) for step in moves[moves_kept:]],
            marks_kept=marks_kept,
            marks=[LoggedMark(**asdict(mark)) for mark in state.marks[marks_kept:]],
            check=position_check(state),
        )
        line = msgspec.json.encode(entry) + b"\n"
        log_bytes = self.log_bytes + len(line)
        if log_bytes > self.snapshot_bytes:
            return None
        return line, Written(state, moves, log_bytes, self.entries + 1, self.snapshot_bytes)


_decoder = msgspec.json.Decoder(Entry)


def decode_entries(lines: Sequence[bytes]) -> list[Entry]:
    """The entries of a log's whole lines; GameError names the first that is not one."""
    entries = []
    for number, line in enumerate(lines, start=1):
        try:
            entries.append(_decoder.decode(line))
        except msgspec.MsgspecError as error:
            raise GameError(
                Message(
                    N_("log entry {number} is not an entry: {problem}"),
                    number=number,
                    problem=str(error),
                )
            ) from None
    return entries


def split_log(raw: bytes) -> tuple[list[bytes], bytes]:
    """A log file's whole lines, and what follows the last of them: a line a crash cut short
    (it was never confirmed, since a move is confirmed only once its line is synced)."""
    whole, _, torn = raw.rpartition(b"\n")
    return ([] if not whole else whole.split(b"\n")), torn


def _at_last_roll(state: GameState) -> GameState:
    """`state` as it was just after its last roll (what undo cannot go back over)."""
    while state.previous is not None:
        state = state.previous
    return state


def resume(snapshot: GameState, entries: Sequence[Entry]) -> GameState:
    """The game `entries` lead to from `snapshot`; GameError when they do not replay."""
    if not entries:
        return snapshot
    history: list[Event] = list(snapshot.history)
    moves: list[Move] = moves_since_roll(snapshot)
    marks: list[Mark | LoggedMark] = list(snapshot.marks)
    for number, entry in enumerate(entries, start=1):
        if (
            entry.kept > len(history)
            or entry.moves_kept > len(moves)
            or entry.marks_kept > len(marks)
        ):
            raise GameError(
                Message(
                    N_("log entry {number} keeps more than the game before it holds"), number=number
                )
            )
        history[entry.kept :] = [event_of_wire(event) for event in entry.events]
        moves[entry.moves_kept :] = [_move(step) for step in entry.moves]
        marks[entry.marks_kept :] = entry.marks
    start = last_roll_index(history)
    rolled = _at_last_roll(snapshot)
    base = len(rolled.history)
    if base <= start and all(entry.kept >= base for entry in entries):
        # The snapshot's game up to its last roll stands: on from there, not from the seed.
        state = rolled
        for event in history[base:start]:
            state = apply_event(state, event)
    else:
        state = replay(
            snapshot.rules_id,
            snapshot.players,
            snapshot.seed,
            snapshot.first_player,
            history[:start],
        )
    for move in moves:
        state = apply(state, move)
    if state.history != tuple(history):
        raise GameError(Message(N_("the log's moves since the last roll do not give its history")))
    assistance = [
        asdict(mark) if isinstance(mark, Mark) else msgspec.structs.asdict(mark) for mark in marks
    ]
    state = extras_from_dict(extras_to_dict(snapshot) | {"assistance": assistance}, state)
    if position_check(state) != entries[-1].check:
        raise GameError(Message(N_("the log leads elsewhere than the position it names")))
    return state
