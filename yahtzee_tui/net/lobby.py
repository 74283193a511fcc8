"""Setting a room up before its game: seats claimed by players or given to computers by the
host, the rule set, the start; and, once it plays, a computer for a player who stays away."""

from __future__ import annotations

from yahtzee_tui.engine import get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import Player, new_game
from yahtzee_tui.i18n import N_
from yahtzee_tui.net.requests import LEVELS
from yahtzee_tui.net.room import Member, Refusal, Room, checked_name
from yahtzee_tui.net.seats import COMPUTER, HUMAN, OPEN, Seat, new_token, token_hash
from yahtzee_tui.sentences import sentence_of

DEFAULT_LEVEL = LEVELS[1]


def claim(room: Room, member: Member, name: str, seat: int | None) -> tuple[int, str]:
    """Take an open seat (the first one when None): the seat and its token."""
    if room.state is not None:
        raise Refusal.of(
            N_("the game has started: only its players can come back to their seats"), "state"
        )
    name = checked_name(name)
    seats = room.seats
    if seat is None:
        seat = next((number for number, s in enumerate(seats) if s.kind == OPEN), None)
        if seat is None:
            raise Refusal.of(N_("no seat is open"), "state")
    elif seat >= len(seats):
        raise Refusal.of(
            N_("there is no seat {seat}: the table has {seats}"),
            "illegal",
            seat=seat + 1,
            seats=len(seats),
        )
    elif seats[seat].kind != OPEN:
        raise Refusal.of(N_("seat {seat} is not open"), "illegal", seat=seat + 1)
    for number, other in enumerate(seats):
        if number != seat and other.name is not None and other.name.casefold() == name.casefold():
            raise Refusal.of(
                N_("{player} is already at this table: choose another name"),
                "illegal",
                player=other.name,
            )
    token = new_token()
    seats[seat] = Seat(HUMAN, name, token_hash=token_hash(token))
    room.away_since.pop(seat, None)
    member.seats.add(seat)
    room.enter(member)
    return seat, token


def give_up_seats(room: Room, member: Member) -> list[int]:
    if room.state is not None:
        raise Refusal.of(N_("the game has started: seats are kept until it ends"), "state")
    freed = sorted(member.seats)
    for seat in freed:
        room.seats[seat] = Seat(OPEN)
        room.away_since.pop(seat, None)
    member.seats.clear()
    return freed


def _as_host(room: Room, member: Member, lobby: bool = True) -> None:
    if not member.host:
        raise Refusal.of(N_("only the host can do that"), "denied")
    if lobby and room.state is not None:
        raise Refusal.of(N_("the game has started"), "state")


def set_seat(room: Room, member: Member, seat: int, kind: str, level: str | None) -> list[Member]:
    """Make a seat open or a computer's (adding it when it is the next one); the members who
    lose a seat by it."""
    _as_host(room, member)
    if seat > len(room.seats):
        raise Refusal.of(
            N_("the next seat to add is seat {seat}"), "illegal", seat=len(room.seats) + 1
        )
    if kind == COMPUTER:
        new = Seat(COMPUTER, _computer_name(room, seat), level or DEFAULT_LEVEL)
    elif level is not None:
        raise Refusal.of(N_("an open seat has no level"), "invalid")
    else:
        new = Seat(OPEN)
    losers = _unseat(room, seat)
    if seat == len(room.seats):
        room.seats.append(new)
    else:
        room.seats[seat] = new
    room.away_since.pop(seat, None)
    return losers


def remove_seat(room: Room, member: Member, seat: int) -> list[Member]:
    _as_host(room, member)
    if seat >= len(room.seats):
        raise Refusal.of(N_("there is no seat {seat}"), "illegal", seat=seat + 1)
    losers = _unseat(room, seat)
    del room.seats[seat]
    for other in room.members:
        other.seats = {number - 1 if number > seat else number for number in other.seats}
    room.away_since = {n - 1 if n > seat else n: t for n, t in room.away_since.items()}
    return losers


def _unseat(room: Room, seat: int) -> list[Member]:
    losers = [member for member in room.members if seat in member.seats]
    for member in losers:
        member.seats.discard(seat)
    return losers


def _computer_name(room: Room, seat: int) -> str:
    taken = {s.name.casefold() for n, s in enumerate(room.seats) if s.name and n != seat}
    name = f"Computer {seat + 1}"
    suffix = 1
    while name.casefold() in taken:
        suffix += 1
        name = f"Computer {seat + 1}.{suffix}"
    return name


def set_rules(room: Room, member: Member, rules_id: str) -> None:
    _as_host(room, member)
    try:
        room.rules_id = get_rules(rules_id).id
    except GameError as error:
        raise Refusal(sentence_of(error), "invalid") from None


def start(room: Room, member: Member) -> None:
    _as_host(room, member)
    if not room.seats:
        raise Refusal.of(N_("the table has no seats"), "state")
    players = []
    for number, seat in enumerate(room.seats):
        if seat.kind == OPEN:
            raise Refusal.of(
                N_("seat {seat} is still open: wait for a player or seat a computer"),
                "state",
                seat=number + 1,
            )
        if seat.kind == COMPUTER:
            players.append(Player(seat.name or "Computer", COMPUTER, seat.level))
        else:
            players.append(Player(seat.name or "Player"))
    try:
        room.state = new_game(room.rules_id, players)
    except GameError as error:
        raise Refusal(sentence_of(error), "illegal") from None
    room.move = 0


def hand_over(room: Room, member: Member, seat: int, level: str) -> None:
    """A computer plays for an away player until they come back with their token."""
    _as_host(room, member, lobby=False)
    if room.state is None or room.state.is_over:
        raise Refusal.of(N_("there is no game in play"), "state")
    if seat >= len(room.seats) or room.seats[seat].kind != HUMAN:
        raise Refusal.of(N_("only a human's seat can be handed to a computer"), "illegal")
    name = room.seats[seat].name
    if room.holder(seat) is not None:
        raise Refusal.of(N_("{player} is connected"), "state", player=name)
    now = room.clock()
    away = now - room.away_since.get(seat, now)
    if away < room.away_timeout:
        raise Refusal.of(
            N_(
                "{player} has been away {away} s: a seat can be handed to a computer after {wait} s"
            ),
            "state",
            player=name,
            away=f"{away:.0f}",
            wait=f"{room.away_timeout:.0f}",
        )
    room.seats[seat].stand_in = level
