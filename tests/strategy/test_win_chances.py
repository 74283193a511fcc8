"""Chances to win from playouts: exact in a tiny endgame, seeded, ties shared, Yamb legal."""

from __future__ import annotations

from dataclasses import replace
from itertools import product

import numpy as np
import pytest

from tests.game.helpers import with_dice, with_sheet
from tests.strategy.test_yamb_expert import random_position
from yahtzee_tui.engine import get_rules, totals, yamb_open_rows
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, new_game, options, roll, score
from yahtzee_tui.strategy.win_chances import (
    Stopped,
    final_totals,
    win_chances,
    win_shares,
    yamb_playouts,
)
from yahtzee_tui.strategy.yamb_cards import COLUMNS, ROWS, layout
from yahtzee_tui.strategy.yamb_values import one_turn_values

YAMB = get_rules("yamb")
# Every box but chance, the upper bonus out of reach and the Yahtzee box scratched: the
# chance box is all that is left to play for.
ALL_BUT_CHANCE = {
    "ones": 1,
    "twos": 2,
    "threes": 3,
    "fours": 4,
    "fives": 5,
    "sixes": 6,
    "three_of_a_kind": 20,
    "four_of_a_kind": 0,
    "full_house": 25,
    "small_straight": 30,
    "large_straight": 0,
    "yahtzee": 0,
}


pytestmark = pytest.mark.tables("yahtzee")


def die_after(rerolls: int) -> dict[int, float]:
    """The exact distribution of the final face of a die rolled now with `rerolls` rolls
    still to come, when chance is the only box left.

    Each die is played alone: with one roll to come a die is kept from 4 up (a new roll is
    worth 3.5), with two from 5 up (a new roll is then worth 4.25).
    """
    if rerolls == 0:
        return {face: 1 / 6 for face in range(1, 7)}
    keep_from = 4 if rerolls == 1 else 5
    later = die_after(rerolls - 1)
    result = {face: 0.0 for face in range(1, 7)}
    for face in range(1, 7):
        if face >= keep_from:
            result[face] += 1 / 6
        else:
            for again, chance in later.items():
                result[again] += chance / 6
    return result


def chance_box(dice: list[dict[int, float]]) -> dict[int, float]:
    """The exact distribution of the chance box: the sum of independent dice."""
    result: dict[int, float] = {}
    for faces in product(*(d.items() for d in dice)):
        total = sum(face for face, _ in faces)
        result[total] = result.get(total, 0.0) + float(np.prod([p for _, p in faces]))
    return result


def exact_first_wins(first: dict[int, float], second: dict[int, float]) -> float:
    return sum(
        p * q * (1.0 if a > b else 0.5 if a == b else 0.0)
        for a, p in first.items()
        for b, q in second.items()
    )


def endgame(lead: int) -> GameState:
    """Two players with only chance left; the first leads by `lead` points."""
    state = new_game("yahtzee", ["Ann", "Bob"], seed=1, first_player=0)
    behind = dict(ALL_BUT_CHANCE, **{"three_of_a_kind": ALL_BUT_CHANCE["three_of_a_kind"] - lead})
    state = with_sheet(state, ALL_BUT_CHANCE, seat=0)
    return replace(with_sheet(state, behind, seat=1), turn=13)


def test_the_estimate_meets_the_exact_chance_of_a_one_box_endgame():
    state = endgame(lead=3)
    fresh = chance_box([die_after(2)] * 5)
    exact = exact_first_wins({s + 3: p for s, p in fresh.items()}, fresh)
    chances = win_chances(state, 20_000, seed=5)
    assert chances[0] == pytest.approx(exact, abs=0.015)
    assert sum(chances) == pytest.approx(1.0)


def test_a_turn_under_way_counts_its_dice_holds_and_rolls_left():
    # Ann has rolled 6 6 6 1 1 with two rolls left and holds the sixes: she keeps 18 and
    # plays two dice; Bob plays all five from scratch.
    state = with_dice(endgame(lead=0), (6, 6, 6, 1, 1), rolls_used=1)
    state = replace(state, held=(True, True, True, False, False))
    ann = {18 + s: p for s, p in chance_box([die_after(1)] * 2).items()}
    exact = exact_first_wins(ann, chance_box([die_after(2)] * 5))
    assert win_chances(state, 20_000, seed=6)[0] == pytest.approx(exact, abs=0.015)
    # With no roll left the dice on the table are what she scores.
    last = replace(state, rolls_used=3, held=(False,) * 5)
    exact = exact_first_wins({20: 1.0}, chance_box([die_after(2)] * 5))
    assert win_chances(last, 20_000, seed=6)[0] == pytest.approx(exact, abs=0.015)


