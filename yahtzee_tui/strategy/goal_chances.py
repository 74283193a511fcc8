"""Each option's chance of a goal beside its points, for the hint panel, the coach and the
review (Yahtzee and Yatzy; at Yamb the win in the last cells, `yamb_win`).

`goal_chances` ranks the options of a position by the chance of the goal (a target, the win
against the other players' cards as they stand: `win_play`'s opponents), worked out exactly
over the boxes still open (`goal_advice`), and keeps each option's expected final score
beside it: an option is an `Advice` of the points advisor, with its chance and the chance it
gives away against the best. Options of the same chance go by points. With more than
CHANCE_HORIZON boxes open no chance is worked out (a solve from there costs seconds to
minutes): the caller ranks by points.

At Yamb the win's chances are the win level's: the share of the win of each option in the
player's last YAMB_WIN_CELLS cells at a table of two or more, beside the expert's turn value
(`yamb_win_chances`); there is no target at Yamb.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from yahtzee_tui.engine import totals
from yahtzee_tui.game import GameState
from yahtzee_tui.strategy.advice import Advice
from yahtzee_tui.strategy.advisor import advise_state
from yahtzee_tui.strategy.goal_advice import advise_goal
from yahtzee_tui.strategy.goals import TARGET, WIN, Floats, Goal, target_utility, win_utility
from yahtzee_tui.strategy.win_play import open_boxes, opponent_finals
from yahtzee_tui.strategy.yamb_win import advise_yamb_win, plays_for_win

# Open boxes from which a goal's chances are worked out: a solve of 8 boxes takes one or two
# seconds (docs/strategy.md, "The goal solver"), and later moves read the kept solve.
CHANCE_HORIZON = 8

Progress = Callable[[int, int], None]
OptionKey = tuple[object, ...]


def option_key(option: Advice) -> OptionKey:
    """What names an option in two rankings of one position."""
    return (option.action, option.hold, option.box, option.column)


@dataclass(frozen=True)
class GoalOption:
    """An option of the points advisor (its expected final score, its points loss) with
    its chance of the goal and the chance it gives away against the best."""

    advice: Advice
    chance: float
    chance_loss: float = 0.0


def goal_reachable(state: GameState, goal: Goal, horizon: int = CHANCE_HORIZON) -> bool:
    """Whether `goal`'s chances can be worked out for the player to move in `state`: Yahtzee
    or Yatzy, rolled, at most `horizon` boxes open, and for the win another player."""
    if goal.kind not in (WIN, TARGET) or state.ruleset.is_yamb or state.is_over:
        return False
    if not state.has_rolled or open_boxes(state, state.current) > horizon:
        return False
    return goal.kind == TARGET or len(state.sheets) > 1


def goal_row(state: GameState, goal: Goal) -> Floats:
    """The utility of the mover's final total for `goal`, by points gained from the card."""
    seat = state.current
    now = totals(state.ruleset, dict(state.sheets[seat]))["total"]
    if goal.kind == TARGET and goal.target is not None:
        return target_utility(now, goal.target)
    return win_utility(now, opponent_finals(state, seat))


def goal_chances(
    state: GameState,
    goal: Goal,
    progress: Progress | None = None,
    horizon: int = CHANCE_HORIZON,
) -> tuple[GoalOption, ...] | None:
    """The options of `state` ranked by the chance of `goal`, each with its points; None
    where the chances are not worked out (`goal_reachable`). Needs the advisor's table; a
    solve may take seconds: call it off a UI's loop (`progress` may raise to stop it)."""
    if state.ruleset.is_yamb:
        return yamb_win_chances(state, progress) if goal.kind == WIN else None
    if not goal_reachable(state, goal, horizon):
        return None
    points = advise_state(state)
    by_key = {option_key(option): option for option in points}
    sheet = dict(state.current_sheet)
    utility = goal_row(state, goal)
    chances = advise_goal(state.ruleset, state.dice, state.rolls_left, sheet, utility, progress)
    chance_of = {option_key(option): option.expected_score for option in chances}
    order = sorted(
        (option for option in points if option_key(option) in chance_of),
        key=lambda option: (-round(chance_of[option_key(option)], 9), option.loss),
    )
    best = chance_of[option_key(order[0])] if order else 0.0
    return tuple(
        GoalOption(
            by_key[option_key(option)],
            chance_of[option_key(option)],
            max(0.0, best - chance_of[option_key(option)]),
        )
        for option in order
    )


def yamb_win_chances(
    state: GameState, progress: Progress | None = None
) -> tuple[GoalOption, ...] | None:
    """The options of a Yamb position ranked by the share of the win, each with the expert's
    turn value beside it; None outside the win level's last cells (`plays_for_win`), before
    the roll, or once the game is over. About a second for the first decision of a turn."""
    if state.is_over or not state.has_rolled or not plays_for_win(state):
        return None
    expert = {option_key(option): option for option in advise_state(state)}
    ranked = advise_yamb_win(state, progress)
    shares = [option for option in ranked if option_key(option) in expert]
    best = shares[0].expected_score if shares else 0.0
    return tuple(
        GoalOption(
            expert[option_key(option)],
            option.expected_score,
            max(0.0, best - option.expected_score),
        )
        for option in shares
    )


def chance_of(options: Sequence[GoalOption], advice: Advice) -> GoalOption | None:
    """The ranked option that is `advice` (matched by what it does)."""
    key = option_key(advice)
    return next((option for option in options if option_key(option.advice) == key), None)
