"""Strategy: the hold-strategy API, the optimal solver, advice and simulation.

`advise(rules, dice, rolls_left, card)` / `advise_state(state)` rank every option of a turn;
the app's hints, the coach and computer players all use them. Yahtzee (three rule variants)
and Yatzy are solved exactly (`solver_table`); Yamb gets a one-turn advisor.
"""

from yahtzee_tui.strategy.advice import CALL, HOLD, ROLL, SCORE, Advice
from yahtzee_tui.strategy.advisor import advise, advise_state, expected_score
from yahtzee_tui.strategy.cache import SolverTable, solver_table
from yahtzee_tui.strategy.model import SOLVABLE
from yahtzee_tui.strategy.simulate import Simulation, simulate

__all__ = [
    "CALL",
    "HOLD",
    "ROLL",
    "SCORE",
    "SOLVABLE",
    "Advice",
    "Simulation",
    "SolverTable",
    "advise",
    "advise_state",
    "expected_score",
    "simulate",
    "solver_table",
]
