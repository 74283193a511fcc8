"""The players of a new game: one row per seat, each a human or a computer of some level."""

from __future__ import annotations

from rich.cells import cell_len
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.message import Message
from textual.widgets import Button, Input, Select, Static

from yahtzee_tui.game import MAX_NAME_LENGTH, MAX_PLAYERS, Player
from yahtzee_tui.i18n import N_, _, in_every_language, ngettext
from yahtzee_tui.strategy import COMPUTER_LEVELS
from yahtzee_tui.tui.views.level_words import level_description, level_word

HUMAN = "human"
# The kind list's cells beside its words: the arrow and the padding of a compact Select.
KIND_FRAME = 3
# The seat's kind: a human, or a computer at one of its levels.
KIND_CHOICES: tuple[tuple[str, str], ...] = (
    (N_("human"), HUMAN),
    *((N_("computer · {level}"), level) for level in COMPUTER_LEVELS),
)


# The name a seat left unnamed plays under, by its number.
PLAYER_NAME = N_("Player {number}")
COMPUTER_NAME = N_("Computer {number}")


def default_name(seat: int, computer: bool = False) -> str:
    """The name a seat left unnamed plays under, in the player's language: `Player 2`."""
    return _(COMPUTER_NAME if computer else PLAYER_NAME).format(number=seat + 1)


def is_default_name(name: str, seat: int, computer: bool = False) -> bool:
    """Whether `name` is the seat's default name in any language (hr `Igrač 1`, remembered
    from a game played in Croatian, is no name a player chose)."""
    if not name.endswith(f" {seat + 1}"):  # "Ana": no catalogue need be read
        return False
    said = in_every_language(COMPUTER_NAME if computer else PLAYER_NAME)
    return name in {words.format(number=seat + 1) for words in said}


def level_note(level: str, yamb: bool = False) -> Content:
    """What a computer level plays like (at Yamb: `yamb`), for the line under the seats."""
    kind = (_("computer · {level}").format(level=level_word(level)), "bold")
    return Content.assemble(kind, ": ", level_description(level, yamb))


def kind_choices() -> list[tuple[str, str]]:
    """(words, kind) of each choice of who plays a seat, in the player's language."""
    return [(_(words).format(level=level_word(kind)), kind) for words, kind in KIND_CHOICES]


class SeatRow(Horizontal):
    """Seat number, name, kind (human, or computer and its level) and a remove button."""

    DEFAULT_CSS = """
    SeatRow {
        height: 1;
        margin-bottom: 0;
        .seat-number { width: 3; color: $foreground-muted; }
        Input { width: 30; }
        .seat-kind { margin-left: 1; }
        .seat-remove { min-width: 3; width: 3; margin-left: 1; }
    }
    """

    class RemoveRequested(Message):
        def __init__(self, row: SeatRow) -> None:
            super().__init__()
            self.row = row

    def __init__(self, seat: int, name: str = "", level: str | None = None) -> None:
        """A seat for a human, or with a `level` from COMPUTER_LEVELS for a computer."""
        super().__init__()
        self.seat = seat
        self._name = name
        self._choice = level if level in COMPUTER_LEVELS else HUMAN

    def compose(self) -> ComposeResult:
        yield Static(f"{self.seat + 1}.", classes="seat-number")
        yield Input(
            self._name,
            placeholder=default_name(self.seat, self.level is not None),
            max_length=MAX_NAME_LENGTH,
            compact=True,
            select_on_focus=False,
        )
        choices = kind_choices()
        kind = Select(
            choices,
            value=self._choice,
            allow_blank=False,
            compact=True,
            classes="seat-kind",
            tooltip=_("Who plays this seat"),
        )
        # As wide as its longest choice: a computer's level is never cut off.
        kind.styles.width = max(cell_len(words) for words, _kind in choices) + KIND_FRAME
        yield kind
        yield Button(Content("✕"), compact=True, classes="seat-remove", tooltip=_("Remove seat"))

    def renumber(self, seat: int) -> None:
        self.seat = seat
        self.query_one(".seat-number", Static).update(f"{seat + 1}.")
        self._update_placeholder()

    @property
    def name_input(self) -> Input:
        return self.query_one(Input)

    @property
    def kind_select(self) -> Select[str]:
        return self.query_one(Select)

    @property
    def level(self) -> str | None:
        """The computer level of this seat; None for a human."""
        choice = self.kind_select.value if self.is_mounted else self._choice
        return choice if choice in COMPUTER_LEVELS else None

    def choose(self, level: str | None) -> None:
        """Make this seat a human (None) or a computer of `level`."""
        self.kind_select.value = level if level in COMPUTER_LEVELS else HUMAN

    def player(self) -> Player:
        """The player of this seat; an empty name becomes "Player n" (or "Computer n")."""
        level = self.level
        name = self.name_input.value.strip() or default_name(self.seat, level is not None)
        if level is None:
            return Player(name)
        return Player(name, kind="computer", level=level)

    def _update_placeholder(self) -> None:
        self.name_input.placeholder = default_name(self.seat, self.level is not None)

    def on_select_changed(self, event: Select.Changed) -> None:
        self._update_placeholder()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.post_message(self.RemoveRequested(self))


