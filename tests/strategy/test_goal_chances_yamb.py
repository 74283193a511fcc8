"""Yamb's chances to win for the hint panel and the coach: in the win level's last cells, each
option's share of the win beside the expert's turn value, the win's order first."""

from __future__ import annotations

import pytest

from tests.game.helpers import with_dice, with_sheet
from tests.strategy.test_win_play_yamb import finished_card
from yahtzee_tui.game import new_game, player_totals
from yahtzee_tui.game.moves import HOLD
from yahtzee_tui.strategy.advisor import advise_state
from yahtzee_tui.strategy.goal_chances import goal_chances, option_key
from yahtzee_tui.strategy.goals import TARGET, WIN, Goal


def last_poker(open_cells: tuple[str, ...] = ("free2.poker",)):
    """Ann with `open_cells` left (her card otherwise as the expert filled it), 2 2 5 2 5 1
    with one roll left; Bob finished 52 points ahead: a POKER of 2s (48) loses, of 5s wins."""
    mine = {cell: points for cell, points in finished_card().items() if cell not in open_cells}
    theirs = dict(mine, **{"free2.poker": 52}) if open_cells == ("free2.poker",) else mine
    state = new_game("yamb", ["Ann", "Bob"], seed=5, first_player=0)
    state = with_sheet(with_sheet(state, mine, 0), theirs, 1)
    return with_dice(state, (2, 2, 5, 2, 5, 1), 2)


def test_in_the_last_cells_each_option_has_its_chance_to_win_beside_its_turn_value():
    state = last_poker()
    assert player_totals(state, 1)["total"] == player_totals(state, 0)["total"] + 52
    found = goal_chances(state, Goal(WIN))
    assert found is not None
    best = found[0]
    assert best.advice.action == HOLD and best.advice.hold == (5, 5) and best.chance > 0.13
    assert advise_state(state)[0].hold == (2, 2, 2)  # the points' best: a sure loss
    expert = {option_key(option): option for option in advise_state(state)}
    sure_loss = next(option for option in found if option.advice.hold == (2, 2, 2))
    assert sure_loss.chance == 0.0 and sure_loss.chance_loss == best.chance
    # Beside each chance, the expert's own figures for the option.
    assert all(option.advice == expert[option_key(option.advice)] for option in found)
    assert [option.chance for option in found] == sorted((o.chance for o in found), reverse=True)


def test_before_the_last_cells_and_for_a_target_yamb_has_no_chances():
    assert (
        goal_chances(
            last_poker(("free2.poker", "free2.yamb", "free2.full", "free2.max")), Goal(WIN)
        )
        is None
    )
    assert goal_chances(last_poker(), Goal(TARGET, 9000)) is None


def test_the_chances_tell_their_steps_and_stop_when_told():
    """One step for each other card played out and one for each open cell: the panel's
    progress, and what the progress raises calls the work off."""
    state = last_poker(("free2.poker", "free2.yamb", "free2.full"))
    told: list[tuple[int, int]] = []
    found = goal_chances(state, Goal(WIN), progress=lambda done, total: told.append((done, total)))
    assert found is not None
    assert told == [(done, 4) for done in range(5)]

    class CalledOff(Exception):
        pass

    def stop(done: int, total: int) -> None:
        if done == 2:
            raise CalledOff

    other = last_poker(("free2.poker", "free2.yamb", "free2.max"))
    with pytest.raises(CalledOff):
        goal_chances(other, Goal(WIN), progress=stop)
