"""The computers play Yamb's house-rule presets through the game model, and the card's best-cell
marking (`card_view.best_keys`) takes any position of any preset."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.net.helpers import random_move
from yahtzee_tui.engine import totals
from yahtzee_tui.game import (
    GameState,
    Player,
    call,
    name_cell,
    new_game,
    options,
    player_totals,
    roll,
    score,
    toggle_hold,
)
from yahtzee_tui.game.moves import apply
from yahtzee_tui.game.replay import replay_state
from yahtzee_tui.strategy.players import next_move
from yahtzee_tui.tui.views.card_view import best_keys

PRESETS = ("yamb", "jamb", "jamb_directed")


def computers(level: str, seats: int) -> list[Player]:
    return [Player(f"{level.title()} {seat + 1}", "computer", level) for seat in range(seats)]


def played_by(level: str, rules: str, seats: int, seed: int) -> GameState:
    """A whole game of computers of one level, move by move as the app plays them."""
    state = new_game(rules, computers(level, seats), seed=seed, first_player=0)
    while not state.is_over:
        state = apply(state, next_move(state))
    return state


@pytest.mark.parametrize("rules", ["jamb", "jamb_directed"])
@pytest.mark.parametrize(("level", "seats"), [("medium", 2), ("expert", 3)])
def test_medium_and_expert_computers_play_a_whole_preset_game_to_a_valid_card(rules, level, seats):
    state = played_by(level, rules, seats, seed=11)
    ruleset = state.ruleset
    cells = {f"{column}.{row}" for column in ruleset.column_ids for row in ruleset.box_ids}
    assert state.is_over and replay_state(state) == state
    for seat, sheet in enumerate(state.sheets):
        assert set(sheet) == cells
        assert player_totals(state, seat)["total"] == totals(ruleset, sheet)["total"]
        # The experts' tables play well above random: a jamb card by a computer is worth much.
        assert player_totals(state, seat)["total"] > 1000
    hand = [e for e in state.history if e.kind == "score" and e.column == "hand"]
    assert hand and all(e.roll == 1 for e in hand)
    namings = [e for e in state.history if e.kind == "name"]
    assert bool(namings) == (rules == "jamb_directed")
    assert {e.player for e in namings} == (set(range(seats)) if namings else set())


def walk(rules: str, seats: int, seed: int, steps: int) -> list[GameState]:
    """The positions of a game of random legal moves (holds, calls, namings), `steps` long."""
    chooser = random.Random(seed)
    state = new_game(rules, [f"P{seat}" for seat in range(seats)], seed=seed, first_player=0)
    seen = [state]
    for _ in range(steps):
        if state.is_over:
            break
        kind, target = random_move(state, chooser)
        if kind == "roll":
            state = roll(state)
        elif kind == "hold":
            state = toggle_hold(state, int(target or 0))
        elif kind == "call":
            state = call(state, str(target))
        elif kind == "name":
            state = name_cell(state, str(target))
        else:
            state = score(state, str(target))
        seen.append(state)
    return seen


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=st.sampled_from(PRESETS),
    seats=st.integers(2, 3),
    seed=st.integers(0, 2**32 - 1),
    steps=st.integers(0, 900),
)
def test_the_best_cell_marking_takes_every_position_of_every_preset(rules, seats, seed, steps):
    for state in walk(rules, seats, seed, steps):
        found = options(state)
        best = best_keys(state, found)
        legal = {o.cell for o in found if o.legal}
        assert best <= legal
        assert not best or state.has_rolled
