"""Every save loads: random legal play of every kind, saved and loaded back after every step.

The moves are what a player, the keyboard's hold-all, the advisor's hold and a computer can
make: single and several-dice holds, calls, scores, undo, hints marked, whole computer turns,
in plain, match and daily games of every rule set.
"""

from __future__ import annotations

import json
from datetime import date
from unittest.mock import patch

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from yahtzee_tui.engine import RULE_SETS, find_rules
from yahtzee_tui.game import (
    GameError,
    GameState,
    Player,
    call,
    can_undo,
    new_game,
    options,
    roll,
    score,
    toggle_hold,
    undo,
)
from yahtzee_tui.game.actions import name_cell, toggle_holds
from yahtzee_tui.game.assistance import mark_hint
from yahtzee_tui.game.daily import daily_game
from yahtzee_tui.game.directed import nameable_rows
from yahtzee_tui.game.matches import new_match, next_match_game
from yahtzee_tui.game.moves import HOLD, Move, apply
from yahtzee_tui.game.replay import moves_since_roll
from yahtzee_tui.game.serialize import state_from_dict, state_to_dict
from yahtzee_tui.strategy.players import next_move

# The steps of play a player, the keyboard, the advisor and a computer take, each read against
# the position it meets (indexes wrap around the dice); the network's test shares them.
PLAY_STEPS = (
    st.just(("roll",)),
    st.tuples(st.just("hold"), st.integers(0, 5)),
    st.tuples(st.just("hold several"), st.sets(st.integers(0, 5), min_size=2, max_size=6)),
    st.just(("hold all",)),
    st.tuples(st.just("call"), st.integers(0, 12)),
    st.tuples(st.just("score"), st.integers(0, 200)),
    st.just(("undo",)),
    st.just(("hint",)),
    st.just(("computer step",)),
    st.just(("computer turn",)),
)
steps = st.one_of(*PLAY_STEPS, st.just(("next match game",)))

kinds_of_game = st.sampled_from(("plain", "match", "daily"))


def start(kind: str, rules: str, seed: int, seats: int) -> GameState:
    names: list[Player | str] = ["Ann", Player("Bot", "computer", "easy"), "Cy"][:seats]
    if kind == "daily":
        return daily_game(rules, "Ann", date(2026, 1, 1 + seed % 28))
    if kind == "match":
        return new_match(rules, names, games=2, seed=seed)
    return new_game(rules, names, seed=seed)


def step(state: GameState, move: tuple[object, ...]) -> GameState:
    """The state after `move`; GameError when it is not legal here."""
    kind = move[0]
    dice = len(state.dice)
    if kind == "roll":
        return roll(state)
    if kind == "hold":
        return toggle_hold(state, int(move[1]) % dice)  # type: ignore[call-overload]
    if kind == "hold several":
        indexes = sorted({int(i) % dice for i in move[1]})  # type: ignore[union-attr]
        return toggle_holds(state, indexes)
    if kind == "hold all":
        free = [index for index, held in enumerate(state.held) if not held]
        return toggle_holds(state, free) if free else state
    if kind == "call":
        rows = state.ruleset.box_ids
        return call(state, rows[int(move[1]) % len(rows)])  # type: ignore[call-overload]
    if kind == "score":
        legal = [option.cell for option in options(state) if option.legal]
        if not legal:
            raise GameError("nothing to score")
        return score(state, legal[int(move[1]) % len(legal)])  # type: ignore[call-overload]
    if kind == "undo":
        return undo(state)
    if kind == "hint":
        return mark_hint(state) if state.has_rolled and not state.is_over else state
    if kind == "computer step":
        return apply(state, next_move(state, "easy"))
    if kind == "computer turn":
        for _ in range(12):
            move = next_move(state, "easy")
            state = apply(state, move)
            if move.kind == "score":
                break
        return state
    if kind == "next match game":
        return next_match_game(state, seed=7)
    raise AssertionError(kind)


