"""A seat taken away by the host is said in the player's language, its reason too: the
reason comes over the wire in English and is recognised as the catalogue sentence."""

from __future__ import annotations

from yahtzee_tui.net.events import SeatLost
from yahtzee_tui.tui.state.remote_session import RemoteSession
from yahtzee_tui.tui.views.net_view import NetView


class _Client:
    status = "online"
    chat: tuple[object, ...] = ()
    room = None
    finished = None
    state = None
    my_seats: tuple[int, ...] = ()

    def subscribe(self, listener: object) -> object:
        self.listener = listener
        return lambda: None


class _Owner:
    state = None
    net = None

    def __init__(self) -> None:
        self.said: list[str] = []

    def show_net(self, view: object) -> None:
        self.net = view

    def refused(self, reason: str) -> None:
        self.said.append(reason)


def test_a_lost_seat_is_said_with_its_reason_in_croatian(speak) -> None:
    speak("hr")
    owner, client = _Owner(), _Client()
    RemoteSession(owner, client, NetView("127.0.0.1:1"), lambda call: call())  # type: ignore[arg-type]
    client.listener(SeatLost(1, "the host changed this seat"))
    assert len(owner.said) == 1
    assert "domaćin je promijenio ovo mjesto" in owner.said[0]
    assert "the host" not in owner.said[0]
