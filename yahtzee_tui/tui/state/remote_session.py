"""The session of a network table: moves go to the room server, its states come back.

`play(move)` checks the move against the state the table shows with the game's own pure
action, so that a move the rules refuse is refused at once, as in local play; then it queues
the move and returns. A sender task sends the queued moves one at a time, each with the move
number the client last saw, and waits for the server's answer before the next: the table
shows meanwhile that the move is on its way (`NetView.pending`). The answer comes back as
news from the client like every other state the server pushes (other players' moves, the
computers' moves, a snapshot after a reconnect), and each goes to `owner.show(state, move)`.
A refusal goes to `owner.refused(reason)`, for the status line.

Everything the client hears is handed to the app's own message loop first (`schedule`), so
the owner only ever changes from there.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Final, Literal, Protocol

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, roll_refusal
from yahtzee_tui.game.moves import ROLL, Move, apply, die_by_die
from yahtzee_tui.i18n import N_, _, translate
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.events import (
    ONLINE,
    ChatReceived,
    ClientEvent,
    Credentials,
    CredentialsChanged,
    GameFinished,
    NetError,
    RefusalHeard,
    RoomChanged,
    SeatLost,
    StateChanged,
    StatusChanged,
)
from yahtzee_tui.net.move_codec import move_of_change
from yahtzee_tui.net.replica import undo_seat
from yahtzee_tui.sentences import sentence_of
from yahtzee_tui.tui.state.session import ClientCall, StateOwner
from yahtzee_tui.tui.views.net_view import CHAT_SHOWN, NetView

# Moves a player may have on their way at once (keys typed ahead of the answers).
MOST_QUEUED = 8
NOT_ONLINE = N_("Not connected: no move can be made until the connection is back.")

Schedule = Callable[[Callable[[], None]], object]


class NetOwner(StateOwner, Protocol):
    """The app, as a network table's owner: the game state and the network view."""

    @property
    def net(self) -> NetView | None: ...

    def show_net(self, view: NetView) -> None: ...

    def refused(self, reason: str) -> None: ...


# What waits to be sent: one step of a move (a hold names one die), or an undo.
UNDO: Final = "undo"
Step = Move | Literal["undo"]


def check_move(state: GameState, move: Move) -> None:
    """GameError when the rules refuse `move` now (the server would refuse it too)."""
    if move.kind == ROLL:
        refusal = roll_refusal(state)  # a client's copy has no dice to roll
        if refusal is not None:
            raise GameError(refusal)
    else:
        apply(state, move)


