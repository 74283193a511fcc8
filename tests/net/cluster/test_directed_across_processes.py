"""Yamb's DIRECTED column across room servers sharing one Redis: the namings travel between
servers and are kept in Redis like every move."""

from __future__ import annotations

import random

import pytest
from redis.asyncio import Redis

from tests.net.cluster.conftest import ConnectTo
from tests.net.helpers import first_legal_cell, play_to_the_end
from yahtzee_tui.net.cluster import keys
from yahtzee_tui.net.cluster.node import ClusterServer
from yahtzee_tui.net.cluster.state import parse_room
from yahtzee_tui.net.events import RequestRefused
from yahtzee_tui.net.requests import SeatSpec

OPEN = SeatSpec(kind="open")


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
    raw_meta, raw_game = await redis.mget(keys.meta(code), keys.game(code))
    _, kept = parse_room(code, raw_meta, raw_game)
    assert kept is not None and kept.named == "full"

    await play_to_the_end({0: ann, 1: bob}, random.Random(4))
    for client in (ann, bob):
        await client.until(lambda c=client: c.finished is not None)
    final = one.rooms[code].state
    assert final is not None and final.is_over and ann.finished == bob.finished == final
    assert sum(event.kind == "name" for event in final.history) > 40
