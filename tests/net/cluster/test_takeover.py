"""A server process killed outright: another takes its rooms over, its clients come back by
themselves with their tokens, and no confirmed move is lost. Redis killed and restarted:
requests are refused with the reason meanwhile, and the game goes on after."""

from __future__ import annotations

import os
import random
import signal

import pytest
from redis.asyncio import Redis

from tests.net.cluster.conftest import ConnectTo
from tests.net.cluster.processes import (
    ServerProcess,
    back_and_played_out,
    dropped_after,
    owner_other_than,
    owner_pid,
)
from tests.net.cluster.redis_server import RedisServer
from tests.net.cluster.waiting import eventually
from tests.net.conftest import UNHURRIED
from tests.net.helpers import play_to_the_end, two_seated
from tests.net.test_play import OPEN
from yahtzee_tui import paths
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.cluster.node import ClusterServer
from yahtzee_tui.net.events import ONLINE, RequestRefused

# Seconds a takeover may take (the lease lasts 3) and the clients' tries to come back.
TAKEOVER = 20.0


async def test_the_owner_killed_mid_turn_its_room_goes_on_elsewhere_with_nothing_lost(
    processes: list[ServerProcess], shared_port: int, redis: Redis
):
    url = f"ws://127.0.0.1:{shared_port}"
    ann = TableClient(url, first_delay=0.05, max_delay=0.2)
    bob = TableClient(url, first_delay=0.05, max_delay=0.2)
    try:
        code = await two_seated(ann, bob, "yatzy")
        await play_to_the_end({0: ann, 1: bob}, random.Random(5), stop_after=6)
        # Mid-turn: the player to move has rolled and held a die; both saw it.
        mover = ann if ann.my_turn else bob
        await mover.roll()
        await mover.hold(0)
        await eventually(lambda: ann.move == bob.move == mover.move)
        before = mover.state
        dropped = {ann: dropped_after(ann), bob: dropped_after(bob)}
        first = await owner_pid(redis, code)
        killed = next(process for process in processes if process.pid == first)
        survivor = next(process for process in processes if process is not killed)

        killed.kill()

        await eventually(
            lambda: owner_is(redis, code, survivor.pid), TAKEOVER, "no process took the room over"
        )
        # Each client came back by itself (those of the survivor too: their room moved).
        await back_and_played_out(
            ann, bob, lambda c: dropped[c], before, 6, TAKEOVER, "the clients did not come back"
        )
    finally:
        await ann.close()
        await bob.close()


async def owner_is(redis: Redis, code: str, pid: int) -> bool:
    return await owner_pid(redis, code) == pid


async def test_a_worker_killed_is_replaced_and_its_room_goes_on_in_another(
    redis_server: RedisServer, shared_port: int, redis: Redis
):
    server = ServerProcess(redis_server.url, shared_port, "--workers", "2", "--rate-limit", "10000")
    url = f"ws://127.0.0.1:{shared_port}"
    ann = TableClient(url, first_delay=0.05, max_delay=0.2)
    try:
        server.wait_for("listening on", times=2)
        await ann.connect()
        code = await ann.create("yahtzee", seats=[OPEN], name="Ann")
        await ann.start_game()
        await ann.roll()
        before = ann.state
        dropped = dropped_after(ann)
        owner = await owner_pid(redis, code)
        assert owner is not None and owner != server.pid

        os.kill(owner, signal.SIGKILL)

        await eventually(
            lambda: owner_other_than(redis, code, owner), TAKEOVER, "no worker took the room"
        )
        await eventually(lambda: bool(dropped) and ann.status == ONLINE and ann.state == before)
        server.wait_for("starting another")
        server.wait_for("listening on", times=3)
        await play_to_the_end({0: ann}, random.Random(2))
        await eventually(lambda: ann.finished is not None)
    finally:
        await ann.close()
        server.stop()
    assert "every worker stopped" in server.output


async def test_while_redis_is_down_requests_are_refused_with_the_reason_then_play_resumes(
    durable_redis: RedisServer, connect_to: ConnectTo
):
    servers = [
        ClusterServer(
            durable_redis.url, paths.data_dir() / f"node-{n}", limits=UNHURRIED, computer_delay=0
        )
        for n in range(2)
    ]
    for server in servers:
        await server.start("127.0.0.1", 0, reuse_port=False)
    try:
        one, two = servers
        ann, bob, carol = await connect_to(one), await connect_to(two), await connect_to(two)
        code = await ann.create("yatzy", seats=[OPEN, OPEN], name="Ann")
        await bob.claim(code, "Bob")
        await ann.start_game()
        await play_to_the_end({0: ann, 1: bob}, random.Random(8), stop_after=4)
        await eventually(lambda: ann.move == bob.move)
        before = ann.state
        bob_dropped = dropped_after(bob)

        durable_redis.kill()

        await eventually(lambda: not one.health.ok and not two.health.ok, TAKEOVER)
        for client in (ann, bob):
            mover = ann if ann.my_turn else bob
            with pytest.raises(RequestRefused, match="cannot be reached just now") as refused:
                await mover.roll()
            assert refused.value.kind == "busy"
            with pytest.raises(RequestRefused, match="cannot be reached just now"):
                await client.send_chat("hello?")
            assert client.status == ONLINE  # the connections are kept
        with pytest.raises(RequestRefused, match="cannot be reached just now"):
            await carol.create("yatzy", seats=[OPEN], name="Carol")
        with pytest.raises(RequestRefused, match="cannot be reached just now"):
            await carol.watch(code)
        assert ann.state == bob.state == before

        durable_redis.start()

        await eventually(lambda: one.health.ok and two.health.ok, TAKEOVER)
        # Bob's frames passed between the processes: he comes back for a fresh snapshot.
        await eventually(
            lambda: (
                bool(bob_dropped)
                and all(c.status == ONLINE and c.state == before for c in (ann, bob))
            ),
            TAKEOVER,
        )
        await play_to_the_end({0: ann, 1: bob}, random.Random(9))
        await eventually(lambda: ann.finished is not None and bob.finished == ann.finished)
    finally:
        for server in servers:
            await server.close()
