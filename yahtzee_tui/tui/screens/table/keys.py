"""The table's keys, and its network parts apart from the screen: the Table box (the room,
who is at it, the chat) and the host's `g`, which lets a computer play for a player away past
the timeout."""

from __future__ import annotations

from collections.abc import Callable

from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widget import Widget

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import N_, _
from yahtzee_tui.i18n import say as spoken
from yahtzee_tui.net.requests import Level
from yahtzee_tui.tui.services import TableServices
from yahtzee_tui.tui.state.session import Request
from yahtzee_tui.tui.views.net_view import NetView, keys_here, roll_allowed
from yahtzee_tui.tui.widgets.net_panel import ChatBar, NetPanel

STAND_IN_LEVEL: Level = "medium"
DIGIT_KEYS, LETTER_KEYS = "123456", "abcdef"


def hold_bindings(count: int, letters: str) -> list[BindingType]:
    """1 to `count` (and the letters given) hold a die; the footer shows one key for all."""
    bindings: list[BindingType] = [Binding("1", "hold(0)", N_("Hold"), key_display=f"1-{count}")]
    bindings += [Binding(DIGIT_KEYS[i], f"hold({i})", show=False) for i in range(1, 6)]
    return bindings + [Binding(k, f"hold({LETTER_KEYS.index(k)})", show=False) for k in letters]


NET_BINDINGS: list[BindingType] = [
    Binding("t", "chat", N_("Chat")),  # in the footer at a network table only (check_action)
    Binding("g", "hand_over", N_("Computer plays for the away player"), show=False),
]
NET_ACTIONS = frozenset({"chat", "hand_over"})
# The keys that make moves: not offered while watching another copy's game.
MOVES = frozenset({"roll", "hold", "undo", "apply_hint", "call", "name_cell"})


def table_box(panel: NetPanel, chat: ChatBar) -> Widget:
    """The Table box: the room's lines above the chat."""
    side = Vertical(panel, chat, id="net-side")
    side.border_title = _("Table")
    return side


def key_allowed(
    action: str,
    parameters: tuple[object, ...],
    state: GameState,
    dice: int,
    net: NetView | None,
    read_only: bool,
) -> bool | None:
    """Whether the table's key for `action` works now: False hides it, None dims it."""
    if state.is_over:
        return None
    if read_only and action in MOVES:
        return False  # watched: the keys that make moves are not offered
    if action == "hold" and parameters and parameters[0] not in range(dice):
        return False
    if action == "roll" and keys_here(state, net):
        return roll_allowed(state, net) or None
    if action in NET_ACTIONS:
        return net is not None
    return True


class NetworkDesk:
    """A network table's requests that are not moves: a chat line, and the host's `g`. A
    refusal is said on the table's line (now, or when the server's answer comes)."""

    def __init__(self, services: TableServices, say: Callable[[str, bool], None]) -> None:
        self._services = services  # its session is the app's of the moment
        self._say = say

    def send(self, request: Request) -> bool:
        try:
            self._services.session.request(request)
        except GameError as error:
            self._say(spoken(error), True)
            return False
        return True

    def chat(self, text: str) -> None:
        self.send(lambda client: client.say(text))

    def hand_over(self, net: NetView, state: GameState) -> None:
        """(Host) A computer plays for the player away longest past the timeout."""
        seat, words = hand_over_choice(net, state)
        if seat is None:
            self._say(words, True)
        elif self.send(lambda client: client.hand_over(seat, STAND_IN_LEVEL)):
            self._say(words, False)


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
