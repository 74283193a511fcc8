"""`yahtzee-tui serve [--bind 127.0.0.1] [--port 8000]`: the game in a web browser.

Each visitor to the address gets the whole app (start screen, every game) in their browser,
keys and mouse included, run by textual-serve as its own process on this machine. Loopback is
the default; any other address is reachable from the network and is served with a warning.
"""

from __future__ import annotations

import argparse
import ipaddress
import socket
import sys

from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import _


def run(args: argparse.Namespace) -> int:
    sock = bind_socket(args.bind, args.port)
    host, port = sock.getsockname()[:2]
    warning = exposure_warning(host, port)
    if warning:
        said = _("yahtzee-tui: warning: {message}").format(message=warning)
        print(said, file=sys.stderr, flush=True)
    # textual-serve and aiohttp load only when serving.
    from yahtzee_tui.cli.web_server import GameServer

    origins = tuple(args.allow_origin)
    GameServer(sock, page_url(host, port), args.max_sessions, origins).serve()
    return 0


def bind_socket(address: str, port: int) -> socket.socket:
    """A listening TCP socket on `address`:`port` (port 0: a free port). GameError when the
    address is unknown or the port is taken."""
    try:
        infos = socket.getaddrinfo(
            address or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )
    except socket.gaierror as error:
        said = _("cannot listen on {address}: {problem}")
        raise GameError(said.format(address=repr(address), problem=error.strerror)) from None
    family, kind, proto, _canonical, sockaddr = infos[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(sockaddr)
        sock.listen(128)
    except OSError as error:
        sock.close()
        said = _("cannot listen on {address} port {port}: {problem}")
        raise GameError(said.format(address=address, port=port, problem=error.strerror)) from None
    return sock


def is_loopback(host: str) -> bool:
    return ipaddress.ip_address(host.partition("%")[0]).is_loopback


def exposure_warning(host: str, port: int) -> str | None:
    """What a host other than loopback means, or None for loopback."""
    if is_loopback(host):
        return None
    if ipaddress.ip_address(host.partition("%")[0]).is_unspecified:
        return _(
            "serving on every network interface of this machine: anyone who can reach port "
            "{port} can play, with no password, and each visit runs a copy of the game here "
            "with its saved game and records"
        ).format(port=port)
    return _(
        "serving on {host}, reachable from its network: anyone who can reach port {port} can "
        "play, with no password, and each visit runs a copy of the game here with its saved "
        "game and records"
    ).format(host=host, port=port)


def page_url(host: str, port: int) -> str:
    """The address to open; for every interface, this machine's name stands in."""
    ip = ipaddress.ip_address(host.partition("%")[0])
    if ip.is_unspecified:
        host = socket.gethostname()
    elif ip.version == 6:
        host = f"[{host}]"
    return f"http://{host}:{port}/"
