"""Network tables in chosen situations, for the app's tests: views of a room built by hand."""

from __future__ import annotations

from yahtzee_tui.net.notices import ChatLine, SeatView
from yahtzee_tui.tui.views.net_view import NetView

ADDRESS = "192.168.1.20:8765"
CODE = "K7XW2P"


def room_view(
    my_seats: frozenset[int] = frozenset({0}),
    host: bool = True,
    phase: str = "playing",
    bob: str = "away",
    chat: tuple[tuple[str, str], ...] = (("Bob", "good luck [b]all[/b]"),),
    connection: str = "online",
    detail: str | None = None,
    rules: str = "yatzy",
) -> NetView:
    """Ann (seat 1) at this terminal, Bob (seat 2) `bob`, an easy computer in seat 3."""
    seats = (
        SeatView(kind="human", status="connected", name="Ann"),
        SeatView(
            kind="human",
            status=bob,  # type: ignore[arg-type]
            name="Bob",
            away_seconds=12.0 if bob == "away" else None,
        ),
        SeatView(kind="computer", status="computer", name="Computer 3", level="easy"),
    )
    lines = tuple(ChatLine(name=name, text=text, role="player", seat=1) for name, text in chat)
    return NetView(
        address=ADDRESS,
        code=CODE,
        rules=rules,
        phase=phase,
        seats=seats,
        watchers=1,
        host_connected=True,
        my_seats=my_seats,
        host=host,
        connection=connection,
        detail=detail,
        chat=lines,
        heard_at=0.0,
    )
