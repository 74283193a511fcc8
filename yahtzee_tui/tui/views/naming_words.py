"""Words of Yamb's DIRECTED column at the table: the picker the player who just played names
a cell with, the status line while they name, and the log line of a naming."""

from __future__ import annotations

from yahtzee_tui.game import Event, GameState
from yahtzee_tui.game.directed import nameable_rows, next_seat
from yahtzee_tui.i18n import N_, _
from yahtzee_tui.tui.views.vocabulary import fill, row_name

Words = tuple[str | tuple[str, str], ...]

PICKER_NOTE = N_("↑↓ and Enter, or a click, names it. Esc: later (n opens this again).")
NAME_AGAIN = "n"


def target_name(state: GameState) -> str:
    """The player whose DIRECTED column is named now."""
    return state.players[next_seat(state)].name


def picker_title(state: GameState) -> str:
    return _("{player}, name a cell of {target}'s DIRECTED column").format(
        player=state.current_player.name, target=target_name(state)
    )


def picker_choices(state: GameState) -> list[tuple[str, str]]:
    """(row id, words) for each cell that may be named, top to bottom."""
    rules = state.ruleset
    return [(row, row_name(rules, row)) for row in nameable_rows(state)]


def naming_status(state: GameState) -> Words:
    """The status line while the player at this keyboard names a cell."""
    return fill(
        _(
            "Name a cell of {target}'s DIRECTED column: ↑↓ and Enter, or a click "
            "({key} opens the picker)."
        ),
        target=(target_name(state), "bold"),
        key=NAME_AGAIN,
    )


def naming_wait(state: GameState) -> str:
    """The status line of the others while a player names a cell."""
    namer = state.current_player.name
    return _("{player} names a cell of {target}'s DIRECTED column: wait.").format(
        player=namer, target=target_name(state)
    )


def naming_words(state: GameState, event: Event, target: str | None = None) -> Words:
    """A naming in the log, after the namer's name: `names FULL for Bob`; `target` is the
    next player's name as the log shows it (None: whole)."""
    if target is None:
        target = state.players[(event.player + 1) % len(state.players)].name
    row = row_name(state.ruleset, event.box or "")
    return fill(_("names {row} for {target}"), row=(row, "bold"), target=(target, "bold"))
