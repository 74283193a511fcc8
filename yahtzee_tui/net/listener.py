"""The listening socket and the connections it holds.

Each client's socket becomes a `Connection` (its own outbound queue, rate limit and strikes)
and is handed to whoever answers it: the room server's dispatcher in one process
(`dispatch.Dispatcher.serve`), the gateway in a cluster (`cluster.gateway.Gateway.serve`).
Whatever it was, the connection is finished here once it closes.
"""

from __future__ import annotations

import socket
import ssl
from collections.abc import Awaitable, Callable
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode

from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.net.connection import Connection
from yahtzee_tui.net.limits import Limits
from yahtzee_tui.net.protocol import MAX_REQUEST_BYTES

# What is done with one connection, until it closes.
Accept = Callable[[Connection], Awaitable[None]]


class Listener:
    def __init__(self, limits: Limits, clock: Callable[[], float]) -> None:
        self.limits = limits
        self.clock = clock
        self.connections: set[Connection] = set()
        self.port: int | None = None
        self._server: Server | None = None

    async def start(
        self,
        accept: Accept,
        host: str,
        port: int,
        ssl_context: ssl.SSLContext | None,
        *,
        reuse_port: bool,
        sock: socket.socket | None = None,
    ) -> int:
        """Listen on `host`:`port` (shared by processes: `reuse_port`), or on `sock`, bound
        and listening already; the port."""

        async def opened(ws: ServerConnection) -> None:
            await self._hold(ws, accept)

        where: dict[str, Any] = (
            {"sock": sock}
            if sock is not None
            else {"host": host, "port": port, "reuse_port": reuse_port}
        )
        self._server = await serve(
            opened,
            **where,
            ssl=ssl_context,
            max_size=MAX_REQUEST_BYTES,
            compression=None,  # small frames, and no compression oracle next to the tokens
            origins=[None],  # browsers send an Origin: no web page can open a connection
            server_header=None,
            ping_interval=10,
            ping_timeout=10,
            close_timeout=2,
        )
        self.port = self._server.sockets[0].getsockname()[1]
        return self.port

    async def serve_forever(self) -> None:
        assert self._server is not None
        await self._server.serve_forever()

    async def close(self) -> None:
        """Stop listening and close every connection."""
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def _hold(self, ws: ServerConnection, accept: Accept) -> None:
        if len(self.connections) >= self.limits.max_connections:
            await ws.close(CloseCode.TRY_AGAIN_LATER, Message(N_("the server is full")))
            return
        conn = Connection(ws, self.limits, self.clock())
        self.connections.add(conn)
        try:
            await accept(conn)
        except ConnectionClosed:
            pass
        finally:
            self.connections.discard(conn)
            await conn.finish()
