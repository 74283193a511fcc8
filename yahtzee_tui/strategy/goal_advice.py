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
    YAHTZEE_BONUS_KEY,
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
# A kept solve: its table, the card it was solved from and that card's total.
_kept: OrderedDict[tuple[object, ...], tuple[GoalTable, dict[str, int], int]] = OrderedDict()
_lock = threading.Lock()


def card_position(model: SolverModel, card: Mapping[str, int]) -> tuple[int, int, int]:
    """A card's (filled-box mask, capped upper total, Yahtzee-50 flag)."""
    mask = sum(1 << bit for bit, box in enumerate(model.box_ids) if box in card)
    if mask == model.full_mask:
        raise GameError("the card is full: nothing is left to advise")
    upper = min(model.threshold, sum(card.get(box, 0) for box in model.box_ids[:UPPER_BOXES]))
    flag = int(model.flags == 2 and card.get("yahtzee") == 50)
    return mask, upper, flag


def box_step(
    model: SolverModel, upper: int, flag: int, bit: int, points: int, bonus: int
) -> tuple[int, int, int]:
    """Writing `points` (and a Yahtzee `bonus`) in box `bit`: the next (capped upper total,
    Yahtzee-50 flag) and the points gained, the upper bonus included when it is reached."""
    next_upper, next_flag, gained = upper, flag, points + bonus
    if bit < UPPER_BOXES:
        next_upper = min(model.threshold, upper + points)
        if upper < model.threshold <= upper + points:
            gained += model.upper_bonus
    if bit == model.yahtzee_box and points == 50:
        next_flag = 1
    return next_upper, next_flag, gained


def goal_table(
    model: SolverModel,
    card: Mapping[str, int],
    now: int,
    utility: Floats,
    progress: Progress | None = None,
) -> tuple[GoalTable, int]:
    """A solve for the goal whose utility from `card` (its total `now`) is `utility`, and the
    points the card stands above the position it was solved from.

    The chance of a state depends on the points still needed, not on where play started, so
    a solve kept from an earlier card of the same game serves every later card for the same
    goal (a target, the win once the others have finished): the last KEPT are kept."""
    position = card_position(model, card)
    digest = hashlib.sha256(np.ascontiguousarray(utility, dtype=np.float64).tobytes()).digest()
    key = (model.rules.id, position, digest)
    with _lock:
        kept = _kept.get(key)
        if kept is not None:  # the same state and goal from it: the same solve
            _kept.move_to_end(key)
            return kept[0], 0
        for earlier_key, (table, earlier, total) in reversed(_kept.items()):
            if earlier_key[0] == model.rules.id and _serves(
                table, earlier, total, card, now, utility
            ):
                _kept.move_to_end(earlier_key)
                return table, now - total
    table = solve_goal(model, *position, utility, progress)
    with _lock:
        _kept[key] = (table, dict(card), now)
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    return table, 0


def _serves(
    table: GoalTable,
    earlier: Mapping[str, int],
    total: int,
    card: Mapping[str, int],
    now: int,
    utility: Floats,
) -> bool:
    """Whether `card` is `earlier` played on (every box and bonus of it as it was) and the
    goal is the same final totals' utility, read `now - total` points further on."""
    if now < total or any(
        card.get(box) != points for box, points in earlier.items() if box != YAHTZEE_BONUS_KEY
    ):
        return False
    if card.get(YAHTZEE_BONUS_KEY, 0) < earlier.get(YAHTZEE_BONUS_KEY, 0):
        return False
    old, shift = table.utility, now - total
    reach = max(len(utility), len(old) - shift, 1)
    ahead = old[np.minimum(np.arange(reach) + shift, len(old) - 1)]
    mine = utility[np.minimum(np.arange(reach), len(utility) - 1)]
    return bool(np.array_equal(ahead, mine))


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
    model = solver_model(ruleset.id)
    now = totals(ruleset, card)["total"]  # checks every value on the card
    mask, upper, flag = card_position(model, card)
    table, offset = goal_table(model, card, now, utility, progress)
    roll = model.dice.roll_index(values)
    points_by_box = model.points(roll, card)
    bonus = yahtzee_bonus(ruleset, values, card)
    options: list[Advice] = []
    for box in legal_boxes(ruleset, values, card):
        bit = model.box_ids.index(box)
        points = int(points_by_box[bit])
        next_upper, next_flag, gained = box_step(model, upper, flag, bit, points, bonus)
        chance = table.value(mask | 1 << bit, next_upper, next_flag, offset + gained)
        options.append(Advice(SCORE, chance, box=box, points=points, bonus=bonus))
    if rolls_left:
        tables = model.dice
        stored = settled_upper(model, mask, upper)
        one = np.array([mask], dtype=np.int64)
        final = final_roll_goal(
            table, one, np.array([stored]), np.array([flag]), np.array([offset], dtype=np.int64)
        )
        keeps = tables.hold_values(final.reshape(tables.roll_count, 1), rolls_left)
        subs = tables.sub_keeps[roll, : tables.sub_keep_count[roll]]
        for keep in sorted(subs, key=lambda k: (-len(tables.keeps[k]), tables.keeps[k])):
            options.append(Advice(HOLD, float(keeps[keep, 0]), hold=tables.keeps[keep]))
    return ranked(options)
