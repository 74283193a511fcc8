"""A server speaks to clients in many languages: its refusals travel in English (the wire is
unchanged, protocol version 2), and the client says them in its player's language."""

from __future__ import annotations

import pytest

from tests.net.conftest import Connect, connect, server  # noqa: F401 (its fixtures)
from yahtzee_tui import i18n
from yahtzee_tui.game import options
from yahtzee_tui.i18n import say
from yahtzee_tui.net.events import RequestRefused
from yahtzee_tui.net.requests import SeatSpec

OPEN = SeatSpec(kind="open")


pytestmark = pytest.mark.usefixtures("spoken_names")


async def test_a_refusal_travels_in_english_and_is_said_in_croatian(
    connect: Connect,  # noqa: F811
):
    ann, bob = await connect(), await connect()
    code = await ann.create("jamb_directed", seats=[OPEN, OPEN], name="Ann")
    assert await bob.claim(code, "Bob") == 1
    await ann.start_game()
    await bob.until(lambda: bob.state is not None)
    assert ann.state is not None
    mover, other = (ann, bob) if ann.state.current == 0 else (bob, ann)
    whose = "Ann" if mover is ann else "Bob"
    with pytest.raises(RequestRefused) as refused:
        await other.roll(seat=sorted(other.room.my_seats)[0])  # type: ignore[union-attr]
    assert refused.value.reason == f"not your turn: it is {whose}'s turn"
    i18n.set_language("sl")
    assert say(refused.value) == f"nisi na potezi: na potezi je {whose}"
    i18n.set_language("en")
    state = await mover.roll()
    await mover.score(next(o.cell for o in options(state) if o.legal))
    await other.until(lambda: other.move == mover.move)
    i18n.set_language("hr")  # this client's player reads Croatian; the server is the same
    with pytest.raises(RequestRefused) as refused:
        await other.name("full", seat=sorted(other.room.my_seats)[0])  # type: ignore[union-attr]
    namer = whose
    # As the server said it, on the wire and in the exception: English, for every client.
    assert refused.value.reason == f"it is {namer}'s place to name, not yours"
    assert say(refused.value) == f"polje određuje {namer}, ne ti"
    with pytest.raises(RequestRefused) as refused:
        await mover.name("royal")
    assert refused.value.reason.startswith("unknown row 'royal'; name one of ")
    assert say(refused.value).startswith("nepoznat red 'royal'; navedi jedan od ")


def test_an_english_sentence_is_said_with_its_parts_in_the_players_words():
    i18n.set_language("sl")
    assert say("DOWN fills top to bottom: next is Ones") == (
        "NAVZDOL se polni od zgoraj navzdol: naslednje je Enke"
    )
    assert (
        say("Ann's DOWN Ones is already filled") == "igralec Ann ima polje NAVZDOL Enke že vpisano"
    )
    assert say("CALL needs an announcement after the first roll: roll first") == (
        "NAPOVED zahteva napoved po prvem metu: najprej vrzi"
    )
    # Text that is no sentence of the catalogue is said as it came.
    assert say("the server is being upgraded") == "the server is being upgraded"
    i18n.set_language("en")
    assert say("DOWN fills top to bottom: next is Ones") == "DOWN fills top to bottom: next is Ones"


async def test_the_lobby_refuses_in_english_and_the_client_says_it_in_slovenian(
    connect: Connect,  # noqa: F811
):
    ann, bob, cid = await connect(), await connect(), await connect()
    code = await ann.create("yahtzee", seats=[OPEN, OPEN], name="Ann")
    with pytest.raises(RequestRefused) as refused:
        await ann.start_game()
    assert refused.value.reason == ("seat 2 is still open: wait for a player or seat a computer")
    i18n.set_language("sl")
    assert say(refused.value) == "mesto 2 je še prosto: počakaj na igralca ali posedi računalnik"
    assert await bob.claim(code, "Bob") == 1
    with pytest.raises(RequestRefused) as refused:
        await cid.claim(code, "Cid")  # the room is full
    assert refused.value.reason == "no seat is open"
    assert say(refused.value) == "nobeno mesto ni prosto"
    with pytest.raises(RequestRefused) as refused:
        await bob.start_game()
    assert refused.value.reason == "only the host can do that"
    assert say(refused.value) == "to lahko stori samo gostitelj"


async def test_a_second_name_at_the_table_is_refused_with_the_name_kept(
    connect: Connect,  # noqa: F811
):
    ann, bob = await connect(), await connect()
    code = await ann.create("yahtzee", seats=[OPEN, OPEN], name="Ann")
    with pytest.raises(RequestRefused) as refused:
        await bob.claim(code, "ann")
    assert refused.value.reason == "Ann is already at this table: choose another name"
    i18n.set_language("hr")
    assert say(refused.value) == "Ann već sjedi za ovim stolom: odaberi drugo ime"
    i18n.set_language("sr")
    assert say(refused.value) == "Ann već sedi za ovim stolom: izaberi drugo ime"
