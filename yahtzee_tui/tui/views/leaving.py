"""Leaving a game or a network table, in words: whether to ask first, what, and the line
printed on the way out that says where the game is kept and how to come back."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import _
from yahtzee_tui.net.address import DEFAULT_PORT
from yahtzee_tui.started import again
from yahtzee_tui.tui.views.choices import Ask

if TYPE_CHECKING:
    from yahtzee_tui.tui.views.net_view import NetView


def leave_game() -> Ask:
    return Ask(
        _("Leave this game for a new one?"),
        _(
            "It stays saved until another game starts: the start screen offers to resume it, "
            "and asks before a new game replaces it."
        ),
        yes=_("New game"),
        no=_("Keep playing"),
    )


def stop_hosting() -> Ask:
    return Ask(
        _("Stop hosting this table?"),
        _(
            "The server runs in this terminal: the others lose the table until you host it "
            "again. The room is saved after every move."
        ),
        yes=_("Stop and quit"),
        no=_("Keep hosting"),
    )


def others_here(view: NetView | None) -> bool:
    """Anyone else at the table: a player connected from elsewhere, or a watcher."""
    if view is None:
        return False
    mine = view.my_seats
    return view.watchers > 0 or any(
        seat.status == "connected" and number not in mine for number, seat in enumerate(view.seats)
    )


def quit_question(hosting: bool, view: NetView | None) -> Ask | None:
    """What `q` asks at a network table first: only a host who would stop the table for
    others while its game is in play."""
    playing = view is not None and view.phase != "over"
    return stop_hosting() if hosting and playing and others_here(view) else None


def leave_question(hosting: bool, view: NetView | None) -> Ask | None:
    """What leaving a network table for the start screen asks first (while its game is in
    play)."""
    if view is None or view.phase == "over":
        return None
    if hosting:
        why = _("The server stops, and the others lose the table until you host it again.")
    else:
        why = _("Your seats stay yours: join the room again to come back.")
    return Ask(_("Leave this network table?"), why, yes=_("Leave"), no=_("Stay"))


def come_back_line(address: str, hosting: bool, view: NetView | None) -> str | None:
    """What the terminal is told on leaving a game in play: how to come back to it."""
    if view is None or view.phase == "over" or not view.code:
        return None
    if hosting:
        port = address.rpartition(":")[2]
        options = "" if port == str(DEFAULT_PORT) else f" --port {port}"
        return _("Room {code} is saved. Host it again with: {command}").format(
            code=view.code, command=again(f"host{options}")
        )
    if not view.my_seats and not view.watching:
        return None
    command = again(f"join {address} {view.code}")
    if not view.my_seats:
        return _("You left room {code}; watch again with: {command}").format(
            code=view.code, command=command
        )
    return _("You left room {code}; take your seat again with: {command}").format(
        code=view.code, command=command
    )


def exit_line(state: GameState | None, path: Path, unsaved: str | None) -> str | None:
    """What the terminal is told on leaving a game in play kept in `path` (`unsaved`: why the
    last save failed, if it did)."""
    if state is None or state.is_over:
        return None
    if unsaved is not None:
        if not path.exists():
            return _("This game could not be saved at all ({problem}).").format(problem=unsaved)
        return _(
            "The last moves of this game are not saved ({problem}); {file} holds it as of its "
            "last save. Resume that with: {command}"
        ).format(problem=unsaved, file=path, command=again("--resume"))
    return _("The game is saved in {file}. Resume it with: {command}").format(
        file=path, command=again("--resume")
    )
