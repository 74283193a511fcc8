"""A server process's view of the clients it relays: each client connected here (a `Link`),
each client of another process in a room owned here (a `RemoteSocket`), and the few looks at
a frame the relay needs before the room's owner reads it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from redis.asyncio import Redis
from websockets.asyncio.server import ServerConnection
from websockets.frames import CloseCode

from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.connection import Connection
from yahtzee_tui.net.protocol import ProtocolError
from yahtzee_tui.net.seats import normal_code

JOINS = (rq.Create, rq.Watch, rq.Claim, rq.Resume)


class Gateways(Protocol):
    """The server process, as the sockets of other processes' clients reach it."""

    def to_gateway(self, remote: RemoteSocket, message: str, fenced: bool = True) -> None: ...

    def visitor_gone(self, key: tuple[str, int]) -> None: ...


@dataclass(eq=False)
class Link:
    """A client connected here, and where its frames go."""

    id: int
    conn: Connection
    owner: str | None = None  # the node that owns its room (None: not in a room yet: here)
    code: str | None = None  # the room it was sent to
    address: str = ""  # the client's IP address


class RemoteSocket:
    """The socket of a client connected to another process (or to this one's gateway), as
    its room's `Connection` sees it: frames go out through the outbox to the gateway."""

    def __init__(self, server: Gateways, gateway: str, link: int, address: str) -> None:
        self.server = server
        self.gateway = gateway
        self.link = link
        self.remote_address = (address, 0)  # the client's, as its gateway saw it
        self.conn: Connection | None = None
        self.transport = self  # `Connection` aborts a transport that does not close

    async def send(self, frame: str) -> None:
        self.server.to_gateway(self, f"o{self.link}\n{frame}")

    async def close(self, code: int = CloseCode.NORMAL_CLOSURE, reason: str = "") -> None:
        self.server.to_gateway(self, f"x{self.link}\n{int(code)} {reason}", fenced=False)
        self.server.visitor_gone((self.gateway, self.link))

    def abort(self) -> None:
        pass


def client_address(ws: ServerConnection) -> str:
    remote = ws.remote_address
    return str(remote[0]) if isinstance(remote, tuple) and remote else "?"


def join_code(frame: str) -> str | None:
    """The room a watch, claim or resume names (None for any other frame)."""
    try:
        request = rq.REQUESTS.decode(frame)
    except ProtocolError:
        return None
    if isinstance(request, rq.Watch | rq.Claim | rq.Resume):
        return normal_code(request.code)
    return None


def joins(frame: str) -> bool:
    try:
        return isinstance(rq.REQUESTS.decode(frame), JOINS)
    except ProtocolError:
        return False


def redis_place(redis: Redis) -> str:
    """Where `redis` connects, without its password: `host:port/db` or a socket's path."""
    kwargs = redis.connection_pool.connection_kwargs
    if "path" in kwargs:
        return str(kwargs["path"])
    return f"{kwargs.get('host', 'localhost')}:{kwargs.get('port', 6379)}/{kwargs.get('db', 0)}"
