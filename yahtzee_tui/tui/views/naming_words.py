"""Words of Yamb's DIRECTED column at the table: the picker the player who just played names
a cell with, the status line while they name, and the log line of a naming."""

from __future__ import annotations

from yahtzee_tui.game import Event, GameState, row_word
from yahtzee_tui.game.directed import nameable_rows, next_seat

Words = tuple[str | tuple[str, str], ...]

PICKER_NOTE = "↑↓ and Enter, or a click, names it. Esc: later (n opens this again)."
NAME_AGAIN = "n"


def target_name(state: GameState) -> str:
    """The player whose DIRECTED column is named now."""
    return state.players[next_seat(state)].name


def picker_title(state: GameState) -> str:
    return f"{state.current_player.name}, name a cell of {target_name(state)}'s DIRECTED column"


def picker_choices(state: GameState) -> list[tuple[str, str]]:
    """(row id, words) for each cell that may be named, top to bottom."""
    rules = state.ruleset
    return [(row, row_word(rules, row)) for row in nameable_rows(state)]


def naming_status(state: GameState) -> Words:
    """The status line while the player at this keyboard names a cell."""
    return (
        "Name a cell of ",
        (f"{target_name(state)}'s DIRECTED column", "bold"),
        f": ↑↓ and Enter, or a click ({NAME_AGAIN} opens the picker).",
    )


def naming_wait(state: GameState) -> str:
    """The status line of the others while a player names a cell."""
    namer = state.current_player.name
    return f"{namer} names a cell of {target_name(state)}'s DIRECTED column: your keys wait."


def naming_words(state: GameState, event: Event) -> Words:
    """A naming in the log, after the namer's name: `names FULL for Bob`."""
    target = state.players[(event.player + 1) % len(state.players)].name
    row = row_word(state.ruleset, event.box or "")
    return (("names ", "italic"), (row, "bold"), f" for {target}")
