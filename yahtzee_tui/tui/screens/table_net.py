"""The table's network parts: the room and who is at it, the chat line (`t`), and the
host's `g` that lets a computer play for a player who has been away past the timeout."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from typing import ClassVar

from textual import on
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widget import Widget

from yahtzee_tui.errors import GameError
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.requests import Level
from yahtzee_tui.tui.screens.table_base import TableBase
from yahtzee_tui.tui.state.remote_session import RemoteSession
from yahtzee_tui.tui.views.net_view import NetView
from yahtzee_tui.tui.widgets.net_panel import ChatBar, NetPanel
from yahtzee_tui.tui.widgets.scorecard import Scorecard

NET_ACTIONS = ("chat", "hand_over")
STAND_IN_LEVEL: Level = "medium"


class NetworkParts(TableBase):
    NET_BINDINGS: ClassVar[list[BindingType]] = [
        Binding("t", "chat", "Chat", show=False),
        Binding("g", "hand_over", "Computer plays for the away player", show=False),
    ]

    def compose_net(self) -> Iterator[Widget]:
        """The room's lines and the chat, at a network table only."""
        if self.game_app.net is not None:
            side = Vertical(
                NetPanel(id="net").data_bind(net=TableBase.net),
                ChatBar(id="chat").data_bind(net=TableBase.net),
                id="net-side",
            )
            side.border_title = "Table"
            yield side

    def _mirror_net(self, net: NetView | None) -> None:
        self.net = net

    def watch_keys_wait(self) -> None:
        self.refresh_bindings()  # Roll is dimmed while another seat plays

    def check_net_action(self, action: str) -> bool | None:
        if action in NET_ACTIONS:
            return self.net is not None
        return True

    def send(self, request: Callable[[TableClient], Awaitable[object]]) -> bool:
        """A request that is not a move, for the server; a refusal is said (now or later)."""
        session = self.game_app.session
        if not isinstance(session, RemoteSession):
            return False
        try:
            session.request(request)
        except GameError as error:
            self.say(str(error))
            return False
        return True

    def action_chat(self) -> None:
        self.query_one(ChatBar).open()

    @on(ChatBar.Send)
    def _chat_typed(self, event: ChatBar.Send) -> None:
        event.stop()
        text = event.text
        self.send(lambda client: client.say(text))

    @on(ChatBar.Closed)
    def _chat_closed(self, event: ChatBar.Closed) -> None:
        event.stop()
        self.query_one(Scorecard).focus()

    def action_hand_over(self) -> None:
        """(Host) A computer plays for the player away longest past the timeout."""
        net, state = self.net, self.state
        if net is None or state is None:
            return
        if not net.host:
            self.say("Only the host can let a computer play for a player who is away.")
            return
        seat = net.handed_over_seat()
        if seat is None:
            away = f"{net.away_timeout:.0f} s"
            self.say(f"No one has been away {away} yet: the seat waits for its player.")
            return
        name = state.players[seat].name
        if self.send(lambda client: client.hand_over(seat, STAND_IN_LEVEL)):
            self.say(f"A computer plays for {name} until {name} comes back.", problem=False)
