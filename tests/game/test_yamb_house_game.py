"""The game model playing Yamb's house rules (the `jamb` preset): HAND takes only the first
roll's dice, KENTA scores by the roll it came in, TRIPS is a row, and whole games hold
together (every history replays). Not offered yet: a save of one is refused."""

from __future__ import annotations

import random

import pytest

from tests.game.helpers import with_dice
from yahtzee_tui.engine import totals
from yahtzee_tui.game import GameError, call, new_game, options, roll, score
from yahtzee_tui.game.replay import replay_state
from yahtzee_tui.game.serialize import state_from_dict, state_to_dict
from yahtzee_tui.storage.saves import load_game, save_game

MIDDLE = ("max", "min")


def jamb(seed: int = 1):
    return new_game("jamb", ["Ann"], seed=seed)


def option(state, cell: str):
    return next(found for found in options(state) if found.cell == cell)


def test_hand_takes_the_first_rolls_dice_only():
    first = with_dice(jamb(), [2, 3, 4, 5, 6, 6], rolls_used=1)
    assert option(first, "hand.kenta").legal and option(first, "hand.kenta").points == 66
    second = with_dice(jamb(), [2, 3, 4, 5, 6, 6], rolls_used=2)
    hand = option(second, "hand.kenta")
    assert not hand.legal and hand.reason == "HAND takes the dice of the first roll only"
    with pytest.raises(GameError, match="first roll only"):
        score(second, "hand.kenta")


def test_kenta_scores_by_the_roll_it_came_in_and_trips_is_a_row():
    second = with_dice(jamb(), [2, 3, 4, 5, 6, 6], rolls_used=2)
    assert option(second, "free.kenta").points == 56
    third = with_dice(jamb(), [2, 3, 4, 5, 6, 6], rolls_used=3)
    after = score(third, "free.kenta")
    assert after.sheets[0]["free.kenta"] == 46
    trips = with_dice(jamb(), [4, 4, 4, 1, 2, 6], rolls_used=1)
    assert score(trips, "free.trips").sheets[0]["free.trips"] == 32


def test_middle_opens_trips_after_min_and_says_why_in_the_columns_own_words():
    state = with_dice(jamb(), [1, 1, 2, 3, 5, 6], rolls_used=1)
    assert option(state, "middle.max").legal and option(state, "middle.min").legal
    assert option(state, "middle.trips").reason == (
        "MIDDLE fills outward from MAX and MIN: next is MAX or MIN"
    )


@pytest.mark.parametrize("seed", [3, 4])
def test_a_whole_jamb_game_of_random_legal_moves_ends_and_replays(seed):
    chooser = random.Random(seed)
    state = new_game("jamb", ["Ann", "Bob"], seed=seed)
    while not state.is_over:
        state = roll(state)
        legal = [found for found in options(state) if found.legal]
        if not legal:  # only CALL cells are left: call one now
            state = call(state, next(found.box for found in options(state)))
            legal = [found for found in options(state) if found.legal]
        while state.rolls_left and chooser.random() < 0.4:
            state = roll(state)
            legal = [found for found in options(state) if found.legal]
        state = score(state, chooser.choice(legal).cell)
    assert replay_state(state) == state
    for sheet in state.sheets:
        assert len(sheet) == 6 * 13
        sums = totals("jamb", sheet)
        # MAX and MIN count only through the middle result, (MAX - MIN) x ones.
        written = sum(points for key, points in sheet.items() if key.split(".")[1] not in MIDDLE)
        extra = sum(
            sums[f"{column}.{part}"]
            for column in state.ruleset.column_ids
            for part in ("upper_bonus", "middle")
        )
        assert sums["total"] == written + extra


def test_a_house_rule_table_saves_and_loads(tmp_path):
    state = roll(jamb())
    assert state_from_dict(state_to_dict(state)) == state
    save_game(state, tmp_path / "game.json")
    assert load_game(tmp_path / "game.json") == state
