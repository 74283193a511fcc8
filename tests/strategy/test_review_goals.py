"""The review under the win: a choice that kept the most points but gave away the chance to
win is judged by that chance."""

from __future__ import annotations

from tests.tui.helpers import game, played_until
from yahtzee_tui.engine import get_rules
from yahtzee_tui.game import roll, score
from yahtzee_tui.strategy import prepare_advisor
from yahtzee_tui.strategy.goals import WIN, Goal
from yahtzee_tui.strategy.review import goal_decisions, review


def test_a_choice_best_for_points_that_gives_away_the_win_is_judged_by_the_chance():
    prepare_advisor(get_rules("yahtzee"))
    # Ann behind, two boxes open after her last roll: 0 in Yahtzee keeps the most points,
    # Full house (also 0 now) keeps her only chance to win.
    state = roll(roll(roll(played_until(game("yahtzee", ["Ann", "Bob"], seed=18), 4))))
    index = len(state.history)
    finished = played_until(score(state, "yahtzee"))
    found = review(finished)
    decision = next(d for d in found.decisions if d.index == index)
    assert decision.is_best  # for points
    judged = {g.decision.index: g for g in goal_decisions(found, Goal(WIN))}
    ann = judged[index]
    assert ann.chosen.box == "yahtzee" and ann.best.box == "full_house"
    assert ann.chance_loss > 0.01
    # Every decision judged is one made within the win level's last boxes.
    assert all(g.decision.position.turn >= 8 for g in judged.values())


def test_for_a_target_the_same_decisions_are_judged_by_its_chance():
    prepare_advisor(get_rules("yahtzee"))
    finished = played_until(game("yahtzee", ["Ann"], seed=3))
    found = review(finished)
    judged = goal_decisions(found, Goal("target", 200))
    assert judged and all(0.0 <= g.chance_loss <= 1.0 for g in judged)
    assert all(g.decision.seat == 0 for g in judged)
