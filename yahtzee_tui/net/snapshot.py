"""A room as one member sees it: the whole picture a client starts from or catches up with."""

from __future__ import annotations

from yahtzee_tui.game.serialize import state_to_dict
from yahtzee_tui.net.notices import GameWire, Snapshot, You
from yahtzee_tui.net.replica import game_to_wire
from yahtzee_tui.net.room import Member, Room


def snapshot(room: Room, member: Member, ref: int | None = None) -> Snapshot:
    state = room.state
    over = state is not None and state.is_over
    return Snapshot(
        code=room.code,
        rules=room.rules_id,
        phase="over" if over else "lobby" if state is None else "playing",
        move=room.move,
        seats=room.seat_views(),
        watchers=room.watchers(),
        host_connected=room.host_connected(),
        away_timeout=room.away_timeout,
        you=You(seats=sorted(member.seats), host=member.host, watching=member.watching),
        game=_game_wire(room) if state is not None and not over else None,
        final=state_to_dict(state) if state is not None and over else None,
        chat=list(room.chat),
        ref=ref,
    )


def _game_wire(room: Room) -> GameWire | None:
    """The game's wire form, built once per move however many members ask for it."""
    cached = room.wire_cache
    if cached is None or cached[0] != room.move or cached[1] is not room.state:
        cached = (room.move, room.state, game_to_wire(room.state) if room.state else None)
        room.wire_cache = cached
    return cached[2]
