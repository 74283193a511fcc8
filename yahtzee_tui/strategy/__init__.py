"""Strategy: the hold-strategy API, the optimal solver, advice and simulation.

`advise(rules, dice, rolls_left, card)` / `advise_state(state)` rank every option of a turn;
the app's hints, the coach and computer players all use them. Yahtzee (three rule variants)
and Yatzy are solved exactly (`solver_table`); Yamb's expert plays from value tables fitted by
self-play (`yamb_table`). `advisor_ready` / `prepare_advisor` tell whether a rule set's table
is in memory and get it there.

Each name loads its module when first asked for (`strategy.advisor` brings NumPy): the
command line and the start screen name the computer levels without loading the solver.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from yahtzee_tui.strategy.advice import Advice
    from yahtzee_tui.strategy.advisor import (
        advise,
        advise_state,
        advisor_ready,
        expected_score,
        prepare_advisor,
    )
    from yahtzee_tui.strategy.cache import SolverTable, solver_table
    from yahtzee_tui.strategy.players import next_move, play_turn
    from yahtzee_tui.strategy.simulate import Simulation, simulate
    from yahtzee_tui.strategy.styles import COMPUTER_LEVELS, DEFAULT_LEVEL, SOLVABLE, player_level

__all__ = [
    "COMPUTER_LEVELS",
    "DEFAULT_LEVEL",
    "SOLVABLE",
    "Advice",
    "Simulation",
    "SolverTable",
    "advise",
    "advise_state",
    "advisor_ready",
    "expected_score",
    "next_move",
    "play_turn",
    "player_level",
    "prepare_advisor",
    "simulate",
    "solver_table",
]

# The module of each name, under this package.
_HOMES = {
    "Advice": "advice",
    **dict.fromkeys(
        ("advise", "advise_state", "advisor_ready", "expected_score", "prepare_advisor"),
        "advisor",
    ),
    **dict.fromkeys(("SolverTable", "solver_table"), "cache"),
    **dict.fromkeys(("next_move", "play_turn"), "players"),
    **dict.fromkeys(("Simulation", "simulate"), "simulate"),
    **dict.fromkeys(("COMPUTER_LEVELS", "DEFAULT_LEVEL", "SOLVABLE", "player_level"), "styles"),
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value
