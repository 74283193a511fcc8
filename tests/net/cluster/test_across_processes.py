"""Room servers sharing one Redis: clients of different servers play in one room."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator

import pytest
from redis.asyncio import Redis

from tests.net.cluster.conftest import ConnectTo
from tests.net.cluster.processes import ServerProcess
from tests.net.cluster.redis_server import RedisServer, free_port
from tests.net.cluster.waiting import eventually
from tests.net.conftest import UNHURRIED
from tests.net.helpers import play_to_the_end, quick_turn
from tests.net.test_play import follow
from yahtzee_tui import paths
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.cluster import keys
from yahtzee_tui.net.cluster.node import ClusterServer
from yahtzee_tui.net.cluster.state import read_room
from yahtzee_tui.net.events import ONLINE, RequestRefused
from yahtzee_tui.net.requests import SeatSpec
from yahtzee_tui.storage.records import recent_games

OPEN = SeatSpec(kind="open")


async def test_players_on_two_servers_and_a_watcher_on_a_third_play_a_whole_game(
    cluster: list[ClusterServer], connect_to: ConnectTo, redis: Redis
):
    one, two, three = cluster
    ann, bob, wendy = await connect_to(one), await connect_to(two), await connect_to(three)
    computer = SeatSpec(kind="computer", level="easy")
    code = await ann.create("yatzy", seats=[OPEN, OPEN, computer], name="Ann")
    assert await bob.claim(code, "Bob") == 1
    await wendy.watch(code, "Wendy")
    seen = {client: follow(client) for client in (ann, bob, wendy)}
    await ann.start_game()

    moves = await play_to_the_end({0: ann, 1: bob}, random.Random(3))

    for client in (ann, bob, wendy):
        await client.until(lambda c=client: c.finished is not None)
    # The room lives on the server its host created it on; the others only pass frames.
    room = one.rooms[code]
    assert code not in two.rooms and code not in three.rooms
    assert room.state is not None and room.state.is_over
    assert ann.finished == bob.finished == wendy.finished == room.state
    # Screens agreed move by move.
    numbers = [number for number, _ in seen[wendy]]
    assert sorted(set(numbers)) == list(range(room.move + 1))
    for client in (ann, bob):
        assert [(n, s.history, s.dice, s.held) for n, s in seen[client] if n] == [
            (n, s.history, s.dice, s.held) for n, s in seen[wendy] if n
        ]
    assert moves > 30 and room.move > moves
    # Recorded once, by the owner; the finished room's seats and game are gone from Redis.
    await one.store.flush()
    assert [game.seed for game in recent_games(path=one.data_dir / "records.sqlite3")] == [
        room.state.seed
    ]
    assert await redis.exists(keys.meta(code), keys.game(code), keys.log(code)) == 0


async def test_what_a_player_was_told_of_a_move_is_what_redis_holds(
    cluster: list[ClusterServer], connect_to: ConnectTo, redis: Redis
):
    _, two, _ = cluster
    ann = await connect_to(two)
    code = await ann.create("yahtzee", seats=[OPEN], name="Ann")
    await ann.start_game()
    state = await quick_turn(ann)

    # Ann's answer came after Redis had her turn: what Redis holds is what she was told.
    found = await read_room(redis, code)
    assert found is not None
    _, stored = found
    assert stored is not None and stored.history == state.history


async def test_room_codes_name_rooms_on_any_server_and_unknown_codes_are_refused(
    cluster: list[ClusterServer], connect_to: ConnectTo
):
    one, two, three = cluster
    codes = set()
    for server in cluster:
        host = await connect_to(server)
        codes.add(await host.create("yatzy", seats=[OPEN], name="Host"))
    assert len(codes) == 3
    for server in (one, two, three):
        assert sum(code in server.rooms for code in codes) == 1
    stranger = await connect_to(two)
    with pytest.raises(RequestRefused, match="no room has the code"):
        await stranger.watch("ZZZZZZ")
    with pytest.raises(RequestRefused, match="no room has the code"):
        await stranger.watch("../../x")
    # The refusal left the connection free to join a room owned elsewhere.
    await stranger.watch(next(code for code in codes if code in one.rooms))


@pytest.fixture
def three_processes(redis_server: RedisServer) -> Iterator[list[tuple[ServerProcess, int]]]:
    """Three `yahtzee-tui server --redis` processes, each on a port of its own."""
    started = []
    try:
        for _ in range(3):
            port = free_port()
            started.append((ServerProcess(redis_server.url, port, "--rate-limit", "10000"), port))
        for process, _ in started:
            process.wait_for("listening on")
        yield started
    finally:
        for process, _ in started:
            process.stop()


async def test_players_of_two_server_processes_and_a_watcher_of_a_third_agree_move_by_move(
    three_processes: list[tuple[ServerProcess, int]],
):
    ann, bob, wendy = (
        TableClient(f"ws://127.0.0.1:{port}", first_delay=0.05, max_delay=0.2)
        for _, port in three_processes
    )
    try:
        for client in (ann, bob, wendy):
            await client.connect()
        code = await ann.create("yamb", seats=[OPEN, OPEN], name="Ann")
        await bob.claim(code, "Bob")
        await wendy.watch(code, "Wendy")
        seen = {client: follow(client) for client in (ann, bob, wendy)}
        await ann.start_game()

        await play_to_the_end({0: ann, 1: bob}, random.Random(4))

        await eventually(lambda: all(c.finished is not None for c in (ann, bob, wendy)))
        assert ann.finished == bob.finished == wendy.finished
        assert (
            [(n, s.history, s.dice, s.held) for n, s in seen[ann] if n]
            == [(n, s.history, s.dice, s.held) for n, s in seen[bob] if n]
            == [(n, s.history, s.dice, s.held) for n, s in seen[wendy] if n]
        )
    finally:
        for client in (ann, bob, wendy):
            await client.close()


async def test_attempts_to_join_from_one_address_are_limited_across_servers(
    redis_server: RedisServer, connect_to: ConnectTo
):
    servers = [
        ClusterServer(
            redis_server.url,
            paths.data_dir() / f"node-{n}",
            limits=UNHURRIED,
            join_attempts_per_minute=5,
        )
        for n in range(2)
    ]
    for server in servers:
        await server.start("127.0.0.1", 0, reuse_port=False)
    try:
        one, two = servers
        host = await connect_to(one)
        code = await host.create("yatzy", seats=[OPEN], name="Host")  # a new room: not counted
        guesser_one, guesser_two = await connect_to(one), await connect_to(two)
        for guesser, guesses in ((guesser_one, 3), (guesser_two, 2)):
            for _ in range(guesses):
                with pytest.raises(RequestRefused, match="no room has the code"):
                    await guesser.watch("ZZZZZZ")

        for guesser in (guesser_two, guesser_one):
            with pytest.raises(RequestRefused, match="too many attempts to join") as refused:
                await guesser.watch(code)
            assert refused.value.kind == "limit"
    finally:
        for server in servers:
            await server.close()


async def test_the_room_owner_knows_the_address_of_a_client_of_another_server(
    cluster: list[ClusterServer], connect_to: ConnectTo
):
    one, two, _ = cluster
    ann, bob = await connect_to(one), await connect_to(two)
    code = await ann.create("yatzy", seats=[OPEN, OPEN], name="Ann")
    await bob.claim(code, "Bob")
    (visitor,) = [
        conn for (gateway, _), conn in one.visitors.connections.items() if gateway == two.node
    ]
    assert visitor.room is one.rooms[code] and visitor.member.seats == {1}
    assert visitor.ws.remote_address[0] == "127.0.0.1"


async def test_players_coming_back_at_once_to_a_room_no_one_owns_all_find_it(
    cluster: list[ClusterServer], redis: Redis
):
    one, two, _ = cluster
    url_one, url_two = f"ws://127.0.0.1:{one.port}", f"ws://127.0.0.1:{two.port}"
    players = [TableClient(url_one, first_delay=0.01, max_delay=0.1) for _ in range(4)]
    for player in players:
        await player.connect()
    code = await players[0].create("yatzy", seats=[OPEN] * 4, name="P0")
    for number, player in enumerate(players[1:], 1):
        await player.claim(code, f"P{number}")
    credentials = [player.credentials for player in players]
    for player in players:
        await player.close()
    # Its owner is gone as a killed one is: the room is no longer run there, its lease lapsed.
    one.lose(code)
    await redis.delete(keys.owner(code))

    back = [
        TableClient(url_two, credentials=c, first_delay=0.01, max_delay=0.1) for c in credentials
    ]
    try:
        await asyncio.gather(*(client.connect() for client in back))
        await eventually(lambda: all(c.status == ONLINE and c.state is None for c in back))
        assert [c.my_seats for c in back] == [{0}, {1}, {2}, {3}]
        assert code in two.rooms
    finally:
        for client in back:
            await client.close()


async def test_a_player_reaching_a_room_while_another_server_takes_it_over_finds_it(
    cluster: list[ClusterServer], connect_to: ConnectTo, redis: Redis
):
    one, two, three = cluster
    ann = await connect_to(one)
    code = await ann.create("yatzy", seats=[OPEN], name="Ann")
    assert ann.credentials is not None
    credentials = ann.credentials
    await ann.close()
    one.lose(code)
    await redis.delete(keys.owner(code))
    # The second server has just taken the room over and not read it yet.
    assert await two.leases.acquire(code)

    back = await connect_to(three, credentials)

    assert back.status == ONLINE and back.my_seats == {0}
    assert code in two.rooms and code not in three.rooms


async def test_a_player_sent_to_a_server_that_just_gave_the_room_up_finds_its_next_owner(
    cluster: list[ClusterServer], connect_to: ConnectTo, redis: Redis
):
    one, _, three = cluster
    ann = await connect_to(one)
    code = await ann.create("yatzy", seats=[OPEN], name="Ann")
    assert ann.credentials is not None
    credentials = ann.credentials
    await ann.close()
    # The first server gave the room up; its lease has not run out yet.
    one.lose(code)
    assert await redis.exists(keys.owner(code))

    back = await connect_to(three, credentials)

    assert back.status == ONLINE and back.my_seats == {0}
    assert code in three.rooms and code not in one.rooms
