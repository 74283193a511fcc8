"""Join a table: the host's address, the room code, your name (or only watch)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import Checkbox, Input, Static

from yahtzee_tui.errors import GameError
from yahtzee_tui.game.actions import check_player
from yahtzee_tui.i18n import N_, _
from yahtzee_tui.net.address import client_tls, join_target
from yahtzee_tui.net.seats import CODE_LENGTH
from yahtzee_tui.net.tables import JoinPlan, NetTable, join_table
from yahtzee_tui.tui.screens.net_form import NetForm, form_row
from yahtzee_tui.tui.widgets.tick_box import TickBox

INTRO = N_("The host's screen shows the address and the room code to type here.")


def names_from(text: str) -> tuple[str, ...]:
    """Names typed in one field, comma-separated: one seat each at this keyboard."""
    names = tuple(check_player(part).name for part in text.split(",") if part.strip())
    if len({name.casefold() for name in names}) != len(names):
        raise GameError(_("Two of those names are the same."))
    return names


class JoinForm(NetForm):
    go_label = N_("Join")

    def __init__(self, name: str = "") -> None:
        super().__init__()
        self.player_name = name

    def compose(self) -> ComposeResult:
        with Vertical(id="form-box"):
            yield Static(_("Join a table"), id="form-title")
            yield Static(Content(_(INTRO)), id="form-intro")
            yield form_row(
                _("Address"),
                Input(placeholder="host:8765", compact=True, id="address"),
                _("or wss://host:port"),
            )
            yield form_row(
                _("Room code"),
                Input(placeholder="ABC234", max_length=CODE_LENGTH + 2, compact=True, id="code"),
            )
            yield form_row(
                _("Your name"),
                Input(self.player_name, placeholder=_("Player"), compact=True, id="names"),
                _("names, comma-separated, for several seats here"),
            )
            yield form_row("", TickBox(_("Only watch"), compact=True, id="watch"))
            yield from self.buttons()

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#address", Input).focus()

    def open_table(self) -> Callable[[], Awaitable[NetTable]] | None:
        address = self.query_one("#address", Input).value.strip()
        code = self.query_one("#code", Input).value.strip()
        watch = self.query_one("#watch", Checkbox).value
        names = () if watch else names_from(self.query_one("#names", Input).value)
        if not address:
            raise GameError(_("Type the host's address: its name or IP, and :port unless 8765."))
        if not code:
            raise GameError(_("Type the room code the host passed on."))
        if not names and not watch:
            raise GameError(_("Type your name, or tick Only watch."))
        target, shown, tls = join_target(address)
        plan = JoinPlan(
            url=target,
            address=shown,
            code=code,
            names=names,
            watch=watch,
            ssl_context=client_tls() if tls else None,
        )
        return lambda: join_table(plan)
