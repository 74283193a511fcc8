"""Where a server listens and how a client names it: addresses, URLs, TLS and the warning
for a server open to every network the machine is on."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import N_, Message

if TYPE_CHECKING:
    import ssl  # loaded by the functions that make a context: a command without TLS needs none

DEFAULT_PORT = 8765
LOOPBACK = "127.0.0.1"
ALL_INTERFACES = frozenset({"0.0.0.0", "::", "", "*"})


def bind_warning(bind: str, tls: bool) -> str | None:
    """What to tell whoever binds a server to every interface (None for a narrower bind)."""
    if bind not in ALL_INTERFACES:
        return None
    if tls:
        return Message(
            N_("listening on all interfaces: anyone who can reach this machine can connect")
        )
    return Message(
        N_(
            "listening on all interfaces: anyone who can reach this machine can connect;"
            " without --certfile/--keyfile the games and tokens travel unencrypted"
        )
    )


def check_port(port: int) -> int:
    if not 0 <= port <= 65535:
        raise GameError(Message(N_("a port is a number from 0 to 65535, got {port}"), port=port))
    return port


def server_tls(certfile: str | None, keyfile: str | None) -> ssl.SSLContext | None:
    """The TLS context for `wss://` from a certificate (and its key, unless the certificate
    file holds it); None without a certificate."""
    if certfile is None:
        if keyfile is not None:
            raise GameError(Message(N_("--keyfile needs --certfile")))
        return None
    for name in (certfile, keyfile):
        if name is not None and not Path(name).is_file():
            raise GameError(Message(N_("no such file: {file}"), file=name))
    import ssl

    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    try:
        context.load_cert_chain(certfile, keyfile)
    except (ssl.SSLError, OSError) as error:
        raise GameError(
            Message(N_("the certificate or key cannot be used: {problem}"), problem=error)
        ) from None
    return context


def url(host: str, port: int, tls: bool = False) -> str:
    """The address a client connects to (an IPv6 address in brackets)."""
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"
    return f"{'wss' if tls else 'ws'}://{host}:{port}"


def parse_address(text: str, default_port: int = DEFAULT_PORT) -> tuple[str, int]:
    """`HOST`, `HOST:PORT`, `[IPv6]:PORT` as typed, checked."""
    text = text.strip()
    if not text:
        raise GameError(Message(N_("an address needs a host name")))
    host, port_text = text, ""
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        if rest and not rest.startswith(":"):
            raise GameError(Message(N_("not an address: {text}"), text=repr(text)))
        port_text = rest[1:]
    elif text.count(":") == 1:
        host, port_text = text.split(":")
    if not host:
        raise GameError(Message(N_("not an address: {text}"), text=repr(text)))
    if not port_text:
        return host, default_port
    if not port_text.isdigit():
        raise GameError(Message(N_("a port is a number, got {port}"), port=repr(port_text)))
    return host, check_port(int(port_text))


def client_tls(cafile: str | None = None) -> ssl.SSLContext:
    """The TLS context a client checks a `wss://` server with: the system's certificate
    authorities, or the one in `cafile` (a self-signed server's own certificate)."""
    if cafile is not None and not Path(cafile).is_file():
        raise GameError(Message(N_("no such file: {file}"), file=cafile))
    import ssl

    try:
        return ssl.create_default_context(cafile=cafile)
    except (ssl.SSLError, OSError) as error:
        raise GameError(
            Message(N_("the certificate authority cannot be used: {problem}"), problem=error)
        ) from None


def join_target(text: str) -> tuple[str, str, bool]:
    """What `join` was given (`HOST[:PORT]`, or a `ws://` / `wss://` address): the URL to
    connect to, the address as a player would type it again, and whether it is TLS."""
    text = text.strip()
    scheme, sep, rest = text.partition("://")
    if not sep:
        scheme, rest = "ws", text
    scheme = scheme.lower()
    if scheme not in ("ws", "wss"):
        raise GameError(
            Message(N_("an address starts with ws:// or wss://, not {scheme}://"), scheme=scheme)
        )
    rest = rest.rstrip("/")
    if "/" in rest:
        raise GameError(
            Message(N_("an address is HOST[:PORT], with no path: {text}"), text=repr(text))
        )
    host, port = parse_address(rest)
    tls = scheme == "wss"
    target = url(host, port, tls)
    shown = target if tls else target.removeprefix("ws://")
    return target, shown, tls


def reachable_host(bind: str) -> str:
    """The host name others can use for a server bound to `bind`: the machine's address on
    its network when it listens everywhere (found without sending anything), else `bind`."""
    if bind not in ALL_INTERFACES:
        return bind
    import socket

    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # a documentation address: no packet is sent
            return str(probe.getsockname()[0])
    except OSError:
        return socket.gethostname()


def own_host(bind: str) -> str:
    """Where a table in the server's own process connects: loopback when it listens there."""
    if bind in ALL_INTERFACES:
        return "::1" if bind == "::" else LOOPBACK
    return bind


def listen_error(error: OSError, bind: str, port: int) -> GameError:
    """Why a server cannot listen (a port in use, an address not this machine's): one line."""
    reason = os.strerror(error.errno).lower() if error.errno else str(error)
    return GameError(
        Message(N_("cannot listen on {bind}:{port}: {reason}"), bind=bind, port=port, reason=reason)
    )
