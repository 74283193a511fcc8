"""A network table's own lines: the room and who is at it, and the chat.

`NetPanel` says the room code, the address, the connection ("reconnecting…" while it is
down) and every seat: connected, away, a computer. `ChatBar` shows the newest chat lines and,
after `t`, a field to type one: Enter sends, Escape cancels. Both are bound to the app's
`NetView`; names and chat text are shown as typed, never read as markup.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.message import Message
from textual.reactive import reactive
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import Input

from yahtzee_tui.i18n import N_, _
from yahtzee_tui.tui.views.net_view import NetView, chat_words, presence_words, room_words
from yahtzee_tui.tui.widgets.table_info import content

NO_CHAT = N_("No chat yet: t to say something.")


class NetPanel(Widget):
    """`Room K7XW2P · host:8765 · online` (the address when there is room for it), then
    every seat and how it stands."""

    DEFAULT_CSS = """
    NetPanel {
        height: auto;
        color: $foreground;
    }
    """

    net: reactive[NetView | None] = reactive(None, layout=True)

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._wake: Timer | None = None

    def watch_net(self, net: NetView | None) -> None:
        # An away seat reaches the hand-over timeout without news: one timer for that moment
        # redraws the panel then (no ticking while nothing changes).
        if self._wake is not None:
            self._wake.stop()
            self._wake = None
        wait = net.next_hand_over() if net is not None else None
        if wait is not None:
            self._wake = self.set_timer(max(wait, 0.05), self._woken)

    def _woken(self) -> None:
        self._wake = None
        self.refresh(layout=True)
        self.watch_net(self.net)

    def render(self) -> Content:
        net = self.net
        if net is None:
            return Content()
        width = self.content_size.width or 40
        room = fit(width, *(content(room_words(net, short)) for short in range(3)))
        seats = fit(width, *(content(presence_words(net, short)) for short in (False, True)))
        return room + Content("\n") + seats


def fit(width: int, *choices: Content) -> Content:
    """The first of `choices` that fits in `width` cells, else the last."""
    return next((choice for choice in choices if choice.cell_length <= width), choices[-1])


class ChatBar(Vertical):
    """The newest chat lines; `open()` shows a field to type one."""

    DEFAULT_CSS = """
    ChatBar {
        height: auto;
        #chat-lines { height: auto; color: $foreground-muted; text-wrap: nowrap;
                      text-overflow: ellipsis; }
        #chat-input { display: none; }
        &.-typing #chat-input { display: block; }
    }
    """

    BINDINGS = [Binding("escape", "cancel", N_("Cancel"), show=False)]  # noqa: RUF012

    class Send(Message):
        """A chat line to send (typed, Enter pressed)."""

        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    class Closed(Message):
        """The field is gone (sent or cancelled): the focus goes back to the table."""

    net: reactive[NetView | None] = reactive(None)

    def __init__(self, lines: int = 1, id: str | None = None) -> None:
        super().__init__(id=id)
        self.lines = lines

    def compose(self) -> ComposeResult:
        from yahtzee_tui.net.requests import MAX_CHAT_CHARS  # at a network table only

        yield ChatLines(self.lines, id="chat-lines").data_bind(net=ChatBar.net)
        yield Input(
            placeholder=_("Say something: Enter sends, Esc cancels"),
            max_length=MAX_CHAT_CHARS,
            compact=True,
            id="chat-input",
        )

    @property
    def typing(self) -> bool:
        return self.has_class("-typing")

    def open(self) -> None:
        self.add_class("-typing")
        field = self.query_one(Input)
        field.value = ""
        field.focus()

    def action_cancel(self) -> None:
        self._close()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if text:
            self.post_message(self.Send(text))
        self._close()

    def _close(self) -> None:
        self.remove_class("-typing")
        self.query_one(Input).value = ""
        self.post_message(self.Closed())


class ChatLines(Widget):
    net: reactive[NetView | None] = reactive(None, layout=True)

    def __init__(self, lines: int, id: str | None = None) -> None:
        super().__init__(id=id)
        self.lines = lines

    def render(self) -> Content:
        chat = self.net.chat if self.net is not None else ()
        if not chat:
            return Content.styled(_(NO_CHAT), "italic")
        return Content("\n").join(content(chat_words(line)) for line in chat[-self.lines :])
