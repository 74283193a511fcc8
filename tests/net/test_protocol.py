"""Every message has one schema, checked on arrival at either end, with a one-line reason."""

from __future__ import annotations

import json

import msgspec
import pytest

from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.notices import NOTICES, Changed, Refused, Rolled
from yahtzee_tui.net.protocol import MAX_REQUEST_BYTES, PROTOCOL_VERSION, ProtocolError, encode


def frame(**fields: object) -> str:
    return json.dumps({"v": PROTOCOL_VERSION, **fields})


@pytest.mark.parametrize(
    "message",
    [
        rq.Create(rules="yatzy", seats=[rq.SeatSpec(kind="computer", level="easy")], name="Ann"),
        rq.Watch(code="ABCDEF"),
        rq.Claim(code="ABCDEF", name="Bob", seat=1),
        rq.Resume(code="ABCDEF", token="t" * 43),
        rq.Leave(),
        rq.SetSeat(seat=2, kind="open"),
        rq.RemoveSeat(seat=2),
        rq.SetRules(rules="yamb"),
        rq.Start(),
        rq.HandOver(seat=1, level="expert"),
        rq.Roll(seat=0, move=3),
        rq.Hold(seat=0, move=4, die=2),
        rq.Call(seat=0, move=5, row="poker"),
        rq.Score(seat=0, move=6, cell="down.ones"),
        rq.Undo(seat=0, move=7),
        rq.NameCell(seat=0, move=8, row="full"),
        rq.Chat(text="hello"),
        rq.Sync(ref=9),
    ],
)
def test_every_request_type_goes_through_its_schema_and_back(message):
    assert rq.REQUESTS.decode(encode(message)) == message


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("{not json", "malformed JSON"),
        ("[1, 2]", "a message is a JSON object"),
        (frame(type="teleport"), "unknown message type"),
        (json.dumps({"type": "sync"}), "needs its protocol version"),
        (json.dumps({"v": "1", "type": "sync"}), "needs its protocol version"),
        (json.dumps({"v": 3, "type": "sync"}), "protocol version 3 is not spoken here"),
        (json.dumps({"v": 1, "type": "sync"}), "the other end is older; update yahtzee-tui"),
        (frame(type="roll", seat="0", move=1), "Expected `int`, got `str`"),
        (frame(type="roll", seat=0, move=1.0), "Expected `int`, got `float`"),
        (frame(type="roll", seat=True, move=1), "Expected `int`, got `bool`"),
        (frame(type="roll", seat=0, move=10**400), "<= 9007199254740992"),
        (frame(type="hold", seat=0, move=1, die=10**30), "<= 5"),
        (frame(type="roll", seat=0, move=1e308), "Expected `int`, got `float`"),
        (frame(type="roll", seat=6, move=1), "<= 5"),
        (frame(type="hold", seat=0, move=1, die=-1), ">= 0"),
        (frame(type="roll", seat=0, move=1, extra=1), "unknown field `extra`"),
        (frame(type="roll", seat=0), "missing required field `move`"),
        (frame(type="chat", text="x" * 201), "length <= 200"),
        (frame(type="claim", code="ABCDEF", name=[["deep"]]), "Expected `str`"),
        ("[" * 50_000 + "]" * 50_000, "a message is a JSON object"),
    ],
)
def test_a_bad_frame_is_refused_with_a_reason(text, reason):
    with pytest.raises(ProtocolError, match=reason):
        rq.REQUESTS.decode(text)


def test_a_binary_frame_is_refused():
    with pytest.raises(ProtocolError, match="JSON text frames"):
        rq.REQUESTS.decode(frame(type="sync").encode())


def test_the_request_size_limit_is_64_kib():
    assert MAX_REQUEST_BYTES == 64 * 1024


def test_notices_are_checked_on_the_client_too():
    changed = Changed(move=3, change=Rolled(seat=0, dice=[1, 2, 3, 4, 5]), check="abc")
    assert NOTICES.decode(encode(changed)) == changed
    refused = Refused(of="roll", kind="turn", reason="not your turn")
    assert NOTICES.decode(encode(refused)) == refused
    with pytest.raises(ProtocolError):
        NOTICES.decode(json.dumps({"v": PROTOCOL_VERSION, "type": "changed", "move": "3"}))
    with pytest.raises(ProtocolError, match="unknown message type"):
        NOTICES.decode(json.dumps({"v": PROTOCOL_VERSION, "type": "roll", "seat": 0, "move": 1}))


def test_every_message_sent_carries_the_protocol_version():
    assert msgspec.json.decode(encode(rq.Sync()))["v"] == PROTOCOL_VERSION
