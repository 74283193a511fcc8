"""`yahtzee-tui server`: a headless game server with many rooms, for network play."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import ssl
from typing import TYPE_CHECKING

from yahtzee_tui.cli.listening import checked_listening
from yahtzee_tui.cli.server_workers import run_workers, tell_supervisor
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import _, ngettext, translate
from yahtzee_tui.net.address import listen_error, url
from yahtzee_tui.net.cluster.limit_defaults import JOIN_ATTEMPTS_PER_MINUTE
from yahtzee_tui.net.collector import steady_collector
from yahtzee_tui.net.limits import Limits

if TYPE_CHECKING:
    from yahtzee_tui.net.server import RoomServer


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
    # Ctrl+C and SIGTERM stop it cleanly from the moment it says it listens.
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    print(listening_line(url(bind, listening, tls is not None), len(server.rooms), shared))
    persistence = getattr(server, "persistence", None)  # with --redis: what a restart loses
    if persistence:
        print(translate(persistence))
    print(_("Stop it with Ctrl+C; rooms are saved after every move."), flush=True)
    tell_supervisor()
    # After the rooms are loaded: they and the modules are frozen. Its full collection comes
    # after the lines above (nothing is served before this function awaits).
    steady_collector()
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
