"""The table's network parts apart from the screen: the Table box (the room, who is at it, the
chat) and the requests that are not moves: a chat line, and the host's `g`, which lets a
computer play for a player away past the timeout."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from textual.containers import Vertical
from textual.widget import Widget

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import _, translate
from yahtzee_tui.tui.services import TableServices
from yahtzee_tui.tui.state.session import ClientCall
from yahtzee_tui.tui.views.net_view import NetView
from yahtzee_tui.tui.widgets.net_panel import ChatBar, NetPanel

if TYPE_CHECKING:  # the network layer loads at a network table, not for one played here
    from yahtzee_tui.net.requests import Level

STAND_IN_LEVEL: Level = "medium"


def table_box(panel: NetPanel, chat: ChatBar) -> Widget:
    """The Table box: the room's lines above the chat."""
    side = Vertical(panel, chat, id="net-side")
    side.border_title = _("Table")
    return side


class NetworkDesk:
    """A network table's requests that are not moves: a chat line, and the host's `g`. A
    refusal is said on the table's line (now, or when the server's answer comes)."""

    def __init__(self, services: TableServices, show_status: Callable[[str, bool], None]) -> None:
        self._services = services  # its session is the app's of the moment
        self._show_status = show_status

    def send(self, request: ClientCall) -> bool:
        try:
            self._services.session.request(request)
        except GameError as error:
            self._show_status(translate(error), True)
            return False
        return True

    def chat(self, text: str) -> None:
        self.send(lambda client: client.send_chat(text))

    def hand_over(self, net: NetView, state: GameState) -> None:
        """(Host) A computer plays for the player away longest past the timeout."""
        seat, words = hand_over_choice(net, state)
        if seat is None:
            self._show_status(words, True)
        elif self.send(lambda client: client.hand_over(seat, STAND_IN_LEVEL)):
            self._show_status(words, False)


def hand_over_choice(net: NetView, state: GameState) -> tuple[int | None, str]:
    """(Host) The seat a computer would play for (None: none may be handed over) and what to
    say about it."""
    if not net.host:
        return None, _("Only the host can let a computer play for a player who is away.")
    seat = net.handed_over_seat()
    if seat is None:
        away = f"{net.away_timeout:.0f} s"
        return None, _("No one has been away {time} yet: the seat waits for its player.").format(
            time=away
        )
    name = state.players[seat].name
    return seat, _("A computer plays for {player} until {player} comes back.").format(player=name)
