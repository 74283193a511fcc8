"""Playing for the win (Yahtzee and Yatzy): the share of the win is the goal, not the points.

Once the player has at most WIN_HORIZON boxes open, the player's moves maximise the expected
share of the win, solved exactly over those boxes (`goal_solver`) against the other players'
final totals: a finished player's total as it stands, an unfinished one's from playouts of
its card under the points-optimal policy (the meter's way: its card alone decides them). Once
every other player has finished this is exact: the goal is to beat the best of them, a tie
sharing the win. Before the horizon the player plays for points: with many boxes open the
win's utility is nearly linear in the points over the range the dice can still move them,
and a solve with more boxes open costs seconds a move (docs/strategy.md, "Playing for the
win", has the measurements behind the horizon). Yamb plays its last cells for the win with
the expert's values (`yamb_win`).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence

import numpy as np

from yahtzee_tui.engine import RuleSet, totals
from yahtzee_tui.game import GameState
from yahtzee_tui.strategy.advice import Advice, ranked
from yahtzee_tui.strategy.advisor import advise_state, card_state
from yahtzee_tui.strategy.batch_dice import BatchDice
from yahtzee_tui.strategy.cache import solver_table
from yahtzee_tui.strategy.goal_advice import advise_goal
from yahtzee_tui.strategy.goals import (
    POINTS,
    TARGET,
    WIN,
    Floats,
    Goal,
    IntArray,
    target_utility,
    win_utility,
)
from yahtzee_tui.strategy.playouts import Start, play_out
from yahtzee_tui.strategy.positions import digest
from yahtzee_tui.strategy.yamb_win import advise_yamb_win

WIN_HORIZON = 6  # open boxes from which the win is played for exactly (0.1 s a solve)
OPPONENT_PLAYOUTS = 2000
KEPT = 64  # opponents' totals kept, for as many cards
_kept: OrderedDict[object, IntArray] = OrderedDict()
_lock = threading.Lock()


def open_boxes(state: GameState, seat: int) -> int:
    return state.turns_total - state.sheets[seat].cells_filled


def opponent_finals(
    state: GameState, seat: int, playouts: int = OPPONENT_PLAYOUTS
) -> list[IntArray]:
    """Every other player's final totals: one number for a finished card, else `playouts`
    playouts of its card under the points-optimal policy, seeded by the card."""
    cards = [dict(sheet) for other, sheet in enumerate(state.sheets) if other != seat]
    return card_finals(state.ruleset, cards, playouts)


def card_finals(
    rules: RuleSet, cards: Sequence[Mapping[str, int]], playouts: int = OPPONENT_PLAYOUTS
) -> list[IntArray]:
    """Each card's final totals: one number for a full card, else `playouts` playouts of it
    under the points-optimal policy, seeded by the card (the same in every process)."""
    finals = []
    for card in cards:
        total = totals(rules, card)["total"]
        if all(box in card for box in rules.box_ids):
            finals.append(np.array([total], dtype=np.int64))
            continue
        key = ("win", rules.id, tuple(sorted(card.items())), playouts)
        finals.append(_played_out(rules, dict(card), total, key, playouts))
    return finals


def _played_out(
    rules: RuleSet, card: dict[str, int], total: int, key: object, playouts: int
) -> IntArray:
    with _lock:
        kept = _kept.get(key)
        if kept is not None:
            _kept.move_to_end(key)
            return kept
    table = solver_table(rules)
    model = table.model
    mask, upper, flag = card_state(table, card)
    rng = np.random.default_rng(digest(key))
    dice = BatchDice(model.dice)
    result: IntArray = play_out(
        model, table.values, dice, rng, [Start(mask, upper, flag, total)], playouts
    )[0]
    with _lock:
        _kept[key] = result
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    return result


def goal_utility(state: GameState, goal: Goal) -> Floats | None:
    """The current player's utility by points gained for `goal`, or None to play for points
    (the goal is points, or the win is still beyond the horizon)."""
    if goal.kind == POINTS or state.ruleset.is_yamb:
        return None
    seat = state.current
    now = totals(state.ruleset, dict(state.sheets[seat]))["total"]
    if goal.kind == TARGET and goal.target is not None:
        return target_utility(now, goal.target)
    if open_boxes(state, seat) > WIN_HORIZON or len(state.sheets) == 1:
        return None  # alone at the table, the win is the points
    return win_utility(now, opponent_finals(state, seat))


def advise_for_goal(state: GameState, goal: Goal) -> list[Advice]:
    """`advise_state` for `goal`: ranked by the goal's chance when it has one here, else by
    points."""
    if state.is_over or not state.has_rolled:
        return advise_state(state)
    if state.ruleset.is_yamb and goal.kind == WIN:
        return advise_yamb_win(state)  # its last turns for the win, with the expert's values
    utility = goal_utility(state, goal)
    if utility is None:
        return advise_state(state)
    sheet = dict(state.current_sheet)
    options = advise_goal(state.ruleset, state.dice, state.rolls_left, sheet, utility)
    # Options of the same chance (a game already won, or lost whatever comes) go by points.
    points = {_option_key(option): option.expected_score for option in advise_state(state)}
    by_points = sorted(options, key=lambda option: -points.get(_option_key(option), 0.0))
    return ranked(by_points)


def _option_key(option: Advice) -> tuple[object, ...]:
    return (option.action, option.hold, option.box)
