"""The Review under the win or a target, in words: whose decisions are judged by which goal,
and the choices that gave its chance away (the game-over screen's Review tab and
`yahtzee-tui review` say the same). No Textual here."""

from __future__ import annotations

from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import _
from yahtzee_tui.strategy.goals import Goal
from yahtzee_tui.strategy.review import (
    Decision,
    GameReview,
    GoalDecision,
    goal_best,
    goal_decisions,
)
from yahtzee_tui.tui.views.hints import NO_CHANCE_LOSS, ObjectiveShown
from yahtzee_tui.tui.views.objectives import TARGET, WIN, Objective
from yahtzee_tui.tui.views.verdicts import Verdict


def judged_goals(state: GameState, objective: Objective) -> dict[int, Goal] | None:
    """The goal each seat's decisions are judged by besides the points (None: points alone):
    the win, when the hints played for it at a table of two or more (at Yamb, the win level's
    last cells, by the expert's values); a target (Yahtzee and Yatzy), for each human player
    whose target the table had found: a computer never played for one."""
    if objective.kind == WIN and len(state.players) > 1:
        return {seat: Goal(WIN) for seat in range(len(state.players))}
    if objective.kind == TARGET and objective.targets and not state.ruleset.is_yamb:
        humans = {
            seat: Goal(TARGET, t.total)
            for seat, t in objective.targets.items()
            if not state.players[seat].is_computer
        }
        return humans or None
    return None


def judged_decisions(found: GameReview, objective: Objective) -> tuple[GoalDecision, ...] | None:
    """The decisions judged by the objective's goal (None: the objective is points, or a
    goal that does not apply to this game). Exact solves: seconds for a whole game."""
    goals = judged_goals(found.state, objective)
    return None if goals is None else tuple(goal_decisions(found, goals))


def marked_worst(found: GameReview, judged: tuple[GoalDecision, ...] | None) -> list[Decision]:
    """The decisions that gave points away, worst first; those that were the best for the
    objective (the win, a target) marked so: under it they were no mistake."""
    return goal_best(found.worst(), judged or (), below=NO_CHANCE_LOSS)


def win_lines(
    state: GameState, judged: tuple[GoalDecision, ...], objective: Objective | None = None
) -> list[str]:
    """The choices that gave away the chance to win (or of the objective's target), in order
    of play, in the coach's words."""
    rules = state.ruleset
    lines = []
    for one in judged:
        if one.chance_loss < NO_CHANCE_LOSS:
            continue
        goal = ObjectiveShown(WIN)
        if objective is not None and objective.kind == TARGET:
            goal = ObjectiveShown(TARGET, objective.targets.get(one.decision.seat))
        verdict = Verdict(one.chosen, one.best, goal, one.chance_loss)
        lines.append(
            _("{player}, turn {turn}: {verdict}").format(
                player=state.players[one.decision.seat].name,
                turn=one.decision.turn,
                verdict=verdict.sentence(rules),
            )
        )
    return lines


def win_heading(state: GameState, objective: Objective, any_lines: bool) -> str:
    """The heading over `win_lines`, or in their place when there are none."""
    if objective.kind == TARGET:
        if any_lines:
            return _("Choices that gave away the chance of the target (the last boxes)")
        return _("No choice in the last boxes gave away the chance of the target.")
    if state.ruleset.is_yamb:
        if any_lines:
            return _("Choices that gave away the chance to win (the last cells)")
        return _("No choice in the last cells gave away the chance to win.")
    if any_lines:
        return _("Choices that gave away the chance to win (the last boxes)")
    return _("No choice in the last boxes gave away the chance to win.")
