"""Yamb's DIRECTED column (the `jamb_directed` preset): after a turn is scored the player names
a cell of the next player's DIRECTED column, the only one open to them for the coming turn."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.game.helpers import with_dice, with_sheet
from yahtzee_tui.game import (
    GameError,
    call,
    new_game,
    options,
    roll,
    roll_refusal,
    score,
    toggle_hold,
    undo,
)
from yahtzee_tui.game.actions import name_cell, name_refusal
from yahtzee_tui.game.assistance import undone_moves
from yahtzee_tui.game.directed import directed_column, nameable_rows, named_for
from yahtzee_tui.game.moves import NAME, Move, scoring
from yahtzee_tui.game.replay import moves_since_roll, replay_state
from yahtzee_tui.game.state import Player

RULES = "jamb_directed"


def table(seats: int = 2, seed: int = 1):
    return new_game(RULES, ["Ann", "Bob", "Cy"][:seats], seed=seed, first_player=0)


def scored(state, cell: str = "free.yamb"):
    """The current player rolls and writes `cell` (any dice do)."""
    return score(roll(state), cell)


def directed_options(state):
    return [o for o in options(state) if o.column == "directed"]


def test_a_table_of_one_cannot_play_the_directed_column():
    with pytest.raises(GameError) as refused:
        new_game(RULES, ["Ann"], seed=1)
    message = str(refused.value)
    assert "needs 2 or more players" in message and "\n" not in message


def test_the_first_turn_of_the_game_has_the_directed_column_closed():
    state = roll(table())
    assert state.named is None
    reasons = {o.reason for o in directed_options(state)}
    assert reasons == {"DIRECTED takes the cell named for you: none is named now"}


def test_after_a_turn_the_player_names_before_the_turn_passes():
    state = scored(table())
    assert state.naming and state.current == 0 and named_for(state) == 1
    assert nameable_rows(state) == list(state.ruleset.box_ids)
    # Nothing else may happen until the naming is made: the refusal says so.
    for move in (roll, lambda s: score(s, "free.ones"), lambda s: call(s, "ones")):
        with pytest.raises(GameError, match="Ann names a cell of Bob's DIRECTED column first"):
            move(state)
    after = name_cell(state, "full")
    assert (after.current, after.naming, after.named) == (1, False, "full")
    assert after.history[-1].kind == "name" and after.history[-1].player == 0
    assert after.history[-1].box == "full" and after.history[-1].column == "directed"


def test_the_named_cell_is_the_only_open_directed_cell_for_that_turn_only():
    state = roll(name_cell(scored(table()), "poker"))
    legal = [o.cell for o in directed_options(state) if o.legal]
    assert legal == ["directed.poker"]
    closed = next(o for o in directed_options(state) if o.box == "ones")
    assert closed.reason == "DIRECTED takes the cell named for you: next is POKER"
    # Bob plays elsewhere and leaves it: the cell is no longer named for him.
    left = score(state, "free.ones")
    assert left.named is None and "directed.poker" not in left.sheets[1]
    taken = score(state, "directed.poker")
    assert "directed.poker" in taken.sheets[1]


def test_a_full_directed_column_is_not_named():
    state = table()
    rows = state.ruleset.box_ids
    state = with_sheet(state, {f"directed.{row}": 0 for row in rows}, seat=1)
    after = scored(state)
    assert not after.naming and after.current == 1 and after.named is None


@pytest.mark.parametrize(
    ("setup", "row", "seat", "words"),
    [
        ("before", "full", None, "nothing to name now"),
        ("naming", "full", 1, "it is Ann's place to name, not yours"),
        ("naming", "nonsense", None, "unknown row 'nonsense'"),
        ("filled", "full", None, "Bob's DIRECTED FULL is already filled"),
        ("jamb", "full", None, "has no DIRECTED column"),
    ],
)
def test_a_naming_that_is_not_legal_is_refused_in_one_line(setup, row, seat, words):
    state = table()
    if setup == "naming":
        state = scored(state)
    elif setup == "filled":
        state = scored(with_sheet(state, {"directed.full": 40}, seat=1))
    elif setup == "jamb":
        state = new_game("jamb", ["Ann", "Bob"], seed=1)
    with pytest.raises(GameError) as refused:
        name_cell(state, row, seat=seat)
    assert words in str(refused.value) and "\n" not in str(refused.value)
    assert name_refusal(state, row, seat) == str(refused.value)


def test_a_naming_is_undone_like_a_move_and_marked():
    before = scored(table())
    named = name_cell(before, "kenta")
    back = undo(named)
    assert replace(back, marks=()) == replace(before, marks=())
    mark = undone_moves(back)[-1]
    assert (mark.undone, mark.cell, mark.player) == ("name", "kenta", 0)
    # The score before it is taken back next, as before.
    assert not undo(back).naming
    # Once the next player rolls, the naming stands.
    with pytest.raises(GameError, match="a roll cannot be taken back"):
        undo(roll(named))


def test_the_naming_is_a_move_since_the_last_roll():
    state = name_cell(scored(table()), "kenta")
    assert moves_since_roll(state)[-2:] == [scoring("free.yamb"), Move(NAME, box="kenta")]


def test_a_directed_key_names_its_row():
    assert name_cell(scored(table()), "directed.max").named == "max"


def test_the_directed_column_id():
    assert directed_column(table().ruleset) == "directed"
    assert directed_column(new_game("jamb", ["Ann"]).ruleset) is None


def test_the_last_score_of_the_game_names_nothing():
    state = table()
    ruleset = state.ruleset
    cells = [f"{c}.{r}" for c in ruleset.column_ids for r in ruleset.box_ids]
    full = {cell: 0 for cell in cells}
    almost = {cell: 0 for cell in cells if cell != "free.yamb"}
    state = with_sheet(with_sheet(state, almost, seat=0), full, seat=1)
    done = scored(state)
    assert done.is_over and not done.naming


def _random_turn(state, chooser: random.Random):
    """Roll, call when only CALL is left, reroll while a cell other than HAND stays open."""
    state = roll(state)
    legal = [o for o in options(state) if o.legal]
    if not legal:
        state = call(state, next(o.box for o in options(state)))
        legal = [o for o in options(state) if o.legal]
    while state.rolls_left and chooser.random() < 0.4 and any(o.column != "hand" for o in legal):
        state = roll(state)
        legal = [o for o in options(state) if o.legal]
    return score(state, chooser.choice(legal).cell)


def _random_game(seed: int, seats: int):
    chooser = random.Random(seed)
    state = table(seats, seed)
    while not state.is_over:
        if state.naming:
            state = name_cell(state, chooser.choice(nameable_rows(state)))
        else:
            state = _random_turn(state, chooser)
    return state


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), seats=st.integers(2, 3))
def test_whole_games_with_namings_end_full_and_replay(seed, seats):
    state = _random_game(seed, seats)
    ruleset = state.ruleset
    assert all(sheet.cells_filled == ruleset.turns for sheet in state.sheets)
    # Every turn after the first is named for whenever the column was open.
    names = [event for event in state.history if event.kind == "name"]
    assert names and all(event.column == "directed" for event in names)
    assert replay_state(state) == replace(state, previous=None)


def test_holds_still_work_in_a_named_turn():
    state = roll(name_cell(scored(table()), "yamb"))
    held = toggle_hold(state, 0)
    assert held.named == "yamb" and held.held[0]


def test_a_computer_names_the_row_that_costs_the_next_player_most():
    from yahtzee_tui.game.moves import NAME, apply
    from yahtzee_tui.strategy.directed import costliest_row, naming_values
    from yahtzee_tui.strategy.players import next_move

    state = new_game(RULES, [Player("Bot", "computer", "easy"), "Bob"], seed=3, first_player=0)
    state = scored(with_dice(state, [1, 1, 1, 1, 1, 1]))
    worth = naming_values(state)
    assert set(worth) == set(nameable_rows(state))
    costliest = min(worth, key=worth.__getitem__)
    assert costliest_row(state) == costliest
    move = next_move(state)
    assert (move.kind, move.box) == (NAME, costliest)
    assert apply(state, move).named == costliest
    # With that row filled on the next player's card, another is named.
    less = scored(with_sheet(table(), {f"directed.{costliest}": 0}, seat=1))
    assert costliest_row(less) != costliest
    assert costliest_row(less) in nameable_rows(less)


def test_a_computer_names_nothing_when_nothing_is_to_name():
    from yahtzee_tui.strategy.directed import costliest_row

    with pytest.raises(GameError, match="nothing to name now"):
        costliest_row(table())


def test_a_second_roll_is_refused_when_only_first_roll_cells_are_open():
    """HAND takes the first roll only and CALL a call after it: with nothing else open, a
    second roll would leave nothing to fill."""
    from yahtzee_tui.game.options import FIRST_ROLL_CELLS_ONLY

    state = new_game("jamb", ["Ann", "Bob"], seed=1, first_player=0)
    ruleset = state.ruleset
    others = {
        f"{column}.{row}": 0
        for column in ruleset.column_ids
        if column not in ("hand", "call")
        for row in ruleset.box_ids
    }
    state = roll(with_sheet(state, others))
    assert roll_refusal(state) == FIRST_ROLL_CELLS_ONLY
    # Once a CALL cell is called, the rolls go on.
    assert roll_refusal(call(state, "full")) is None
    # A DIRECTED column with nothing named is closed: HAND and CALL are still all there is.
    directed = with_sheet(table(), others)
    assert roll_refusal(roll(directed)) == FIRST_ROLL_CELLS_ONLY
    # A DIRECTED cell named takes any roll: the rolls go on.
    assert roll_refusal(roll(replace(directed, named="full"))) is None


@pytest.mark.parametrize("seed", [1, 2])
def test_easy_computers_play_a_whole_directed_game_naming_after_every_turn(seed):
    from yahtzee_tui.game.moves import apply
    from yahtzee_tui.strategy.players import next_move

    players = [Player("A", "computer", "easy"), Player("B", "computer", "easy")]
    state = new_game(RULES, players, seed=seed)
    while not state.is_over:
        state = apply(state, next_move(state))
    names = [event for event in state.history if event.kind == "name"]
    assert len(names) > 91
    assert replay_state(state) == replace(state, previous=None)


def test_a_review_walks_past_the_namings():
    from yahtzee_tui.strategy.review import positions

    state = _random_game(5, 2)
    kinds = [event.kind for _, _, event in positions(state)]
    assert kinds.count("name") == sum(event.kind == "name" for event in state.history)
