"""A network table as the app shows it: the room, its seats and who is connected, the
connection, the move on its way, the chat; and the words for each.

No Textual here. `NetView` is one frozen value the app owns beside the game state (`app.net`)
and replaces whenever the client hears news; the table and the lobby render from it. Names
and chat lines are what people typed: they go into `Words` as plain text, never as markup.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from yahtzee_tui.engine import get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, can_roll
from yahtzee_tui.i18n import _, ngettext, pgettext, translate
from yahtzee_tui.net.statuses import CLOSED, CONNECTING, OFFLINE, ONLINE
from yahtzee_tui.tui.views import vocabulary
from yahtzee_tui.tui.views.level_words import level_word
from yahtzee_tui.tui.views.table_words import StatusSaid, Words, status_line, waiting_line
from yahtzee_tui.tui.views.vocabulary import fill

if TYPE_CHECKING:  # the network layer loads at a network table, not for one played here
    from yahtzee_tui.net.events import RoomView
    from yahtzee_tui.net.notices import ChatLine, SeatView

# Chat lines the view keeps (the table shows the newest, the lobby a few).
CHAT_SHOWN = 20


# What the status line says while a move waits for the server's answer.
def on_its_way() -> dict[str, str]:
    return {
        "roll": pgettext("move", "Roll"),
        "hold": pgettext("move", "Hold"),
        "call": pgettext("move", "Call"),
        "score": pgettext("move", "Score"),
        "name": pgettext("move", "Naming"),
        "undo": pgettext("move", "Undo"),
    }


@dataclass(frozen=True)
class NetView:
    """Everything about the network table that is not the game itself."""

    address: str  # what others type to join: "host:port" (wss:// spelt out)
    code: str = ""
    rules: str = ""
    phase: str = "lobby"  # lobby | playing | over
    seats: tuple[SeatView, ...] = ()
    watchers: int = 0
    host_connected: bool = False
    away_timeout: float = 60.0
    my_seats: frozenset[int] = frozenset()
    host: bool = False
    watching: bool = False
    hosting_here: bool = False  # the server runs in this app
    connection: str = CONNECTING
    detail: str | None = None  # why offline or closed, and when the next try comes
    pending: str | None = None  # the kind of move on its way to the server
    chat: tuple[ChatLine, ...] = ()
    # When the seats were last heard of (time.monotonic): away times count from there.
    heard_at: float = field(default_factory=time.monotonic)

    def with_room(self, room: RoomView) -> NetView:
        return replace(
            self,
            code=room.code,
            rules=room.rules,
            phase=room.phase,
            seats=room.seats,
            watchers=room.watchers,
            host_connected=room.host_connected,
            away_timeout=room.away_timeout,
            my_seats=room.my_seats,
            host=room.host,
            watching=room.watching,
            heard_at=time.monotonic(),
        )

    @property
    def online(self) -> bool:
        return self.connection == ONLINE

    def away_for(self, seat: int, now: float | None = None) -> float | None:
        """Seconds the human of `seat` has been away, or None when they are not away."""
        view = self.seats[seat] if seat < len(self.seats) else None
        if view is None or view.status != "away" or view.away_seconds is None:
            return None
        return view.away_seconds + ((now or time.monotonic()) - self.heard_at)

    def may_hand_over(self, seat: int, now: float | None = None) -> bool:
        """Whether the host may let a computer play for `seat` now."""
        away = self.away_for(seat, now)
        return (
            self.host
            and self.phase == "playing"
            and away is not None
            and (away >= self.away_timeout)
        )

    def next_hand_over(self, now: float | None = None) -> float | None:
        """Seconds until another away seat may be handed to a computer (None: none will)."""
        if not self.host:
            return None
        now = now or time.monotonic()
        waits = [
            self.away_timeout - away
            for seat in range(len(self.seats))
            if (away := self.away_for(seat, now)) is not None and away < self.away_timeout
        ]
        return min(waits, default=None)

    def handed_over_seat(self) -> int | None:
        """The first seat the host may hand to a computer now, or None."""
        return next((s for s in range(len(self.seats)) if self.may_hand_over(s)), None)


def keys_here(state: GameState, net: NetView | None) -> bool:
    """Whether the player to move makes their moves at this keyboard: locally any human; at
    a network table one of this terminal's seats, unless a computer stands in for it."""
    if state.is_over:
        return False
    if net is None:
        return not state.current_player.is_computer
    seat = state.current
    view = net.seats[seat] if seat < len(net.seats) else None
    return seat in net.my_seats and (view is None or view.status != "stand_in")


# --- words ---------------------------------------------------------------------------------


def roll_allowed(state: GameState, net: NetView | None = None) -> bool:
    """Whether Roll may be pressed here now (the footer dims it otherwise)."""
    return can_roll(state) and keys_here(state, net)


def connection_words(net: NetView) -> Words:
    if net.connection == ONLINE:
        return ((_("online"), "bold"),)
    if net.connection == OFFLINE:
        why = f" ({translate(net.detail)})" if net.detail else ""
        return ((_("reconnecting…"), "bold"), why)
    if net.connection == CLOSED:
        return ((_("closed"), "bold"), f": {translate(net.detail)}" if net.detail else "")
    return (_("connecting…"),)


def room_words(net: NetView, short: int = 0) -> Words:
    """`Room K7XW2P · 192.168.1.5:8765 · online · 2 watching`; shorter by `short` steps:
    without the address, then without the watchers."""
    words: list[str | tuple[str, str]] = list(
        fill(_("Room {code}"), code=(net.code or "…", "bold"))
    )
    if short < 1:
        words += [" · ", net.address]
    words += [" · ", *connection_words(net)]
    if net.watchers and short < 2:
        watching = ngettext("{n} watching", "{n} watching", net.watchers)
        words += [" · ", watching.format(n=net.watchers)]
    if net.watching and short < 2:
        words += [" · ", _("you watch")]
    return tuple(words)