def test_the_same_seed_gives_the_same_chances_and_another_seed_others():
    state = roll(new_game("yahtzee", ["Ann", "Bob", "Cy"], seed=4))
    first = win_chances(state, 300, seed=1)
    assert win_chances(state, 300, seed=1) == first
    assert win_chances(state, 300, seed=2) != first
    assert len(first) == 3
    assert sum(first) == pytest.approx(1.0)


def test_equal_totals_share_the_win():
    assert win_shares(np.array([[10, 10], [10, 10]])) == (0.5, 0.5)
    three = win_shares(np.array([[7], [7], [3]]))
    assert three == pytest.approx((0.5, 0.5, 0.0))
    # Half the time a tie, half the time the first ahead.
    assert win_shares(np.array([[5, 6], [5, 5]])) == pytest.approx((0.75, 0.25))


def test_a_finished_game_gives_the_winner_everything():
    state = endgame(lead=3)
    state = roll(state)
    state = score(state, "chance")
    state = score(roll(state), "chance")
    chances = win_chances(state, 50, seed=1)
    ann, bob = (totals("yahtzee", sheet)["total"] for sheet in state.sheets)
    expected = (1.0, 0.0) if ann > bob else (0.0, 1.0) if bob > ann else (0.5, 0.5)
    assert chances == expected


def test_a_full_card_keeps_its_total_in_every_playout():
    state = endgame(lead=0)
    state = score(roll(state), "chance")  # Ann is done; Bob plays on
    finals = final_totals(state, 40, seed=3)
    assert set(finals[0]) == {totals("yahtzee", state.sheets[0])["total"]}
    assert len(set(finals[1])) > 1


@pytest.mark.parametrize("playouts", [0, -1, 1.5, True, 10**7])
def test_a_bad_number_of_playouts_is_a_game_error(playouts):
    with pytest.raises(GameError, match="playouts"):
        win_chances(new_game("yahtzee", ["Ann"], seed=1), playouts, seed=1)


# Positions after the first roll, the second (some dice held), a call, and the third roll.
@pytest.mark.parametrize(("seed", "roll_again"), [(3, 0), (11, 0), (108, 0), (135, 0), (11, 1)])
def test_yamb_playouts_fill_legal_cells_from_a_turn_under_way(seed, roll_again):
    state = random_position(seed)
    if roll_again:
        state = roll(state)
    seat = state.current
    before = dict(state.sheets[seat])
    points_now = {o.cell: o.points for o in options(state)}
    legal = {o.cell for o in options(state) if o.legal}
    if state.called is not None:
        legal = {f"call.{state.called}"}
    elif state.rolls_used == 1:
        legal |= {o.cell for o in options(state) if o.column == "call"}
    playouts = 6
    turn_filled = np.full((playouts, len(COLUMNS), len(ROWS)), -1, dtype=np.int64)
    rng = np.random.default_rng(seed)
    cards = yamb_playouts(state, seat, playouts, rng, one_turn_values(), turn_filled)
    played = len(before)
    for points, filled_on, total in zip(
        cards.points, turn_filled, cards.column_totals().sum(axis=1), strict=True
    ):
        card = dict(before)
        for turn in range(played, 78):
            c, r = np.argwhere(filled_on == turn)[0]
            column, row = COLUMNS[c], ROWS[r]
            key = f"{column}.{row}"
            if turn == played:
                assert key in legal
                if state.rolls_left == 0:  # the dice on the table are what is written
                    assert points[c, r] == points_now[key]
            elif column != "call":
                filled = frozenset(x for x in ROWS if f"{column}.{x}" in card)
                assert row in yamb_open_rows(column, filled)
            assert key not in card
            card[key] = int(points[c, r])
        assert len(card) == 78
        assert totals(YAMB, card)["total"] == total


@pytest.mark.parametrize("rules", ["yahtzee", "yamb"])
def test_an_estimate_no_longer_wanted_stops_between_turns(rules, monkeypatch):
    from yahtzee_tui.strategy import win_chances as module

    monkeypatch.setattr(module, "expert_values", lambda options: one_turn_values(layout(options)))
    asked = []

    def stop() -> bool:
        asked.append(True)
        return len(asked) > 2

    with pytest.raises(Stopped):
        win_chances(roll(new_game(rules, ["Ann", "Bob"], seed=1)), 20, seed=1, stop=stop)
    assert len(asked) == 3
