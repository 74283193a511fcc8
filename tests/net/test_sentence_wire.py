"""A refusal carries its sentence (msgid and arguments) beside its English text, to the
clients that read it; a client of an earlier release gets the notice it knows; and what a
hostile server puts in those fields is ignored, the English reason kept."""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest
from websockets.asyncio.client import ClientConnection, connect

from yahtzee_tui.net.notices import NOTICES, RefusalKind, Refused
from yahtzee_tui.net.protocol import PROTOCOL_VERSION as V
from yahtzee_tui.net.protocol import Base
from yahtzee_tui.net.sentence_wire import SENTENCE_HEADER, SENTENCE_VERSION, said_reason
from yahtzee_tui.net.server import RoomServer
from yahtzee_tui.sentences import Message, Name


class EarlierRefused(Base, tag="refused"):
    """The `refused` notice as a client of the last release decodes it (no unknown field)."""

    of: str
    kind: RefusalKind
    reason: str


async def raw(server: RoomServer, reads_sentences: bool) -> ClientConnection:
    headers = {SENTENCE_HEADER: SENTENCE_VERSION} if reads_sentences else None
    url = f"ws://127.0.0.1:{server.port}"
    return await connect(url, compression=None, additional_headers=headers, close_timeout=1)


async def refused_start(ws: ClientConnection) -> str:
    """The frame refusing a start of a room whose second seat is open."""
    room = {"v": V, "type": "create", "rules": "yahtzee", "name": "Ann", "ref": 1}
    room["seats"] = [{"kind": "open"}, {"kind": "open"}]
    await ws.send(json.dumps(room))
    await ws.send(json.dumps({"v": V, "type": "start", "ref": 2}))
    while True:
        frame = await ws.recv()
        assert isinstance(frame, str)
        if json.loads(frame).get("ref") == 2:
            return frame


async def test_a_client_that_reads_sentences_gets_the_refusals_msgid_and_args(
    server: RoomServer,
):
    ws = await raw(server, reads_sentences=True)
    notice = NOTICES.decode(await refused_start(ws))
    assert isinstance(notice, Refused)
    assert notice.reason == "seat 2 is still open: wait for a player or seat a computer"
    assert notice.msgid == "seat {seat} is still open: wait for a player or seat a computer"
    assert notice.args == {"seat": "2"}
    await ws.close()


async def test_a_client_of_an_earlier_release_gets_a_refusal_it_can_read(
    server: RoomServer,
):
    ws = await raw(server, reads_sentences=False)
    frame = await refused_start(ws)
    notice = msgspec.json.decode(frame, type=EarlierRefused)
    assert notice.reason == "seat 2 is still open: wait for a player or seat a computer"
    await ws.close()


REASON = "it is Ann's turn"


@pytest.mark.parametrize(
    ("msgid", "args"),
    [
        (None, None),  # a server of an earlier release: the English only
        (7, {"player": "Ann"}),
        ("it is {player}'s turn", ["Ann"]),
        ("it is {player}'s turn", {"player": 7}),
        ("it is {player}'s turn", {}),
        ("it is {player}'s turn", {"player": "Ann", "other": "Bob"}),
        ("it is {player}'s turn", {"player": "Bob"}),  # another sentence than the English says
        ("it is {player.__class__}'s turn", {"player": "Ann"}),
        ("it is {0}'s turn", {"0": "Ann"}),
        ("it is {player!r}'s turn", {"player": "Ann"}),
        ("it is {player:>99999999}'s turn", {"player": "Ann"}),
        ("it is {player's turn", {"player": "Ann"}),
        ("it is {player}'s turn", {"player": {"msgid": 3}}),
        ("it is {player}'s turn", {"player": {"msgid": "Ann", "args": {}, "more": 1}}),
        ("it is {player}'s turn", {"player": {"rules": "no such rules", "row": "ones"}}),
        ("it is {player}'s turn", {"player": {"rules": "yamb", "row": "no such row"}}),
        ("it is {player}'s turn", {"player": "A" * 10_000}),
        ("x" * 100_000, {}),
    ],
)
def test_a_malformed_sentence_is_ignored_and_the_english_reason_kept(msgid: Any, args: Any):
    frame = json.dumps(
        {"v": V, "type": "refused", "of": "roll", "kind": "turn", "reason": REASON}
        | ({} if msgid is None else {"msgid": msgid, "args": args})
    )
    notice = NOTICES.decode(frame)  # the frame itself is read: only its sentence is ignored
    assert isinstance(notice, Refused)
    said = said_reason(notice.reason, notice.msgid, notice.args)
    assert said == REASON and not isinstance(said, Message)


def test_a_sentence_nested_past_its_depth_is_ignored():
    args: dict[str, Any] = {"player": "Ann"}
    msgid = "it is {player}'s turn"
    for _ in range(6):
        args, msgid = {"reason": {"msgid": msgid, "args": args}}, "{reason}"
    said = said_reason(REASON, msgid, args)
    assert said == REASON and not isinstance(said, Message)


def test_a_sentence_with_names_and_a_nested_sentence_is_rebuilt_whole():
    turn = Message("it is {player}'s turn", player="Ann")
    row = {"rules": "yamb", "column": "down", "row": "ones"}
    args = {"cell": row, "reason": {"msgid": turn.msgid, "args": {"player": "Ann"}}}
    said = said_reason("DOWN Ones: it is Ann's turn", "{cell}: {reason}", args)
    assert isinstance(said, Message)
    cell, reason = said.args["cell"], said.args["reason"]
    assert isinstance(cell, Name)
    assert (cell.rules, cell.column, cell.row) == ("yamb", "down", "ones")
    assert isinstance(reason, Message) and reason.msgid == turn.msgid


def test_a_sentence_that_would_grow_past_its_reason_is_never_made():
    """A part repeated in the msgid, at every depth, would make gigabytes of a small frame."""
    args: dict[str, Any] = {"a": "A" * 400}
    msgid = "{a}" * 300
    for _ in range(3):
        args, msgid = {"a": {"msgid": msgid, "args": args}}, "{a}" * 300
    said = said_reason(REASON, msgid, args)
    assert said == REASON and not isinstance(said, Message)
