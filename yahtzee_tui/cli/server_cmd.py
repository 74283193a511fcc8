"""`yahtzee-tui server`: a headless game server with many rooms, for network play."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import ssl
from typing import TYPE_CHECKING

from yahtzee_tui.cli.listening import add_listening_options, checked_listening
from yahtzee_tui.cli.server_workers import run_workers, tell_supervisor
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import _, ngettext, say
from yahtzee_tui.net.address import listen_error, url
from yahtzee_tui.net.cluster.limit_defaults import JOIN_ATTEMPTS_PER_MINUTE
from yahtzee_tui.net.collector import steady_collector
from yahtzee_tui.net.limits import Limits

if TYPE_CHECKING:
    from yahtzee_tui.net.server import RoomServer


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "server",
        help=_("a game server for network play, with many rooms"),
        description=_(
            "Run a game server without a table of its own. The first player to connect "
            "creates a room and hosts it; others join with its code. Rooms are saved after "
            "every move and resumed when the server starts again."
        ),
    )
    add_listening_options(
        parser,
        tls_help=_("TLS certificate (PEM) to serve wss://"),
        away_help=_(
            "how long a player must be away before the host may seat a computer in "
            "their place (default 60)"
        ),
    )
    parser.add_argument(
        "--rate-limit",
        type=float,
        default=Limits.messages_per_second,
        metavar="N",
        help=_(
            "messages per second one connection may send, in bursts of up to twice that "
            "(default {rate})"
        ).format(rate=f"{Limits.messages_per_second:g}"),
    )
    parser.add_argument(
        "--redis",
        metavar="URL",
        help=_(
            "share the rooms with every server started with the same Redis "
            "(redis://HOST:PORT/DB): a client may connect to any of them, and the rooms of one "
            "that stops are taken over by the others"
        ),
    )
    parser.add_argument(
        "--join-limit",
        type=int,
        default=None,
        metavar="N",
        help=_(
            "attempts to enter a room by its code that one address may make in a minute "
            "(with --redis, counted across every server sharing the rooms; default {limit})"
        ).format(limit=JOIN_ATTEMPTS_PER_MINUTE),
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=1,
        metavar="N",
        help=_(
            "start N server processes sharing the port and (with --redis) the rooms (default 1)"
        ),
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from yahtzee_tui.net.server import RoomServer  # the network stack loads only when used

    if not args.rate_limit > 0:
        raise GameError(_("--rate-limit must be above 0"))
    tls = checked_listening(args)
    if args.redis is not None:
        check_redis_url(args.redis)
    if args.join_limit is not None and args.join_limit < 1:
        raise GameError(_("--join-limit must be at least 1"))
    if args.workers < 1:
        raise GameError(_("--workers must be at least 1"))
    if args.workers > 1:
        if args.redis is None:
            raise GameError(
                _("--workers needs --redis: the processes share their rooms through it")
            )
        if args.port == 0:
            raise GameError(_("--workers needs a port to share: not 0"))
        return run_workers(args)
    join_limit = args.join_limit or JOIN_ATTEMPTS_PER_MINUTE
    limits = Limits(
        messages_per_second=args.rate_limit,
        burst=max(1, int(args.rate_limit * 2)),
        join_attempts_per_minute=join_limit,
    )
    logging.basicConfig(level=logging.WARNING, format="yahtzee-tui server: %(message)s")
    server: RoomServer
    shared = None
    if args.redis is None:
        server = RoomServer(away_timeout=args.away_timeout, limits=limits)
    else:
        from yahtzee_tui.net.cluster.links import redis_place
        from yahtzee_tui.net.cluster.node import ClusterServer

        server = ClusterServer(
            args.redis,
            away_timeout=args.away_timeout,
            limits=limits,
            join_attempts_per_minute=join_limit,
        )
        shared = redis_place(server.redis)
    asyncio.run(_serve(server, args.bind, args.port, tls, shared))
    return 0


def check_redis_url(text: str) -> None:
    """A Redis address as `redis://HOST:PORT/DB` (or rediss://, unix://); one line if not."""
    from redis.asyncio.connection import parse_url

    try:
        parse_url(text)
    except ValueError as error:
        raise GameError(_("--redis: {problem}").format(problem=error)) from None


async def _serve(
    server: RoomServer, bind: str, port: int, tls: ssl.SSLContext | None, shared: str | None
) -> None:
    from yahtzee_tui.net.cluster.errors import RedisUnavailable

    try:
        listening = await server.start(bind, port, tls)
    except OSError as error:
        raise listen_error(error, bind, port) from None
    except RedisUnavailable as error:
        raise GameError(str(error)) from None
    steady_collector()  # after the rooms are loaded: they and the modules are frozen
    print(listening_line(url(bind, listening, tls is not None), len(server.rooms), shared))
    persistence = getattr(server, "persistence", None)  # with --redis: what a restart loses
    if persistence:
        print(say(persistence))
    print(_("Stop it with Ctrl+C; rooms are saved after every move."), flush=True)
    tell_supervisor()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    try:
        await stop.wait()
    finally:
        await server.close()
        print(_("yahtzee-tui server stopped"), flush=True)


def listening_line(address: str, rooms: int, shared: str | None) -> str:
    """The server's first line: where it listens, the rooms it resumed, the Redis it shares
    them through; each case one whole sentence."""
    if shared is None and not rooms:
        return _("yahtzee-tui server listening on {address}").format(address=address)
    if shared is None:
        return ngettext(
            "yahtzee-tui server listening on {address}, {n} room resumed",
            "yahtzee-tui server listening on {address}, {n} rooms resumed",
            rooms,
        ).format(address=address, n=rooms)
    if not rooms:
        return _(
            "yahtzee-tui server listening on {address}, sharing its rooms through Redis at {redis}"
        ).format(address=address, redis=shared)
    return ngettext(
        "yahtzee-tui server listening on {address}, {n} room resumed, sharing its rooms "
        "through Redis at {redis}",
        "yahtzee-tui server listening on {address}, {n} rooms resumed, sharing its rooms "
        "through Redis at {redis}",
        rooms,
    ).format(address=address, n=rooms, redis=shared)
