"""Telling a room's members what happened: a frame to everyone (but the sender), each member's
own snapshot, who is at the table."""

from __future__ import annotations

from yahtzee_tui.net.notices import Changed, Presence
from yahtzee_tui.net.protocol import encode
from yahtzee_tui.net.room import Member, Room
from yahtzee_tui.net.snapshot import snapshot


def broadcast(room: Room, frame: str, skip: Member | None = None) -> None:
    for member in room.members:
        if member is not skip:
            member.send(frame)


def snapshots(room: Room, sender: Member | None, ref: int | None) -> None:
    """Each member's own snapshot (they differ in what the member holds)."""
    for member in room.members:
        member.send(encode(snapshot(room, member, ref if member is sender else None)))


def presence(room: Room) -> None:
    """Who is at the table: every seat's state, the watchers, whether the host is here."""
    news = Presence(
        seats=room.seat_views(), watchers=room.watchers(), host_connected=room.host_connected()
    )
    broadcast(room, encode(news))


def with_ref(changed: Changed, ref: int) -> Changed:
    """`changed` as the answer to the request numbered `ref`."""
    return Changed(move=changed.move, change=changed.change, check=changed.check, ref=ref)
