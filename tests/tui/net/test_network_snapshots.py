"""How the network screens look: the host and join forms, the lobby, the table with its room,
presence and chat lines. The room is a `NetView` built by hand (`net_views.py`), shown by the
app as the remote session shows what the server says; the game is a fixed seed."""

from __future__ import annotations

import pytest

from tests.tui.helpers import app_for, game, played_until
from tests.tui.net.views import room_view
from tests.tui.test_snapshots import SIZES, keys, size_params
from yahtzee_tui.game import GameState
from yahtzee_tui.tui.screens.lobby import LobbyScreen
from yahtzee_tui.tui.views.net_view import NetView


def at_table(view: NetView, state: GameState, *pressed: str):
    """The app shows `view`, then the game starting (the table opens, as at a network table)."""

    async def run_before(pilot) -> None:
        await pilot.pause()
        pilot.app.show_net(view)
        pilot.app.show(state, None)
        await pilot.pause()
        for key in pressed:
            await pilot.press(key)
        await pilot.pause()

    return run_before


def in_lobby(view: NetView):
    async def run_before(pilot) -> None:
        await pilot.pause()
        pilot.app.show_net(view)
        pilot.app.show_screen(LobbyScreen(pilot.app.session))
        await pilot.pause()

    return run_before


def mid_game() -> GameState:
    """Ann, Bob and an easy computer, three rounds and Ann's turn played: Bob to roll."""
    state = played_until(game("yatzy", ["Ann", "Bob", "Computer 3"]), turns_left=45 - 10)
    assert state.current == 1 and not state.has_rolled
    return state


@size_params
def test_host_form(snap_compare, size):
    assert snap_compare(app_for(), terminal_size=size, run_before=keys("h"))


@size_params
def test_join_form(snap_compare, size):
    assert snap_compare(app_for(), terminal_size=size, run_before=keys("j"))


@size_params
def test_lobby_as_the_host_sees_it(snap_compare, size):
    view = room_view(phase="lobby", bob="open")
    assert snap_compare(app_for(), terminal_size=size, run_before=in_lobby(view))


def test_lobby_as_a_guest_sees_it(snap_compare):
    view = room_view(my_seats=frozenset({1}), host=False, phase="lobby", bob="connected")
    assert snap_compare(app_for(), terminal_size=SIZES["80x24"], run_before=in_lobby(view))


@size_params
def test_network_table_with_a_player_away(snap_compare, size):
    view = room_view(my_seats=frozenset({0}))
    assert snap_compare(app_for(), terminal_size=size, run_before=at_table(view, mid_game()))


@pytest.mark.parametrize("size", [SIZES["120x40"]], ids=["120x40"])
def test_network_table_on_this_terminals_turn_while_reconnecting(snap_compare, size):
    view = room_view(
        my_seats=frozenset({1}),
        host=False,
        bob="connected",
        connection="offline",
        detail="connection refused: trying again in 2.0 s",
        chat=(("Ann", "your turn"), ("Bob", "[red]thinking[/red]")),
    )
    assert snap_compare(app_for(), terminal_size=size, run_before=at_table(view, mid_game()))


def test_the_table_box_shows_three_chat_lines_where_there_are_rows():
    from yahtzee_tui.tui.screens.table.layout import chat_lines

    assert (chat_lines(24), chat_lines(31), chat_lines(32), chat_lines(40)) == (1, 1, 3, 3)
