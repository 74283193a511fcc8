"""The goal solver: the best chance to reach a target (or any utility of the final total),
checked against brute force over real dice and the engine's own scoring, and against the
points solver where the goal is the points themselves."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import combinations_with_replacement, pairwise
from math import factorial

import numpy as np
import pytest

from yahtzee_tui.engine import (
    YAHTZEE_BONUS_KEY,
    find_rules,
    legal_boxes,
    score,
    totals,
    yahtzee_bonus,
)
from yahtzee_tui.strategy import goal_states
from yahtzee_tui.strategy.advisor import card_state
from yahtzee_tui.strategy.goal_solver import solve_goal
from yahtzee_tui.strategy.goal_states import settled_upper
from yahtzee_tui.strategy.model import solver_model

Card = tuple[tuple[str, int], ...]


def _chance(dice: tuple[int, ...]) -> float:
    ways = factorial(len(dice))
    for face in set(dice):
        ways //= factorial(dice.count(face))
    return ways / 6 ** len(dice)


def _sub_multisets(dice: tuple[int, ...]) -> set[tuple[int, ...]]:
    subs: set[tuple[int, ...]] = {()}
    for die in dice:
        subs |= {tuple(sorted((*sub, die))) for sub in subs}
    return subs


def brute_force(rules_id: str, card: dict[str, int], utility: Callable[[int], float]) -> float:
    """The best expected utility of the final total from the start of a turn, by trying every
    hold and every box over every roll: no solver code, only the engine."""
    ruleset = find_rules(rules_id)
    outcomes = {
        n: [(o, _chance(o)) for o in combinations_with_replacement(range(1, 7), n)]
        for n in range(6)
    }

    @cache
    def start(items: Card) -> float:
        return sum(p * after_roll(items, roll, 2) for roll, p in outcomes[5])

    @cache
    def after_roll(items: Card, roll: tuple[int, ...], left: int) -> float:
        best = write(items, roll)
        if left:
            for keep in _sub_multisets(roll):
                if len(keep) < 5:
                    best = max(best, keep_value(items, keep, left))
        return best

    @cache
    def keep_value(items: Card, keep: tuple[int, ...], left: int) -> float:
        return sum(
            p * after_roll(items, tuple(sorted(keep + extra)), left - 1)
            for extra, p in outcomes[5 - len(keep)]
        )

    @cache
    def write(items: Card, roll: tuple[int, ...]) -> float:
        held = dict(items)
        best = -1.0
        for box in legal_boxes(ruleset, roll, held):
            after = dict(held)
            after[box] = score(ruleset, roll, box, held)
            bonus = yahtzee_bonus(ruleset, roll, held)
            if bonus:
                after[YAHTZEE_BONUS_KEY] = held.get(YAHTZEE_BONUS_KEY, 0) + bonus
            if all(b in after for b in ruleset.box_ids):
                value = utility(totals(ruleset, after)["total"])
            else:
                value = start(tuple(sorted(after.items())))
            best = max(best, value)
        return best

    return start(tuple(sorted(card.items())))


def _goal_value(rules_id: str, card: dict[str, int], curve: np.ndarray) -> float:
    model = solver_model(rules_id)
    mask = sum(1 << bit for bit, box in enumerate(model.box_ids) if box in card)
    upper = min(model.threshold, sum(card.get(box, 0) for box in model.box_ids[:6]))
    flag = int(model.flags == 2 and card.get("yahtzee") == 50)
    return solve_goal(model, mask, upper, flag, curve).value(mask, upper, flag, 0)


def _full_but(rules_id: str, open_boxes: tuple[str, ...], **values: int) -> dict[str, int]:
    """A card with every box filled with its least except `open_boxes`, and `values` written."""
    ruleset = find_rules(rules_id)
    card = {box: 5 if box == "chance" else 0 for box in ruleset.box_ids if box not in open_boxes}
    card.update(values)
    return card


# (rule set, the boxes left open, points written, points still needed)
TINY_CARDS = [
    ("yahtzee", ("full_house",), {}, (1, 25, 26)),
    ("yahtzee", ("sixes",), {"fives": 25, "fours": 20}, (1, 18, 30, 53)),  # the upper bonus
    ("yahtzee", ("chance", "fours"), {"fives": 25, "sixes": 24}, (40,)),
    ("yahtzee", ("fours", "full_house"), {"yahtzee": 50}, (30,)),  # Jokers and their bonus
    ("yahtzee_free_joker", ("threes", "large_straight"), {"yahtzee": 50}, (35,)),
    ("yahtzee_no_bonus", ("yahtzee",), {}, (1, 50)),
    ("yatzy", ("two_pairs", "sixes"), {"fives": 25, "fours": 16}, (60,)),
]


@pytest.mark.parametrize(("rules_id", "open_boxes", "values", "needs"), TINY_CARDS)
def test_the_chance_to_reach_a_target_is_the_brute_force_best(rules_id, open_boxes, values, needs):
    card = _full_but(rules_id, open_boxes, **values)
    now = totals(rules_id, card)["total"]
    for need in needs:
        curve = (np.arange(need + 1) >= need).astype(float)
        expected = brute_force(rules_id, card, lambda total, need=need: float(total - now >= need))
        assert 0.0 <= expected <= 1.0
        assert _goal_value(rules_id, card, curve) == pytest.approx(expected, abs=1e-9)


def test_any_utility_of_the_final_total_is_the_brute_force_best():
    card = _full_but("yahtzee", ("chance", "fours"), fives=25, sixes=24)
    now = totals("yahtzee", card)["total"]
    # A share of a win that ties at 90 points gained and is won above.
    curve = np.zeros(92)
    curve[90:] = (0.5, 1.0)

    def utility(total: int) -> float:
        gained = total - now
        return 1.0 if gained > 90 else 0.5 if gained == 90 else 0.0

    assert _goal_value("yahtzee", card, curve) == pytest.approx(
        brute_force("yahtzee", card, utility), abs=1e-9
    )


@pytest.mark.parametrize("rules_id", ["yahtzee", "yahtzee_free_joker", "yatzy"])
def test_the_points_themselves_as_the_goal_give_the_points_solvers_values(rules_id, solved):
    table = solved(rules_id)
    model = table.model
    open_boxes = ("fours", "fives", "three_of_a_kind", "chance", "small_straight")
    card = _full_but(rules_id, open_boxes, sixes=24)
    if model.yahtzee_box is not None:
        card["yahtzee"] = 50
    mask, upper, flag = card_state(table, card)
    linear = np.arange(2000, dtype=float)
    value = solve_goal(model, mask, upper, flag, linear).value(mask, upper, flag, 0)
    assert value == pytest.approx(table.value(mask, upper, flag), abs=1e-4)


def test_the_chance_falls_as_the_target_rises_and_is_certain_once_reached():
    model = solver_model("yahtzee")
    card = _full_but("yahtzee", ("chance", "fours", "full_house", "sixes"), fives=20)
    now = totals("yahtzee", card)["total"]
    mask, upper, flag = card_state_of(model, card)
    chances = []
    for need in range(0, 160, 5):
        curve = (np.arange(max(need, 0) + 1) >= need).astype(float)
        chances.append(solve_goal(model, mask, upper, flag, curve).value(mask, upper, flag, 0))
    assert chances[0] == 1.0
    assert all(a >= b for a, b in pairwise(chances))
    assert chances[-1] == 0.0  # beyond the most the four boxes can bring
    assert 0.0 < chances[len(chances) // 2] < 1.0
    # A target already behind: certain, whatever the dice.
    behind = np.ones(1)
    assert solve_goal(model, mask, upper, flag, behind).value(mask, upper, flag, 0) == 1.0
    assert now > 0


def card_state_of(model, card: dict[str, int]) -> tuple[int, int, int]:
    mask = sum(1 << bit for bit, box in enumerate(model.box_ids) if box in card)
    upper = min(model.threshold, sum(card.get(box, 0) for box in model.box_ids[:6]))
    return mask, upper, int(model.flags == 2 and card.get("yahtzee") == 50)


# (rule set, the boxes left open, points written): upper and lower boxes open together, the
# upper bonus still to be won; with the Yahtzee box holding 50 (Jokers and their bonus) or open.
PRUNED_CARDS = [
    ("yahtzee", ("threes", "fives", "full_house", "chance"), {"yahtzee": 50, "sixes": 24}),
    ("yahtzee", ("twos", "yahtzee", "large_straight", "chance"), {"fives": 20, "sixes": 24}),
    ("yahtzee_free_joker", ("ones", "fours", "small_straight"), {"yahtzee": 50, "sixes": 24}),
    ("yatzy", ("threes", "fours", "two_pairs", "small_straight", "chance"), {"sixes": 24}),
]


@pytest.mark.parametrize("forward", [True, False], ids=["followed forward", "summed"])
@pytest.mark.parametrize(("rules_id", "open_boxes", "values"), PRUNED_CARDS)
def test_working_out_only_the_gains_play_can_reach_gives_the_same_bits(
    monkeypatch, rules_id, open_boxes, values, forward
):
    """The pruned solve (gains play can reach, off the flat ends) against the solve of every
    gain below the flat high end, for a target and for a win's share: equal to the last bit
    at the position and at every card random play reaches from it (the engine's scoring).
    Both forms of the gains: followed forward state by state, and the sums of each box's
    points (from many open boxes)."""
    if not forward:
        monkeypatch.setattr(goal_states, "FORWARD_MOST", 0)
    ruleset = find_rules(rules_id)
    model = solver_model(rules_id)
    card = _full_but(rules_id, open_boxes, **values)
    for box in ("fours", "fives"):  # the upper total within reach of the bonus
        if box not in open_boxes:
            card[box] = 16 if box == "fours" else 20
    now = totals(ruleset, card)["total"]
    mask, upper, flag = card_state_of(model, card)
    assert settled_upper(model, mask, upper) == upper < model.threshold
    share = np.zeros(121)
    share[60:] = np.linspace(0.0, 1.0, 61) ** 2
    rng = np.random.default_rng(7)
    for curve in ((np.arange(81) >= 80).astype(float), share):
        pruned = solve_goal(model, mask, upper, flag, curve)
        every = solve_goal(model, mask, upper, flag, curve, every_gain=True)
        compared = 0
        for _ in range(150):
            held = dict(card)
            while True:
                position = card_state_of(model, held)
                gained = totals(ruleset, held)["total"] - now
                assert pruned.value(*position, gained) == every.value(*position, gained)
                compared += 1
                if all(box in held for box in ruleset.box_ids):
                    break
                # Yahtzees now and then, for the Jokers and the bonus.
                roll = (
                    (int(rng.integers(1, 7)),) * 5
                    if rng.random() < 0.3
                    else tuple(sorted(int(d) for d in rng.integers(1, 7, size=5)))
                )
                box = str(rng.choice(legal_boxes(ruleset, roll, held)))
                bonus = yahtzee_bonus(ruleset, roll, held)
                held[box] = score(ruleset, roll, box, held)
                if bonus:
                    held[YAHTZEE_BONUS_KEY] = held.get(YAHTZEE_BONUS_KEY, 0) + bonus
        assert compared > 500


def test_a_bad_utility_is_refused():
    model = solver_model("yatzy")
    for bad in ([], [[0.0, 1.0]], [0.0, float("nan")]):
        with pytest.raises(ValueError, match="utility"):
            solve_goal(model, model.full_mask & ~1, 0, 0, bad)


def test_a_state_is_worked_out_only_at_the_gains_play_brings_to_it():
    """Four points short of the upper bonus with Ones the last upper box: once Ones is
    written the bonus is settled, and the gain is 0 to 3 (short of it) or 4 + 35 and 5 + 35
    (reached), never the values between."""
    model = solver_model("yahtzee")
    card = _full_but(
        "yahtzee", ("ones", "chance", "yahtzee"), sixes=24, fives=20, fours=12, threes=3
    )
    mask, upper, flag = card_state_of(model, card)
    assert upper == model.threshold - 4
    table = solve_goal(model, mask, upper, flag, np.linspace(0.0, 1.0, 200) ** 2)
    row = table.row(mask | 1, model.threshold, flag)
    values = table.layers[int(table.states.filled[row])]
    assert values is not None
    gains = np.arange(table.low[row] + 1, table.high[row])
    worked = gains[~np.isnan(values[table.base[row] + gains])]
    assert worked.tolist() == [0, 1, 2, 3, 39, 40]
    assert table.value(mask | 1, model.threshold, flag, 39) > table.value(mask | 1, 63, flag, 3)
