"""`server --workers` while Redis is down: a worker that dies then is started again and again
until Redis is back, the others keep their players and say why they cannot play, and the game
goes on by itself after. Only a failure of the very first start stops the server."""

from __future__ import annotations

import os
import random
import signal

import pytest
from redis.asyncio import Redis

from tests.net.cluster.processes import ServerProcess, dropped_after, owner_pid
from tests.net.cluster.redis_server import RedisServer, free_port
from tests.net.cluster.waiting import eventually
from tests.net.helpers import play_to_the_end, two_seated
from tests.net.test_play import OPEN
from yahtzee_tui import i18n
from yahtzee_tui.i18n import translate
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.events import OFFLINE, ONLINE, RequestRefused, StatusChanged

# Seconds for Redis to be seen again and a room taken over (its lease lasts 3).
COME_BACK = 30.0
DOWN = "cannot be reached just now"


async def test_a_worker_killed_while_redis_is_down_comes_back_with_redis_and_play_goes_on(
    durable_redis: RedisServer,
):
    port = free_port()
    server = ServerProcess(durable_redis.url, port, "--workers", "2", "--rate-limit", "10000")
    url = f"ws://127.0.0.1:{port}"
    ann = TableClient(url, first_delay=0.05, max_delay=0.5)
    bob = TableClient(url, first_delay=0.05, max_delay=0.5)
    carol = TableClient(url, first_delay=0.05, max_delay=0.5)
    redis = Redis.from_url(durable_redis.url)
    try:
        server.wait_for("listening on", times=2)
        code = await two_seated(ann, bob, "yatzy")
        await play_to_the_end({0: ann, 1: bob}, random.Random(3), stop_after=5)
        await eventually(lambda: ann.move == bob.move)
        before = ann.state
        owner = await owner_pid(redis, code)
        assert owner is not None and owner != server.pid
        dropped = {ann: dropped_after(ann), bob: dropped_after(bob)}

        durable_redis.kill()
        server.wait_for("Redis cannot be reached", times=2)  # both workers saw it
        os.kill(owner, signal.SIGKILL)

        # Its replacement cannot start: it is tried again, and the server goes on.
        server.wait_for("could not start", times=2)
        assert server.process.poll() is None
        assert "every worker stopped" not in server.output
        # The worker still alive answers, with the reason.
        await carol.connect()
        with pytest.raises(RequestRefused, match=DOWN) as refused:
            await carol.create("yatzy", seats=[OPEN], name="Carol")
        assert refused.value.kind == "busy" and carol.status == ONLINE
        for client in (ann, bob):
            if not dropped[client]:  # its connection is on the worker still alive
                with pytest.raises(RequestRefused, match=DOWN):
                    await client.send_chat("hello?")
                assert client.status == ONLINE

        durable_redis.start()

        # No one does anything: the replacement starts, the room is taken over, the players
        # are back where they were.
        server.wait_for("listening on", times=3, timeout=COME_BACK)
        await eventually(
            lambda: all(c.status == ONLINE and c.state == before for c in (ann, bob)),
            COME_BACK,
            "the players did not come back to the game",
        )
        await play_to_the_end({0: ann, 1: bob}, random.Random(4))
        await eventually(lambda: ann.finished is not None and bob.finished == ann.finished)
        assert ann.finished is not None
        assert ann.finished.history[: len(before.history)] == before.history  # type: ignore[union-attr]
        assert "every worker stopped" not in server.output
    finally:
        for client in (ann, bob, carol):
            await client.close()
        await redis.aclose()
        server.stop()


async def test_a_player_refused_as_busy_asks_again_soon_and_sees_why(
    durable_redis: RedisServer,
):
    """A resume the server refuses because Redis is away is asked again on a short schedule,
    not on the growing one of a failed connection: the player is back as soon as Redis is."""
    port = free_port()
    server = ServerProcess(durable_redis.url, port, "--workers", "2", "--rate-limit", "10000")
    # A backoff that would have reached long waits after a few tries.
    ann = TableClient(f"ws://127.0.0.1:{port}", first_delay=0.05, max_delay=60)
    redis = Redis.from_url(durable_redis.url)
    refusals: list[StatusChanged] = []

    def note(event: object) -> None:
        if not isinstance(event, StatusChanged) or event.status != OFFLINE:
            return
        if DOWN in (event.detail or ""):
            refusals.append(event)

    try:
        server.wait_for("listening on", times=2)
        await ann.connect()
        code = await ann.create("yatzy", seats=[OPEN, OPEN], name="Ann")
        owner = await owner_pid(redis, code)  # the process Ann is connected to
        ann.subscribe(note)

        durable_redis.kill()
        server.wait_for("Redis cannot be reached", times=2)
        assert owner is not None
        os.kill(owner, signal.SIGKILL)
        await eventually(lambda: len(refusals) >= 8, COME_BACK, "Ann was not refused as busy")

        # Every wait after a busy refusal is a short one, and the player is told why.
        waits = [float(event.detail.args["wait"]) for event in refusals]  # type: ignore[union-attr]
        assert max(waits) <= 1.0
        i18n.set_language("hr")
        try:
            said = translate(refusals[-1].detail)
        finally:
            i18n.set_language("en")
        assert said.startswith("spremištu igre trenutno se ne može pristupiti")

        durable_redis.start()
        await eventually(lambda: ann.status == ONLINE, COME_BACK, "Ann did not come back")
        assert ann.room is not None and ann.room.code == code
    finally:
        await ann.close()
        await redis.aclose()
        server.stop()
