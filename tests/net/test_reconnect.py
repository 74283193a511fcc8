"""Coming back: a client that died, a dropped connection, a token that is not yours."""

from __future__ import annotations

import asyncio
import contextlib
import json

import pytest
from websockets.asyncio.server import ServerConnection, serve

from tests.net.conftest import Connect
from tests.net.helpers import first_legal_cell, quick_turn
from yahtzee_tui.game import GameState, new_game, roll
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.events import (
    OFFLINE,
    ONLINE,
    Credentials,
    NotConnected,
    RequestRefused,
    StatusChanged,
)
from yahtzee_tui.net.notices import Changed, Held, SeatView, Snapshot, You
from yahtzee_tui.net.protocol import encode
from yahtzee_tui.net.replica import game_to_wire
from yahtzee_tui.net.requests import SeatSpec
from yahtzee_tui.net.seats import new_token
from yahtzee_tui.net.server import RoomServer

OPEN = SeatSpec(kind="open")


async def kill(client: TableClient) -> None:
    """As if the client's process died: the connection goes with no closing handshake."""
    client._closing = True
    if client._ws is not None:
        client._ws.transport.abort()
    if client._runner is not None:
        client._runner.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await client._runner


def position(state: GameState | None) -> object:
    assert state is not None
    return (state.dice, state.held, state.rolls_used, state.current, state.history, state.sheets)


def status_of(client: TableClient, seat: int) -> str:
    return client.room.seats[seat].status if client.room is not None else "?"


async def two_player_game(connect: Connect) -> tuple[TableClient, TableClient, str]:
    """Ann (seat 0, host) and Bob (seat 1) at a Yahtzee table, with Bob to move."""
    ann, bob = await connect(), await connect()
    code = await ann.create("yahtzee", seats=[OPEN, OPEN], name="Ann")
    await bob.claim(code, "Bob")
    await ann.start_game()
    assert ann.state is not None
    if ann.state.current == 0:
        await quick_turn(ann)
    await bob.until(lambda: bob.state is not None and bob.state.current == 1)
    return ann, bob, code


async def test_a_client_killed_mid_turn_comes_back_with_its_token_and_carries_on(
    connect: Connect,
):
    ann, bob, _ = await two_player_game(connect)
    await bob.roll()
    await bob.hold(0)
    before = await bob.hold(3)
    credentials = bob.credentials
    await kill(bob)
    await ann.until(lambda: status_of(ann, 1) == "away")

    again = await connect(credentials=credentials)
    await again.until(lambda: again.state is not None)
    assert position(again.state) == position(before)
    assert again.my_seats == {1}
    await ann.until(lambda: status_of(ann, 1) == "connected")
    # The holds made before the crash can still be taken back, then the turn goes on.
    assert (await again.undo()).held == (True, False, False, False, False)
    state = await again.roll()
    state = await again.score(first_legal_cell(state))
    assert state.current == 0
    await ann.until(lambda: ann.move == again.move)
    assert position(ann.state) == position(again.state)


async def test_a_client_whose_connection_drops_reconnects_by_itself(
    server: RoomServer, connect: Connect
):
    ann, bob, _ = await two_player_game(connect)
    before = position(bob.state)
    statuses: list[str] = []
    bob.subscribe(lambda e: statuses.append(e.status) if isinstance(e, StatusChanged) else None)
    for conn in list(server.listener.connections):
        if 1 in conn.member.seats:
            conn.ws.transport.abort()
    await bob.until(lambda: OFFLINE in statuses and bob.status == ONLINE)
    assert position(bob.state) == before and bob.my_seats == {1}
    await bob.roll()
    await ann.until(lambda: ann.move == bob.move)


async def test_a_wrong_token_is_refused(connect: Connect):
    _, _, code = await two_player_game(connect)
    mallory = await connect()
    with pytest.raises(RequestRefused, match="that token opens no seat in this room") as refused:
        await mallory.resume(code, new_token())
    assert refused.value.kind == "denied" and not mallory.my_seats


