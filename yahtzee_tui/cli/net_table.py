"""What `host` and `join` share: open the network table first (so that a refused address, a
port in use or a wrong code is one line and exit code 2, before the screen is taken), then
run the app at it on the same event loop, and close the table when the app ends."""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from yahtzee_tui.cli.terminal_signals import SignalStop
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import _

if TYPE_CHECKING:
    from yahtzee_tui.net.tables import NetTable


def run_table(
    open_table: Callable[[], Awaitable[NetTable]],
    before: Callable[[NetTable], None],
    plain: bool = False,
) -> int:
    """Open the table, tell the terminal (`before`), play (in plain lines when `plain`), print
    how to come back."""
    logging.basicConfig(level=logging.ERROR, format="yahtzee-tui: %(message)s")
    return asyncio.run(_run_plain(open_table, before) if plain else _run(open_table, before))


async def _run_plain(
    open_table: Callable[[], Awaitable[NetTable]], before: Callable[[NetTable], None]
) -> int:
    from yahtzee_tui.plain.table import play_at
    from yahtzee_tui.tui.views.names import speak_names

    speak_names()
    table = await open_table()
    try:
        before(table)
        return await play_at(table, sys.stdin, sys.stdout)
    finally:
        await table.close()


async def _run(
    open_table: Callable[[], Awaitable[NetTable]], before: Callable[[NetTable], None]
) -> int:
    from yahtzee_tui.tui import make_app

    table = await open_table()
    try:
        before(table)
        app = make_app(network=table)
        with SignalStop(app) as stop:
            exit_line = await app.run_async()
    finally:
        await table.close()
    if exit_line:
        print(exit_line)
    return stop.exit_code


def names_arg(names: list[str] | None) -> tuple[str, ...]:
    """The --player names, checked as the game checks names (GameError: one line)."""
    from yahtzee_tui.game.actions import check_player

    checked = tuple(check_player(name).name for name in names or [])
    folded = [name.casefold() for name in checked]
    if len(set(folded)) != len(folded):
        raise GameError(_("two --player names are the same"))
    return checked
