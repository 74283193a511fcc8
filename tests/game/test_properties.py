"""Random move sequences, legal and illegal, driven by hypothesis."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.game.helpers import unmarked
from yahtzee_tui.engine import RULE_SETS, get_rules
from yahtzee_tui.game import (
    GameError,
    call,
    can_undo,
    new_game,
    options,
    roll,
    score,
    toggle_hold,
    undo,
)
from yahtzee_tui.game.replay import moves_since_roll
from yahtzee_tui.game.serialize import state_from_dict, state_to_dict

ALL_BOXES = sorted({cell for rules in RULE_SETS.values() for cell in rules.cells} | {"nope"})
ROWS = [*get_rules("yamb").box_ids, "nope"]

moves = st.one_of(
    st.just(("roll",)),
    st.tuples(st.just("hold"), st.integers(-1, 6)),
    st.tuples(st.just("call"), st.sampled_from(ROWS)),
    st.tuples(st.just("score"), st.sampled_from(ALL_BOXES)),
    st.just(("undo",)),
    st.just(("best",)),
)


def apply(state, move):
    kind = move[0]
    if kind == "roll":
        return roll(state)
    if kind == "hold":
        return toggle_hold(state, move[1])
    if kind == "call":
        return call(state, move[1])
    if kind == "score":
        return score(state, move[1])
    if kind == "undo":
        return undo(state)
    # "best": score the first legal option, so sequences reach far into the game.
    return score(state, next(o.cell for o in options(state) if o.legal))


def check_invariants(state):
    assert 0 <= state.rolls_used <= 3
    assert (state.rolls_used == 0) == (state.dice == (0,) * len(state.dice))
    if state.rolls_used == 0:
        assert not any(state.held)
        assert state.called is None
    filled = [sheet.cells_filled for sheet in state.sheets]
    # Seats before the current one in this round have played one turn more.
    assert max(filled) - min(filled) <= 1
    assert 1 <= state.turn <= state.turns_total


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=st.sampled_from(sorted(RULE_SETS)),
    seed=st.integers(0, 2**64 - 1),
    players=st.integers(1, 3),
    sequence=st.lists(moves, max_size=80),
)
def test_random_moves_either_apply_or_raise_game_error_and_keep_the_state(
    rules, seed, players, sequence
):
    state = new_game(rules, [f"P{i}" for i in range(players)], seed=seed)
    for move in sequence:
        before = state
        before_moves = moves_since_roll(before)
        try:
            state = apply(state, move)
        except GameError as error:
            assert str(error)
            assert state is before
            assert moves_since_roll(state) == before_moves
            continue
        except StopIteration:
            # "best" with nothing legal: before a roll, after the game, or a Yamb player who
            # must call first.
            must_call = before.ruleset.is_yamb and before.rolls_used == 1 and not before.called
            assert before.is_over or not before.has_rolled or must_call
            continue
        check_invariants(state)
        if move[0] in ("hold", "call", "score", "best"):
            assert can_undo(state)
            assert unmarked(undo(state)) == unmarked(before)
    assert state_from_dict(state_to_dict(state)) == state


def play_legal_part(state, sequence):
    """The state after the moves of `sequence` that are legal when their turn comes."""
    for move in sequence:
        try:
            state = apply(state, move)
        except (GameError, StopIteration):
            continue
    return state


@settings(max_examples=40, deadline=None)
@given(
    rules=st.sampled_from(sorted(RULE_SETS)),
    seed=st.integers(0, 2**32),
    sequence=st.lists(moves, max_size=40),
)
def test_options_say_exactly_which_cells_score_accepts(rules, seed, sequence):
    state = play_legal_part(new_game(rules, ["Ann", "Bob"], seed=seed), sequence)
    for option in options(state):
        if option.legal:
            after = score(state, option.cell)
            seat_sheet = after.sheets[state.current]
            assert seat_sheet[option.cell] == option.points
            assert seat_sheet.get("yahtzee_bonus", 0) == (
                state.current_sheet.get("yahtzee_bonus", 0) + option.bonus
            )
        else:
            with pytest.raises(GameError) as raised:
                score(state, option.cell)
            assert str(raised.value) == option.reason


@settings(max_examples=30, deadline=None)
@given(
    rules=st.sampled_from(sorted(RULE_SETS)),
    seed=st.integers(0, 2**32),
    sequence=st.lists(moves, max_size=60),
)
def test_a_saved_state_resumes_with_the_same_undo_steps_and_dice(rules, seed, sequence):
    state = play_legal_part(new_game(rules, ["Ann", "Bob"], seed=seed), sequence)
    loaded = state_from_dict(state_to_dict(state))
    assert loaded == state
    assert moves_since_roll(loaded) == moves_since_roll(state)
    if can_undo(state):
        assert undo(loaded) == undo(state)
    if not state.is_over and state.rolls_left and not all(state.held):
        try:
            expected = roll(state)
        except GameError:
            return
        assert roll(loaded) == expected
