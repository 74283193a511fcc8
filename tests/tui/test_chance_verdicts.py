"""The coach and the Review under the win: a choice a tenth of a point behind the best is no
longer "the best choice" (the panel's tenths show the difference), and a choice made when the
game is won or lost whatever is chosen is judged by the points alone."""

from __future__ import annotations

from tests.tui.helpers import game, played_until, rolled
from yahtzee_tui.game import score
from yahtzee_tui.game.moves import SCORE
from yahtzee_tui.strategy import Advice
from yahtzee_tui.strategy import review as review_module
from yahtzee_tui.strategy.goal_chances import GoalOption
from yahtzee_tui.strategy.goals import Goal
from yahtzee_tui.strategy.review import goal_decisions, review
from yahtzee_tui.tui.views.hints import ObjectiveShown
from yahtzee_tui.tui.views.objectives import WIN
from yahtzee_tui.tui.views.verdicts import Verdict, coach_verdict

CHANCE = Advice(SCORE, 250.0, box="chance", points=17)
SIXES = Advice(SCORE, 248.0, loss=2.0, box="sixes", points=18)


def test_a_choice_four_tenths_behind_the_best_for_the_win_says_so():
    rules = game("yatzy").ruleset
    said = Verdict(SIXES, CHANCE, ObjectiveShown(WIN), 0.004).text(rules)
    assert said == "Sixes −<1% to win, best was Chance"
    assert "the best choice" in Verdict(SIXES, CHANCE, ObjectiveShown(WIN), 0.0004).text(rules)


def last_box_rolled():
    """Ann's last turn of Yatzy, 3 3 3 5 6 rolled, two boxes open: Chance and Sixes."""
    state = played_until(game("yatzy", ["Ann", "Bob"], seed=3), 3)
    return rolled(state, (3, 3, 3, 5, 6))


def judged(chances: tuple[float, float]) -> Verdict | None:
    before = last_box_rolled()
    options = [
        Advice(SCORE, 250.0, box=box, points=0)
        for box in before.ruleset.box_ids
        if box not in before.current_sheet
    ]
    goal = ObjectiveShown(WIN, chances=tuple(map(GoalOption, options, chances)))
    after = score(before, options[1].box)
    return coach_verdict(before, after.history[-1], options, goal)


def test_the_coach_judges_by_the_chance_while_the_choice_can_move_it():
    verdict = judged((0.40, 0.10))
    assert verdict is not None and verdict.goal is not None
    assert abs(verdict.chance_loss - 0.30) < 1e-9


def test_a_game_lost_whatever_is_chosen_is_judged_by_the_points():
    verdict = judged((0.0, 0.0))
    assert verdict is not None and verdict.goal is None


def test_the_review_leaves_a_decided_choice_to_the_points(monkeypatch):
    state = played_until(game("yatzy", ["Ann", "Bob"], seed=3))
    found = review(state)
    assert goal_decisions(found, Goal(WIN))  # the last boxes judged by the win

    def lost(position, goal, progress=None, horizon=8):
        return [GoalOption(advice, 0.0) for advice in review_module.advise_state(position)]

    monkeypatch.setattr(review_module, "goal_chances", lost)
    assert goal_decisions(found, Goal(WIN)) == []