def seat_words(net: NetView, seat: int, you: bool = True, short: bool = False) -> Words:
    """One seat: a mark for who plays it, the name as typed, and how it stands (and which
    are this terminal's, unless `you` is False)."""
    view = net.seats[seat]
    you_words = " " + _("(you)") if you and seat in net.my_seats else ""
    name = view.name or _("seat {number}").format(number=seat + 1)
    if view.status == "open":
        return ("· ", (_("open seat"), "italic"))
    if view.status == "computer":
        level = (" " + level_word(view.level), "italic") if view.level and not short else ""
        return ("⚙ ", name, level)
    if view.status == "connected":
        return (("● ", "bold"), (name, "bold"), you_words)
    if view.status == "stand_in":
        return ("⚙ ", name, you_words, ("" if short else " " + _("(a computer plays)"), "italic"))
    return ("○ ", name, you_words, ("" if short else " " + pgettext("seat", "away"), "italic"))


def presence_words(net: NetView, short: bool = False) -> Words:
    """Every seat, two spaces apart: `● Ann  ○ Bob away  ⚙ Computer 3 easy`; when `short`,
    only the marks say how each stands: `● Ann  ○ Bob  ⚙ Computer 3`."""
    words: list[str | tuple[str, str]] = []
    for seat in range(len(net.seats)):
        if words:
            words.append("  ")
        words += seat_words(net, seat, you=False, short=short)
    return tuple(words)


def chat_words(line: ChatLine) -> Words:
    """`Bob: good luck`, the name bold; both as typed."""
    return ((line.name, "bold"), ": ", line.text)


def rules_name(net: NetView) -> str:
    try:
        return vocabulary.rules_name(get_rules(net.rules))
    except GameError:
        return net.rules


def pending_line(kind: str) -> str:
    move = on_its_way().get(kind, pgettext("move", "Move"))
    return _("{move} on its way to the server…").format(move=move)


def net_status(
    state: GameState, net: NetView, said: StatusSaid | None
) -> tuple[Words, bool] | None:
    """The status line of a network table where it differs from local play: a move on its
    way, a refusal, no connection, another seat's turn. None: as in local play."""
    if net.pending is not None:
        return ((pending_line(net.pending), "italic"),), False
    if said is not None:
        return None
    if net.connection != ONLINE and not state.is_over:
        line = fill(
            _("{reconnecting} moves wait for the connection."),
            reconnecting=(_("Reconnecting…"), "bold"),
        )
        return line, True
    if net.watching and not net.my_seats:
        watching = _("You are watching: {player}'s turn.")
        return (watching.format(player=state.current_player.name),), False
    if not keys_here(state, net):
        view = net.seats[state.current] if state.current < len(net.seats) else None
        if view is not None and view.status == "away":
            name = state.current_player.name
            away = _("{player} is away: the game waits for {player} to come back.").format(
                player=name
            )
            if net.may_hand_over(state.current):
                hand_over = _("g lets a computer play for {player}.").format(player=name)
                away = f"{away} {hand_over}"
            return (away,), False
        return (waiting_line(state),), False
    return None


def table_status(
    state: GameState,
    net: NetView | None,
    said: StatusSaid | None,
    cursor: str | None,
    computer_line: str | None,
    note: Sequence[str] | None = None,
    others: Sequence[Words] = (),
) -> tuple[Words, bool]:
    """The table's status line: the network's word first (a move on its way, a wait for
    another seat), else the game's (`note`: the coach's, and `others`: what the other seats
    did since, where the log steps aside)."""
    if net is not None:
        line = net_status(state, net, said)
        if line is not None:
            return line
    return status_line(state, said, cursor, computer_line, note, others)


def wait_line(state: GameState, net: NetView | None) -> str:
    """What a key says while the player to move is not at this keyboard."""
    if net is not None and not net.my_seats:
        return _("You are watching: keys change nothing here.")
    return waiting_line(state)


def join_line(net: NetView) -> str:
    """The command others type to sit at this table."""
    return _("yahtzee-tui join {address} {code} --player NAME").format(
        address=net.address, code=net.code or "…"
    )


def lobby_note(net: NetView) -> str:
    """What the lobby tells this terminal to do, or to wait for."""
    open_seats = [number + 1 for number, seat in enumerate(net.seats) if seat.status == "open"]
    if net.host:
        if not net.seats:
            return _("Add a seat, then start the game.")
        if open_seats:
            which = ", ".join(map(str, open_seats))
            return ngettext(
                "Open seat {seats}: players join with the code; or choose a seat (Enter) "
                "to seat a computer there.",
                "Open seats {seats}: players join with the code; or choose a seat (Enter) "
                "to seat a computer there.",
                len(open_seats),
            ).format(seats=which)
        return _("Everyone is seated: s starts the game.")
    if not net.host_connected:
        return _("The host is away: the game starts once they are back and start it.")
    if net.watching and not net.my_seats:
        return _("You watch this table: the game shows here when the host starts it.")
    return _("Waiting for the host to start the game.")


def watched_here(net: NetView | None, read_only: bool) -> bool:
    """Whether this copy only watches the game: another copy's save (`read_only`), or a
    network table where it holds no seat and does not host. A watched game is not this copy's
    to save or record."""
    if net is None:
        return read_only
    return not (net.my_seats or net.hosting_here)
