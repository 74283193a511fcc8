"""The web server behind `yahtzee-tui serve`: textual-serve's, with our page and our limits.

textual-serve serves a page holding a terminal (xterm.js) and, for each websocket that page
opens, runs the command in a subprocess whose screen and keys travel over that websocket. This
subclass keeps that machinery and its static files, and changes what faces the network:

- the page is ours (`web_page/app_index.html`): the game's title and favicon, its colours, and
  only relative addresses, so it works under any host name and fetches nothing from elsewhere;
- the listening socket is bound before the server starts, so port 0 picks a free port and the
  address printed is the real one;
- the number of games in play and the pace of new ones are bounded (a refused visit is told
  why in the websocket's close reason, which the page shows), and every websocket message is
  validated (`web_limits`) before it reaches a game;
- stopping the server closes every websocket, which quits every game at once (each game is
  saved after every move, so nothing is lost).
"""

from __future__ import annotations

import asyncio
import logging
import os
import shlex
import signal
import socket
import sys
import weakref
from contextlib import suppress
from pathlib import Path

from aiohttp import WSCloseCode, WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from yahtzee_tui.cli.web_limits import (
    MAX_MESSAGE_BYTES,
    Focus,
    Input,
    Ping,
    Resize,
    SessionLimits,
    clamp_size,
    parse_message,
)
from yahtzee_tui.i18n import N_, _

log = logging.getLogger("yahtzee-tui.serve")

PAGE_TITLE = N_("yahtzee-tui: Yahtzee, Yatzy and Yamb")
PAGE_DIR = Path(__file__).parent / "web_page"
# Stopping the server waits this long at most for games to quit.
SHUTDOWN_SECONDS = 5.0
# How long a visit waits for a seat at a full table before it is refused.
FULL_TABLE_GRACE = 3.0
STOPPED = N_("The server has stopped.")


def game_command() -> str:
    """The shell command textual-serve runs for each visitor: this Python, on `web_session`.
    `exec` makes the game the shell's own process: one process per visitor."""
    command = shlex.join([sys.executable, "-m", "yahtzee_tui.cli.web_session"])
    return f"exec {command}" if os.name == "posix" else command


