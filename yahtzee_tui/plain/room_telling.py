"""A network table said in sentences: the room, each seat and who is at it, what changed in
the room since it was last heard of, the connection, and a chat line. Names and chat are what
people typed: said as they are."""

from __future__ import annotations

from yahtzee_tui.i18n import _, translate
from yahtzee_tui.net.events import CLOSED, OFFLINE, ONLINE
from yahtzee_tui.net.notices import ChatLine
from yahtzee_tui.tui.views.net_view import NetView, rules_name


def room_sentence(net: NetView) -> str:
    """`Room K7XW2P, Yahtzee, at 127.0.0.1:8765.`"""
    said = _("Room {code}, {rules}, at {address}.")
    return said.format(code=net.code, rules=rules_name(net), address=net.address)


def seat_sentence(net: NetView, seat: int) -> str:
    """One seat as it stands: `Seat 2: Bob, away.`; this terminal's seats say so."""
    view = net.seats[seat]
    number = seat + 1
    if view.status == "open":
        return _("Seat {number} is open.").format(number=number)
    name = view.name or _("seat {number}").format(number=number)
    if seat in net.my_seats:
        name = f"{name} {_('(you)')}"
    said = {
        "computer": _("Seat {number}: {name}, a computer."),
        "connected": _("Seat {number}: {name}, at the table."),
        "stand_in": _("Seat {number}: {name}, away; a computer plays for them."),
    }.get(view.status, _("Seat {number}: {name}, away."))
    return said.format(number=number, name=name)


def seat_lines(net: NetView) -> list[str]:
    return [seat_sentence(net, seat) for seat in range(len(net.seats))]


def lobby_line(net: NetView) -> str:
    """What the lobby waits for, and what this terminal may do there."""
    if net.host:
        return _("Type start to start the game once everyone is seated.")
    if not net.host_connected:
        return _("The host is away: the game starts once they are back and start it.")
    return _("Waiting for the host to start the game.")


def room_news(before: NetView | None, after: NetView, lost: bool = False) -> list[str]:
    """What changed in the room, a sentence each: the connection, and each seat whose player
    came, went or was replaced (this terminal's own coming and going aside). `lost`: the
    connection was said lost and has not come back since."""
    if before is None:
        return [room_sentence(after), *seat_lines(after)]
    lines = []
    if before.connection != after.connection:
        line = connection_sentence(after, lost)
        if line is not None:
            lines.append(line)
    if len(before.seats) != len(after.seats):
        return [*lines, *seat_lines(after)]
    for seat, (was, now) in enumerate(zip(before.seats, after.seats, strict=True)):
        if (was.status, was.name, was.kind) != (now.status, now.name, now.kind):
            mine = seat in after.my_seats and seat in before.my_seats
            if not (mine and now.status == "connected"):
                lines.append(seat_sentence(after, seat))
    return lines


def connection_sentence(net: NetView, lost: bool) -> str | None:
    """The connection lost (once, not again at each try that follows), back, or closed for
    good; its first coming is not news."""
    if net.connection == OFFLINE:
        return None if lost else _("Connection lost, trying again…")
    if net.connection == ONLINE:
        return _("Back at the table.") if lost else None
    if net.connection == CLOSED:
        if net.detail:
            return _("The table is closed: {reason}.").format(reason=translate(net.detail))
        return _("The table is closed.")
    return None


def chat_sentence(line: ChatLine) -> str:
    """`Bob says: good luck`"""
    return _("{name} says: {text}").format(name=line.name, text=line.text)
