"""Whole games over a real server on 127.0.0.1: every client follows every move."""

from __future__ import annotations

import asyncio
import random

import pytest

from tests.net.conftest import Connect
from tests.net.helpers import first_legal_cell, play_to_the_end, quick_turn
from yahtzee_tui.game import GameState
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.events import ChatReceived, GameFinished, RequestRefused, StateChanged
from yahtzee_tui.net.requests import SeatSpec
from yahtzee_tui.net.server import RoomServer
from yahtzee_tui.storage.records import recent_games

OPEN = SeatSpec(kind="open")


def follow(client: TableClient) -> list[tuple[int, GameState]]:
    seen: list[tuple[int, GameState]] = []

    def note(event: object) -> None:
        if isinstance(event, StateChanged):
            seen.append((event.move, event.state))

    client.subscribe(note)
    return seen


async def test_two_players_and_a_computer_play_a_whole_game_while_a_third_client_watches(
    server: RoomServer, connect: Connect
):
    ann, bob, wendy = await connect(), await connect(), await connect()
    computer = SeatSpec(kind="computer", level="easy")
    code = await ann.create("yatzy", seats=[OPEN, OPEN, computer], name="Ann")
    assert await bob.claim(code, "Bob") == 1
    await wendy.watch(code, "Wendy")
    seen = {client: follow(client) for client in (ann, bob, wendy)}
    await ann.start_game()

    moves = await play_to_the_end({0: ann, 1: bob}, random.Random(7))

    for client in (ann, bob, wendy):
        await client.until(lambda c=client: c.finished is not None)
    room = server.rooms[code]
    assert room.state is not None and room.state.is_over
    assert ann.finished == bob.finished == wendy.finished == room.state
    # Every client saw every move, in order, and the same state after each.
    numbers = [number for number, _ in seen[wendy]]
    assert numbers[0] == 0 and numbers[-1] == room.move
    assert sorted(set(numbers)) == list(range(room.move + 1))
    for client in (ann, bob):
        assert [(n, s.history, s.dice, s.held) for n, s in seen[client] if n] == [
            (n, s.history, s.dice, s.held) for n, s in seen[wendy] if n
        ]
    assert moves > 30 and room.move > moves  # the computer's moves came between
    await server.store.flush()
    assert [game.seed for game in recent_games()] == [room.state.seed]
    assert not (server.store.room_dir(code)).exists()


async def test_a_watcher_sees_the_game_but_cannot_move_in_it(connect: Connect):
    ann, wendy = await connect(), await connect()
    code = await ann.create("yahtzee", seats=[OPEN], name="Ann")
    await ann.start_game()
    await wendy.watch(code)
    assert wendy.state is not None and wendy.room is not None and wendy.room.watching
    with pytest.raises(RequestRefused, match="Ann's seat is not yours"):
        await wendy.roll(seat=0)
    with pytest.raises(RequestRefused, match="not your turn: it is Ann's turn"):
        await wendy.roll()
    await ann.roll()
    await wendy.until(lambda: wendy.move == 1 and wendy.state == ann.state)


async def test_one_connection_can_hold_two_seats_and_plays_whichever_moves(connect: Connect):
    ann = await connect()
    code = await ann.create("yahtzee", seats=[OPEN, OPEN], name="Ann")
    assert await ann.claim(code, "Abe") == 1
    assert ann.my_seats == {0, 1}
    assert ann.credentials is not None and len(ann.credentials.seat_tokens) == 2
    await ann.start_game()
    for _ in range(2):
        state = await ann.roll()
        first = first_legal_cell(state)
        await ann.score(first)
    assert ann.state is not None and len(ann.state.history) == 4


async def test_chat_lines_reach_everyone_in_the_room_as_typed(connect: Connect):
    ann, bob = await connect(), await connect()
    code = await ann.create("yahtzee", seats=[OPEN, OPEN], name="Ann")
    await bob.claim(code, "Bob")
    heard: list[ChatReceived] = []
    ann.subscribe(lambda e: heard.append(e) if isinstance(e, ChatReceived) else None)
    await bob.send_chat("[bold]good luck[/bold]")
    await ann.until(lambda: bool(heard))
    assert (heard[0].line.name, heard[0].line.text) == ("Bob", "[bold]good luck[/bold]")
    with pytest.raises(RequestRefused, match="control characters"):
        await bob.send_chat("\x07beep")


async def test_the_finished_game_comes_whole_with_its_seed_and_replays(connect: Connect):
    ann = await connect()
    finished: list[GameFinished] = []
    ann.subscribe(lambda e: finished.append(e) if isinstance(e, GameFinished) else None)
    await ann.create("yatzy", seats=[OPEN], name="Ann")
    await ann.start_game()
    assert ann.state is not None and ann.state.seed == 0  # hidden while in play
    await play_to_the_end({0: ann}, random.Random(1))
    await ann.until(lambda: bool(finished))
    assert finished[0].state.seed != 0 and finished[0].state.is_over


async def test_a_computer_player_that_fails_is_logged_and_the_server_goes_on(
    server: RoomServer, connect: Connect, monkeypatch: pytest.MonkeyPatch, caplog
):
    def broken(state: GameState, level: str | None = None) -> None:
        raise RuntimeError("the advisor broke")

    monkeypatch.setattr("yahtzee_tui.net.computers.next_move", broken)
    ann = await connect()
    code = await ann.create("yahtzee", seats=[SeatSpec(kind="computer", level="easy"), OPEN])
    await ann.claim(code, "Ann")
    await ann.start_game()
    assert ann.state is not None
    if ann.state.current == 1:
        await quick_turn(ann)
    thinking = server.computers.thinking.get(code)
    if thinking is not None:
        await asyncio.wait({thinking})
    assert "the advisor broke" in caplog.text
    other = await connect()
    assert await other.create("yatzy")  # the server still serves


async def test_a_client_knows_when_it_is_its_turn_and_when_it_may_undo(connect: Connect):
    ann, bob = await connect(), await connect()
    code = await ann.create("yahtzee", seats=[OPEN, OPEN], name="Ann")
    await bob.claim(code, "Bob")
    await ann.start_game()
    await bob.until(lambda: bob.state is not None)
    mover, other = (ann, bob) if ann.my_turn else (bob, ann)
    assert mover.my_turn and not other.my_turn and not mover.may_undo
    state = await mover.roll()
    assert not mover.may_undo
    await mover.score(first_legal_cell(state))
    await other.until(lambda: other.move == mover.move)
    assert mover.may_undo and not other.may_undo and other.my_turn
    await other.roll()
    await mover.until(lambda: mover.move == other.move)
    assert not mover.may_undo
