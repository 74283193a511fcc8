"""Playing for the win: the win level leaves the points-optimal move when the table's scores
say so, the opponents' totals are their cards' own, and a target ranks options by its chance."""

from __future__ import annotations

import numpy as np
import pytest

from tests.game.helpers import with_dice, with_sheet
from yahtzee_tui.engine import get_rules, totals
from yahtzee_tui.game import Player, new_game
from yahtzee_tui.game.moves import HOLD
from yahtzee_tui.strategy.goals import TARGET, WIN, Goal
from yahtzee_tui.strategy.players import next_move, play_as
from yahtzee_tui.strategy.win_play import advise_for_goal, card_finals, opponent_finals

pytestmark = pytest.mark.tables("yahtzee", "yatzy", spread=True)

# Everything filled but the large straight and the Yahtzee box.
MINE = {
    "ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15, "sixes": 18,
    "three_of_a_kind": 20, "four_of_a_kind": 0, "full_house": 25, "chance": 22,
    "small_straight": 30,
}  # fmt: skip
# The other player finished 40 points ahead: a large straight only ties; a Yahtzee wins.
THEIRS = dict(MINE, large_straight=40, yahtzee=0)


def _table(rolls_used: int, dice: tuple[int, ...]):
    players = [Player("A", "computer", "win"), Player("B", "computer", "expert")]
    state = new_game(get_rules("yahtzee"), players, seed=1, first_player=0)
    state = with_sheet(with_sheet(state, MINE, 0), THEIRS, 1)
    return with_dice(state, dice, rolls_used)


def test_level_behind_the_finished_leader_the_win_level_goes_for_the_yahtzee():
    state = _table(1, (4, 4, 6, 5, 4))
    assert play_as(state, "expert").hold == (4, 5)  # points: the straight
    assert next_move(state, "win").hold == (4, 4, 4)  # the win: five alike
    ranked = advise_for_goal(state, Goal(WIN))
    chances = {option.hold: option.expected_score for option in ranked if option.action == HOLD}
    assert chances[(4, 4, 4)] > chances[(4, 5)]
    assert ranked[0].hold == (4, 4, 4) and ranked[0].loss == 0.0


def test_a_finished_player_counts_with_the_total_on_the_card():
    state = _table(1, (4, 4, 6, 5, 4))
    (finals,) = opponent_finals(state, 0)
    assert finals.tolist() == [totals("yahtzee", THEIRS)["total"]]


def test_an_unfinished_card_is_played_out_the_same_way_every_time():
    card = dict(MINE)
    first = card_finals(get_rules("yahtzee"), [card], playouts=300)[0]
    again = card_finals(get_rules("yahtzee"), [card], playouts=300)[0]
    assert len(first) == 300 and np.array_equal(first, again)
    assert first.min() >= totals("yahtzee", card)["total"]


def test_a_target_ranks_the_options_by_its_chance():
    state = _table(1, (4, 4, 6, 5, 4))
    now = totals("yahtzee", MINE)["total"]
    ranked = advise_for_goal(state, Goal(TARGET, now + 50))
    assert ranked[0].hold == (4, 4, 4)
    assert all(0.0 <= option.expected_score <= 1.0 for option in ranked)
    certain = advise_for_goal(state, Goal(TARGET, now))
    assert all(option.expected_score == 1.0 for option in certain)


def test_far_from_the_end_the_win_level_plays_for_points():
    players = [Player("A", "computer", "win"), Player("B", "computer", "expert")]
    state = with_dice(new_game(get_rules("yatzy"), players, seed=3), (1, 3, 3, 5, 6), 1)
    assert next_move(state, "win") == play_as(state, "expert")


def test_with_the_win_certain_the_win_level_still_takes_the_most_points():
    players = [Player("A", "computer", "win"), Player("B", "computer", "expert")]
    state = new_game(get_rules("yahtzee"), players, seed=1, first_player=0)
    behind = dict(MINE, large_straight=0, yahtzee=0, chance=5, full_house=0)
    state = with_dice(with_sheet(with_sheet(state, MINE, 0), behind, 1), (1, 1, 2, 3, 6), 3)
    ranked = advise_for_goal(state, Goal(WIN))
    assert all(option.expected_score == 1.0 for option in ranked)  # won whatever comes
    # Not the first box in the card's order (the large straight), but the Yahtzee box.
    assert next_move(state, "win") == play_as(state, "expert")
    assert next_move(state, "win").box == "yahtzee"
