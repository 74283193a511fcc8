"""Host a table: the rule set, your name, the other seats, and where the server listens."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import cast

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import Input, Select, Static

from yahtzee_tui.engine import MAIN_RULE_SETS
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import MAX_NAME_LENGTH, MAX_PLAYERS
from yahtzee_tui.game.actions import check_player
from yahtzee_tui.i18n import N_, _
from yahtzee_tui.net.address import ALL_INTERFACES, DEFAULT_PORT, LOOPBACK, check_port
from yahtzee_tui.net.requests import LEVELS, Level
from yahtzee_tui.net.tables import HostPlan, NetTable, host_table
from yahtzee_tui.tui.screens.net_form import NetForm, form_row
from yahtzee_tui.tui.views.level_words import level_word
from yahtzee_tui.tui.views.preset_words import table_choices

EVERYWHERE = "0.0.0.0"
REACH = ((N_("this machine only"), LOOPBACK), (N_("every network it is on"), EVERYWHERE))
INTRO = N_(
    "A server starts in this terminal with one room. Pass its code on; you set the seats and "
    "start the game from the lobby."
)


def count_choices(most: int) -> list[tuple[str, int]]:
    return [(str(count), count) for count in range(most + 1)]


class HostForm(NetForm):
    go_label = N_("Host the table")
    waiting_words = N_("Starting the server…")

    def __init__(self, rules: str = "yahtzee", name: str = "") -> None:
        super().__init__()
        offered = [rules_id for rules_id, _ in table_choices(rules)]
        self.rules = rules if rules in offered else MAIN_RULE_SETS[0]
        self.player_name = name

    def compose(self) -> ComposeResult:
        rule_sets = [(name, rule_id) for rule_id, name in table_choices(self.rules)]
        levels = [
            (_("computer · {level}").format(level=level_word(level)), level) for level in LEVELS
        ]
        with Vertical(id="form-box"):
            yield Static(_("Host a table"), id="form-title")
            yield Static(Content(_(INTRO)), id="form-intro")
            yield form_row(
                _("Rule set"),
                Select(rule_sets, value=self.rules, allow_blank=False, compact=True, id="rules"),
            )
            yield form_row(
                _("Your name"),
                Input(
                    self.player_name,
                    placeholder=_("Host"),
                    max_length=MAX_NAME_LENGTH,
                    compact=True,
                    id="name",
                ),
            )
            yield form_row(
                _("Open seats"),
                Select(
                    count_choices(MAX_PLAYERS - 1),
                    value=1,
                    allow_blank=False,
                    compact=True,
                    id="open",
                ),
                _("for players who join"),
            )
            yield form_row(
                _("Computers"),
                Select(
                    count_choices(MAX_PLAYERS - 1),
                    value=0,
                    allow_blank=False,
                    compact=True,
                    id="computers",
                ),
            )
            yield form_row(
                _("  playing as"),
                Select(levels, value="medium", allow_blank=False, compact=True, id="level"),
            )
            yield form_row(
                _("Port"),
                Input(str(DEFAULT_PORT), type="integer", max_length=5, compact=True, id="port"),
            )
            yield form_row(
                _("Open to"),
                Select(
                    [(_(words), bind) for words, bind in REACH],
                    value=LOOPBACK,
                    allow_blank=False,
                    compact=True,
                    id="bind",
                ),
                _("others on your network need the second"),
            )
            yield from self.buttons()

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#name", Input).focus()

    def _chosen(self, field: str) -> object:
        return self.query_one(f"#{field}", Select).value

    def open_table(self) -> Callable[[], Awaitable[NetTable]] | None:
        name = check_player(self.query_one("#name", Input).value.strip() or _("Host")).name
        port_text = self.query_one("#port", Input).value.strip()
        if not port_text.isdigit():
            raise GameError(_("A port is a number from 1 to 65535 (8765 unless it is taken)."))
        open_seats = cast(int, self._chosen("open"))
        computers = cast(int, self._chosen("computers"))
        if 1 + open_seats + computers > MAX_PLAYERS:
            raise GameError(
                _("A table has at most {most} seats, you asked for {asked}.").format(
                    most=MAX_PLAYERS, asked=1 + open_seats + computers
                )
            )
        bind = str(self._chosen("bind"))
        plan = HostPlan(
            rules=str(self._chosen("rules")),
            names=(name,),
            open_seats=open_seats,
            computers=(cast(Level, self._chosen("level")),) * computers,
            bind=bind,
            port=check_port(int(port_text)),
        )
        if bind in ALL_INTERFACES:
            self.app.notify(
                _(
                    "Anyone who can reach this machine can connect; the games travel unencrypted "
                    "(see yahtzee-tui host --help for TLS)."
                ),
                severity="warning",
                markup=False,
            )
        return lambda: host_table(plan)
