"""Looking back at a game: every decision against the advisor's best, and what it gave away.

The game is walked through its history, position by position, with the recorded dice (the
save's loader has already replayed them from the seed). Each hold (the dice kept for a
reroll), call and score is a decision: the advisor ranks the options of the position it was
made in, and the decision gives away its option's loss against the best. For Yahtzee and
Yatzy that is in expected final score under optimal play; for Yamb it is on the expert's
turn-value scale (points above what the cells are expected to bring). A loss is read as a
player reads it off the position's hint panel: the best option's figure less the chosen
one's, each written to a tenth (`tenths_apart`); a choice is as good as the best when the
two read alike, and a player's total is the sum of their losses so read, tenth by tenth.

Per player: the total given away, per turn, an accuracy figure (docs/strategy.md), and the
expected final score turn by turn (`outlook.expected_final`) beside the actual total. The
help a player had (`game.assistance`: hints shown, moves taken back) is marked on the
decisions of the position it came in, by seat, turn and roll.

Under a goal other than points (`goal_decisions`), the decisions of Yahtzee and Yatzy made
within the win level's horizon are judged again by the chance of the goal they gave away.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import Event, GameState, call, name_cell, new_game, player_totals, score
from yahtzee_tui.game.assistance import hints_shown, undone_moves
from yahtzee_tui.game.moves import CALL, HOLD, SCORE
from yahtzee_tui.game.state import Mark
from yahtzee_tui.strategy.advice import Advice, tenths_apart
from yahtzee_tui.strategy.advisor import advise_state
from yahtzee_tui.strategy.goal_chances import GoalOption, goal_chances, option_key
from yahtzee_tui.strategy.goals import Goal
from yahtzee_tui.strategy.outlook import expected_final
from yahtzee_tui.strategy.win_play import WIN_HORIZON
from yahtzee_tui.strategy.yamb_values import YambValues

# A decision whose options' chances of the goal all lie within this of each other (a game
# already won, or lost, whatever is chosen) is judged by the points alone: the goal has no say.
UNDECIDED = 0.0005


def undecided(chances: Sequence[GoalOption]) -> bool:
    """Whether no option moves the goal's chance (by `UNDECIDED` or more): its outcome is the
    same whatever is chosen, and the points judge the choice."""
    return max(o.chance for o in chances) - min(o.chance for o in chances) < UNDECIDED


def kept_dice(position: GameState) -> tuple[int, ...]:
    """The dice held in `position`, sorted: what a reroll from there keeps."""
    return tuple(sorted(v for v, held in zip(position.dice, position.held, strict=True) if held))


def chosen_option(position: GameState, event: Event, advice: Sequence[Advice]) -> Advice | None:
    """The option of `advice` that the decision made in `position` (the event's move) took."""
    for option in advice:
        if event.kind == "score" and option.action == SCORE and option.cell == event.cell:
            return option
        if event.kind == "call" and option.action == CALL and option.box == event.box:
            return option
        if event.kind == "roll" and option.action == HOLD and option.hold == kept_dice(position):
            return option
    return None


def best_option(position: GameState, advice: Sequence[Advice]) -> Advice | None:
    """The advisor's best, named plainly: holding every die ties with scoring the best box."""
    every_die = len(position.dice)
    return next((a for a in advice if a.action != HOLD or len(a.hold or ()) != every_die), None)


@dataclass(frozen=True)
class Decision:
    """One hold, call or score, against the advisor's best."""

    index: int  # the history index of the event the decision made
    position: GameState  # the moment it was made in; for a hold, with the dice kept held
    chosen: Advice
    best: Advice
    hinted: bool = False  # the advisor's hint was shown in this position
    undone: tuple[Mark, ...] = ()  # moves taken back in this position before this one
    # The goal (the win, a target) the choice was the best for, where it was judged by one
    # and gave points away for it (`goal_best`).
    best_for: Goal | None = None

    @property
    def kind(self) -> str:
        return self.chosen.action

    @property
    def seat(self) -> int:
        return self.position.current

    @property
    def turn(self) -> int:
        return self.position.turn

    @cached_property  # the lists of a long game ask for it again and again
    def loss_tenths(self) -> int:
        """What the choice gave away in tenths, as the two figures read (never below 0)."""
        return max(0, tenths_apart(self.best.expected_score, self.chosen.expected_score))

    @property
    def loss(self) -> float:
        """What the choice gave away, as its position's hint panel shows it: "13.1" for the
        best's 261.4 and the choice's 248.3, though the values behind them are 13.18 apart."""
        return self.loss_tenths / 10

    @property
    def exact_loss(self) -> float:
        """What the choice gave away, to the last decimal of the values behind the figures."""
        return self.chosen.loss

    @property
    def is_best(self) -> bool:
        return self.loss_tenths == 0


@dataclass(frozen=True)
class PlayerReview:
    """One player's figures over the turns they played."""

    seat: int
    name: str
    decisions: int
    best_choices: int  # decisions as good as the best
    given_away: float
    turns: int  # turns played (boxes filled)
    # Expected final score from the card before each turn played and after the last:
    # turns + 1 figures; once the card is full the last is the final score itself.
    expected: tuple[float, ...]
    total: int  # the points on the card now
    optimal_per_turn: float  # an optimal player's expected final score per turn
    hints: int = 0  # decisions made with the advisor's hint shown
    undos: int = 0  # moves taken back

    @property
    def per_turn(self) -> float | None:
        return self.given_away / self.turns if self.turns else None

    @property
    def accuracy(self) -> float | None:
        """100 x (1 - given away per turn / optimal points per turn), at least 0."""
        per_turn = self.per_turn
        if per_turn is None or self.optimal_per_turn <= 0:
            return None
        return max(0.0, 100.0 * (1.0 - per_turn / self.optimal_per_turn))


@dataclass(frozen=True)
class GameReview:
    state: GameState
    decisions: tuple[Decision, ...]  # in order of play
    players: tuple[PlayerReview, ...]

    @property
    def exact(self) -> bool:
        """Losses in expected final score (Yahtzee, Yatzy), not on Yamb's turn-value scale."""
        return not self.state.ruleset.is_yamb

    def worst(self, seat: int | None = None) -> list[Decision]:
        """Decisions that gave something away, the worst first (ties in order of play)."""
        chosen = [d for d in self.decisions if not d.is_best and seat in (None, d.seat)]
        return sorted(chosen, key=lambda d: (-d.loss, d.index))


def positions(state: GameState) -> Iterator[tuple[int, GameState, Event]]:
    """(history index, the position just before it, the event) for every event of `state`.

    A position holds the dice as the event's move held them; rolls take the recorded dice."""
    game = new_game(state.rules_id, state.players, state.seed, state.first_player)
    for index, event in enumerate(state.history):
        position = game if event.held == game.held else replace(game, held=event.held)
        yield index, position, event
        if event.kind == "roll":
            game = replace(
                position,
                dice=event.dice,
                rolls_used=event.roll,
                history=(*position.history, event),
                previous=None,
            )
        elif event.kind == "call" and event.box is not None:
            game = call(position, event.box)
        elif event.kind == "score" and event.box is not None:
            game = score(position, event.box, event.column)
        elif event.kind == "name" and event.box is not None:
            game = name_cell(position, event.box)
        else:
            raise GameError(f"move {index + 1} of the history cannot be reviewed")


def review(state: GameState, *, yamb_values: YambValues | None = None) -> GameReview:
    """Review every decision of `state` so far (finished or not).

    Needs the advisor's tables (`prepare_advisor`): in a UI, call it off the UI thread.
    `yamb_values` replaces the Yamb expert's tables (as `advise` takes them)."""
    rules = state.ruleset
    decisions: list[Decision] = []
    cards: list[list[dict[str, int]]] = [[{}] for _ in state.players]
    hinted = {(mark.player, mark.turn, mark.roll) for mark in hints_shown(state)}
    undos = undone_moves(state)
    for index, position, event in positions(state):
        if event.kind == "score" and event.cell is not None:
            sheet = position.sheets[event.player]
            after = sheet.with_points(event.cell, event.points or 0, event.bonus)
            cards[event.player].append(dict(after))
        if (event.kind == "roll" and event.roll == 1) or event.kind == "name":
            continue  # nothing chosen (a naming is not the advisor's to judge)
        advice = advise_state(position, yamb_values=yamb_values)
        chosen = chosen_option(position, event, advice)
        best = best_option(position, advice)
        if chosen is None or best is None:
            raise GameError(f"move {index + 1} is not among the advisor's options")
        where = (position.current, position.turn, position.rolls_used)
        decisions.append(
            Decision(
                index,
                position,
                chosen,
                best,
                hinted=where in hinted,
                undone=tuple(m for m in undos if (m.player, m.turn, m.roll) == where),
            )
        )
    empty = expected_final(rules, {}, yamb_values=yamb_values)
    players = tuple(
        _player_review(state, seat, decisions, steps, empty / rules.turns, yamb_values)
        for seat, steps in enumerate(cards)
    )
    return GameReview(state, tuple(decisions), players)


def _player_review(
    state: GameState,
    seat: int,
    decisions: list[Decision],
    cards: list[dict[str, int]],
    optimal_per_turn: float,
    yamb_values: YambValues | None,
) -> PlayerReview:
    own = [d for d in decisions if d.seat == seat]
    rules = state.ruleset
    return PlayerReview(
        seat=seat,
        name=state.players[seat].name,
        decisions=len(own),
        best_choices=sum(d.is_best for d in own),
        given_away=sum(d.loss_tenths for d in own) / 10,  # the sum of the losses shown
        turns=len(cards) - 1,
        expected=tuple(expected_final(rules, c, yamb_values=yamb_values) for c in cards),
        total=player_totals(state, seat)["total"],
        optimal_per_turn=optimal_per_turn,
        hints=sum(d.hinted for d in own),
        undos=sum(mark.player == seat for mark in undone_moves(state)),
    )


# --- judged by a goal other than points ---------------------------------------------------


@dataclass(frozen=True)
class GoalDecision:
    """A decision judged by the chance of a goal (the win, a target): the option it took and
    the best for the goal, and the chance it gave away."""

    decision: Decision
    chosen: Advice
    best: Advice
    chance_loss: float
    goal: Goal  # what it was judged by


def goal_decisions(
    found: GameReview, goal: Goal | Mapping[int, Goal], horizon: int = WIN_HORIZON
) -> list[GoalDecision]:
    """The decisions of `found` judged by the chance of `goal` (Yahtzee and Yatzy), in order
    of play: those made with at most `horizon` boxes open (the win's chances are solved
    there, as the win level plays), the win's against the other cards as they stood then.
    `goal` may be one per seat (each player's own target): a seat without one is not judged.
    A choice may gain points and give away the chance: it is judged by the chance."""
    judged = []
    for decision in found.decisions:
        own = goal.get(decision.seat) if isinstance(goal, Mapping) else goal
        if own is None:
            continue
        chances = goal_chances(decision.position, own, horizon=horizon)
        if not chances:
            continue
        ranked_options = [option.advice for option in chances]
        key = option_key(decision.chosen)
        chosen = next((o for o in chances if option_key(o.advice) == key), None)
        best = best_option(decision.position, ranked_options)
        top = next((o for o in chances if best is not None and o.advice == best), None)
        if chosen is None or top is None:
            continue
        if undecided(chances):
            continue  # the game already won or lost whatever is chosen: points judge it
        loss = max(0.0, top.chance - chosen.chance)
        judged.append(GoalDecision(decision, chosen.advice, top.advice, loss, own))
    return judged


def goal_best(
    worst: Sequence[Decision], judged: Sequence[GoalDecision], *, below: float
) -> list[Decision]:
    """`worst` with each decision that gave away less than `below` of its goal's chance
    marked as the best for that goal (`Decision.best_for`): played for the win, a choice may
    give points away and be no mistake."""
    best_for = {one.decision.index: one.goal for one in judged if one.chance_loss < below}
    return [
        replace(decision, best_for=best_for[decision.index])
        if decision.index in best_for
        else decision
        for decision in worst
    ]
