"""One client's connection on the server: its own outbound queue, rate limit and strikes.

Nothing a room does waits on a client: frames go into the connection's queue and its own
task writes them out. A client that reads so slowly that the queue fills is dropped rather
than let it hold up the room; it comes back with a fresh snapshot.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode

from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.net.limits import Bucket, Limits
from yahtzee_tui.net.room import Member, Room
from yahtzee_tui.net.sentence_wire import SENTENCE_HEADER, SENTENCE_VERSION, without_sentence

log = logging.getLogger(__name__)

# Seconds a closing handshake may take before the connection is simply dropped.
CLOSE_GRACE = 0.5


class Connection:
    def __init__(self, ws: ServerConnection, limits: Limits, now: float) -> None:
        self.ws = ws
        self.limits = limits
        self.bucket = Bucket(limits.messages_per_second, limits.burst, now)
        self.strikes = 0
        self.room: Room | None = None
        self.member = Member()
        self.member.send = self.send
        self.closing = False
        self._queue: asyncio.Queue[str] = asyncio.Queue(maxsize=limits.outbound_queue)
        self._writer = asyncio.get_running_loop().create_task(self._write())
        self._closer: asyncio.Task[None] | None = None
        loop = asyncio.get_running_loop()
        # A connection that has not joined a room by then is closed, however much it sends.
        self.join_deadline = loop.time() + limits.join_timeout
        remote = getattr(ws, "remote_address", None)
        self.address = str(remote[0]) if isinstance(remote, tuple) and remote else "?"
        # A client that did not say in its handshake that it reads a refusal's msgid and args
        # (an earlier release) gets its refusals without them. A client of another process
        # has no handshake here: its frames go as they are, and its own gateway decides.
        headers = getattr(getattr(ws, "request", None), "headers", None)
        self.reads_sentences = headers is None or (headers.get(SENTENCE_HEADER) == SENTENCE_VERSION)

    async def receive(self, joined: bool) -> str | bytes | None:
        """The next frame from the client. Until it has `joined` a room, only until its join
        deadline: then the connection is closed, however much it sent, and None comes."""
        if joined or self.closing:
            return await self.ws.recv()
        try:
            async with asyncio.timeout_at(self.join_deadline):
                return await self.ws.recv()
        except TimeoutError:
            self.close(CloseCode.POLICY_VIOLATION, Message(N_("join a room or leave")))
            return None

    def send(self, frame: str) -> None:
        """Queue a frame for this client; never waits."""
        if self.closing or self._writer.done():
            return
        if not self.reads_sentences:
            frame = without_sentence(frame)
        try:
            self._queue.put_nowait(frame)
        except asyncio.QueueFull:
            reason = Message(N_("too far behind: reconnect for a fresh snapshot"))
            self.close(CloseCode.TRY_AGAIN_LATER, reason, drain=False)

    async def _write(self) -> None:
        try:
            while True:
                frame = await self._queue.get()
                try:
                    await self.ws.send(frame)
                finally:
                    self._queue.task_done()
        except ConnectionClosed:
            # Nothing more can go out: whoever waits for the queue to empty stops waiting.
            while not self._queue.empty():
                self._queue.get_nowait()
                self._queue.task_done()

    def strike(self) -> bool:
        """Count a bad frame; True when that was one too many and the connection closes."""
        self.strikes += 1
        if self.strikes >= self.limits.strikes_to_close:
            self.close(CloseCode.POLICY_VIOLATION, Message(N_("too many bad messages")))
            return True
        return False

    def close(self, code: int, reason: str, drain: bool = True) -> None:
        """Close, after what is queued so far has gone out when `drain` (for a second at
        most); the close frame itself waits at most the server's close timeout."""
        if self.closing:
            return
        self.closing = True
        self._closer = asyncio.get_running_loop().create_task(self._close(code, reason, drain))

    async def _close(self, code: int, reason: str, drain: bool) -> None:
        if drain:
            # The refusals that led here are the last thing the client gets before the close.
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(1.0):
                    await self._queue.join()
        self._writer.cancel()
        try:
            async with asyncio.timeout(CLOSE_GRACE):
                await self.ws.close(code, reason)
        except TimeoutError:
            # A client that does not read cannot take a closing frame either.
            self.ws.transport.abort()

    async def finish(self) -> None:
        """The connection's reading is over: close it as decided, and stop its writer."""
        if self._closer is not None:
            with contextlib.suppress(ConnectionClosed):
                await self._closer
        self._writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._writer
