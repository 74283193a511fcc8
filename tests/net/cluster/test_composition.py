"""A server sharing its rooms through Redis is the room server of one process given other
parts: it changes none of the room server's own workings, and keeps the parts it was given."""

from __future__ import annotations

import inspect

from tests.net.cluster.redis_server import RedisServer
from tests.net.conftest import UNHURRIED
from yahtzee_tui import paths
from yahtzee_tui.net.cluster.node import ClusterServer
from yahtzee_tui.net.cluster.state import RedisRoomStore
from yahtzee_tui.net.server import RoomServer


def test_the_cluster_changes_only_how_the_room_server_starts_and_closes():
    overridden = {
        name
        for name, value in vars(ClusterServer).items()
        if inspect.isfunction(value) and hasattr(RoomServer, name)
    }
    assert overridden <= {"__init__", "start", "close"}


async def test_a_cluster_server_runs_with_the_parts_it_was_given(redis_server: RedisServer):
    server = ClusterServer(redis_server.url, paths.data_dir(), limits=UNHURRIED)
    store, codes = server.store, server.codes
    assert isinstance(store, RedisRoomStore) and codes is server.directory
    await server.start("127.0.0.1", 0, reuse_port=False)
    try:
        assert server.store is store and server.codes is codes
        assert server.dispatcher.store is store and server.expiry.store is store
    finally:
        await server.close()
