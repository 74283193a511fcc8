"""The server's listening socket, bound before the network stack loads, and whether rooms wait
on disk to be resumed.

A server with no room to resume says it listens as soon as its socket is bound: asyncio,
websockets and the protocol load after, while the first connections wait in the socket's
backlog (the kernel accepts them meanwhile). Nothing here loads more than `socket`.
"""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path

# Connections the kernel holds before the server accepts them (asyncio's own default).
BACKLOG = 100


def bound_socket(host: str, port: int) -> socket.socket | None:
    """A socket listening on `host`:`port` as the event loop would bind it, or None when the
    address stands for more than one (a name of several addresses, every interface of both
    families): the loop binds each itself. OSError as binding raises it."""
    found = socket.getaddrinfo(host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    addresses = {(family, address) for family, _, _, _, address in found}
    if len(addresses) != 1:
        return None
    ((family, address),) = addresses
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if family == socket.AF_INET6:
            sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
        sock.bind(address)
        sock.listen(BACKLOG)
        sock.setblocking(False)
    except BaseException:
        sock.close()
        raise
    return sock


def room_folders(rooms: Path) -> Iterator[Path]:
    """The folder of each room kept under `rooms` (a set-aside one has a dot in its name)."""
    if not rooms.is_dir():
        return
    for folder in sorted(rooms.iterdir()):
        if folder.is_dir() and "." not in folder.name:
            yield folder


def rooms_kept(rooms: Path) -> bool:
    """Whether any room waits under `rooms` to be resumed."""
    return next(room_folders(rooms), None) is not None
