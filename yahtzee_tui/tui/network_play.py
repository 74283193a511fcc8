"""The app at a network table: going there, leaving it, and the line printed on the way out.

The app holds the table (`app.network`: its client, and the server when this terminal
hosts) and a `RemoteSession` in place of the local one; the lobby shows until the game
starts, the table from then on (`YahtzeeApp.show`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from yahtzee_tui.net.address import DEFAULT_PORT
from yahtzee_tui.tui.state.remote_session import RemoteSession
from yahtzee_tui.tui.state.session import LocalSession
from yahtzee_tui.tui.views.net_view import NetView

if TYPE_CHECKING:
    from yahtzee_tui.net.tables import NetTable
    from yahtzee_tui.tui.app import YahtzeeApp


def enter_network(app: YahtzeeApp, table: NetTable) -> None:
    """Sit at `table`: the lobby, the game in play, or its results."""
    from yahtzee_tui.tui.screens.lobby import LobbyScreen

    app.network = table
    app.last_move = None
    app.state = None
    view = NetView(address=table.address, hosting_here=table.server is not None)
    app.session = RemoteSession(app, table.client, view, app.call_later, keep=table.keep)
    if app.state is None:  # not started yet: the session showed nothing
        app.show_screen(LobbyScreen())
    for note in table.notes:
        app.notify(note, markup=False)


def others_here(view: NetView | None) -> bool:
    """Anyone else at the table: a player connected from elsewhere, or a watcher."""
    if view is None:
        return False
    mine = view.my_seats
    return view.watchers > 0 or any(
        seat.status == "connected" and number not in mine for number, seat in enumerate(view.seats)
    )


def quit_network(app: YahtzeeApp) -> None:
    """q at a network table: leave (a host who would stop the table for others is asked)."""
    from yahtzee_tui.tui.screens.confirm import ConfirmScreen

    table = app.network
    if table is None:
        return
    playing = app.net is not None and app.net.phase != "over"
    if table.server is None or not playing or not others_here(app.net):
        _leave(app, exit_app=True)
        return

    def answered(leave: bool | None) -> None:
        if leave:
            _leave(app, exit_app=True)

    app.push_screen(
        ConfirmScreen(
            "Stop hosting this table?",
            "The server runs in this terminal: the others lose the table until you host it "
            "again. The room is saved after every move.",
            yes="Stop and quit",
            no="Keep hosting",
        ),
        answered,
    )


def leave_for_start(app: YahtzeeApp) -> None:
    """To the start screen from a network table (asked first while its game is in play)."""
    from yahtzee_tui.tui.screens.confirm import ConfirmScreen

    # An app started at the table (`host`, `join`) holds no save slot: leaving ends it.
    exit_app = app.network_only
    if app.net is None or app.net.phase == "over":
        _leave(app, exit_app)
        return

    def answered(leave: bool | None) -> None:
        if leave:
            _leave(app, exit_app)

    host = app.network is not None and app.network.server is not None
    app.push_screen(
        ConfirmScreen(
            "Leave this network table?",
            "The server stops, and the others lose the table until you host it again."
            if host
            else "Your seats stay yours: join the room again to come back.",
            yes="Leave",
            no="Stay",
        ),
        answered,
    )


def _leave(app: YahtzeeApp, exit_app: bool) -> None:
    app.run_worker(_leave_table(app, exit_app), group="network", exclusive=True)


async def _leave_table(app: YahtzeeApp, exit_app: bool) -> None:
    table = app.network
    if table is None:
        return
    line = app.exit_line()
    session = app.session
    if isinstance(session, RemoteSession):
        await session.close()
    await table.close()
    if exit_app:
        app.exit(line)
        return
    app.network = None
    app.net = None
    app.session = LocalSession(app, app.save_path)
    app.show_start()
    if line:
        app.notify(line, markup=False)


def come_back_line(table: NetTable, view: NetView | None) -> str | None:
    """What the terminal is told on leaving a game in play: how to come back to it."""
    if view is None or view.phase == "over" or not view.code:
        return None
    if table.server is not None:
        port = table.address.rpartition(":")[2]
        again = "" if port == str(DEFAULT_PORT) else f" --port {port}"
        return f"Room {view.code} is saved. Host it again with: yahtzee-tui host{again}"
    if not view.my_seats and not view.watching:
        return None
    what = "watch again" if not view.my_seats else "take your seat again"
    return f"You left room {view.code}; {what} with: yahtzee-tui join {table.address} {view.code}"
