"""Advice for a goal other than points: every hold and legal box ranked by the chance of the
goal (`goal_solver`), for Yahtzee and Yatzy.

`advise_goal` answers like `advisor.advise`, with `expected_score` the chance (0 to 1) of
reaching the target, or the expected share of the win, under the best play for that goal from
here on, and `loss` the chance given away against the best option. A solve is kept for the
last few positions, so the holds and the box of one turn are worked out once.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Iterable, Mapping

import numpy as np

from yahtzee_tui.engine import (
    RuleSet,
    find_rules,
    legal_boxes,
    totals,
    validate_dice,
    yahtzee_bonus,
)
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.moves import HOLD, SCORE
from yahtzee_tui.strategy.advice import Advice, ranked
from yahtzee_tui.strategy.goal_solver import (
    Floats,
    Progress,
    final_roll_goal,
    solve_goal,
)
from yahtzee_tui.strategy.goal_states import settled_upper
from yahtzee_tui.strategy.goal_table import GoalTable
from yahtzee_tui.strategy.model import UPPER_BOXES, SolverModel, check_solvable, solver_model

KEPT = 8  # solves kept, for as many positions and goals
_kept: OrderedDict[tuple[object, ...], GoalTable] = OrderedDict()
_lock = threading.Lock()


def card_position(model: SolverModel, card: Mapping[str, int]) -> tuple[int, int, int]:
    """A card's (filled-box mask, capped upper total, Yahtzee-50 flag)."""
    mask = sum(1 << bit for bit, box in enumerate(model.box_ids) if box in card)
    if mask == model.full_mask:
        raise GameError("the card is full: nothing is left to advise")
    upper = min(model.threshold, sum(card.get(box, 0) for box in model.box_ids[:UPPER_BOXES]))
    flag = int(model.flags == 2 and card.get("yahtzee") == 50)
    return mask, upper, flag


def goal_table(
    model: SolverModel,
    position: tuple[int, int, int],
    utility: Floats,
    progress: Progress | None = None,
) -> GoalTable:
    """`solve_goal` from `position`, kept for the last KEPT positions and goals."""
    digest = hashlib.sha256(np.ascontiguousarray(utility, dtype=np.float64).tobytes()).digest()
    key = (model.rules.id, position, digest)
    with _lock:
        table = _kept.get(key)
        if table is not None:
            _kept.move_to_end(key)
            return table
    table = solve_goal(model, *position, utility, progress)
    with _lock:
        _kept[key] = table
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    return table


def advise_goal(
    rules: str | RuleSet,
    dice: Iterable[int],
    rolls_left: int,
    card: Mapping[str, int],
    utility: Floats,
    progress: Progress | None = None,
) -> list[Advice]:
    """Every option ranked by the chance of the goal whose utility, by points gained from the
    card's total, is `utility` (see `goals`)."""
    ruleset = check_solvable(find_rules(rules))
    values = validate_dice(dice, ruleset.dice)
    card = dict(card)
    totals(ruleset, card)  # checks every value on the card
    model = solver_model(ruleset.id)
    mask, upper, flag = card_position(model, card)
    table = goal_table(model, (mask, upper, flag), utility, progress)
    roll = model.dice.roll_index(values)
    points_by_box = model.points(roll, card)
    bonus = yahtzee_bonus(ruleset, values, card)
    options: list[Advice] = []
    for box in legal_boxes(ruleset, values, card):
        bit = model.box_ids.index(box)
        points = int(points_by_box[bit])
        next_upper, next_flag, gained = upper, flag, points + bonus
        if bit < UPPER_BOXES:
            next_upper = min(model.threshold, upper + points)
            if upper < model.threshold <= upper + points:
                gained += model.upper_bonus
        if bit == model.yahtzee_box and points == 50:
            next_flag = 1
        chance = table.value(mask | 1 << bit, next_upper, next_flag, gained)
        options.append(Advice(SCORE, chance, box=box, points=points, bonus=bonus))
    if rolls_left:
        tables = model.dice
        stored = settled_upper(model, mask, upper)
        one = np.array([mask], dtype=np.int64)
        final = final_roll_goal(
            table, one, np.array([stored]), np.array([flag]), np.zeros(1, dtype=np.int64)
        )
        keeps = tables.hold_values(final.reshape(tables.roll_count, 1), rolls_left)
        subs = tables.sub_keeps[roll, : tables.sub_keep_count[roll]]
        for keep in sorted(subs, key=lambda k: (-len(tables.keeps[k]), tables.keeps[k])):
            options.append(Advice(HOLD, float(keeps[keep, 0]), hold=tables.keeps[keep]))
    return ranked(options)
