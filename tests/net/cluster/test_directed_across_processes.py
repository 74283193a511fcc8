"""Yamb's DIRECTED column across room servers sharing one Redis: the namings travel between
servers and are kept in Redis like every move."""

from __future__ import annotations

import random

import pytest
from redis.asyncio import Redis

from tests.net.cluster.conftest import ConnectTo
from tests.net.cluster.processes import (
    ServerProcess,
    back_and_played_out,
    dropped_after,
    owner_pid,
    until_taken_over,
)
from tests.net.cluster.waiting import eventually
from tests.net.helpers import first_legal_cell, play_to_the_end, two_seated
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.cluster.node import ClusterServer
from yahtzee_tui.net.cluster.state import read_room
from yahtzee_tui.net.events import RequestRefused, StateChanged
from yahtzee_tui.net.requests import SeatSpec

OPEN = SeatSpec(kind="open")
# Seconds a takeover may take (the lease lasts 3), the clients' tries to come back included.
TAKEOVER = 20.0


async def test_players_on_two_servers_play_jamb_directed_with_namings_to_the_end(
    cluster: list[ClusterServer], connect_to: ConnectTo, redis: Redis
):
    one, two, _ = cluster
    ann, bob = await connect_to(one), await connect_to(two)
    code = await ann.create("jamb_directed", seats=[OPEN, OPEN], name="Ann")
    assert await bob.claim(code, "Bob") == 1
    await ann.start_game()
    await bob.until(lambda: bob.state is not None)

    # A naming is refused to the seat whose place it is not, across servers too.
    assert ann.state is not None
    mover, other = (ann, bob) if ann.state.current == 0 else (bob, ann)
    await mover.score(first_legal_cell(await mover.roll()))
    await other.until(lambda: other.move == mover.move)
    with pytest.raises(RequestRefused, match="place to name, not yours"):
        await other.name("full", seat=1 if other is bob else 0)
    await mover.name("full")
    await other.until(lambda: other.state is not None and other.state.named == "full")
    found = await read_room(redis, code)
    assert found is not None
    _, kept = found
    assert kept is not None and kept.named == "full"

    await play_to_the_end({0: ann, 1: bob}, random.Random(4))
    for client in (ann, bob):
        await client.until(lambda c=client: c.finished is not None)
    final = one.rooms[code].state
    assert final is not None and final.is_over and ann.finished == bob.finished == final
    assert sum(event.kind == "name" for event in final.history) > 40


def snapshots_after(client: TableClient) -> list[StateChanged]:
    """The game states `client` takes whole from a snapshot from now on."""
    taken: list[StateChanged] = []

    def note(event: object) -> None:
        if isinstance(event, StateChanged) and event.change is None:
            taken.append(event)

    client.subscribe(note)
    return taken


async def test_both_players_come_back_after_a_naming_and_a_roll_when_the_owner_is_killed(
    processes: list[ServerProcess], shared_port: int, redis: Redis
):
    url = f"ws://127.0.0.1:{shared_port}"
    ann = TableClient(url, first_delay=0.05, max_delay=0.2)
    bob = TableClient(url, first_delay=0.05, max_delay=0.2)
    try:
        code = await two_seated(ann, bob, "jamb_directed")
        await bob.until(lambda: bob.state is not None)
        assert ann.state is not None
        mover, other = (ann, bob) if ann.state.current == 0 else (bob, ann)
        await mover.score(first_legal_cell(await mover.roll()))
        await mover.name("kenta")
        await other.until(lambda: other.move == mover.move)
        # The named player has rolled and held a die; both saw it.
        await other.roll()
        await other.hold(0)
        await eventually(lambda: ann.move == bob.move == other.move)
        before = other.state
        assert before is not None and before.named == "kenta"
        dropped = {ann: dropped_after(ann), bob: dropped_after(bob)}
        taken = {ann: snapshots_after(ann), bob: snapshots_after(bob)}
        first = await owner_pid(redis, code)
        killed = next(process for process in processes if process.pid == first)

        killed.kill()

        await until_taken_over(redis, code, killed.pid, TAKEOVER)
        # Each came back by itself and took the game whole from the new owner.
        await back_and_played_out(
            ann,
            bob,
            lambda c: dropped[c] and taken[c],
            before,
            7,
            TAKEOVER,
            "the players did not come back to the game",
        )
    finally:
        await ann.close()
        await bob.close()
