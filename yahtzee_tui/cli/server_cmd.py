"""`yahtzee-tui server`: a headless game server with many rooms, for network play."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import ssl
from typing import TYPE_CHECKING

from yahtzee_tui.cli.listening import add_listening_options, checked_listening
from yahtzee_tui.errors import GameError
from yahtzee_tui.net.address import listen_error, url
from yahtzee_tui.net.collector import steady_collector
from yahtzee_tui.net.limits import Limits

if TYPE_CHECKING:
    from yahtzee_tui.net.server import RoomServer


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "server",
        help="a game server for network play, with many rooms",
        description=(
            "Run a game server without a table of its own. The first player to connect "
            "creates a room and hosts it; others join with its code. Rooms are saved after "
            "every move and resumed when the server starts again."
        ),
    )
    add_listening_options(
        parser,
        tls_help="TLS certificate (PEM) to serve wss://",
        away_help="how long a player must be away before the host may seat a computer in "
        "their place",
    )
    parser.add_argument(
        "--rate-limit",
        type=float,
        default=Limits.messages_per_second,
        metavar="N",
        help="messages per second one connection may send, in bursts of up to twice that "
        f"(default {Limits.messages_per_second:g})",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from yahtzee_tui.net.server import RoomServer  # the network stack loads only when used

    if not args.rate_limit > 0:
        raise GameError("--rate-limit must be above 0")
    tls = checked_listening(args)
    limits = Limits(messages_per_second=args.rate_limit, burst=max(1, int(args.rate_limit * 2)))
    logging.basicConfig(level=logging.WARNING, format="yahtzee-tui server: %(message)s")
    server = RoomServer(away_timeout=args.away_timeout, limits=limits)
    asyncio.run(_serve(server, args.bind, args.port, tls))
    return 0


async def _serve(server: RoomServer, bind: str, port: int, tls: ssl.SSLContext | None) -> None:
    try:
        listening = await server.start(bind, port, tls)
    except OSError as error:
        raise listen_error(error, bind, port) from None
    steady_collector()  # after the rooms are loaded: they and the modules are frozen
    rooms = len(server.rooms)
    resumed = f", {rooms} room{'s' if rooms != 1 else ''} resumed" if rooms else ""
    print(f"yahtzee-tui server listening on {url(bind, listening, tls is not None)}{resumed}")
    print("Stop it with Ctrl+C; rooms are saved after every move.", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    try:
        await stop.wait()
    finally:
        await server.close()
        print("yahtzee-tui server stopped", flush=True)
