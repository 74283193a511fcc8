"""Redis that comes back older or empty: killed, then started again from an older dump, its
rooms lost the moves made since; the clients that hold them give them back and the game goes
on with every confirmed move. A forged move given back is refused; a room Redis forgot
altogether is reported lost, in one line."""

from __future__ import annotations

import random
import time
from dataclasses import replace

from redis.asyncio import Redis

from tests.net.cluster.conftest import ConnectTo
from tests.net.cluster.processes import dropped_after
from tests.net.cluster.redis_server import RedisServer
from tests.net.cluster.waiting import eventually
from tests.net.helpers import play_to_the_end
from tests.net.test_play import OPEN
from yahtzee_tui.game import GameState
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.cluster import keys
from yahtzee_tui.net.cluster.node import ClusterServer
from yahtzee_tui.net.cluster.state import read_room
from yahtzee_tui.net.events import CLOSED, ONLINE, RefusalHeard
from yahtzee_tui.net.notices import Snapshot

# Seconds for Redis to come back and the clients with it (a lease lasts 3).
BACK = 20.0


async def dump_now(redis: Redis, code: str) -> tuple[GameState, float]:
    """Redis's snapshot on disk now: the room's game in it, and when the room's lease in it
    runs out (a dump older than a lease, as any real one is, holds no live lease)."""
    await redis.save()
    left = await redis.pttl(keys.owner(code))
    found = await read_room(redis, code)
    assert found is not None and found[1] is not None
    return found[1], time.time() + max(left, 0) / 1000


async def restart_from_the_dump(
    redis_server: RedisServer, lease_ends: float, cluster: list[ClusterServer]
) -> None:
    """Redis killed outright, and started again once the dump's lease has run out; back when
    every process has seen it go and come back."""
    redis_server.kill()
    await eventually(lambda: not any(s.health.ok for s in cluster), BACK, "Redis seen gone")
    await eventually(lambda: time.time() > lease_ends, 10.0, "the dump's lease to run out")
    redis_server.start()
    await eventually(lambda: all(s.health.ok for s in cluster), BACK, "Redis seen back")


async def kept_game(redis_server: RedisServer, code: str) -> GameState | None:
    """The room's game in Redis now (a new connection: the test's own died with Redis)."""
    redis = Redis.from_url(redis_server.url)
    try:
        found = await read_room(redis, code)
    finally:
        await redis.aclose()
    return None if found is None else found[1]


def same_game(client: TableClient, state: GameState) -> bool:
    return (
        client.status == ONLINE
        and client.state is not None
        and (
            client.state.history,
            client.state.dice,
            client.state.held,
        )
        == (state.history, state.dice, state.held)
    )


class EarlierClient(TableClient):
    """A client of the release before moves could be given back: it takes every snapshot."""

    def _offer_back(self, snapshot: Snapshot) -> bool:
        return False


async def test_redis_back_from_an_older_dump_loses_no_confirmed_move(
    cluster: list[ClusterServer], connect_to: ConnectTo, redis_server: RedisServer, redis: Redis
):
    # Ann's client is of the last release: it offers nothing, and follows the room.
    ann = EarlierClient(f"ws://127.0.0.1:{cluster[0].port}", first_delay=0.01, max_delay=0.1)
    try:
        await ann.connect()
        bob = await connect_to(cluster[1])
        code = await ann.create("yatzy", seats=[OPEN, OPEN], name="Ann")
        await bob.claim(code, "Bob")
        await ann.start_game()
        players = {0: ann, 1: bob}
        await play_to_the_end(players, random.Random(5), stop_after=8)
        dumped, lease_ends = await dump_now(redis, code)
        # Moves after the dump, every one confirmed to both; the last one a roll mid-turn.
        await play_to_the_end(players, random.Random(6), stop_after=20)
        mover = ann if ann.my_turn else bob
        if mover.state is not None and mover.state.rolls_used < 3:
            await mover.roll()
        await eventually(lambda: ann.move == bob.move == mover.move)
        confirmed = mover.state
        assert confirmed is not None
        assert len(confirmed.history) > len(dumped.history)
        dropped = {ann: dropped_after(ann), bob: dropped_after(bob)}

        await restart_from_the_dump(redis_server, lease_ends, cluster)

        async def given_back() -> bool:
            kept = await kept_game(redis_server, code)
            return kept is not None and kept.history == confirmed.history

        await eventually(given_back, BACK, "the store did not get the lost moves back")
        await eventually(
            lambda: all(dropped[c] and same_game(c, confirmed) for c in (ann, bob)),
            BACK,
            "the clients did not come back to every confirmed move",
        )
        await play_to_the_end(players, random.Random(7))
        await eventually(lambda: ann.finished is not None and bob.finished == ann.finished)
        assert ann.finished is not None
        assert ann.finished.history[: len(confirmed.history)] == confirmed.history
    finally:
        await ann.close()


async def test_a_forged_roll_given_back_is_refused_and_the_client_follows_the_store(
    cluster: list[ClusterServer], connect_to: ConnectTo, redis_server: RedisServer, redis: Redis
):
    ann = await connect_to(cluster[0])
    refusals: list[RefusalHeard] = []
    ann.subscribe(lambda event: isinstance(event, RefusalHeard) and refusals.append(event))
    code = await ann.create("yahtzee", seats=[OPEN], name="Ann")
    await ann.start_game()
    await ann.roll()
    dumped, lease_ends = await dump_now(redis, code)
    await ann.score(next(iter(("chance", "ones", "twos"))))
    rolled = await ann.roll()
    # The client claims other dice than the room rolled: one pip more on each.
    forged = tuple(face % 6 + 1 for face in rolled.dice)
    last = replace(rolled.history[-1], dice=forged)
    ann.state = replace(rolled, dice=forged, history=(*rolled.history[:-1], last))

    await restart_from_the_dump(redis_server, lease_ends, cluster)

    await eventually(lambda: bool(refusals), BACK, "the forged roll was not refused")
    assert refusals[0].of == "restore" and "do not replay here" in refusals[0].reason
    await eventually(lambda: same_game(ann, dumped), BACK, "the client did not follow the store")
    kept = await kept_game(redis_server, code)
    assert kept is not None and kept.history == dumped.history


async def test_a_room_redis_forgot_is_reported_lost_in_one_line_and_new_rooms_work(
    cluster: list[ClusterServer], connect_to: ConnectTo, redis_server: RedisServer
):
    ann = await connect_to(cluster[0])
    code = await ann.create("yahtzee", seats=[OPEN], name="Ann")
    await ann.start_game()
    await ann.roll()

    redis_server.kill()  # nothing on disk: it comes back empty
    redis_server.start()

    await eventually(lambda: ann.status == CLOSED, BACK, "the client was not told")
    said = ann.last_problem or ""
    assert said == f"room {code} is lost: the server no longer holds it"
    assert "\n" not in said
    # Everything else works: a new room on any process, played.
    cara = await connect_to(cluster[1])

    async def created() -> bool:
        try:
            await cara.create("yahtzee", seats=[OPEN], name="Cara")
        except Exception:
            return False
        return True

    await eventually(created, BACK, "no new room could be made")
    await cara.start_game()
    await cara.roll()
