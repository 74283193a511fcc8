"""The lobby's header: the room code large enough to read out, the address, and the line
others join with."""

from __future__ import annotations

from rich.cells import cell_len
from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from yahtzee_tui.i18n import _
from yahtzee_tui.tui.views.net_view import NetView, connection_words, join_line


class LobbyHeader(Widget):
    """The room code large enough to read out, the address, and the line to join with."""

    DEFAULT_CSS = """
    LobbyHeader { height: auto; }
    """

    net: reactive[NetView | None] = reactive(None, layout=True)

    def render(self) -> Content:
        net = self.net
        if net is None:
            return Content()
        others = _("Others join with:")
        line = join_line(net)
        width = self.size.width or self.app.size.width
        # the line to join with stays whole: under its words where both do not fit one line
        gap = "  " if cell_len(others) + 2 + cell_len(line) <= width else "\n"
        return Content.assemble(
            (_("Room code") + "  ", "bold"),
            (net.code or "…", "bold reverse"),
            "\n",
            (_("Address") + "    ", "bold"),
            net.address,
            " · ",
            *connection_words(net),
            "\n",
            others + gap,
            (line, "bold"),
        )