async def test_a_stolen_token_is_refused_while_its_player_is_connected(connect: Connect):
    _, bob, code = await two_player_game(connect)
    assert bob.credentials is not None
    mallory = await connect()
    with pytest.raises(RequestRefused, match="in use by another connection"):
        await mallory.resume(code, bob.credentials.seat_tokens[0])
    await mallory.watch(code)
    with pytest.raises(RequestRefused, match="Bob's seat is not yours"):
        await mallory.roll(seat=1)


async def test_a_token_opens_nothing_in_another_room(connect: Connect):
    _, bob, _ = await two_player_game(connect)
    assert bob.credentials is not None
    eve = await connect()
    other = await eve.create("yatzy", seats=[OPEN], name="Eve")
    mallory = await connect()
    with pytest.raises(RequestRefused, match="opens no seat"):
        await mallory.resume(other, bob.credentials.seat_tokens[0])


async def test_an_unknown_room_code_is_refused(connect: Connect):
    client = await connect()
    with pytest.raises(RequestRefused, match="no room has the code ZZZZZZ") as refused:
        await client.watch("ZZZZZZ")
    assert refused.value.kind == "not_found"


async def test_a_client_coming_back_to_a_room_that_is_gone_is_told_so(connect: Connect):
    with pytest.raises(NotConnected, match="room GONE22 is lost: the server no longer holds it"):
        await connect(credentials=Credentials("GONE22", seat_tokens=(new_token(),)))


async def test_a_client_checks_what_the_server_says_and_asks_again_when_it_does_not_add_up():
    state = roll(new_game("yahtzee", ["Ann"], seed=1, first_player=0))
    snapshot = Snapshot(
        code="FAKE22",
        rules="yahtzee",
        phase="playing",
        move=1,
        seats=[SeatView(kind="human", status="connected", name="Ann")],
        watchers=0,
        host_connected=False,
        away_timeout=60.0,
        you=You(seats=[0]),
        game=game_to_wire(state),
    )
    asked: list[str] = []

    async def lying_server(ws: ServerConnection) -> None:
        await ws.send(encode(snapshot))
        await ws.send("not json")
        await ws.send(encode(Changed(move=7, change=Held(seat=0, die=0), check="0")))
        await ws.send(encode(Changed(move=2, change=Held(seat=0, die=9), check="0")))
        async for frame in ws:
            asked.append(json.loads(frame)["type"])
            await ws.send(encode(snapshot))

    async with serve(lying_server, "127.0.0.1", 0) as fake:
        client = TableClient(f"ws://127.0.0.1:{fake.sockets[0].getsockname()[1]}")
        try:
            await client.connect()
            await client.until(lambda: bool(asked))
            await client.until(lambda: not client._syncing)
            assert asked[0] == "sync"
            assert position(client.state) == position(state) and client.move == 1
        finally:
            await client.close()


async def test_a_move_is_confirmed_only_once_it_is_on_disk(
    server: RoomServer, connect: Connect, monkeypatch
):
    """A slow disk: the answer to a move waits for its write, so a server killed the moment a
    client hears of a move has the move on disk already."""
    import time

    from yahtzee_tui import paths
    from yahtzee_tui.net import store

    _, bob, code = await two_player_game(connect)
    write, append = store.write_atomically, store.append_line

    def slow_write(target, text):  # in the store's writer thread
        time.sleep(0.2)
        write(target, text)

    def slow_append(path, line, size):
        time.sleep(0.2)
        append(path, line, size)

    monkeypatch.setattr(store, "write_atomically", slow_write)
    monkeypatch.setattr(store, "append_line", slow_append)
    for _ in range(3):
        confirmed = await bob.roll() if bob.state.rolls_left else await bob.hold(0)
        on_disk = store.load_room_game(paths.data_dir() / "rooms" / code)
        assert position(on_disk) == position(confirmed)


async def test_a_client_back_from_a_drop_catches_up_with_moves_it_never_saw(
    server: RoomServer, connect: Connect
):
    ann, bob, _ = await two_player_game(connect)
    credentials = ann.credentials
    await kill(ann)  # Ann is gone while Bob plays his whole turn
    state = await bob.roll()
    state = await bob.score(first_legal_cell(state))
    assert state.current == 0
    again = await connect(credentials=credentials)
    await again.until(lambda: again.state is not None and again.move == bob.move)
    assert position(again.state) == position(bob.state)
