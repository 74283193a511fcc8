"""Which DIRECTED cell a computer names for the next player: the one that costs them most.

The figures are the Yamb expert's (`yamb_advisor.named_turn_values`): for each row the next
player's DIRECTED column could be given, what their coming turn is worth on their own card with
that row named. The row that adds least to that turn costs them most; of rows worth the same,
the upper one is named. Every choice is a pure function of the state.
"""

from __future__ import annotations

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.game.directed import nameable_rows, next_seat
from yahtzee_tui.strategy.advisor import yamb_expert_values
from yahtzee_tui.strategy.yamb_advisor import named_turn_values


def naming_values(state: GameState) -> dict[str, float]:
    """For each row that may be named now: what the next player's turn is worth with it."""
    rows = nameable_rows(state)
    ruleset = state.ruleset
    card = state.sheets[next_seat(state)]
    worth = named_turn_values(ruleset, card, yamb_expert_values(ruleset))
    return {row: worth[row] for row in rows}


def costliest_row(state: GameState) -> str:
    """The row the current player names for the next one: the costliest to them."""
    rows = nameable_rows(state)
    if not rows:
        raise GameError("nothing to name now")
    worth = naming_values(state)
    return min(rows, key=lambda row: (worth[row], rows.index(row)))
