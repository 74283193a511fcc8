"""The coach's word on a decision: what was chosen against the best, by the points or, under
the win or a target, by the chance given away (the table's notes, the line mode's coach and
the Review's choices say it). No Textual here."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.game import Event, GameState
from yahtzee_tui.i18n import _
from yahtzee_tui.strategy import Advice
from yahtzee_tui.strategy.advice import tenths_apart
from yahtzee_tui.tui.views.hints import (
    NO_CHANCE_LOSS,
    NO_LOSS,
    ObjectiveShown,
    best_words,
    goal_option,
    loss_text,
    made_words,
    objective_order,
)
from yahtzee_tui.tui.views.objectives import chance_lost_words, loss_words


@dataclass(frozen=True)
class Verdict:
    """The coach's word on one decision; under an objective other than points (`goal`,
    with the chance the choice gave away), the chance is the judge, not the points."""

    chosen: Advice
    best: Advice
    goal: ObjectiveShown | None = None
    chance_loss: float = 0.0

    @property
    def loss(self) -> float:
        """The points given away as the panel's figures read (`shown_loss`), as the Review
        counts them, so the note and the panel beside it never differ in the last digit."""
        return max(0, tenths_apart(self.best.expected_score, self.chosen.expected_score)) / 10

    def text(self, rules: RuleSet) -> str:
        """The choice and its cost first, so that a narrow log cuts only the rest:
        `Full house −3.2, best was Chance`, or `Chance, the best choice`; under the win,
        `Chance −6% to win, best was hold 4 4 4`. A hold made is said as made: `held 1
        −21.9, best was hold 1 1 1 1` (hr `zadržano 1 −21,9, najbolje: zadržati 1 1 1 1`)."""
        chosen = made_words(rules, self.chosen)
        best = best_words(rules, self.best)
        if self.goal is not None:
            if self.chance_loss < NO_CHANCE_LOSS:
                return _("{choice}, the best choice").format(choice=chosen)
            cost = loss_words(self.goal.kind, self.goal.target, self.chance_loss)
            return _("{choice} {loss}, best was {best}").format(choice=chosen, loss=cost, best=best)
        if self.loss < NO_LOSS:
            return _("{choice}, the best choice").format(choice=chosen)
        return _("{choice} {loss}, best was {best}").format(
            choice=chosen, loss=loss_text(self.loss), best=best
        )

    def sentence(self, rules: RuleSet) -> str:
        """The verdict in whole words where a line has the room (the Review's choices that
        gave away a chance): `rerolled all: less than 1% less chance to win; best was hold
        3 4 5`; else as the coach's note says it (`text`)."""
        if self.goal is None or self.chance_loss < NO_CHANCE_LOSS:
            return self.text(rules)
        cost = chance_lost_words(self.goal.kind, self.goal.target, self.chance_loss)
        return _("{choice}: {loss}; best was {best}").format(
            choice=made_words(rules, self.chosen), loss=cost, best=best_words(rules, self.best)
        )


def coach_verdict(
    before: GameState,
    event: Event,
    advice: Sequence[Advice],
    goal: ObjectiveShown | None = None,
) -> Verdict | None:
    """How the decision that made `event` (a reroll, a call or a score) compares with the best,
    judged from the advice for `before`, the state the decision was made in; by the chances
    of `goal` when they were worked out for `before`."""
    from yahtzee_tui.strategy.review import (  # the review brings NumPy
        best_option,
        chosen_option,
        undecided,
    )

    chances = goal.chances if goal is not None else None
    ordered = objective_order(advice, chances)
    chosen = chosen_option(before, event, ordered)
    best = best_option(before, ordered)
    if chosen is None or best is None:
        return None
    if goal is None or not chances:
        return Verdict(chosen, best)
    if undecided(chances):
        return Verdict(chosen, best)  # won or lost whatever is chosen: the points judge
    found, top = goal_option(chances, chosen), goal_option(chances, best)
    if found is None or top is None:
        return Verdict(chosen, best)
    return Verdict(chosen, best, goal, max(0.0, top.chance - found.chance))