class RemoteSession:
    def __init__(
        self,
        owner: NetOwner,
        client: TableClient,
        view: NetView,
        schedule: Schedule,
        keep: Callable[[Credentials], None] | None = None,
    ) -> None:
        self.owner = owner
        self.client = client
        self._schedule = schedule
        self._keep = keep
        self._queue: deque[Step] = deque()
        self._sender: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._unsubscribe = client.subscribe(self._heard)
        view = replace(view, connection=client.status, chat=tuple(client.chat[-CHAT_SHOWN:]))
        owner.show_net(view.with_room(client.room) if client.room is not None else view)
        if client.finished is not None:
            owner.show(client.finished, None)
        elif client.state is not None:
            owner.show(client.state, None)

    # --- the session seam -----------------------------------------------------------------

    @property
    def queued(self) -> bool:
        """Steps of this terminal's move wait to be sent (a hold goes die by die)."""
        return bool(self._queue)

    @property
    def busy(self) -> bool:
        """A move is on its way, or waits to be sent."""
        return bool(self._queue) or (self._sender is not None and not self._sender.done())

    def play(self, move: Move) -> None:
        state = self._ready()
        if not self.busy:
            self._mine(state.current, "")
            check_move(state, move)
        self._send([*die_by_die(move)])

    def undo(self) -> None:
        state = self._ready()
        if not self.busy:
            seat = undo_seat(state)
            if seat is None:
                raise GameError(_("nothing to undo: a roll cannot be taken back"))
            self._mine(seat, _("only {name}, who made the last move, can undo it"))
        self._send([UNDO])

    def mark_hint(self) -> None:
        """Nothing: the position belongs to the server and the protocol carries no hint
        marks, so a networked game's review does not show the hints seen at this table."""

    def _ready(self) -> GameState:
        state = self.owner.state
        if state is None:
            raise GameError(_("the game has not started"))
        if self.client.status != ONLINE:
            raise GameError(_(NOT_ONLINE))
        return state

    def _mine(self, seat: int, refusal: str) -> None:
        state = self.owner.state
        if state is None or seat in self.client.my_seats:
            return
        name = state.players[seat].name
        raise GameError((refusal or _("not your turn: it is {name}'s turn")).format(name=name))

    def _send(self, steps: list[Step]) -> None:
        if len(self._queue) + len(steps) > MOST_QUEUED:
            raise GameError(_("Wait a moment: your moves are still on their way to the server."))
        self._queue.extend(steps)
        self._change_view(pending=_kind(self._queue[0]))
        if self._sender is None or self._sender.done():
            self._sender = asyncio.get_running_loop().create_task(self._send_queued())

    async def _send_queued(self) -> None:
        while self._queue:
            step = self._queue.popleft()
            self._set_view(pending=_kind(step))
            try:
                await self._request(step)
            except NetError as error:
                self._queue.clear()
                self._refused(sentence_of(error))
        self._set_view(pending=None)

    def _request(self, step: Step) -> Awaitable[object]:
        return self.client.play(step) if isinstance(step, Move) else self.client.undo()

    # --- the room: chat and the host's controls ---------------------------------------------

    def request(self, action: ClientCall) -> None:
        """Send a request that is not a move (chat, seats, start); a refusal is said."""
        if self.client.status != ONLINE:
            raise GameError(_(NOT_ONLINE))
        task = asyncio.get_running_loop().create_task(self._run(action))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _run(self, action: ClientCall) -> None:
        try:
            await action(self.client)
        except NetError as error:
            self._refused(sentence_of(error))

    def _refused(self, reason: str) -> None:
        self._schedule(lambda: self.owner.refused(reason))

    async def close(self) -> None:
        self._unsubscribe()
        for task in [self._sender, *self._tasks]:
            if task is not None and not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task

    # --- what the client hears ----------------------------------------------------------------

    def _heard(self, event: ClientEvent) -> None:
        self._schedule(lambda: self._take(event))

    def _take(self, event: ClientEvent) -> None:
        owner = self.owner
        if isinstance(event, StateChanged):
            # A finished game is shown once it comes whole and checked (GameFinished).
            if not event.state.is_over:
                change = event.change
                owner.show(event.state, None if change is None else move_of_change(change))
        elif isinstance(event, GameFinished):
            owner.show(event.state, None)
        elif isinstance(event, RoomChanged):
            view = owner.net
            if view is not None:
                owner.show_net(view.with_room(event.room))
        elif isinstance(event, StatusChanged):
            self._change_view(connection=event.status, detail=event.detail)
        elif isinstance(event, ChatReceived):
            self._change_view(chat=tuple(self.client.chat[-CHAT_SHOWN:]))
        elif isinstance(event, CredentialsChanged):
            if self._keep is not None:
                self._keep(event.credentials)
        elif isinstance(event, SeatLost):
            owner.refused(
                _("You no longer hold seat {seat}: {reason}.").format(
                    seat=event.seat + 1, reason=translate(event.reason)
                )
            )
        elif isinstance(event, RefusalHeard):
            owner.refused(event.reason)

    def _change_view(self, **changes: object) -> None:
        view = self.owner.net
        if view is not None:
            self.owner.show_net(replace(view, **changes))  # type: ignore[arg-type]

    def _set_view(self, **changes: object) -> None:
        """The same, from the sender task: on the app's loop, after what it has to do."""
        self._schedule(lambda: self._change_view(**changes))


def _kind(step: Step) -> str:
    """What the table says is on its way (`NetView.pending`): the move's kind, or undo."""
    return step.kind if isinstance(step, Move) else UNDO
