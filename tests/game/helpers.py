"""Shortcuts for putting a game in a chosen position without rolling for it."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace

from yahtzee_tui.game import (
    GameState,
    Sheet,
    call,
    can_roll,
    name_cell,
    options,
    roll,
    score,
    toggle_hold,
)
from yahtzee_tui.game.directed import nameable_rows
from yahtzee_tui.game.options import Option


def unmarked(state: GameState) -> GameState:
    """The state without its assistance marks: the position alone (an undo is marked)."""
    return replace(state, marks=())


def with_dice(state: GameState, dice: Sequence[int], rolls_used: int = 1) -> GameState:
    """The state as if the current player had rolled `dice` with `rolls_used` rolls."""
    return replace(state, dice=tuple(dice), rolls_used=rolls_used)


def with_sheet(state: GameState, cells: Mapping[str, int], seat: int | None = None) -> GameState:
    """The state with one seat's sheet (the current player's by default) replaced."""
    seat = state.current if seat is None else seat
    sheets = list(state.sheets)
    sheets[seat] = Sheet(cells)
    return replace(state, sheets=tuple(sheets))


def play_turn(state: GameState, chooser: random.Random) -> GameState:
    """One turn of a random legal policy: roll, maybe call, hold and reroll, then score (and,
    at a DIRECTED table, name a random cell of the next player's column)."""
    # The options of the position last asked about, kept: a Yamb turn asks up to four times,
    # mostly of a position unchanged since, and each asking scores every cell of the card.
    asked: tuple[GameState, list[Option]] | None = None

    def options_now(position: GameState) -> list[Option]:
        nonlocal asked
        if asked is None or asked[0] is not position:
            asked = (position, options(position))
        return asked[1]

    state = roll(state)
    if state.ruleset.is_yamb and chooser.random() < 0.3:
        callable_rows = [o.box for o in options_now(state) if o.column == "call"]
        if callable_rows:
            state = call(state, chooser.choice(callable_rows))
    must_call = state.ruleset.is_yamb and state.called is None
    if must_call and not [o for o in options_now(state) if o.legal]:
        state = call(state, next(o.box for o in options_now(state)))
    while can_roll(state) and chooser.random() < 0.6:
        for index in range(len(state.dice)):
            if chooser.random() < 0.4:
                state = toggle_hold(state, index)
        if all(state.held):
            state = toggle_hold(state, 0)
        if not can_roll(state):
            break
        state = roll(state)
    legal = [o for o in options_now(state) if o.legal]
    state = score(state, chooser.choice(legal).cell)
    if state.naming:
        state = name_cell(state, chooser.choice(nameable_rows(state)))
    return state


def play_game(state: GameState, chooser: random.Random) -> GameState:
    while not state.is_over:
        state = play_turn(state, chooser)
    return state
