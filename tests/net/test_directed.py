"""Yamb's DIRECTED column over the network: the player who just played names a cell of the
next player's column with a `name` move, checked by the server like every move. A whole
game with namings by two clients and a computer: `test_presets_play.py`."""

from __future__ import annotations

import json
import random

import pytest
from websockets.asyncio.client import connect as connect_raw

from tests.net.conftest import Connect
from tests.net.helpers import first_legal_cell, play_to_the_end
from yahtzee_tui.game.directed import nameable_rows
from yahtzee_tui.net.events import RequestRefused
from yahtzee_tui.net.notices import NOTICES, Refused
from yahtzee_tui.net.requests import SeatSpec
from yahtzee_tui.net.server import RoomServer
from yahtzee_tui.strategy.directed import costliest_row
from yahtzee_tui.strategy.review import positions

OPEN = SeatSpec(kind="open")
RULES = "jamb_directed"


async def two_players(connect: Connect):
    ann, bob = await connect(), await connect()
    code = await ann.create(RULES, seats=[OPEN, OPEN], name="Ann")
    assert await bob.claim(code, "Bob") == 1
    await ann.start_game()
    await bob.until(lambda: bob.state is not None)
    return code, ann, bob


async def first_turn_scored(ann, bob):
    """Whoever opens plays a quick turn; (the one who names, the other)."""
    assert ann.state is not None
    mover, other = (ann, bob) if ann.state.current == 0 else (bob, ann)
    state = await mover.roll()
    await mover.score(first_legal_cell(state))
    await other.until(lambda: other.move == mover.move)
    return mover, other


async def test_the_named_cell_reaches_both_clients_and_only_the_namer_may_name(
    connect: Connect,
):
    _, ann, bob = await two_players(connect)
    namer, other = await first_turn_scored(ann, bob)
    assert namer.state is not None and namer.state.naming
    with pytest.raises(RequestRefused) as refused:
        await other.name("full", seat=sorted(other.room.my_seats)[0])  # type: ignore[union-attr]
    assert "place to name, not yours" in refused.value.reason
    assert refused.value.kind == "turn"
    with pytest.raises(RequestRefused, match="unknown row 'royal'"):
        await namer.name("royal")
    with pytest.raises(RequestRefused, match="names a cell of"):
        await other.roll(seat=sorted(other.room.my_seats)[0])  # type: ignore[union-attr]
    after = await namer.name("poker")
    assert after.named == "poker" and not after.naming
    await other.until(lambda: other.state is not None and other.state.named == "poker")
    assert other.state == after
    with pytest.raises(RequestRefused, match="nothing to name now") as refused:
        await namer.name("full", seat=sorted(namer.room.my_seats)[0])  # type: ignore[union-attr]
    # The named cell is the only DIRECTED cell open to the other player this turn.
    rolled = await other.roll()
    assert [o.cell for o in _directed(rolled) if o.legal] == ["directed.poker"]
    await other.score("directed.poker")


async def test_the_namer_may_undo_the_naming_until_the_next_roll(connect: Connect):
    _, ann, bob = await two_players(connect)
    namer, other = await first_turn_scored(ann, bob)
    await namer.name("yamb")
    await other.until(lambda: other.move == namer.move)
    back = await namer.undo()
    assert back.naming and back.named is None
    await other.until(lambda: other.state == back)
    assert nameable_rows(back)


async def test_a_snapshot_in_the_middle_of_a_naming_rebuilds_it(connect: Connect):
    code, ann, bob = await two_players(connect)
    namer, _ = await first_turn_scored(ann, bob)
    watcher = await connect()
    await watcher.watch(code)
    assert watcher.state == namer.state and watcher.state is not None and watcher.state.naming
    await namer.name("kenta")
    late = await connect()
    await late.watch(code)
    assert late.state == namer.state and late.state is not None
    assert late.state.named == "kenta"


async def test_a_watcher_joining_after_a_naming_and_a_roll_sees_the_game(connect: Connect):
    code, ann, bob = await two_players(connect)
    namer, other = await first_turn_scored(ann, bob)
    await namer.name("kenta")
    rolled = await other.roll()
    await other.hold(0)
    await namer.until(lambda: namer.move == other.move)
    watcher = await connect()
    await watcher.watch(code)
    # The game, not the lobby: the named row, the roll and the hold since it.
    assert watcher.state is not None and watcher.state == other.state
    assert watcher.state.named == "kenta" and watcher.state.dice == rolled.dice
    assert watcher.state.held[0]


async def test_a_table_of_one_cannot_start_jamb_directed(connect: Connect):
    ann = await connect()
    await ann.create(RULES, seats=[OPEN], name="Ann")
    with pytest.raises(RequestRefused, match="needs 2 or more players") as refused:
        await ann.start_game()
    assert "\n" not in refused.value.reason


async def test_an_old_client_is_told_in_its_own_version_to_update(server: RoomServer):
    async with connect_raw(f"ws://127.0.0.1:{server.port}", close_timeout=1) as ws:
        await ws.send(json.dumps({"v": 1, "type": "create", "rules": "yahtzee", "ref": 1}))
        answer = json.loads(await ws.recv())
    assert answer["v"] == 1 and answer["type"] == "refused"
    assert "update yahtzee-tui" in answer["reason"] and "\n" not in answer["reason"]
    # It reads as the refusal it always was.
    assert isinstance(NOTICES.decode(json.dumps({**answer, "v": 2})), Refused)


def _directed(state):
    from yahtzee_tui.game import options

    return [option for option in options(state) if option.column == "directed"]


async def test_a_computer_seat_names_on_the_server(server: RoomServer, connect: Connect):
    ann = await connect()
    code = await ann.create(
        RULES, seats=[OPEN, SeatSpec(kind="computer", level="easy")], name="Ann"
    )
    await ann.start_game()
    await play_to_the_end({0: ann}, random.Random(5), stop_after=40)
    room = server.rooms[code]
    assert room.state is not None
    by_computer = [
        (position, event)
        for _, position, event in positions(room.state)
        if event.kind == "name" and event.player == 1
    ]
    assert by_computer
    for position, event in by_computer:  # each time, the cell that costs Ann most
        assert event.box == costliest_row(position)
    await ann.until(lambda: ann.move == room.move)
    assert ann.state is not None and ann.state.history == room.state.history


async def test_a_server_started_again_resumes_a_naming_in_progress():
    from tests.net.conftest import UNHURRIED
    from yahtzee_tui import paths
    from yahtzee_tui.net.client import TableClient

    home = paths.data_dir() / "resume-directed"
    first = RoomServer(home, limits=UNHURRIED, computer_delay=0)
    await first.start("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{first.port}"
    ann, bob = TableClient(url), TableClient(url)
    await ann.connect()
    await bob.connect()
    code = await ann.create(RULES, seats=[OPEN, OPEN], name="Ann")
    await bob.claim(code, "Bob")
    await ann.start_game()
    await bob.until(lambda: bob.state is not None)
    namer, _ = await first_turn_scored(ann, bob)
    await first.store.flush()
    before = first.rooms[code].state
    credentials = namer.credentials
    for client in (ann, bob):
        await client.close()
    await first.close()

    second = RoomServer(home, limits=UNHURRIED, computer_delay=0)
    await second.start("127.0.0.1", 0)
    try:
        resumed = second.rooms[code].state
        assert resumed == before and resumed is not None and resumed.naming
        back = TableClient(f"ws://127.0.0.1:{second.port}", credentials=credentials)
        await back.connect()
        assert (await back.name("max")).named == "max"
        await back.close()
    finally:
        await second.close()
