"""Hosting and joining from the start screen, the lobby, the chat line, the host leaving."""

from __future__ import annotations

from textual.widgets import Input, OptionList

from tests.tui.helpers import app_for, status, text_of, wait_for
from yahtzee_tui.tui import YahtzeeApp
from yahtzee_tui.tui.screens.choice_menu import ChoiceMenu
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.screens.host_form import HostForm
from yahtzee_tui.tui.screens.join_form import JoinForm
from yahtzee_tui.tui.screens.lobby import LobbyScreen
from yahtzee_tui.tui.screens.table import TableScreen
from yahtzee_tui.tui.widgets.net_panel import ChatLines

SIZE = (100, 30)


async def type_into(pilot, field: str, text: str) -> None:
    """Click the field, empty it by keyboard, type `text`."""
    widget = pilot.app.screen.query_one(field, Input)
    await pilot.click(widget)
    await pilot.press("end", *["backspace"] * len(widget.value), *text)


def chat_shown(app: YahtzeeApp) -> str:
    return text_of(app.screen.query_one(ChatLines))


def in_lobby(app: YahtzeeApp) -> bool:
    return isinstance(app.screen, LobbyScreen) and app.net is not None and bool(app.net.code)


async def test_a_table_hosted_from_the_start_screen_is_joined_from_another(advisor_ready):
    host, guest = app_for(), app_for()
    async with host.run_test(size=SIZE) as ann, guest.run_test(size=SIZE) as bob:
        await ann.click("#host-table")
        await wait_for(ann, lambda: isinstance(host.screen, HostForm))
        await type_into(ann, "#port", "0")  # any free port
        await type_into(ann, "#name", "Ann")
        await ann.press("enter")
        await wait_for(ann, lambda: in_lobby(host), what="the host's lobby")
        assert host.seat.table is not None and host.seat.table.server is not None
        code, port = host.net.code, host.seat.table.server.port
        assert f"yahtzee-tui join 127.0.0.1:{port} {code} --player NAME" in text_of(
            host.screen.query_one("#lobby-header")
        )

        await bob.click("#join-table")
        await wait_for(bob, lambda: isinstance(guest.screen, JoinForm))
        await type_into(bob, "#address", f"127.0.0.1:{port}")
        await type_into(bob, "#code", code.lower())
        await type_into(bob, "#names", "Bob")
        await bob.press("enter")
        await wait_for(bob, lambda: in_lobby(guest), what="the guest's lobby")
        await wait_for(ann, lambda: host.net.seats[1].status == "connected")

        # The host adds a seat and gives it to a computer, by the seat list and its menu.
        seats = host.screen.query_one("#lobby-seats", OptionList)
        seats.focus()
        await ann.press("end", "enter")  # + Add a seat
        await wait_for(ann, lambda: len(host.net.seats) == 3)
        await wait_for(bob, lambda: len(guest.net.seats) == 3)
        await ann.press("end", "up", "enter")  # the new, open seat (above "+ Add"): its menu
        await wait_for(ann, lambda: isinstance(host.screen, ChoiceMenu))
        await ann.press("down", "enter")  # Computer · easy
        await wait_for(bob, lambda: guest.net.seats[2].status == "computer")

        # A chat line, shown literally; Escape drops a line typed halfway.
        await bob.press("t", *"[b]hi[/b]", "enter")
        await wait_for(ann, lambda: "Bob: [b]hi[/b]" in chat_shown(host))
        await bob.press("t", *"never", "escape")
        assert "never" not in chat_shown(guest)

        await ann.press("s")
        await wait_for(ann, lambda: isinstance(host.screen, TableScreen))
        await wait_for(bob, lambda: isinstance(guest.screen, TableScreen))
        assert [p.name for p in host.state.players] == ["Ann", "Bob", "Computer 3"]

        # Leaving would stop the table for Bob: the host is asked first.
        await ann.press("q")
        await wait_for(ann, lambda: isinstance(host.screen, ConfirmScreen))
        await ann.press("y")
        await wait_for(bob, lambda: "Reconnecting…" in status(guest), what="the guest offline")
    assert host.return_value is not None and f"Room {code} is saved" in host.return_value
    await guest.seat.table.close()


async def test_the_join_form_says_what_is_missing_and_why_a_connection_failed():
    app = app_for()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.click("#join-table")
        await wait_for(pilot, lambda: isinstance(app.screen, JoinForm))
        await pilot.press("enter")
        message = app.screen.query_one("#form-message")
        await wait_for(pilot, lambda: "Type the host's address" in text_of(message))
        await type_into(pilot, "#address", "127.0.0.1:1")
        await type_into(pilot, "#code", "ABCDEF")
        await type_into(pilot, "#names", "Bob")
        await pilot.press("enter")
        await wait_for(pilot, lambda: "cannot reach ws://127.0.0.1:1" in text_of(message))
        assert isinstance(app.screen, JoinForm) and app.seat.table is None


async def test_hosting_and_joining_by_keyboard_alone(advisor_ready):
    host, guest = app_for(), app_for()
    async with host.run_test(size=SIZE) as ann, guest.run_test(size=SIZE) as bob:
        await ann.press("h")
        await wait_for(ann, lambda: isinstance(host.screen, HostForm))
        await ann.press(*"Ann", "tab", "tab", "tab", "tab")  # open seats, computers, level, port
        assert host.focused is not None and host.focused.id == "port"
        await ann.press("end", *["backspace"] * 4, "0", "enter")  # any free port
        await wait_for(ann, lambda: in_lobby(host), what="the host's lobby")
        assert host.seat.table is not None and host.seat.table.server is not None
        code, port = host.net.code, host.seat.table.server.port

        await bob.press("j")
        await wait_for(bob, lambda: isinstance(guest.screen, JoinForm))
        await bob.press(*f"127.0.0.1:{port}", "tab", *code, "tab", *"Bob", "enter")
        await wait_for(bob, lambda: in_lobby(guest), what="the guest's lobby")
        await wait_for(ann, lambda: host.net.seats[1].status == "connected")
        await ann.press("s")
        await wait_for(ann, lambda: isinstance(host.screen, TableScreen))
        await wait_for(bob, lambda: isinstance(guest.screen, TableScreen))
        assert [p.name for p in guest.state.players] == ["Ann", "Bob"]
    await guest.seat.table.close()
    await host.seat.table.close()
