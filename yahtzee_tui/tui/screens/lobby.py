"""The lobby of a network table: the room code to pass on, the seats and who is connected,
the host's controls (rule set, each seat open or a computer's, start), and the chat.

Everything on it is drawn from the app's `NetView`; the host's choices are requests to the
server, and the lobby changes when the server's news comes back."""

from __future__ import annotations

from typing import ClassVar, cast

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.reactive import var
from textual.screen import Screen
from textual.widgets import Button, OptionList, Static
from textual.widgets.option_list import Option

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import MAX_PLAYERS
from yahtzee_tui.i18n import N_, _
from yahtzee_tui.net.requests import LEVELS, Level
from yahtzee_tui.tui.messages import LeaveGame, WishRefused
from yahtzee_tui.tui.screens.choice_menu import ChoiceMenu
from yahtzee_tui.tui.state.session import ClientCall, Session
from yahtzee_tui.tui.views.level_words import level_word
from yahtzee_tui.tui.views.net_view import (
    NetView,
    lobby_note,
    rules_name,
    seat_words,
)
from yahtzee_tui.tui.views.preset_words import table_choices
from yahtzee_tui.tui.widgets.key_footer import KeyFooter
from yahtzee_tui.tui.widgets.lobby_header import LobbyHeader
from yahtzee_tui.tui.widgets.net_panel import ChatBar
from yahtzee_tui.tui.widgets.table_info import content

RULES, ADD = "rules", "add"


def seat_choices() -> list[tuple[str, str]]:
    """(choice, words) of what a seat may become, in the player's language."""
    return [
        ("open", _("Open for a player")),
        *((level, _("Computer · {level}").format(level=level_word(level))) for level in LEVELS),
        ("remove", _("Remove this seat")),
    ]


class LobbyScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("s", "start", N_("Start game")),
        Binding("t", "chat", N_("Chat")),
        Binding("question_mark", "app.help", N_("Help"), key_display="?"),
        Binding("q", "app.quit", N_("Quit")),
    ]

    DEFAULT_CSS = """
    LobbyScreen {
        align-horizontal: center;
        #lobby-column { width: 100%; max-width: 84; height: auto; padding: 1 1 0 1; }
        .lobby-heading { color: $text-primary; text-style: bold; margin-top: 1; }
        #lobby-seats { height: auto; border: none; padding: 0; background: transparent; }
        #lobby-note { color: $foreground-muted; margin-top: 1; height: auto; }
        #lobby-note.-problem { color: $text-error; }
        #lobby-buttons { height: auto; margin-top: 1; }
        #lobby-buttons Button { margin-right: 2; }
        ChatBar { margin-top: 1; }
    }
    """

    net: var[NetView | None] = var(None)
    # A refusal from the server, until the room next changes.
    problem: var[str | None] = var(None)

    def __init__(self, session: Session) -> None:
        """The lobby of the table whose requests go through `session`."""
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="lobby-body"), Vertical(id="lobby-column"):
            yield Static(Content.styled(_("A table over the network"), "bold"), id="lobby-title")
            yield LobbyHeader(id="lobby-header").data_bind(net=LobbyScreen.net)
            yield Static(_("Seats"), classes="lobby-heading")
            yield OptionList(id="lobby-seats")
            yield Static("", id="lobby-note")
            with Horizontal(id="lobby-buttons"):
                yield Button(Content(_("Start game")), id="lobby-start", variant="primary")
                yield Button(Content(_("Leave")), id="lobby-leave")
            yield Static(_("Chat"), classes="lobby-heading")
            yield ChatBar(lines=4, id="chat").data_bind(net=LobbyScreen.net)
        yield KeyFooter()

    def on_mount(self) -> None:
        self.watch(self.app, "net", self._mirror)
        self.query_one(OptionList).focus()

    def _mirror(self, net: NetView | None) -> None:
        if net is not None and net != self.net:
            self.problem = None
        self.net = net

    def watch_net(self, net: NetView | None) -> None:
        if net is None:
            return
        seats = self.query_one("#lobby-seats", OptionList)
        highlighted = seats.highlighted
        seats.clear_options()
        seats.add_options(self._options(net))
        if highlighted is not None and seats.option_count:
            seats.highlighted = min(highlighted, seats.option_count - 1)
        start = self.query_one("#lobby-start", Button)
        start.display = net.host
        start.disabled = not net.seats or any(s.status == "open" for s in net.seats)
        self._note()
        self.refresh_bindings()

    def watch_problem(self) -> None:
        self._note()

    def _note(self) -> None:
        note = self.query_one("#lobby-note", Static)
        if self.net is not None:
            note.update(Content(self.problem or lobby_note(self.net)))
        note.set_class(self.problem is not None, "-problem")

    @staticmethod
    def _options(net: NetView) -> list[Option]:
        rules = Content.assemble((_("Rule set") + "  ", "bold"), rules_name(net))
        options = [Option(rules, id=RULES, disabled=not net.host)]
        for seat in range(len(net.seats)):
            words = Content.assemble(f"{seat + 1}. ", content(seat_words(net, seat)))
            options.append(Option(words, id=f"seat-{seat}", disabled=not net.host))
        if net.host and len(net.seats) < MAX_PLAYERS:
            options.append(Option(Content(_("+ Add a seat")), id=ADD))
        return options

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "start":
            return self.net is not None and self.net.host
        return True

    # --- the host's controls ----------------------------------------------------------------

    def _send(self, request: ClientCall) -> None:
        try:
            self.session.request(request)
        except GameError as error:
            self.problem = str(error)

    @on(OptionList.OptionSelected, "#lobby-seats")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        net = self.net
        key = event.option.id or ""
        if net is None or not net.host:
            return
        if key == RULES:
            rules = table_choices(net.rules)
            menu = ChoiceMenu(_("The rule set of this table"), rules, net.rules)
            self.app.push_screen(menu, self._rules_chosen)
        elif key == ADD:
            seat = len(net.seats)
            self._send(lambda client: client.set_seat(seat, "open"))
        elif key.startswith("seat-"):
            seat = int(key.removeprefix("seat-"))
            view = net.seats[seat]
            current = view.level if view.status == "computer" else view.status
            menu = ChoiceMenu(_("Seat {number}").format(number=seat + 1), seat_choices(), current)
            self.app.push_screen(menu, lambda choice: self._seat_chosen(seat, choice))

    def _rules_chosen(self, rules: str | None) -> None:
        if rules is not None and self.net is not None and rules != self.net.rules:
            self._send(lambda client: client.set_rules(rules))

    def _seat_chosen(self, seat: int, choice: str | None) -> None:
        if choice is None:
            return
        if choice == "remove":
            self._send(lambda client: client.remove_seat(seat))
        elif choice == "open":
            self._send(lambda client: client.set_seat(seat, "open"))
        elif choice in LEVELS:
            level = cast(Level, choice)
            self._send(lambda client: client.set_seat(seat, "computer", level))

    @on(Button.Pressed, "#lobby-start")
    def action_start(self) -> None:
        self._send(lambda client: client.start_game())

    @on(Button.Pressed, "#lobby-leave")
    def _leave(self) -> None:
        self.post_message(LeaveGame())

    # --- chat and refusals --------------------------------------------------------------------

    def action_chat(self) -> None:
        self.query_one(ChatBar).open()

    @on(ChatBar.Send)
    def _chat_typed(self, event: ChatBar.Send) -> None:
        text = event.text
        self._send(lambda client: client.send_chat(text))

    @on(ChatBar.Closed)
    def _chat_closed(self) -> None:
        self.query_one(OptionList).focus()

    @on(WishRefused)
    def _refused(self, event: WishRefused) -> None:
        self.problem = event.reason
        self.app.bell()
