"""Telling a room of a move once it is kept: a client never hears of a move that a killed
server could lose. A move's news goes out after the store has it; the mover hears first."""

from __future__ import annotations

from collections.abc import Iterable

from yahtzee_tui.net.computers import ComputerPlayers
from yahtzee_tui.net.expiry import Expiry
from yahtzee_tui.net.notices import Changed
from yahtzee_tui.net.protocol import encode
from yahtzee_tui.net.room import Member, Room
from yahtzee_tui.net.room_keeper import RoomKeeper
from yahtzee_tui.net.room_news import broadcast, snapshots, with_ref
from yahtzee_tui.net.snapshot import snapshot


class Announcer:
    def __init__(self, store: RoomKeeper, computers: ComputerPlayers, expiry: Expiry) -> None:
        self.store = store
        self.computers = computers
        self.expiry = expiry

    def snapshot_when_kept(self, room: Room, member: Member, ref: int | None) -> None:
        """The table as it is now, sent once every move in it is kept (as a move's own news
        is): a client never sees a move that a killed server could lose."""
        frame = encode(snapshot(room, member, ref))
        self.store.after_kept(room.code, lambda: member.send(frame))

    def announce(
        self, room: Room, changes: Iterable[Changed], sender: Member | None, ref: int | None
    ) -> None:
        """`changes` made in `room` (by `sender`'s request numbered `ref`, or by a computer),
        kept and then told to everyone in it; the next computer to move plays after."""
        changes = list(changes)
        self.store.save_soon(room, game=True)

        def confirm() -> None:  # once the move is kept: a confirmed move is never lost
            for changed in changes:
                # The player who moved hears first: it is the one waiting on the answer.
                if sender is not None:
                    sender.send(encode(changed if ref is None else with_ref(changed, ref)))
                broadcast(room, encode(changed), skip=sender)
            if over:
                # The finished game is revealed whole (seed included) for clients to check.
                snapshots(room, None, None)

        over = room.phase == "over"
        self.store.after_kept(room.code, confirm)
        if over:
            self.expiry.finished(room)
        else:
            self.computers.play_soon(room)
