"""Network tables for the app's tests: a room on a real server, played near its end by
plain clients, then taken over by apps that hold the same seats."""

from __future__ import annotations

from tests.net.helpers import quick_turn
from tests.tui.helpers import app_for
from yahtzee_tui.game import GameState
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.events import Credentials
from yahtzee_tui.net.requests import SeatSpec
from yahtzee_tui.net.server import RoomServer
from yahtzee_tui.net.tables import NetTable
from yahtzee_tui.tui import YahtzeeApp

OPEN = SeatSpec(kind="open")
EASY = SeatSpec(kind="computer", level="easy")


def url_of(server: RoomServer) -> str:
    return f"ws://127.0.0.1:{server.port}"


def client(url: str, credentials: Credentials | None = None) -> TableClient:
    """A client that comes back at once after a drop (tests do not wait for people)."""
    return TableClient(url, credentials=credentials, first_delay=0.02, max_delay=0.2)


async def room_near_the_end(
    url: str, turns_left: int = 1, rules: str = "yatzy"
) -> tuple[str, Credentials, Credentials]:
    """A room (Yatzy unless `rules` says) of Ann (its host), Bob and an easy computer, played
    by plain clients until each seat has `turns_left` turns to go and Ann or Bob is to roll;
    the room code and the two players' credentials (Ann's with the host's token). The
    clients are closed: their seats wait for them."""
    ann, bob = client(url), client(url)
    await ann.connect()
    await bob.connect()
    code = await ann.create(rules, seats=[OPEN, OPEN, EASY], name="Ann")
    await bob.claim(code, "Bob")
    await ann.start_game()
    players = {0: ann, 1: bob}

    def humans_turn() -> bool:
        state = ann.state
        return state is not None and (state.is_over or state.current in players)

    while True:
        await ann.until(humans_turn)
        state = ann.state
        assert state is not None
        if state.turn > state.turns_total - turns_left:
            break
        mover = players[state.current]
        await mover.until(lambda m=mover: m.move >= ann.move)
        await quick_turn(mover)
    assert ann.credentials is not None and bob.credentials is not None
    ann_seat, bob_seat = ann.credentials, bob.credentials
    await ann.close()
    await bob.close()
    return code, ann_seat, bob_seat


def seat_only(credentials: Credentials) -> Credentials:
    """The seat's token without the host's."""
    return Credentials(credentials.code, seat_tokens=credentials.seat_tokens)


async def seated(url: str, credentials: Credentials) -> NetTable:
    """A table at the seats `credentials` open, connected."""
    table = NetTable(client(url, credentials), url, url.removeprefix("ws://"))
    await table.client.connect()
    return table


def app_at(table: NetTable) -> YahtzeeApp:
    return app_for(network=table)


def same_game(*states: GameState | None) -> bool:
    """Every app shows the same position (history, dice, held, the sheets)."""
    first = states[0]
    if first is None:
        return False
    return all(
        state is not None
        and (state.history, state.dice, state.held, state.sheets)
        == (first.history, first.dice, first.held, first.sheets)
        for state in states
    )
