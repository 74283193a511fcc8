"""Playing Yamb for the win: in its last cells the win level leaves the expert's move when the
expert's loses for sure, makes the same move from the same position, and plays whole games of
every preset by the rules."""

from __future__ import annotations

from functools import cache

import pytest

from tests.game.helpers import with_dice, with_sheet
from yahtzee_tui.engine import totals
from yahtzee_tui.game import GameState, Player, new_game, player_totals
from yahtzee_tui.game.moves import HOLD, apply
from yahtzee_tui.game.replay import replay_state
from yahtzee_tui.strategy import yamb_win
from yahtzee_tui.strategy.goals import WIN, Goal
from yahtzee_tui.strategy.players import next_move, play_as
from yahtzee_tui.strategy.win_play import advise_for_goal

PRESETS = ("yamb", "jamb", "jamb_directed")


def seats(*levels: str) -> list[Player]:
    return [Player(f"{level} {seat + 1}", "computer", level) for seat, level in enumerate(levels)]


@cache
def finished_card() -> dict[str, int]:
    """A whole Yamb card as the expert fills it."""
    state = new_game("yamb", seats("expert", "expert"), seed=3, first_player=0)
    while not state.is_over:
        state = apply(state, play_as(state, "expert"))
    return dict(state.sheets[0])


def table(
    open_cells: tuple[str, ...], theirs: dict[str, int], dice: tuple[int, ...], rolls_used: int
) -> GameState:
    """The win level to move with `open_cells` left on its card, against `theirs`."""
    mine = {cell: points for cell, points in finished_card().items() if cell not in open_cells}
    state = new_game("yamb", seats("win", "expert"), seed=5, first_player=0)
    state = with_sheet(with_sheet(state, mine, 0), theirs, 1)
    return with_dice(state, dice, rolls_used)


def test_behind_the_finished_leader_the_win_level_plays_the_last_poker_for_the_win():
    mine = {cell: points for cell, points in finished_card().items() if cell != "free2.poker"}
    # The other player finished 52 points ahead: a POKER of 2s (48) loses, of 5s (60) wins.
    theirs = dict(mine, **{"free2.poker": 52})
    state = table(("free2.poker",), theirs, (2, 2, 5, 2, 5, 1), 2)
    assert totals("yamb", theirs)["total"] == totals("yamb", mine)["total"] + 52
    assert play_as(state, "expert").hold == (2, 2, 2)  # points: the sure POKER of 2s
    assert next_move(state, "win").hold == (5, 5)  # the win: four 5s or better
    chances = {
        option.hold: option.expected_score
        for option in advise_for_goal(state, Goal(WIN))
        if option.action == HOLD
    }
    assert chances[(2, 2, 2)] == 0.0
    assert chances[(5, 5)] > 0.13


def last_three_cells() -> GameState:
    """Three cells left, the other player finished: the expert's hold is not the win's."""
    open_cells = ("free1.fours", "free1.full", "free1.twos")
    return table(open_cells, finished_card(), (2, 6, 6, 3, 3, 5), 1)


def test_the_same_position_gives_the_same_move():
    state = last_three_cells()
    yamb_win._kept.clear()
    first = next_move(state, "win")
    yamb_win._kept.clear()  # worked out again, from its own playouts
    assert next_move(state, "win") == first
    assert first != play_as(state, "expert")


def test_an_unfinished_player_is_played_out_the_same_way_every_time():
    theirs = {cell: points for cell, points in finished_card().items() if cell != "free2.yamb"}
    state = table(("free1.fours", "free1.full", "free1.twos"), theirs, (2, 6, 6, 3, 3, 5), 1)
    yamb_win._kept.clear()
    first = advise_for_goal(state, Goal(WIN))
    yamb_win._kept.clear()
    again = advise_for_goal(state, Goal(WIN))
    assert [(o.action, o.hold, o.box, o.expected_score) for o in first] == [
        (o.action, o.hold, o.box, o.expected_score) for o in again
    ]
    assert all(0.0 <= option.expected_score <= 1.0 for option in first)


def test_far_from_the_end_the_win_level_plays_as_expert():
    state = with_dice(new_game("yamb", seats("win", "expert"), seed=3), (1, 3, 3, 5, 6, 6), 1)
    assert next_move(state, "win") == play_as(state, "expert")


@pytest.mark.parametrize("rules", PRESETS)
def test_the_win_level_plays_a_whole_preset_game_to_a_valid_card(rules):
    state = new_game(rules, seats("win", "expert"), seed=7, first_player=0)
    while not state.is_over:
        state = apply(state, next_move(state))
    ruleset = state.ruleset
    cells = {f"{column}.{row}" for column in ruleset.column_ids for row in ruleset.box_ids}
    assert replay_state(state) == state
    for seat, sheet in enumerate(state.sheets):
        assert set(sheet) == cells
        assert player_totals(state, seat)["total"] == totals(ruleset, sheet)["total"]
