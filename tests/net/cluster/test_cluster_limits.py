"""The limits of one server hold on servers sharing their rooms: a connection's rate is its
room owner's to count, and a flood stops at the server it is connected to."""

from __future__ import annotations

import json

from redis.asyncio import Redis
from websockets.asyncio.client import connect

from tests.net.cluster.redis_server import RedisServer
from tests.net.cluster.waiting import eventually
from tests.net.test_limits import create_room, refusals
from yahtzee_tui import paths
from yahtzee_tui.net.cluster.node import ClusterServer
from yahtzee_tui.net.limits import Limits
from yahtzee_tui.net.protocol import PROTOCOL_VERSION as V


async def test_a_flood_from_a_client_of_another_server_is_refused_and_stops_at_its_server(
    redis_server: RedisServer, redis: Redis
):
    limits = Limits(messages_per_second=1, burst=5, strikes_to_close=100)
    servers = [
        ClusterServer(redis_server.url, paths.data_dir() / f"node-{n}", limits=limits)
        for n in range(2)
    ]
    for server in servers:
        await server.start("127.0.0.1", 0, reuse_port=False)
    one, two = servers
    reached: list[str | bytes] = []
    handle = one.dispatcher.handle_frame

    def counted(conn, frame):  # what reaches the room's owner
        reached.append(frame)
        handle(conn, frame)

    one.dispatcher.handle_frame = counted  # type: ignore[method-assign]
    try:
        async with (
            connect(f"ws://127.0.0.1:{one.port}") as host,
            connect(f"ws://127.0.0.1:{two.port}") as flooder,
        ):
            code = await create_room(host)
            reached.clear()
            await flooder.send(json.dumps({"v": V, "type": "watch", "code": code, "ref": 1}))
            for ref in range(2, 40):
                await flooder.send(json.dumps({"v": V, "type": "sync", "ref": ref}))

            # The owner refuses past the rate, with the reason, as one server does.
            refused = await refusals(flooder, 3)
            assert {r.reason for r in refused} == {"too many messages: slow down"}
            # What it never saw was dropped by the flooder's own server.
            await eventually(lambda: len(reached) >= 5)
            assert len(reached) <= 2 * limits.burst + 2
    finally:
        for server in servers:
            await server.close()
