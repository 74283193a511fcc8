"""Strategy: the hold-strategy API, the optimal solver, advice and simulation.

`advise(rules, dice, rolls_left, card)` / `advise_state(state)` rank every option of a turn;
the app's hints, the coach and computer players all use them. Yahtzee (three rule variants)
and Yatzy are solved exactly (`solver_table`); Yamb's expert plays from value tables fitted by
self-play (`yamb_table`). `advisor_ready` / `prepare_advisor` tell whether a rule set's table
is in memory and get it there.
"""

from yahtzee_tui.strategy.advice import CALL, HOLD, ROLL, SCORE, Advice
from yahtzee_tui.strategy.advisor import (
    advise,
    advise_state,
    advisor_ready,
    expected_score,
    prepare_advisor,
)
from yahtzee_tui.strategy.cache import SolverTable, solver_table
from yahtzee_tui.strategy.model import SOLVABLE
from yahtzee_tui.strategy.players import (
    COMPUTER_LEVELS,
    DEFAULT_LEVEL,
    LEVEL_DESCRIPTIONS,
    Move,
    apply_move,
    hold_toggles,
    next_move,
    play_turn,
    player_level,
)
from yahtzee_tui.strategy.simulate import Simulation, simulate

__all__ = [
    "CALL",
    "COMPUTER_LEVELS",
    "DEFAULT_LEVEL",
    "HOLD",
    "LEVEL_DESCRIPTIONS",
    "ROLL",
    "SCORE",
    "SOLVABLE",
    "Advice",
    "Move",
    "Simulation",
    "SolverTable",
    "advise",
    "advise_state",
    "advisor_ready",
    "apply_move",
    "expected_score",
    "hold_toggles",
    "next_move",
    "play_turn",
    "player_level",
    "prepare_advisor",
    "simulate",
    "solver_table",
]
