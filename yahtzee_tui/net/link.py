"""A connection to a room server that comes back by itself, with requests and replies.

`RoomLink` opens the WebSocket, reads every notice (checked against its schema), matches
replies to the requests awaiting them, and when the connection drops tries again with
growing, jittered delays. What the notices mean is `TableClient`'s business.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import random
import ssl
from asyncio import FIRST_COMPLETED
from collections.abc import AsyncIterator, Callable
from typing import TypedDict

import msgspec
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.events import (
    CLOSED,
    CONNECTING,
    OFFLINE,
    ONLINE,
    ClientEvent,
    NetError,
    NotConnected,
    RefusalHeard,
    RequestRefused,
    Status,
    StatusChanged,
)
from yahtzee_tui.net.notices import NOTICES, Notice, Refused
from yahtzee_tui.net.protocol import MAX_NOTICE_BYTES, ProtocolError, encode
from yahtzee_tui.net.sentence_wire import SENTENCE_HEADER, SENTENCE_VERSION, said_reason

log = logging.getLogger(__name__)

Listener = Callable[[ClientEvent], None]

# Seconds (give or take a third) between tries while the server answers `busy`: it is there,
# but cannot take the client back just now (its store is away, or it still holds the old
# connection), and it can at any moment, so the wait does not grow as after a failure.
BUSY_DELAY = 0.75
# So many `busy` answers in a row (about half a minute) are asked again that quickly; past them
# an outage is a long one, and each wait grows by half up to the longest, so that thousands of
# clients of a full server do not keep asking it every second.
QUICK_BUSY_TRIES = 40


def busy_wait(busy_delay: float, max_delay: float, tries: int) -> float:
    """The wait (before jitter) after the `tries`-th `busy` answer in a row."""
    late = max(0, tries - QUICK_BUSY_TRIES)
    return float(min(max_delay, busy_delay * 1.5**late))


class LinkOptions(TypedDict, total=False):
    """How a link connects and comes back (see RoomLink)."""

    ssl_context: ssl.SSLContext | None  # for wss:// (address.client_tls)
    first_delay: float  # seconds before the first try again after a drop
    max_delay: float  # the longest wait between tries
    busy_delay: float  # the wait, jittered, after a server answered `busy` (not longer)
    open_timeout: float  # seconds an opening handshake may take
    reply_timeout: float  # seconds a request may wait for its reply


class RoomLink:
    def __init__(
        self,
        url: str,
        *,
        ssl_context: ssl.SSLContext | None = None,
        first_delay: float = 0.25,
        max_delay: float = 15.0,
        busy_delay: float = BUSY_DELAY,
        open_timeout: float = 10.0,
        reply_timeout: float = 30.0,
    ) -> None:
        self.url = url
        self.status: Status = CLOSED
        self.last_problem: str | None = None  # why the last connection failed or dropped
        self.reached = False  # a connection to the server was made at least once
        self._ssl = ssl_context
        self._first_delay, self._max_delay = first_delay, max_delay
        self._busy_delay = min(busy_delay, max_delay)
        self._refused_busy = False  # the last try was answered, with `busy`
        self._busy_tries = 0  # `busy` answers in a row
        self._open_timeout, self._reply_timeout = open_timeout, reply_timeout
        self._listeners: list[Listener] = []
        self._waiters: list[asyncio.Future[None]] = []
        self._pending: dict[int, tuple[asyncio.Future[Notice], type]] = {}
        self._refs = itertools.count(1)
        self._ws: ClientConnection | None = None
        self._runner: asyncio.Task[None] | None = None
        self._online = asyncio.Event()
        self._syncing = False
        self._closing = False

    # --- what a subclass supplies --------------------------------------------------------

    async def _rejoin(self) -> bool:
        """Take this client's place again on a new connection; False to give up for good."""
        return True

    def _take(self, notice: Notice) -> None:
        """Act on one notice from the server (before any request waiting on it is answered)."""

    # --- events ---------------------------------------------------------------------------

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call `listener` with every event from now on; returns what unsubscribes it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    async def events(self) -> AsyncIterator[ClientEvent]:
        queue: asyncio.Queue[ClientEvent] = asyncio.Queue()
        unsubscribe = self.subscribe(queue.put_nowait)
        try:
            while True:
                yield await queue.get()
        finally:
            unsubscribe()

    async def until(self, condition: Callable[[], bool], timeout: float = 10.0) -> None:
        """Wait until `condition()` holds, checking after every event; TimeoutError if not."""
        async with asyncio.timeout(timeout):
            while not condition():
                waiter = asyncio.get_running_loop().create_future()
                self._waiters.append(waiter)
                await waiter

    def _emit(self, event: ClientEvent) -> None:
        for listener in list(self._listeners):
            try:
                listener(event)
            except Exception:
                log.exception("a listener failed on %r", event)
        waiters, self._waiters = self._waiters, []
        for waiter in waiters:
            if not waiter.done():
                waiter.set_result(None)

    def _set_status(self, status: Status, detail: str | None = None) -> None:
        self.status = status
        self._emit(StatusChanged(status, detail))

    # --- the connection -------------------------------------------------------------------

    async def connect(self, timeout: float | None = 10.0) -> None:
        """Start connecting (and reconnecting whenever the connection drops); return once
        online. NotConnected when that takes longer than `timeout`."""
        self._closing = False
        if self._runner is None or self._runner.done():
            self._runner = asyncio.get_running_loop().create_task(self._run())
        online = asyncio.get_running_loop().create_task(self._online.wait())
        try:
            await asyncio.wait({online, self._runner}, timeout=timeout, return_when=FIRST_COMPLETED)
        finally:
            online.cancel()
        if not self._online.is_set():
            problem = self.last_problem or Message(N_("no answer"))
            if self._runner.done():  # given up for good (a bad address, a room that is gone)
                raise NotConnected(problem)
            raise NotConnected(
                Message(N_("cannot reach {address}: {problem}"), address=self.url, problem=problem)
            )

    async def close(self) -> None:
        self._closing = True
        if self._ws is not None:
            await self._ws.close()
        if self._runner is not None:
            self._runner.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._runner
        self._set_status(CLOSED)

    async def _run(self) -> None:
        delay = self._first_delay
        while not self._closing:
            self._set_status(CONNECTING)
            self._refused_busy = False
            try:
                ws = await connect(
                    self.url,
                    ssl=self._ssl,
                    max_size=MAX_NOTICE_BYTES,
                    compression=None,
                    open_timeout=self._open_timeout,
                    ping_interval=10,
                    ping_timeout=10,
                    additional_headers={SENTENCE_HEADER: SENTENCE_VERSION},
                )
            except InvalidURI as error:
                self.last_problem = str(error)
                self._set_status(CLOSED, str(error))
                return
            except (OSError, InvalidHandshake, TimeoutError) as error:
                self.last_problem = _describe(error)
            else:
                self.reached = True
                if await self._session(ws):
                    delay = self._first_delay
                    self._busy_tries = 0
                if self.status == CLOSED:
                    return
            if self._closing:
                return
            if self._refused_busy:
                self._busy_tries += 1
                quick = busy_wait(self._busy_delay, self._max_delay, self._busy_tries)
                wait = min(self._max_delay, quick * random.uniform(2 / 3, 4 / 3))
            else:
                self._busy_tries = 0
                wait = delay * random.uniform(0.75, 1.25)
                delay = min(delay * 2, self._max_delay)
            self._set_status(
                OFFLINE,
                Message(
                    N_("{problem}: trying again in {wait} s"),
                    problem=self.last_problem,
                    wait=f"{wait:.1f}",
                ),
            )
            await asyncio.sleep(wait)

    async def _session(self, ws: ClientConnection) -> bool:
        """One connection's life; True when it got back into the room."""
        self._ws = ws
        self._syncing = False
        reader = asyncio.get_running_loop().create_task(self._read(ws))
        rejoined = False
        try:
            rejoined = await self._rejoin()
            if rejoined:
                self._online.set()
                self._set_status(ONLINE)
                await reader
        except NetError as error:
            self.last_problem = str(error)
            self._refused_busy = isinstance(error, RequestRefused) and error.kind == "busy"
        finally:
            self._online.clear()
            self._ws = None
            reader.cancel()
            await ws.close()
            self._fail_pending()
            self._pending.clear()
        return rejoined

    async def _read(self, ws: ClientConnection) -> None:
        with contextlib.suppress(ConnectionClosed):
            async for frame in ws:
                try:
                    notice = NOTICES.decode(frame)
                except ProtocolError as error:
                    log.warning("a message from the server was refused: %s", error)
                    self._resync()
                    continue
                try:
                    self._take(notice)
                except Exception:  # a bug here must not stop the reading: start afresh
                    log.exception("a %s from the server could not be taken in", type(notice))
                    self._resync()
        if ws.close_code is not None and ws.close_reason:
            self.last_problem = Message(
                N_("closed by the server: {reason}"), reason=ws.close_reason
            )
        else:
            self.last_problem = Message(N_("the connection dropped"))
        self._fail_pending()

    def _fail_pending(self) -> None:
        """No reply can come on a closed connection: the requests waiting stop waiting."""
        for future, _ in self._pending.values():
            if not future.done():
                future.set_exception(NotConnected(Message(N_("the connection dropped"))))

    # --- requests -------------------------------------------------------------------------

    async def _request(self, message: rq.Request, answer: type, live: bool = True) -> Notice:
        ws = self._ws
        if ws is None or (live and not self._online.is_set()):
            raise NotConnected(Message(N_("not connected: reconnecting")))
        ref = next(self._refs)
        future: asyncio.Future[Notice] = asyncio.get_running_loop().create_future()
        self._pending[ref] = (future, answer)
        try:
            await ws.send(encode(replace_ref(message, ref)))
            async with asyncio.timeout(self._reply_timeout):
                return await future
        except ConnectionClosed:
            raise NotConnected(Message(N_("the connection dropped"))) from None
        except TimeoutError:
            raise NotConnected(Message(N_("the server did not answer"))) from None
        finally:
            self._pending.pop(ref, None)

    def _answer(self, notice: Notice) -> None:
        reason = ""
        if isinstance(notice, Refused):  # the room's sentence, when it came whole
            reason = said_reason(notice.reason, notice.msgid, notice.args)
        if notice.ref is None or notice.ref not in self._pending:
            if isinstance(notice, Refused):
                self._emit(RefusalHeard(notice.of, notice.kind, reason))
            return
        future, answer = self._pending[notice.ref]
        if future.done():
            return
        if isinstance(notice, Refused):
            future.set_exception(RequestRefused(notice.kind, reason, notice.of))
        elif isinstance(notice, answer):
            future.set_result(notice)

    def _resync(self) -> None:
        """Ask for a fresh snapshot and ignore changes until it comes."""
        if self._syncing or self._ws is None:
            return
        self._syncing = True
        ws = self._ws
        asyncio.get_running_loop().create_task(_send_quietly(ws, encode(rq.Sync())))


def replace_ref(message: rq.Request, ref: int) -> rq.Request:
    return msgspec.structs.replace(message, ref=ref)


async def _send_quietly(ws: ClientConnection, frame: str) -> None:
    with contextlib.suppress(ConnectionClosed):
        await ws.send(frame)


def _describe(error: BaseException) -> str:
    if isinstance(error, ConnectionRefusedError):
        return Message(N_("connection refused"))
    if isinstance(error, TimeoutError):
        return Message(N_("no answer"))
    if isinstance(error, OSError):
        return error.strerror or str(error)
    return str(error) or type(error).__name__