class GameServer(Server):
    """textual-serve's Server with the game's page, a bound socket and bounded sessions."""

    def __init__(
        self,
        sock: socket.socket,
        url: str,
        max_sessions: int,
        allowed_origins: tuple[str, ...] = (),
    ) -> None:
        host, port = sock.getsockname()[:2]
        super().__init__(
            game_command(),
            host=host,
            port=port,
            title=_(PAGE_TITLE),
            public_url=url.rstrip("/"),
            templates_path=PAGE_DIR,
        )
        self.sock = sock
        self.url = url
        self.limits = SessionLimits(max_open=max_sessions)
        # Pages besides our own that may open games (a reverse proxy's public address).
        self.allowed_origins = frozenset(origin.rstrip("/").lower() for origin in allowed_origins)
        self._waiting = 0
        self._slot_freed: asyncio.Condition | None = None
        self._websockets: weakref.WeakSet[web.WebSocketResponse] = weakref.WeakSet()

    def serve(self, debug: bool = False) -> None:
        """Serve until SIGINT or SIGTERM (Ctrl+C), then quit every game and return."""
        self.debug = debug
        self.initialize_logging()
        web.run_app(
            self._make_app(),
            sock=self.sock,
            shutdown_timeout=SHUTDOWN_SECONDS,
            access_log=None,
            print=None,
            handle_signals=True,
            loop=asyncio.new_event_loop(),
        )

    async def on_startup(self, app: web.Application) -> None:
        self._slot_freed = asyncio.Condition()
        print(_("yahtzee-tui serve: playing at {url}").format(url=self.url), flush=True)
        print(_("Each visit opens its own copy of the game. Ctrl+C stops the server."), flush=True)

    async def on_shutdown(self, app: web.Application) -> None:
        # A second Ctrl+C while the games quit would cut that short (and exit with 1); the
        # shutdown takes SHUTDOWN_SECONDS at most anyway.
        loop = asyncio.get_running_loop()
        for stop_signal in (signal.SIGINT, signal.SIGTERM):
            with suppress(NotImplementedError):  # no signal handlers on Windows
                loop.add_signal_handler(stop_signal, lambda: None)
        # A websocket handler runs as long as its game: closing them is what lets the server stop.
        for websocket in list(self._websockets):
            await websocket.close(code=WSCloseCode.GOING_AWAY, message=_(STOPPED).encode()[:120])

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One visitor's game, from the websocket's opening to its closing."""
        foreign = self._foreign_origin(request)
        if foreign is not None:
            # A page from another site would play (and read) this machine's games as the
            # visitor: the browser names the page's origin, and only ours is served.
            log.warning("refused a game to %s: a page from %s", request.remote, foreign)
            said = _("games are served to this site's own page, not {origin}")
            raise web.HTTPForbidden(text=said.format(origin=foreign))
        refusal = await self._claim_slot(request.remote)
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=MAX_MESSAGE_BYTES)
        await websocket.prepare(request)
        if refusal is not None:
            # The page shows the reason a websocket closes with.
            log.warning("refused a game to %s: %s", request.remote, refusal)
            await websocket.close(code=WSCloseCode.TRY_AGAIN_LATER, message=refusal.encode())
            return websocket
        self._websockets.add(websocket)
        log.info("%s opened a game (%d in play)", request.remote, self.limits.open_count)
        width, height = clamp_size(request.query.get("width"), request.query.get("height"))

        async def close() -> None:  # the game has quit
            await websocket.close()

        app_service = AppService(
            self.command,
            write_bytes=websocket.send_bytes,
            write_str=websocket.send_str,
            close=close,
            download_manager=self.download_manager,
            debug=self.debug,
        )
        try:
            await app_service.start(width, height)
            await self._process_messages(websocket, app_service)
        finally:
            await app_service.stop()
            await self._release_slot()
            log.info("%s closed a game (%d in play)", request.remote, self.limits.open_count)
        return websocket

    def _foreign_origin(self, request: web.Request) -> str | None:
        """The Origin of a websocket opened by another site's page, or None when it is ours
        (the same host and port the request came to), allowed, or absent (not a browser)."""
        origin = request.headers.get("Origin")
        if origin is None:
            return None
        normal = origin.rstrip("/").lower()
        own = {f"{scheme}://{request.host}".lower() for scheme in ("http", "https")}
        if normal in own or normal in self.allowed_origins:
            return None
        return origin[:100]

    async def _claim_slot(self, remote: str | None) -> str | None:
        """Count a new game in (None), or say why not. A full table is given a few seconds:
        a visitor who reloads the page opens the new game before the old one has closed."""
        assert self._slot_freed is not None
        if not self.limits.full or self._waiting >= self.limits.max_open:
            return self.limits.claim()
        log.info("%s waits for a seat at the full table", remote)
        self._waiting += 1
        try:
            async with self._slot_freed:
                await asyncio.wait_for(
                    self._slot_freed.wait_for(lambda: not self.limits.full), FULL_TABLE_GRACE
                )
        except TimeoutError:
            pass
        finally:
            self._waiting -= 1
        return self.limits.claim()

    async def _release_slot(self) -> None:
        assert self._slot_freed is not None
        self.limits.release()
        async with self._slot_freed:
            self._slot_freed.notify_all()

    async def _process_messages(
        self, websocket: web.WebSocketResponse, app_service: AppService
    ) -> None:
        """Hand the visitor's valid messages to their game; drop everything else."""
        async for message in websocket:
            if message.type != WSMsgType.TEXT:
                continue
            parsed = parse_message(message.data)
            if isinstance(parsed, Input):
                # send_bytes waits while the game's input pipe is full: a flood of keys slows
                # the sender down instead of piling up here.
                await app_service.send_bytes(parsed.text.encode("utf-8"))
            elif isinstance(parsed, Resize):
                await app_service.set_terminal_size(parsed.width, parsed.height)
            elif isinstance(parsed, Ping):
                await websocket.send_json(["pong", parsed.text])
            elif isinstance(parsed, Focus):
                await (app_service.focus() if parsed.focused else app_service.blur())
