"""The start screen's way to network play: "Host a table" and "Join a table" (buttons, and
the keys h and j)."""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.content import Content
from textual.message import Message
from textual.widgets import Button, Static

from yahtzee_tui.i18n import _


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
        yield Static(_("Over the network"), id="net-label")
        yield Button(Content(_("Host a table")), id="host-table", compact=True)
        yield Button(Content(_("Join a table")), id="join-table", compact=True)

    @dataclass
    class Chosen(Message):
        """Host a table (`host`), or join one."""

        host: bool

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.post_message(self.Chosen(host=event.button.id == "host-table"))
