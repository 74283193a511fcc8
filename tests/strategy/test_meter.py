"""The meter's figure is the position's: held dice, the game's seed and how the position was
reached do not move it, and it lands in every rule set and Yamb preset."""

from __future__ import annotations

import threading
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.game.helpers import with_sheet
from yahtzee_tui.engine import get_rules
from yahtzee_tui.game import GameState, call, name_cell, new_game, options, roll, score
from yahtzee_tui.game.directed import nameable_rows
from yahtzee_tui.strategy import meter
from yahtzee_tui.strategy.meter import meter_chances, meter_playouts, position_seed
from yahtzee_tui.strategy.win_chances import yamb_playouts
from yahtzee_tui.strategy.yamb_table import expert_values

FEW = 60  # playouts per seat in these tests
RULE_SETS = ("yahtzee", "yatzy", "yahtzee_free_joker", "yahtzee_no_bonus", "yamb", "jamb")
RULE_SETS += ("jamb_directed",)


def few(state: GameState, seat: int) -> int:
    return 6 if state.ruleset.is_yamb else FEW


pytestmark = pytest.mark.tables("yahtzee")


def played(rules: str, seed: int, turns: int, players: int = 2) -> GameState:
    """A game `turns` scored turns in, by its players' best-points cells, then rolled."""
    state = new_game(rules, [f"P{i}" for i in range(players)], seed=seed, first_player=0)
    for _ in range(turns):
        state = roll(state)
        legal = [option for option in options(state) if option.legal]
        if not legal:  # only CALL cells are left
            state = call(state, next(o.box for o in options(state) if o.column == "call"))
            legal = [option for option in options(state) if option.legal]
        state = score(state, max(legal, key=lambda option: option.points).cell)
        if state.naming:
            state = name_cell(state, nameable_rows(state)[0])
    return roll(state)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    turns=st.integers(0, 20),
    held=st.lists(st.booleans(), min_size=5, max_size=5),
)
def test_held_dice_do_not_move_the_figure(seed, turns, held):
    state = played("yahtzee", seed, turns)
    holding = replace(state, held=tuple(held))
    assert position_seed(holding) == position_seed(state)
    figure = meter_chances(state, few)
    meter._kept.clear()  # worked out afresh, not read back
    assert meter_chances(holding, few) == figure


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), other=st.integers(0, 2**32), turns=st.integers(0, 8))
def test_the_same_position_reached_in_another_game_shows_the_same_figure(seed, other, turns):
    state = played("yahtzee", seed, turns)
    # The same cards and dice in a game from another seed, with another history.
    elsewhere = new_game("yahtzee", ["P0", "P1"], seed=other, first_player=0)
    for seat, sheet in enumerate(state.sheets):
        elsewhere = with_sheet(elsewhere, dict(sheet), seat=seat)
    elsewhere = replace(
        elsewhere, current=state.current, dice=state.dice, rolls_used=state.rolls_used
    )
    assert position_seed(elsewhere) == position_seed(state)
    figure = meter_chances(state, few)
    meter._kept.clear()
    assert meter_chances(elsewhere, few) == figure


def test_another_roll_is_another_position():
    state = played("yahtzee", 3, 2)
    assert position_seed(replace(state, dice=(1, 1, 2, 3, 4))) != position_seed(
        replace(state, dice=(1, 1, 2, 3, 5))
    )
    assert position_seed(replace(state, rolls_used=2)) != position_seed(state)


def test_the_other_players_totals_are_read_back_while_one_plays(monkeypatch):
    state = played("yahtzee", 5, 4)
    meter_chances(state, few)
    played_out: list[int] = []
    seat_totals = meter._seat_totals

    def counting(state: GameState, seat: int, *args: object):
        if (meter.seat_key(state, seat), few(state, seat)) not in meter._kept:
            played_out.append(seat)
        return seat_totals(state, seat, *args)

    monkeypatch.setattr(meter, "_seat_totals", counting)
    meter_chances(roll(state), few)
    assert played_out == [state.current]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_a_figure_lands_in_every_rule_set_and_preset(rules):
    state = played(rules, 11, 3)
    chances = meter_chances(state, few)
    assert len(chances) == 2
    assert sum(chances) == pytest.approx(1.0)


