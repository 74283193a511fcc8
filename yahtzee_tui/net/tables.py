"""Opening a network table: joining a room on a server, or hosting one in this process.

`join_table` connects to a server and takes this terminal's place in a room: the seats kept
from an earlier visit (`keep.py`), or new seats claimed by name, or a watcher's place.
`host_table` starts a room server in this process (the app's event loop), opens a room in
it, or takes back the room this data folder hosted last, and connects to it as its host.
Both return a `NetTable`: the client the app's remote session drives, and what closes it.
Every failure is a GameError with one line for the player.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import ssl
from dataclasses import dataclass, field
from pathlib import Path

from yahtzee_tui import paths
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.net.address import listen_error, own_host, reachable_host, url
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.events import (
    CLOSED,
    OFFLINE,
    ClientEvent,
    Credentials,
    NetError,
    RefusalHeard,
    StatusChanged,
)
from yahtzee_tui.net.keep import (
    forget_credentials,
    hosted_rooms,
    keep_credentials,
    kept_credentials,
)
from yahtzee_tui.net.requests import Level, SeatSpec
from yahtzee_tui.net.room import Refusal
from yahtzee_tui.net.seats import CODE_ALPHABET, CODE_LENGTH, normal_code
from yahtzee_tui.net.server import AWAY_TIMEOUT, RoomServer
from yahtzee_tui.sentences import sentence_of

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class JoinPlan:
    url: str  # ws:// or wss://
    address: str  # as a player types it to join
    code: str
    names: tuple[str, ...] = ()  # the seats to claim at this keyboard
    watch: bool = False
    ssl_context: ssl.SSLContext | None = None


@dataclass(frozen=True)
class HostPlan:
    rules: str
    names: tuple[str, ...]  # the host's own seats
    open_seats: int = 1  # seats left open for players who join
    computers: tuple[Level, ...] = ()  # computer seats, by level
    bind: str = "127.0.0.1"
    port: int = 8765
    tls: ssl.SSLContext | None = None
    away_timeout: float = AWAY_TIMEOUT
    new_room: bool = False  # open a new room even when the last one hosted here is unfinished


@dataclass
class NetTable:
    """A room this terminal is at: its client, and the server when this process hosts it."""

    client: TableClient
    url: str
    address: str  # what others type to join
    server: RoomServer | None = None
    notes: list[str] = field(default_factory=list)  # lines for the terminal (a room resumed)
    closed: bool = False

    @property
    def code(self) -> str:
        creds = self.client.credentials
        return creds.code if creds is not None else ""

    def keep(self, credentials: Credentials) -> None:
        """Keep the tokens for a restarted `join` or `host` (a failure is only logged: the
        seats stay the player's for as long as this connection lives)."""
        room = self.client.room
        names = [room.seats[seat].name or "" for seat in sorted(room.my_seats)] if room else []
        try:
            keep_credentials(self.url, credentials, names, hosted=self.server is not None)
        except (OSError, GameError) as error:
            log.warning("the seat tokens could not be kept: %s", error)

    async def close(self) -> None:
        """Leave the room (the seats stay this player's) and stop the server hosted here."""
        if self.closed:
            return
        self.closed = True
        await self.client.close()
        if self.server is not None:
            await self.server.close()


async def join_table(plan: JoinPlan) -> NetTable:
    """Connect and take this terminal's place in room `plan.code` (see the module)."""
    code = normal_code(plan.code)
    if len(code) != CODE_LENGTH or any(char not in CODE_ALPHABET for char in code):
        raise GameError(
            Message(
                N_(
                    "a room code is the {length} letters and digits the host passed on"
                    " (never O, 0, I, 1 or L), not {code}"
                ),
                length=CODE_LENGTH,
                code=repr(plan.code),
            )
        )
    kept = kept_credentials(plan.url, code, plan.names, plan.watch)
    client = TableClient(plan.url, credentials=kept, ssl_context=plan.ssl_context)
    table = NetTable(client, plan.url, plan.address)
    refusals: list[str] = []  # why seats kept from before were refused

    def heard(event: ClientEvent) -> None:
        if isinstance(event, RefusalHeard):
            refusals.append(event.reason)

    unsubscribe = client.subscribe(heard)
    try:
        await _connect(client)
        await _take_places(client, code, plan.names, plan.watch, refusals)
    except BaseException:
        left = client.credentials
        if kept is not None and (left is None or not _holds_anything(left)):
            with contextlib.suppress(OSError):
                forget_credentials(plan.url, kept)  # tokens the server no longer takes
        await client.close()
        raise
    finally:
        unsubscribe()
    if client.credentials is not None:
        table.keep(client.credentials)
    return table


async def _connect(client: TableClient) -> None:
    """Connect and take the client's place, or GameError at the first failure (a table
    being opened does not keep trying as one in play does)."""
    failed = asyncio.Event()

    def heard(event: ClientEvent) -> None:
        if isinstance(event, StatusChanged) and event.status in (OFFLINE, CLOSED):
            failed.set()

    unsubscribe = client.subscribe(heard)
    connecting = asyncio.ensure_future(client.connect())
    failing = asyncio.ensure_future(failed.wait())
    try:
        await asyncio.wait({connecting, failing}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        unsubscribe()
        failing.cancel()
    if not connecting.done():
        connecting.cancel()
        with contextlib.suppress(asyncio.CancelledError, NetError):
            await connecting
        problem = client.last_problem or Message(N_("no answer"))
        raise GameError(
            problem
            if client.reached
            else Message(
                N_("cannot reach {address}: {problem}"), address=client.url, problem=problem
            )
        )
    try:
        connecting.result()
    except NetError as error:
        raise GameError(str(error)) from None


async def _take_places(
    client: TableClient, code: str, names: tuple[str, ...], watch: bool, refusals: list[str]
) -> None:
    """Claim a seat for each name not already held here, or watch."""
    room = client.room
    held = (
        {(room.seats[seat].name or "").casefold() for seat in room.my_seats}
        if room is not None
        else set()
    )
    try:
        for name in names:
            if name.strip().casefold() not in held:
                await client.claim(code, name.strip())
        if watch and (client.room is None or not client.room.watching):
            await client.watch(code)
    except NetError as error:
        raise GameError(str(error)) from None
    room = client.room
    if room is None or not (room.my_seats or room.watching or room.host):
        if refusals:
            raise GameError(
                Message(
                    N_("the seat kept for room {code} was refused: {reason}"),
                    code=code,
                    reason=refusals[0],
                )
            )
        raise GameError(
            Message(N_("give a player's name (--player NAME) or --watch to join the room"))
        )


def _holds_anything(credentials: Credentials) -> bool:
    return bool(credentials.host_token or credentials.seat_tokens or credentials.watching)


async def host_table(plan: HostPlan, data_dir: Path | None = None) -> NetTable:
    """Start a server here with the room this data folder hosted last (unfinished) or a new
    one set up as `plan` says, and connect to it as its host."""
    # The host's table records the finished game in this same data folder (and says what its
    # totals mean against the records before it): the server leaves it to the table.
    server = RoomServer(
        data_dir or paths.data_dir(), away_timeout=plan.away_timeout, record=_left_to_the_table
    )
    try:
        port = await server.start(plan.bind, plan.port, plan.tls)
    except OSError as error:
        await server.close()
        raise listen_error(error, plan.bind, plan.port) from None
    tls = plan.tls is not None
    own_url = url(own_host(plan.bind), port, tls)
    shown = url(reachable_host(plan.bind), port, tls)
    address = shown if tls else shown.removeprefix("ws://")
    resumed = None if plan.new_room else _hosted_before(server, own_url)
    try:
        if resumed is not None:
            resumed_note: str = Message(N_("Room {code} resumed."), code=resumed.code)
            credentials, notes = resumed, [resumed_note]
        else:
            try:
                code, token = server.open_room(plan.rules)
            except Refusal as refusal:
                raise GameError(sentence_of(refusal)) from None
            credentials, notes = Credentials(code, host_token=token), []
        client = TableClient(own_url, credentials=credentials, ssl_context=_own_tls(tls))
        table = NetTable(client, own_url, address, server, notes)
        await _connect(client)
        if resumed is None:
            await _set_up(client, credentials.code, plan)
    except BaseException:
        await server.close()
        raise
    if client.credentials is not None:
        table.keep(client.credentials)
    return table


def _left_to_the_table(state: object) -> None:
    return None


def _hosted_before(server: RoomServer, own_url: str) -> Credentials | None:
    """The newest room hosted from this data folder that the server still holds, unfinished."""
    for credentials in hosted_rooms(own_url):
        room = server.rooms.get(credentials.code)
        if room is not None and room.phase != "over":
            return credentials
    return None


async def _set_up(client: TableClient, code: str, plan: HostPlan) -> None:
    """The host's own seats first, then the open seats, then the computers."""
    try:
        for seat, name in enumerate(plan.names):
            await client.set_seat(seat, "open")
            await client.claim(code, name, seat)
        seat = len(plan.names)
        specs = [SeatSpec(kind="open")] * plan.open_seats
        specs += [SeatSpec(kind="computer", level=level) for level in plan.computers]
        for spec in specs:
            await client.set_seat(seat, spec.kind, spec.level)
            seat += 1
    except (NetError, Refusal) as error:
        raise GameError(str(error)) from None


def _own_tls(tls: bool) -> ssl.SSLContext | None:
    """The host's table reaches its own server over loopback, in its own process: the
    certificate it serves to others needs no checking on that link."""
    if not tls:
        return None
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context
