"""The start screen's way to network play: "Host a table" and "Join a table" (buttons, and
the keys h and j)."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.content import Content
from textual.widgets import Button, Static

from yahtzee_tui.tui.app import the_app


class NetworkEntries(Horizontal):
    DEFAULT_CSS = """
    NetworkEntries {
        height: auto;
        margin-top: 1;
        #net-label { width: auto; padding-right: 2; text-style: bold; color: $text-primary; }
        Button { margin-right: 2; }
    }
    """

    def compose(self) -> ComposeResult:
        yield Static("Over the network", id="net-label")
        yield Button(Content("Host a table"), id="host-table", compact=True)
        yield Button(Content("Join a table"), id="join-table", compact=True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        open_network_form(self.app, host=event.button.id == "host-table")


def open_network_form(app: App[object], host: bool) -> None:
    """The Host or Join form, filled from the start screen's rule set and first player."""
    from yahtzee_tui.tui.screens.host_form import HostForm
    from yahtzee_tui.tui.screens.join_form import JoinForm
    from yahtzee_tui.tui.screens.start import StartScreen

    screen = app.screen
    rules, name = "yahtzee", ""
    if isinstance(screen, StartScreen):
        rules = screen.chosen_rules
        players = [p for p in the_app(app).settings.last_seats if not p.is_computer]
        name = players[0].name if players else ""
    app.push_screen(HostForm(rules, name) if host else JoinForm(name))