def test_a_yamb_card_plays_more_games_the_fewer_turns_it_has_left():
    start = meter_playouts(new_game("jamb_directed", ["Ann", "Bob"], seed=1), 0)
    assert start == max(meter.YAMB_LEAST, meter.YAMB_TURNS // get_rules("jamb_directed").turns)
    assert meter_playouts(played("jamb_directed", 1, 120), 0) > start


def test_a_wider_custom_yamb_sheet_plays_fewer_games_a_turn_costing_more():
    # Every column kind on one sheet: 8 columns, against 7 for the widest preset.
    wide = "yamb:down,up,both_ends,free,announce,hand,middle,directed"
    assert len(get_rules(wide).columns) == 8
    for rules in ("yamb", "jamb", "jamb_directed"):  # the presets: one game per 2,400 turns
        start = new_game(rules, ["Ann", "Bob"], seed=1)
        assert meter_playouts(start, 0) == meter.YAMB_TURNS // start.turns_total
    start = new_game(wide, ["Ann", "Bob"], seed=1)
    games = meter_playouts(start, 0)
    assert games * start.turns_total * 8 <= meter.YAMB_TURNS * meter.YAMB_COLUMNS
    assert games < meter.YAMB_TURNS // start.turns_total


def test_a_directed_playout_fills_only_the_named_directed_cell_on_its_first_turn():
    state = played("jamb_directed", 5, 6)
    assert state.named is not None
    options = get_rules("jamb_directed").yamb_options
    assert options is not None
    values = expert_values(options)
    where = values.layout
    column = where.directed
    sheet = state.current_sheet
    turn_filled = np.full((40, where.column_count, where.row_count), -1, dtype=np.int64)
    rng = np.random.default_rng(1)
    yamb_playouts(state, state.current, 40, rng, values, turn_filled=turn_filled)
    first = turn_filled[:, column] == sheet.cells_filled  # (playouts, rows)
    rows = {where.rows[row] for row in np.nonzero(first)[1]}
    assert rows <= {state.named}


def test_the_player_to_move_plays_fewer_games_while_the_others_are_read_back():
    state = played("yahtzee", 2, 3)
    mover, other = state.current, 1 - state.current
    assert meter_playouts(state, mover) == meter.MOVER_PLAYOUTS < meter.SOLVED_PLAYOUTS
    assert meter_playouts(state, other) == meter.SOLVED_PLAYOUTS
    # Before the roll the player to move's card is played out in full, like anyone's.
    before = replace(state, rolls_used=0, dice=(1, 1, 1, 1, 1), held=(False,) * 5)
    assert not before.has_rolled
    assert meter_playouts(before, mover) == meter.SOLVED_PLAYOUTS


@pytest.mark.parametrize("rules", ["yahtzee", "jamb"])
def test_warmed_totals_are_the_ones_worked_out_when_asked(rules):
    start = new_game(rules, ["Ann", "Bob", "Cy"], seed=4, first_player=1)
    meter._kept.clear()
    meter.warm(start, few)
    warmed = {key: totals.copy() for key, (totals, _) in meter._kept.items()}
    assert [key[0][1] for key in warmed] == [()]  # the empty card, held by every seat
    meter._kept.clear()
    meter_chances(start, few)
    assert meter._kept.keys() == warmed.keys()
    for key, (totals, _) in meter._kept.items():
        assert np.array_equal(totals, warmed[key])


def test_a_figure_is_the_same_warmed_or_not(monkeypatch):
    state = played("yahtzee", 8, 6, players=3)
    meter._kept.clear()
    cold = meter_chances(state, few)
    meter._kept.clear()
    meter.warm(state, few)
    played_out: list[int] = []
    play_seat = meter._play_seat

    def counting(state: GameState, seat: int, *args: object):
        played_out.append(seat)
        return play_seat(state, seat, *args)

    monkeypatch.setattr(meter, "_play_seat", counting)
    assert meter_chances(state, few) == cold
    assert played_out == [state.current]  # the rolled turn alone is played after warming


def test_a_card_asked_for_by_two_threads_at_once_is_played_once(monkeypatch):
    state = new_game("yahtzee", ["Ann", "Bob"], seed=2, first_player=0)
    meter._kept.clear()
    go, second_asked = threading.Event(), threading.Event()
    played_out: list[int] = []
    play_seat, key_of = meter._play_seat, meter.seat_key

    def playing(*args: object):
        played_out.append(1)
        go.wait()
        return play_seat(*args)

    def asking(*args: object):
        if threading.current_thread().name == "second":
            second_asked.set()
        return key_of(*args)

    monkeypatch.setattr(meter, "_play_seat", playing)
    monkeypatch.setattr(meter, "seat_key", asking)
    results: dict[str, object] = {}

    def ask(name: str) -> None:
        results[name] = meter._seat_totals(state, 0, FEW, None)

    first = threading.Thread(target=ask, args=("first",), name="first")
    first.start()
    second = threading.Thread(target=ask, args=("second",), name="second")
    second.start()
    second_asked.wait()
    go.set()
    first.join()
    second.join()
    assert played_out == [1]
    assert results["first"] is results["second"]


@pytest.mark.parametrize("rules", ["yahtzee", "yamb"])
def test_the_figure_foreseen_before_a_turns_first_roll_is_the_one_worked_out_after_it(
    rules, monkeypatch
):
    state = new_game(rules, ["Ann", "Bob"], seed=5, first_player=1)
    meter._kept.clear()
    after = meter_chances(roll(state), few)
    meter._kept.clear()
    meter_chances(state, few)
    meter.foresee(state, few)
    played_out: list[int] = []
    play_seat = meter._play_seat

    def counting(state: GameState, seat: int, *args: object):
        played_out.append(seat)
        return play_seat(state, seat, *args)

    monkeypatch.setattr(meter, "_play_seat", counting)
    assert meter_chances(roll(state), few) == after
    assert played_out == []


def test_nothing_is_foreseen_once_the_turn_has_rolled():
    state = played("yahtzee", 5, 4)
    meter._kept.clear()
    meter.foresee(state, few)
    assert not meter._kept
