"""A network table that loses its connection, or its terminal, and comes back to its seat."""

from __future__ import annotations

import asyncio
import time

import pytest

from tests.deadlines import deadline
from tests.net.helpers import first_legal_cell
from tests.tui.helpers import score_in, status, text_of, wait_for
from tests.tui.net.conftest import MakeServer
from tests.tui.net.tables import app_at, room_near_the_end, seat_only, seated, url_of
from yahtzee_tui.errors import GameError
from yahtzee_tui.net.events import Credentials
from yahtzee_tui.net.keep import keep_credentials
from yahtzee_tui.net.limits import Limits
from yahtzee_tui.net.server import RoomServer
from yahtzee_tui.net.tables import JoinPlan, NetTable, join_table
from yahtzee_tui.tui import YahtzeeApp
from yahtzee_tui.tui.screens.table import TableScreen
from yahtzee_tui.tui.widgets.net_panel import NetPanel

SIZE = (100, 30)


def panel(app: YahtzeeApp) -> str:
    return text_of(app.screen.query_one(NetPanel))


async def room_and_mover(server: RoomServer) -> tuple[str, Credentials]:
    """A room near its end (`room_near_the_end`) and the seat of whoever is to move."""
    code, ann, bob = await room_near_the_end(url_of(server), turns_left=2)
    state = server.rooms[code].state
    assert state is not None
    return code, seat_only(ann) if state.current == 0 else bob


async def test_the_table_says_it_is_reconnecting_and_plays_on_once_it_is_back(
    start_server: MakeServer, tables: list[NetTable]
):
    server = await start_server()
    url, port = url_of(server), server.port
    _, mover = await room_and_mover(server)
    tables.append(await seated(url, mover))
    app = app_at(tables[0])
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.press("r")
        await wait_for(pilot, lambda: app.state is not None and app.state.has_rolled)
        rolled = app.state
        await server.close()  # the server goes away mid-turn
        await wait_for(pilot, lambda: "reconnecting…" in panel(app), what="reconnecting")
        assert "Reconnecting…" in status(app)
        await pilot.press("1")
        await wait_for(pilot, lambda: "Not connected" in status(app))
        assert app.state is rolled
        await start_server(port)  # the same rooms, from the same data folder
        await wait_for(pilot, lambda: "online" in panel(app), what="online again")
        assert app.state.dice == rolled.dice
        await score_in(pilot, first_legal_cell(app.state))
        await wait_for(pilot, lambda: len(app.state.history) > len(rolled.history))


async def test_a_terminal_that_went_away_mid_turn_takes_its_seat_back_with_its_token(
    start_server: MakeServer, tables: list[NetTable]
):
    server = await start_server()
    url = url_of(server)
    code, mover = await room_and_mover(server)
    keep_credentials(url, mover)  # as an earlier `join` kept them
    plan = JoinPlan(url, url[5:], code)  # no name: the kept seat
    tables.append(await join_table(plan))
    first = app_at(tables[0])
    async with first.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(first.screen, TableScreen))
        await pilot.press("r")
        await wait_for(pilot, lambda: first.state is not None and first.state.has_rolled)
        rolled = first.state
    await tables[0].client.close()  # the terminal is gone, without a word to the server
    await wait_for_away(server, code, rolled.current)

    tables.append(await join_table(plan))
    again = app_at(tables[1])
    async with again.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(again.screen, TableScreen))
        assert again.state.history == rolled.history  # the roll stands: the turn goes on
        await score_in(pilot, first_legal_cell(again.state))
        await wait_for(pilot, lambda: len(again.state.history) > len(rolled.history))
    room = server.rooms[code].state
    assert room is not None and room.history[len(rolled.history)].kind == "score"


async def wait_for_away(server: RoomServer, code: str, seat: int) -> None:
    """Until the server sees no connection at `seat` (polling; a busy machine takes longer)."""
    room = server.rooms[code]
    end = time.monotonic() + deadline()
    while room.holder(seat) is not None:
        assert time.monotonic() < end, "the server still sees the seat's connection"
        await asyncio.sleep(0.01)


async def test_a_wrong_token_is_refused_with_the_reason(start_server: MakeServer):
    server = await start_server()
    url = url_of(server)
    code, _, _ = await room_near_the_end(url, turns_left=3)
    keep_credentials(url, Credentials(code, seat_tokens=("not-the-token-" * 3,)))
    with pytest.raises(GameError, match="that token opens no seat in this room"):
        await join_table(JoinPlan(url, url[5:], code))


async def test_a_move_the_server_refuses_says_why_in_the_status_line(
    start_server: MakeServer, tables: list[NetTable]
):
    server = await start_server()
    url, port = url_of(server), server.port
    _, mover = await room_and_mover(server)
    await server.close()
    # The same room on a strict server: the resume and two moves spend the burst.
    await start_server(port, limits=Limits(messages_per_second=0.001, burst=4))
    tables.append(await seated(url, mover))
    app = app_at(tables[0])
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.press("r")
        await wait_for(pilot, lambda: app.state.has_rolled)
        await pilot.press("1")
        await wait_for(pilot, lambda: app.state.held[0])
        await pilot.press("2")
        await wait_for(pilot, lambda: "Too many messages: slow down" in status(app))
        assert app.state.held[:2] == (True, False)
        assert app.screen.query_one("#status").has_class("-problem")


async def test_the_host_lets_a_computer_play_for_a_player_away_and_the_player_takes_it_back(
    start_server: MakeServer, tables: list[NetTable], advisor_ready: None
):
    server = await start_server(away_timeout=0)
    url = url_of(server)
    # Yahtzee: the stand-in (medium) plays from the advisor's table, in memory here.
    _, ann, bob = await room_near_the_end(url, turns_left=3, rules="yahtzee")
    tables.append(await seated(url, ann))  # the host's token and Ann's seat
    app = app_at(tables[0])
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        await wait_for(pilot, lambda: app.net.seats[1].status == "away")
        await wait_for(pilot, lambda: "○ Bob" in panel(app))
        await pilot.press("g")
        await wait_for(pilot, lambda: app.net.seats[1].status == "stand_in")
        await wait_for(pilot, lambda: "⚙ Bob" in panel(app))
        # The stand-in scores Bob's turn; Ann plays hers by keys.
        handed = len(app.state.history)

        def bob_scored() -> bool:
            return any(e.player == 1 and e.kind == "score" for e in app.state.history[handed:])

        while not bob_scored():
            state = app.state
            if state.current == 0 and not state.has_rolled:
                await pilot.press("r")
                await wait_for(pilot, lambda s=state: app.state.history != s.history)
                await score_in(pilot, first_legal_cell(app.state))
            await wait_for(pilot, lambda s=state: app.state.history != s.history)
        tables.append(await seated(url, bob))  # Bob is back: the seat is his again
        await wait_for(pilot, lambda: app.net.seats[1].status == "connected")
