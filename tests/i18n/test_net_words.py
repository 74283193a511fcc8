"""A server speaks to clients in many languages: its refusals travel in English (the wire is
unchanged, protocol version 2), and the client says them in its player's language."""

from __future__ import annotations

import pytest

from tests.net.conftest import Connect, connect, server  # noqa: F401 (its fixtures)
from yahtzee_tui import i18n
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import options, score
from yahtzee_tui.i18n import Message, translate
from yahtzee_tui.net import connection
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
    assert translate(refused.value) == f"nisi na potezi: na potezi je {whose}"
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
    assert translate(refused.value) == f"polje određuje {namer}, ne ti"
    with pytest.raises(RequestRefused) as refused:
        await mover.name("royal")
    assert refused.value.reason.startswith("unknown row 'royal'; name one of ")
    assert translate(refused.value).startswith("nepoznat red 'royal'; navedi jedan od ")


def test_an_english_sentence_is_said_with_its_parts_in_the_players_words():
    i18n.set_language("sl")
    assert translate("DOWN fills top to bottom: next is Ones") == (
        "NAVZDOL se polni od zgoraj navzdol; na vrsti: Enice"
    )
    assert (
        translate("Ann's DOWN Ones is already filled")
        == "igralec Ann ima polje Enice (NAVZDOL) že vpisano"
    )
    assert translate("CALL needs an announcement after the first roll: roll first") == (
        "NAPOVED zahteva napoved po prvem metu: najprej vrzi"
    )
    # Text that is no sentence of the catalogue is said as it came.
    assert translate("the server is being upgraded") == "the server is being upgraded"
    i18n.set_language("en")
    assert (
        translate("DOWN fills top to bottom: next is Ones")
        == "DOWN fills top to bottom: next is Ones"
    )


async def test_the_lobby_refuses_in_english_and_the_client_says_it_in_slovenian(
    connect: Connect,  # noqa: F811
):
    ann, bob, cid = await connect(), await connect(), await connect()
    code = await ann.create("yahtzee", seats=[OPEN, OPEN], name="Ann")
    with pytest.raises(RequestRefused) as refused:
        await ann.start_game()
    assert refused.value.reason == ("seat 2 is still open: wait for a player or seat a computer")
    i18n.set_language("sl")
    assert (
        translate(refused.value) == "mesto 2 je še prosto: počakaj na igralca ali posedi računalnik"
    )
    assert await bob.claim(code, "Bob") == 1
    with pytest.raises(RequestRefused) as refused:
        await cid.claim(code, "Cid")  # the room is full
    assert refused.value.reason == "no seat is open"
    assert translate(refused.value) == "nobeno mesto ni prosto"
    with pytest.raises(RequestRefused) as refused:
        await bob.start_game()
    assert refused.value.reason == "only the host can do that"
    assert translate(refused.value) == "to lahko stori samo gostitelj"


async def test_a_second_name_at_the_table_is_refused_with_the_name_kept(
    connect: Connect,  # noqa: F811
):
    ann, bob = await connect(), await connect()
    code = await ann.create("yahtzee", seats=[OPEN, OPEN], name="Ann")
    with pytest.raises(RequestRefused) as refused:
        await bob.claim(code, "ann")
    assert refused.value.reason == "Ann is already at this table: choose another name"
    i18n.set_language("hr")
    assert translate(refused.value) == "Ann već sjedi za ovim stolom: odaberi drugo ime"
    i18n.set_language("sr")
    assert translate(refused.value) == "Ann već sedi za ovim stolom: izaberi drugo ime"


def _no_recognising(monkeypatch: pytest.MonkeyPatch) -> None:
    """English text is no longer recognised as a catalogue sentence: what is translated now
    came with its msgid and arguments."""
    monkeypatch.setattr(i18n, "_recognised", lambda text, depth=0: text)


async def test_a_refusal_from_the_room_is_said_in_croatian_from_its_msgid_and_args(
    connect: Connect,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
):
    ann = await connect()
    await ann.create("yamb", seats=[OPEN], name="Ann")
    await ann.start_game()
    await ann.until(lambda: ann.state is not None)
    state = await ann.roll()
    with pytest.raises(GameError) as here:
        score(state, "threes", "down")  # DOWN fills top to bottom: Ones first
    with pytest.raises(RequestRefused) as refused:
        await ann.score("down.threes")
    assert refused.value.reason == str(here.value) == "DOWN fills top to bottom: next is Ones"
    i18n.set_language("hr")
    exact = translate(here.value)  # as this machine's own game says it
    _no_recognising(monkeypatch)
    assert (
        translate(refused.value) == exact == "DOLJE se puni odozgo prema dolje; na redu: Jedinice"
    )


async def test_a_refusal_with_a_sentence_inside_is_said_whole_in_croatian(
    connect: Connect,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
):
    ann, bob = await connect(), await connect()
    code = await ann.create("yahtzee", seats=[OPEN, OPEN], name="Ann")
    assert await bob.claim(code, "Bob") == 1
    await ann.start_game()
    await bob.until(lambda: bob.state is not None and ann.state is not None)
    assert ann.state is not None
    mover, other = (ann, bob) if ann.state.current == 0 else (bob, ann)
    whose = "Ann" if mover is ann else "Bob"
    with pytest.raises(RequestRefused) as refused:
        await other.roll(seat=sorted(other.room.my_seats)[0])  # type: ignore[union-attr]
    assert refused.value.reason == f"not your turn: it is {whose}'s turn"
    i18n.set_language("hr")
    _no_recognising(monkeypatch)
    assert translate(refused.value) == f"nisi na potezu: na potezu je {whose}"


async def test_a_refusal_of_a_server_that_sends_no_sentence_is_recognised_from_its_english(
    connect: Connect,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
):
    # The server takes this client for one of an earlier release: the English text only, as
    # a server of an earlier release sends it.
    monkeypatch.setattr(connection, "SENTENCE_VERSION", "none")
    ann = await connect()
    await ann.create("yamb", seats=[OPEN], name="Ann")
    await ann.start_game()
    await ann.until(lambda: ann.state is not None)
    await ann.roll()
    with pytest.raises(RequestRefused) as refused:
        await ann.score("down.threes")
    assert not isinstance(refused.value.reason, Message)
    i18n.set_language("hr")
    assert translate(refused.value) == "DOLJE se puni odozgo prema dolje; na redu: Jedinice"