def slow_examples(count: int) -> settings:
    """`count` examples of random play, each as slow and as long as it is."""
    return settings(
        max_examples=count,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


def assert_round_trip(state: GameState) -> None:
    # Through JSON text, as the file holds it.
    loaded = state_from_dict(json.loads(json.dumps(state_to_dict(state))))
    assert loaded == state
    assert moves_since_roll(loaded) == moves_since_roll(state)
    if can_undo(state):
        assert undo(loaded) == undo(state)


@slow_examples(150)
@given(
    rules=st.sampled_from(sorted(RULE_SETS)),
    kind=kinds_of_game,
    seed=st.integers(0, 2**32),
    seats=st.integers(1, 3),
    sequence=st.lists(steps, max_size=60),
)
def test_every_position_play_reaches_saves_and_loads_back_equal(rules, kind, seed, seats, sequence):
    state = start(kind, rules, seed, seats)
    assert_round_trip(state)
    for move in sequence:
        try:
            state = step(state, move)
        except GameError:
            continue
        assert_round_trip(state)


def test_holding_several_dice_in_one_move_saves_and_one_undo_takes_them_back():
    state = toggle_holds(roll(new_game("yahtzee", ["Ann"], seed=5)), [0, 2, 4])
    loaded = state_from_dict(state_to_dict(state))
    assert loaded == state
    assert moves_since_roll(loaded) == [Move(HOLD, indexes=(0, 2, 4))]
    assert not any(undo(loaded).held)


def test_a_whole_game_of_computers_holding_several_dice_saves_at_every_step():
    # Every step of the first turns, then every turn's end (a save replays the whole history).
    for rules in ("yahtzee", "yatzy", "yamb"):
        computers = [Player("A", "computer", "easy"), Player("B", "computer", "easy")]
        state = new_game(rules, computers, seed=3)
        while not state.is_over:
            move = next_move(state)
            state = apply(state, move)  # a hold of several dice is one move
            sparse = state.ruleset.is_yamb and state.turn % 8 != 0
            if state.turn <= 3 or (move.kind == "score" and not sparse):
                assert_round_trip(state)


# Yamb's DIRECTED column: namings between turns, undone and saved. The presets are reached by
# `find_rules`; saves read them through `get_rules`, which offers them once every layer plays them.
# The steps of a turn with namings; the network's test plays them in a room too.
NAMING_STEPS = (
    st.just(("roll",)),
    st.tuples(st.just("hold"), st.integers(0, 5)),
    st.tuples(st.just("call"), st.integers(0, 12)),
    st.tuples(st.just("score"), st.integers(0, 200)),
    st.tuples(st.just("name"), st.integers(0, 12)),
)
directed_steps = st.one_of(
    *NAMING_STEPS,
    st.tuples(st.just("roll and score"), st.integers(0, 200)),
    st.just(("undo",)),
    st.just(("hint",)),
    st.just(("computer name",)),
    st.just(("computer step",)),
    st.just(("next match game",)),
)


def directed_step(state: GameState, move: tuple[object, ...]) -> GameState:
    if move[0] == "name":
        rows = nameable_rows(state) or list(state.ruleset.box_ids)
        return name_cell(state, rows[int(move[1]) % len(rows)])  # type: ignore[call-overload]
    if move[0] == "roll and score":
        return step(roll(state), ("score", move[1]))
    if move[0] == "computer name":
        return apply(state, next_move(state, "easy")) if state.naming else state
    return step(state, move)


@slow_examples(60)
@given(
    kind=st.sampled_from(("plain", "match")),
    seed=st.integers(0, 2**32),
    seats=st.integers(2, 3),
    sequence=st.lists(directed_steps, min_size=20, max_size=80),
)
def test_directed_play_with_namings_saves_and_loads_back_equal(kind, seed, seats, sequence):
    with patch("yahtzee_tui.game.serialize.get_rules", find_rules):
        state = start(kind, "jamb_directed", seed, seats)
        assert_round_trip(state)
        for move in sequence:
            try:
                state = directed_step(state, move)
            except GameError:
                continue
            assert_round_trip(state)


def test_a_save_whose_naming_does_not_match_its_history_is_refused_in_one_line():
    with patch("yahtzee_tui.game.serialize.get_rules", find_rules):
        state = new_game("jamb_directed", ["Ann", "Bob"], seed=2, first_player=0)
        state = name_cell(score(roll(state), "free.yamb"), "full")
        data = state_to_dict(state)
        assert data["named"] == "full" and "naming" not in data
        assert state_from_dict(json.loads(json.dumps(data))) == state
        data["named"] = "poker"
        try:
            state_from_dict(data)
        except GameError as error:
            assert str(error) == "the DIRECTED cell named does not match the history"
        else:
            raise AssertionError("a wrong naming loaded")
