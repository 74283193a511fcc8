"""The strategy's tables are the same to the last bit on every processor.

OpenBLAS picks a kernel for the processor (or the one `OPENBLAS_CORETYPE` names), and kernels
add in different orders: a matrix product that feeds a decision once made the Yamb expert's
fit, and the hints and win chances built on it, depend on the machine. The tables are computed
here in fresh interpreters under several kernels and thread counts and compared byte for byte.
"""

from __future__ import annotations

import os
import subprocess
import sys
from functools import cache

import pytest

# Prints one digest per table: the Yamb expert fitted on a small plan, Yamb's pars, the
# Yahtzee and Yatzy solvers' start-of-turn values over fixed final values, the goal solver's
# values from a position, win chances, the win level's spread steps, normal distribution
# and weighing, and its exact tail's holds and boxes.
PROGRAM = """
import hashlib
import numpy as np
from yahtzee_tui.strategy.goal_solver import solve_goal
from yahtzee_tui.strategy.model import solver_model
from yahtzee_tui.strategy.solver import turn_values
from yahtzee_tui.strategy.win_chances import win_shares
from yahtzee_tui.engine.rules.yamb_house import JAMB_DIRECTED
from yahtzee_tui.strategy.yamb_cards import layout
from yahtzee_tui.strategy.yamb_fit import FitPlan, fit_expert
from yahtzee_tui.strategy.yamb_values import pars

def digest(*arrays):
    h = hashlib.sha256()
    for a in arrays:
        h.update(np.ascontiguousarray(a).tobytes())
    return h.hexdigest()[:16]

plan = FitPlan(first_round=6, second_round=6, refinements=1, refinement_games=6, seed=3)
values = fit_expert(plan)
print("yamb expert", digest(values.reference, values.expected, values.bonus_chance))
print("yamb pars", digest(np.array(list(pars().values()))))
directed = layout(JAMB_DIRECTED)
values = fit_expert(plan, where=directed)
print("jamb_directed expert", digest(values.reference, values.expected, values.bonus_chance))
print("jamb pars", digest(np.array(list(pars(directed).values()))))
rng = np.random.default_rng(5)
for rules in ("yahtzee", "yatzy"):
    model = solver_model(rules)
    final = rng.random((model.dice.roll_count, 64)) * 50
    print(rules, digest(turn_values(model, final), turn_values(model, final.astype(np.float32))))
for rules in ("yahtzee", "yatzy"):
    model = solver_model(rules)
    mask = model.full_mask & ~0b1001 & ~(1 << (model.boxes - 3)) & ~(1 << (model.boxes - 1))
    goal = solve_goal(model, mask, 20, 0, np.minimum(1.0, np.arange(120) / 100.0) ** 2)
    print(rules, "goal", digest(*[v for v in goal.layers if v is not None]))
finals = rng.integers(100, 300, size=(3, 500))
print("chances", digest(np.array(win_shares(finals))))
from yahtzee_tui.strategy import normal
from yahtzee_tui.strategy.solver import layer_states, successors
from yahtzee_tui.strategy.spread import best_keep_moments, final_roll_moments
from yahtzee_tui.strategy.win_policy import Rival, best_of, chance
for rules in ("yahtzee", "yatzy"):
    model = solver_model(rules)
    values = rng.random(model.state_count) * 100
    states = layer_states(model, 10)[0].part(0, 64)
    succ = successors(model, values, states)
    shifted = successors(model, values + rng.random(model.state_count) * 400, states)
    with np.errstate(invalid="ignore"):
        best, second = final_roll_moments(model, succ, shifted)
    dice = model.dice
    best, second = best_keep_moments(dice, dice.keep_values(best), dice.keep_values(second))
    print(rules, "spread", digest(best, second, dice.over_first_roll(second)))
z = np.linspace(-9, 9, 4001)
mean, spread = best_of([rng.random(500) * 300, rng.random(500) * 300], [rng.random(500) * 900] * 2)
rival = Rival(mean, spread, rng.random(500) * 100)
worth = chance(rival, rng.random(500) * 150, rng.random(500) * 500)
print("normal", digest(normal.cdf(z), normal.pdf(z), mean, spread, worth))
from yahtzee_tui.strategy.solver import StateBatch
from yahtzee_tui.strategy.win_policy import WinTables
from yahtzee_tui.strategy.win_tail import tail_boxes, tail_turn
for rules in ("yahtzee", "yatzy"):
    model = solver_model(rules)
    values = (rng.random(model.state_count) * 100).astype(np.float32)
    tables = WinTables(model, values, values, values.astype(np.float64))
    last = 0b11 << (model.boxes - 2)
    states = StateBatch(np.array([model.full_mask & ~0b100101, model.full_mask & ~last]),
                        np.array([40, 63]), np.array([0, 0]))
    turn = tail_turn(tables, states, [np.minimum(1.0, np.arange(k) / k) ** 2 for k in (90, 60)])
    boxes = tail_boxes(turn, np.array([3, 200]))
    print(rules, "tail", digest(turn.one_left, turn.two_left, *boxes))
"""

SETTINGS = {
    "machine's own kernel": {},
    "Haswell": {"OPENBLAS_CORETYPE": "Haswell"},
    "Prescott": {"OPENBLAS_CORETYPE": "Prescott"},
    "one thread": {"OPENBLAS_NUM_THREADS": "1"},
}


def digests(overrides: dict[str, str]) -> str:
    env = {key: value for key, value in os.environ.items() if not key.startswith("OPENBLAS_")}
    done = subprocess.run(
        [sys.executable, "-c", PROGRAM],
        env=env | overrides,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    return done.stdout


@cache
def machines_own_digests() -> str:
    """What the machine's own kernel gives: computed once per process, not once per kernel
    compared with it."""
    return digests({})


@pytest.mark.parametrize("name", [name for name in SETTINGS if SETTINGS[name]])
def test_the_tables_are_the_same_bits_under_every_blas_kernel(name):
    assert digests(SETTINGS[name]) == machines_own_digests()


@pytest.mark.parametrize("preset", ["kocke", "jamb", "jamb_directed"])
def test_the_shipped_yamb_expert_tables_are_what_a_fit_gives_now(preset):
    """The shipped file is the one `make yamb-table` fitted, and today's fit gives the same
    bits as the fit that made it, checked on a small plan along the full plan's code path
    (`tests/strategy/shipped_yamb_tables.py`): a full fit per preset took tens of seconds."""
    from tests.strategy.shipped_yamb_tables import recorded, shipped_digest, small_fit_digest

    then = recorded()[preset]
    assert shipped_digest(preset) == then["shipped"], (
        "the shipped Yamb tables are not the ones make yamb-table wrote: make yamb-table"
    )
    assert small_fit_digest(preset) == then["small_fit"], (
        "the Yamb fit gives other bits than when the shipped tables were made: make yamb-table"
    )


def test_a_fresh_home_reads_the_shipped_yamb_tables_without_a_fit(tmp_path, monkeypatch):
    from yahtzee_tui.strategy import yamb_table

    monkeypatch.setattr(yamb_table, "_loaded", {})
    monkeypatch.setattr(yamb_table, "build_table", lambda *args: pytest.fail("a fit was made"))
    table = yamb_table.expert_table()
    assert table.path == yamb_table.SHIPPED
