"""Yamb's DIRECTED column (RULES.md section 5): the player before you names its cell.

After a player's turn is scored, when the next player's DIRECTED column has an empty cell,
the player who just played names one of them (`actions.name_cell`); the turn passes on the
naming. The named cell is then the only open cell of that column, for the coming turn only.
When nothing is named (the first turn of the game, a full column) the column is closed.

While a naming is due, `GameState.naming` is True and the current player is still the one who
just played: whoever acts now is always `state.current`, so seats, computers and the network
need no second notion of whose move it is.
"""

from __future__ import annotations

from yahtzee_tui.engine import RuleSet, seat_problem
from yahtzee_tui.engine.rules.yamb_house import DIRECTED
from yahtzee_tui.game.state import GameState, Sheet
from yahtzee_tui.sentences import N_, Message

DIRECTED_KIND = DIRECTED


def directed_column(ruleset: RuleSet) -> str | None:
    """The id of the rule set's DIRECTED column, or None when it plays none."""
    options = ruleset.yamb_options
    if options is None or DIRECTED not in options.columns:
        return None
    return options.column_ids[options.columns.index(DIRECTED)]


def needs_two_players(ruleset: RuleSet) -> bool:
    options = ruleset.yamb_options
    return options is not None and options.needs_two_players


def solo_refusal(ruleset: RuleSet, seats: int) -> str | None:
    """Why a table of `seats` cannot play `ruleset`, or None: the engine's one wording."""
    return seat_problem(ruleset, seats)


def open_directed_rows(ruleset: RuleSet, sheet: Sheet) -> list[str]:
    """The empty rows of `sheet`'s DIRECTED column, top to bottom (none without the column)."""
    column = directed_column(ruleset)
    if column is None:
        return []
    return [row for row in ruleset.box_ids if f"{column}.{row}" not in sheet]


def next_seat(state: GameState) -> int:
    """The seat that plays after the current one."""
    return (state.current + 1) % len(state.players)


def named_for(state: GameState) -> int | None:
    """While a naming is due: the seat whose DIRECTED column is being named; else None."""
    return next_seat(state) if state.naming else None


def nameable_rows(state: GameState) -> list[str]:
    """The rows the current player may name now (none unless a naming is due)."""
    if not state.naming:
        return []
    return open_directed_rows(state.ruleset, state.sheets[next_seat(state)])


def naming_due(state: GameState) -> bool:
    """Whether, the current player's turn just scored in `state`, they must name a cell."""
    if state.is_over or len(state.players) < 2:
        return False
    return bool(open_directed_rows(state.ruleset, state.sheets[next_seat(state)]))


def naming_reason(state: GameState) -> str:
    """What the table waits for while a naming is due (a refusal of any other move)."""
    names = state.players[next_seat(state)].name
    said = N_("{player} names a cell of {next}'s DIRECTED column first")
    return Message(said, player=state.current_player.name, next=names)
