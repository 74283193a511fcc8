"""The win level's next choice in a game (Yahtzee and Yatzy, two players or more): one column
of `win_policy`, or of `win_tail` once the card has TAIL boxes open or fewer; the same
decisions the batched matches make (`win_matches`)."""

from __future__ import annotations

import threading
from collections import OrderedDict

import numpy as np

from yahtzee_tui.engine import totals
from yahtzee_tui.game import GameState
from yahtzee_tui.strategy.advisor import card_state
from yahtzee_tui.strategy.cache import solver_table
from yahtzee_tui.strategy.goals import win_utility
from yahtzee_tui.strategy.solver import StateBatch
from yahtzee_tui.strategy.styles import SOLVABLE
from yahtzee_tui.strategy.win_play import card_finals
from yahtzee_tui.strategy.win_policy import (
    Rival,
    WinTables,
    WinTurn,
    best_keeps,
    best_of,
    win_tables,
    win_turn,
)
from yahtzee_tui.strategy.win_tail import TailTurn, in_tail, tail_turn, turn_boxes

Choice = tuple[str, tuple[int, ...] | str]  # ("hold", dice kept) or ("score", box id)
KEPT = 4  # exact tail turns kept, for as many positions
_kept: OrderedDict[object, TailTurn] = OrderedDict()
_lock = threading.Lock()


def plays_for_the_win(state: GameState) -> bool:
    """Whether the win level's moves here come from `win_choice`: Yahtzee and Yatzy while
    another player has boxes open. Alone it plays for points; once every other card is full
    the win is a target, which `win_play` solves exactly (on the last box both agree)."""
    if state.ruleset.id not in SOLVABLE:
        return False
    others = [sheet for seat, sheet in enumerate(state.sheets) if seat != state.current]
    return any(any(box not in sheet for box in state.ruleset.box_ids) for sheet in others)


def win_choice(state: GameState) -> Choice:
    """What the current player keeps (with rolls left) or where it scores, for the win."""
    rules = state.ruleset
    tables = win_tables(rules.id)
    model = tables.model
    card = dict(state.current_sheet)
    mask, upper, flag = card_state(solver_table(rules), card)
    now = totals(rules, card)["total"]
    states = StateBatch(np.array([mask]), np.array([upper]), np.array([flag]))
    roll = np.array([model.dice.roll_index(state.dice)])
    turn: WinTurn | TailTurn
    if in_tail(model, states.mask)[0]:
        turn = _tail(state, tables, states, now)
    else:
        turn = win_turn(tables, states, _rival(state, tables, now))
    if state.rolls_left > 0:
        keep = int(best_keeps(turn, model, roll, np.array([state.rolls_left]))[0])
        kept = model.dice.keeps[keep]
        if len(kept) < len(state.dice):
            return "hold", tuple(kept)
    box = int(turn_boxes(turn, model, roll, states.mask)[0][0])
    return "score", model.box_ids[box]


def _tail(state: GameState, tables: WinTables, states: StateBatch, now: int) -> TailTurn:
    """The exact tail's turn for the current player: solved once a turn (the cards stand
    still while the dice move), for the last KEPT turns asked about."""
    key = (
        state.ruleset.id,
        state.current,
        tuple(tuple(sorted(dict(s).items())) for s in state.sheets),
    )
    with _lock:
        if key in _kept:
            _kept.move_to_end(key)
            return _kept[key]
    others = [dict(sheet) for seat, sheet in enumerate(state.sheets) if seat != state.current]
    utility = win_utility(now, card_finals(state.ruleset, others))
    turn = tail_turn(tables, states, [utility])
    with _lock:
        _kept[key] = turn
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    return turn


def _rival(state: GameState, tables: WinTables, now: int) -> Rival:
    """The best other final total as one normal (`win_policy.best_of`), and the player's
    points `now`."""
    rules, model = state.ruleset, tables.model
    means, variances = [], []
    for seat, sheet in enumerate(state.sheets):
        if seat == state.current:
            continue
        card = dict(sheet)
        total = totals(rules, card)["total"]
        if all(box in card for box in rules.box_ids):
            means.append(np.array([float(total)]))
            variances.append(np.zeros(1))
            continue
        index = model.state_index(*card_state(solver_table(rules), card))
        means.append(np.array([total + float(tables.values[index])]))
        variances.append(np.array([float(tables.spread[index])]))
    rival_mean, rival_variance = best_of(means, variances)
    return Rival(rival_mean, rival_variance, np.array([float(now)]))
