"""The room said in sentences: the connection lost and back, the seats as they change, a chat
line as typed."""

from __future__ import annotations

from dataclasses import replace

from yahtzee_tui.net.events import CONNECTING, OFFLINE, ONLINE
from yahtzee_tui.net.notices import ChatLine, SeatView
from yahtzee_tui.plain.room_telling import chat_sentence, room_news
from yahtzee_tui.tui.views.net_view import NetView

SEATED = NetView(
    address="127.0.0.1:8765",
    code="K7XW2P",
    rules="yahtzee",
    seats=(
        SeatView(kind="human", status="connected", name="Ann"),
        SeatView(kind="human", status="connected", name="Bob"),
    ),
    my_seats=frozenset({1}),
    connection=ONLINE,
)


def test_the_first_news_of_a_room_says_it_and_every_seat():
    assert room_news(None, SEATED) == [
        "Room K7XW2P, Yahtzee, at 127.0.0.1:8765.",
        "Seat 1: Ann, at the table.",
        "Seat 2: Bob (you), at the table.",
    ]


def test_a_lost_connection_and_its_return_are_said_in_words():
    offline = replace(SEATED, connection=OFFLINE)
    trying = replace(SEATED, connection=CONNECTING)
    assert room_news(SEATED, offline) == ["Connection lost, trying again…"]
    # Each try that follows is no news: a screen reader hears "lost" once, then "back".
    assert room_news(offline, trying, lost=True) == []
    assert room_news(trying, offline, lost=True) == []
    assert room_news(trying, SEATED, lost=True) == ["Back at the table."]


def test_the_first_connection_is_no_news():
    assert room_news(replace(SEATED, connection=CONNECTING), SEATED) == []


def test_a_player_going_away_and_a_computer_standing_in_are_said():
    away = SeatView(kind="human", status="away", name="Ann")
    stand_in = SeatView(kind="human", status="stand_in", name="Ann")
    gone = replace(SEATED, seats=(away, SEATED.seats[1]))
    replaced = replace(SEATED, seats=(stand_in, SEATED.seats[1]))
    assert room_news(SEATED, gone) == ["Seat 1: Ann, away."]
    assert room_news(gone, replaced) == ["Seat 1: Ann, away; a computer plays for them."]


def test_a_chat_line_is_said_as_typed():
    line = ChatLine(name="Bob", text="[red]good luck", role="player", seat=1)
    assert chat_sentence(line) == "Bob says: [red]good luck"