class SeatList(Vertical):
    """One to MAX_PLAYERS seats, added and removed by the player."""

    DEFAULT_CSS = """
    SeatList {
        height: auto;
        #add-seat { margin-left: 3; margin-top: 0; }
        #level-note { margin-left: 3; color: $foreground-muted; height: auto; display: none; }
        #level-note.-shown { display: block; }
    }
    """

    def __init__(self, seats: list[Player] | None = None, id: str | None = None) -> None:
        """Seats as `seats` (names, kinds and levels), or one empty human seat."""
        super().__init__(id=id)
        self._seats = seats or [Player(default_name(0))]
        self._prefilled = seats is not None
        self._yamb = False  # the rule set chosen is Yamb's (`rules_chosen`)
        self._noted: str | None = None  # the level the note under the seats describes

    def compose(self) -> ComposeResult:
        for seat, player in enumerate(self._seats):
            # A default name stays a placeholder, so that it follows the seat's number and
            # the language spoken now; a name a player chose is kept as it was.
            kept = self._prefilled and not is_default_name(player.name, seat, player.is_computer)
            name = player.name if kept else ""
            yield SeatRow(seat, name, player.level if player.is_computer else None)
        yield Button(Content(_("+ Add player")), id="add-seat", compact=True)
        yield Static("", id="level-note")

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
        self._note_level(None)

    def _update_buttons(self) -> None:
        rows = self.rows
        add = self.query_one("#add-seat", Button)
        add.disabled = len(rows) >= MAX_PLAYERS
        # A full table says why the button does nothing more.
        full = ngettext("{n} player at most", "{n} players at most", MAX_PLAYERS)
        add.label = Content(full.format(n=MAX_PLAYERS) if add.disabled else _("+ Add player"))
        for row in rows:
            row.query_one(".seat-remove", Button).disabled = len(rows) <= 1

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "add-seat":
            event.stop()
            await self.add_seat()

    async def on_seat_row_remove_requested(self, event: SeatRow.RemoveRequested) -> None:
        event.stop()
        await self.remove_seat(event.row)

    def on_select_changed(self, event: Select.Changed) -> None:
        self._note_level(event.value)

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        if isinstance(event.widget, Select):
            self._note_level(event.widget.value)

    def rules_chosen(self, yamb: bool) -> None:
        """The rule set chosen is Yamb's or not: its computers play otherwise."""
        self._yamb = yamb
        self._note_level(self._noted)

    def _note_level(self, choice: object) -> None:
        """Under the seats: what the level of the computer seat in hand plays like."""
        note = self.query_one("#level-note", Static)
        if isinstance(choice, str) and choice in COMPUTER_LEVELS:
            self._noted = choice
            note.update(level_note(choice, self._yamb))
            note.add_class("-shown")
        else:
            self._noted = None
            note.remove_class("-shown")
