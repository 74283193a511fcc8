"""`yahtzee-tui server`: a headless game server with many rooms, for network play."""

from __future__ import annotations

import argparse
import signal
import socket
from types import FrameType
from typing import TYPE_CHECKING

from yahtzee_tui import paths
from yahtzee_tui.cli.listening import checked_listening
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import _, ngettext, translate
from yahtzee_tui.net.address import listen_error, url
from yahtzee_tui.net.cluster.limit_defaults import JOIN_ATTEMPTS_PER_MINUTE
from yahtzee_tui.net.limits import Limits
from yahtzee_tui.net.listening_socket import bound_socket, rooms_kept

if TYPE_CHECKING:
    import ssl

    from yahtzee_tui.net.server import RoomServer


def run(args: argparse.Namespace) -> int:
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
        from yahtzee_tui.cli.server_workers import run_workers

        return run_workers(args)
    join_limit = args.join_limit or JOIN_ATTEMPTS_PER_MINUTE
    limits = Limits(
        messages_per_second=args.rate_limit,
        burst=max(1, int(args.rate_limit * 2)),
        join_attempts_per_minute=join_limit,
    )
    if args.redis is not None:
        return _run_shared(args, tls, limits, join_limit)
    # The socket is bound first; with no room to resume the server says it listens at once,
    # and the network stack loads after (connections wait in the socket's backlog).
    try:
        sock = bound_socket(args.bind, args.port)
    except OSError as error:
        raise listen_error(error, args.bind, args.port) from None
    said = ServerLines()
    try:
        if sock is not None and not rooms_kept(paths.data_dir() / "rooms"):
            port = sock.getsockname()[1]
            # Until the event loop takes the signals over, Ctrl+C and SIGTERM stop it here.
            for signum in (signal.SIGINT, signal.SIGTERM):
                signal.signal(signum, said.interrupt)
            said.listening(listening_line(url(args.bind, port, tls is not None), 0, None))
        from yahtzee_tui.net.server import RoomServer  # the network stack loads only now

        _quiet_logging()
        server = RoomServer(away_timeout=args.away_timeout, limits=limits)
        _run_loop(server, args.bind, args.port, tls, None, sock, said)
    except KeyboardInterrupt:
        if not said.said_listening:
            raise
    finally:
        if sock is not None:
            sock.close()
    said.stopped()
    return 0


def _run_shared(
    args: argparse.Namespace, tls: ssl.SSLContext | None, limits: Limits, join_limit: int
) -> int:
    """`--redis`: the rooms shared through Redis, which is reached before the server listens
    (the port shared by the processes of `--workers`)."""
    from yahtzee_tui.net.cluster.links import redis_place
    from yahtzee_tui.net.cluster.node import ClusterServer

    _quiet_logging()
    server = ClusterServer(
        args.redis,
        away_timeout=args.away_timeout,
        limits=limits,
        join_attempts_per_minute=join_limit,
    )
    said = ServerLines()
    try:
        _run_loop(server, args.bind, args.port, tls, redis_place(server.redis), None, said)
    except KeyboardInterrupt:
        if not said.said_listening:
            raise
    said.stopped()
    return 0


def _quiet_logging() -> None:
    import logging

    logging.basicConfig(level=logging.WARNING, format="yahtzee-tui server: %(message)s")


class ServerLines:
    """What the server has said on its standard output: from its listening line on, Ctrl+C
    and SIGTERM stop it cleanly, and it says once that it stopped."""

    def __init__(self) -> None:
        self.said_listening = False
        self.said_stopped = False
        self.interrupted = False

    def interrupt(self, signum: int, frame: FrameType | None) -> None:
        """Ctrl+C or SIGTERM before the event loop takes them: remembered, and the loop stops
        as soon as it starts (the network stack's import takes a fraction of a second). Not
        raised: a KeyboardInterrupt raised inside an import or the loop's own start-up can
        break the import ("expected a message argument") or end the process on SIGINT."""
        self.interrupted = True

    def listening(self, line: str, persistence: str | None = None) -> None:
        self.said_listening = True
        print(line, flush=True)
        if persistence:
            print(translate(persistence))
        print(_("Stop it with Ctrl+C; rooms are saved after every move."), flush=True)

    def stopped(self) -> None:
        if self.said_listening and not self.said_stopped:
            self.said_stopped = True
            print(_("yahtzee-tui server stopped"), flush=True)


def _run_loop(
    server: RoomServer,
    bind: str,
    port: int,
    tls: ssl.SSLContext | None,
    shared: str | None,
    sock: socket.socket | None,
    said: ServerLines,
) -> None:
    import asyncio

    asyncio.run(_serve(server, bind, port, tls, shared, sock, said))


def check_redis_url(text: str) -> None:
    """A Redis address as `redis://HOST:PORT/DB` (or rediss://, unix://); one line if not."""
    from redis.asyncio.connection import parse_url

    try:
        parse_url(text)
    except ValueError as error:
        raise GameError(_("--redis: {problem}").format(problem=error)) from None


async def _serve(
    server: RoomServer,
    bind: str,
    port: int,
    tls: ssl.SSLContext | None,
    shared: str | None,
    sock: socket.socket | None,
    said: ServerLines,
) -> None:
    import asyncio

    from yahtzee_tui.cli.server_workers import tell_supervisor, watch_supervisor
    from yahtzee_tui.net.cluster.errors import RedisUnavailable
    from yahtzee_tui.net.collector import steady_collector

    # Ctrl+C and SIGTERM stop it cleanly from the moment it says it listens.
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()

    def take_signals() -> None:
        for signum in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(signum, stop.set)

    if said.said_listening:
        take_signals()
    if said.interrupted:
        stop.set()
    watch_supervisor(loop, stop.set)
    try:
        try:
            listening = await server.start(bind, port, tls, sock=sock)
        except OSError as error:
            raise listen_error(error, bind, port) from None
        except RedisUnavailable as error:
            raise GameError(str(error)) from None
        if not said.said_listening:
            take_signals()
            line = listening_line(url(bind, listening, tls is not None), len(server.rooms), shared)
            # With --redis: what a restart of Redis loses.
            said.listening(line, getattr(server, "persistence", None))
        tell_supervisor()
        # After the rooms are loaded: they and the modules are frozen. Its full collection
        # comes after the lines above (nothing is served before this function awaits).
        steady_collector()
        await stop.wait()
    finally:
        if said.said_listening:
            await server.close()
            said.stopped()


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
