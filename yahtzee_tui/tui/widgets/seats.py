"""The players of a new game: one row per seat, with room for a human/computer choice."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.message import Message
from textual.widgets import Button, Input, Static

from yahtzee_tui.game import MAX_PLAYERS, Player
from yahtzee_tui.game.state import MAX_NAME_LENGTH


def default_name(seat: int) -> str:
    return f"Player {seat + 1}"


class SeatRow(Horizontal):
    """Seat number, name, kind (human for now) and a remove button."""

    DEFAULT_CSS = """
    SeatRow {
        height: 1;
        margin-bottom: 0;
        .seat-number { width: 3; color: $foreground-muted; }
        Input { width: 30; }
        .seat-kind { width: 9; padding-left: 1; color: $foreground-muted; }
        .seat-remove { min-width: 3; width: 3; }
    }
    """

    class RemoveRequested(Message):
        def __init__(self, row: SeatRow) -> None:
            super().__init__()
            self.row = row

    def __init__(self, seat: int, name: str = "", kind: str = "human") -> None:
        super().__init__()
        self.seat = seat
        self.kind = kind
        self._name = name

    def compose(self) -> ComposeResult:
        yield Static(f"{self.seat + 1}.", classes="seat-number")
        yield Input(
            self._name,
            placeholder=default_name(self.seat),
            max_length=MAX_NAME_LENGTH,
            compact=True,
            select_on_focus=False,
        )
        yield Static(Content(self.kind), classes="seat-kind")
        yield Button(Content("✕"), compact=True, classes="seat-remove", tooltip="Remove seat")

    def renumber(self, seat: int) -> None:
        self.seat = seat
        self.query_one(".seat-number", Static).update(f"{seat + 1}.")
        self.query_one(Input).placeholder = default_name(seat)

    @property
    def name_input(self) -> Input:
        return self.query_one(Input)

    def player(self) -> Player:
        """The player of this seat; an empty name becomes "Player n"."""
        name = self.name_input.value.strip() or default_name(self.seat)
        return Player(name, kind=self.kind)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.post_message(self.RemoveRequested(self))


class SeatList(Vertical):
    """One to MAX_PLAYERS seats, added and removed by the player."""

    DEFAULT_CSS = """
    SeatList {
        height: auto;
        #add-seat { margin-left: 3; margin-top: 0; }
    }
    """

    def __init__(self, names: list[str] | None = None, id: str | None = None) -> None:
        super().__init__(id=id)
        self._names = names or [""]

    def compose(self) -> ComposeResult:
        for seat, name in enumerate(self._names):
            yield SeatRow(seat, name)
        yield Button(Content("+ Add player"), id="add-seat", compact=True)

    def on_mount(self) -> None:
        self._update_buttons()

    @property
    def rows(self) -> list[SeatRow]:
        return list(self.query(SeatRow))

    def players(self) -> list[Player]:
        return [row.player() for row in self.rows]

    async def add_seat(self) -> None:
        rows = self.rows
        if len(rows) >= MAX_PLAYERS:
            return
        row = SeatRow(len(rows))
        await self.mount(row, before=self.query_one("#add-seat"))
        self._update_buttons()
        row.name_input.focus()

    async def remove_seat(self, row: SeatRow) -> None:
        if len(self.rows) <= 1:
            return
        await row.remove()
        for seat, remaining in enumerate(self.rows):
            remaining.renumber(seat)
        self._update_buttons()

    def _update_buttons(self) -> None:
        rows = self.rows
        self.query_one("#add-seat", Button).disabled = len(rows) >= MAX_PLAYERS
        for row in rows:
            row.query_one(".seat-remove", Button).disabled = len(rows) <= 1

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "add-seat":
            event.stop()
            await self.add_seat()

    async def on_seat_row_remove_requested(self, event: SeatRow.RemoveRequested) -> None:
        event.stop()
        await self.remove_seat(event.row)
