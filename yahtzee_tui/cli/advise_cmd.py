"""`yahtzee-tui advise`: every option for a moment of a turn, ranked by expected score, or by
the chance of a goal (`--goal`): a target or the win at Yahtzee and Yatzy, the win in the last
cells at Yamb."""

from __future__ import annotations

import argparse
import json
from dataclasses import replace

from rich.table import Table

from yahtzee_tui.cli.arguments.advise import SHOWN
from yahtzee_tui.cli.output import output_console
from yahtzee_tui.cli.parsing import (
    parse_card,
    parse_dice,
    yamb_roll_open,
)
from yahtzee_tui.cli.solve_cmd import build_progress, prepare_tables
from yahtzee_tui.engine import RuleSet, score, totals, validate_dice
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.moves import CALL, HOLD, SCORE
from yahtzee_tui.i18n import _, decimal, ngettext, percentage
from yahtzee_tui.strategy.advice import Advice, ranked
from yahtzee_tui.strategy.advisor import advise
from yahtzee_tui.strategy.goal_advice import advise_goal
from yahtzee_tui.strategy.goals import (
    POINTS,
    TARGET,
    WIN,
    Goal,
    parse_goal,
    target_utility,
    win_utility,
)
from yahtzee_tui.strategy.styles import YAMB_WIN_CELLS
from yahtzee_tui.strategy.win_play import card_finals
from yahtzee_tui.strategy.yamb_win import advise_yamb_win, card_position
from yahtzee_tui.tui.views.vocabulary import column_name, row_name, rules_name

ROLLS_PER_TURN = 3
# Open boxes a target or the win is solved for (more take minutes; see docs/strategy.md).
MAX_GOAL_BOXES = 8


def run(args: argparse.Namespace) -> int:
    rules: RuleSet = args.rules
    dice = parse_dice([args.dice])
    card = parse_card(args.card, rules)
    if args.top is not None and args.top < 1:
        said = _("--top takes a positive number of options, got {top}")
        raise GameError(said.format(top=args.top))
    # Bad dice or a bad card are told at once, before any table is built.
    validate_dice(dice, rules.dice)
    totals(rules, card)
    goal = parse_goal(args.goal)
    opponents = [parse_card(text, rules) for text in args.opponent]
    check_goal(rules, goal, card, opponents)
    prepare_tables(rules)
    if goal.kind == POINTS:
        options = advise(rules, dice, args.rolls_left, card, args.called)
    elif rules.is_yamb:
        position = card_position(rules, dice, args.rolls_left, card, args.called, opponents)
        options = advise_yamb_win(position)
    else:
        options = goal_options(rules, goal, dice, args.rolls_left, card, opponents)
    if rules.yamb_options is not None:
        options = house_table_options(rules, dice, args.rolls_left, options)
    if args.json:
        shown = options if args.top is None else options[: args.top]
        print(json.dumps({"options": [option.to_json() for option in shown]}))
        return 0
    top = SHOWN if args.top is None else args.top
    _print_table(rules, dice, args.rolls_left, options[:top], len(options), goal)
    return 0


def check_goal(
    rules: RuleSet, goal: Goal, card: dict[str, int], opponents: list[dict[str, int]]
) -> None:
    """A goal other than points is for a card with at most MAX_GOAL_BOXES open boxes (at
    Yamb: the win, in the last YAMB_WIN_CELLS cells); the win needs the other players'
    cards."""
    if goal.kind != WIN and opponents:
        raise GameError(_("--opponent goes with --goal win"))
    if goal.kind == POINTS:
        return
    if rules.is_yamb and goal.kind != WIN:
        raise GameError(_("--goal {goal} is for Yahtzee and Yatzy").format(goal=str(goal)))
    for other in opponents:
        totals(rules, other)
    if goal.kind == WIN and not opponents:
        raise GameError(_("--goal win needs the other players' cards: --opponent CARD"))
    if rules.is_yamb:
        open_cells = rules.turns - len(card)
        if open_cells > YAMB_WIN_CELLS:
            said = _(
                "--goal win is played for in the last {most} cells of a Yamb card; "
                "the card has {left} open"
            )
            raise GameError(said.format(most=YAMB_WIN_CELLS, left=open_cells))
        return
    left = sum(box not in card for box in rules.box_ids)
    if left > MAX_GOAL_BOXES:
        said = _("--goal {goal} is solved for at most {most} open boxes; the card has {left}")
        raise GameError(said.format(goal=str(goal), most=MAX_GOAL_BOXES, left=left))


def goal_options(
    rules: RuleSet,
    goal: Goal,
    dice: list[int],
    rolls_left: int,
    card: dict[str, int],
    opponents: list[dict[str, int]],
) -> list[Advice]:
    """Every option ranked by the chance of `goal`, solved with a progress bar."""
    now = totals(rules, card)["total"]
    if goal.kind == TARGET and goal.target is not None:
        utility = target_utility(now, goal.target)
    else:
        utility = win_utility(now, card_finals(rules, opponents))
    with build_progress(_("Solving for {goal}").format(goal=str(goal))) as progress:
        return advise_goal(rules, dice, rolls_left, card, utility, progress)


def house_table_options(
    rules: RuleSet, dice: list[int], rolls_left: int, options: list[Advice]
) -> list[Advice]:
    """Options a Yamb table of house rules takes in this roll of the turn, each cell's points
    as the engine scores them there: KENTA by the roll, HAND only with the first roll's dice."""
    roll = ROLLS_PER_TURN - rolls_left
    kept = []
    for option in options:
        if option.action == SCORE and option.box is not None and option.column is not None:
            if (
                option.column not in rules.column_ids
                or option.box not in rules.box_ids
                or not yamb_roll_open(rules, option.column, roll)
            ):
                continue
            points = score(rules, dice, option.box, roll=roll, column=option.column)
            option = replace(option, points=points)
        kept.append(option)
    return ranked(kept)


def describe(rules: RuleSet, option: Advice) -> str:
    """An option in words: `hold 3 3`, `score Chance`, `score FULL in FREE 1`, `call FULL`."""
    if option.action == HOLD:
        held = " ".join(map(str, option.hold or ()))
        return _("hold {dice}").format(dice=held) if held else _("reroll all")
    name = row_name(rules, option.box) if option.box else ""
    if option.action == CALL:
        return _("call {box}").format(box=name)
    if option.column:
        return _("score {box} in {column}").format(
            box=name, column=column_name(rules, option.column)
        )
    return _("score {box}").format(box=name)


def _print_table(
    rules: RuleSet,
    dice: list[int],
    rolls_left: int,
    options: list[Advice],
    of: int,
    goal: Goal | None = None,
) -> None:
    if rolls_left:
        rolls = ngettext("{n} roll left", "{n} rolls left", rolls_left).format(n=rolls_left)
    else:
        rolls = _("no rolls left")
    title = _("{rules}: {dice}, {rolls}").format(
        rules=rules_name(rules), dice=" ".join(map(str, dice)), rolls=rolls
    )
    table = Table(title=title)
    table.add_column("#", justify="right")
    table.add_column(_("option"))
    table.add_column(_("points"), justify="right")
    chance = goal is not None and goal.kind != POINTS
    if chance:
        measure = _("chance to win") if goal and goal.kind == WIN else _("chance of the target")
    else:
        measure = _("turn value") if rules.is_yamb else _("expected score")
    table.add_column(measure, justify="right")
    table.add_column(_("loss"), justify="right")
    for rank, option in enumerate(options, start=1):
        points = "" if option.points is None else str(option.points + option.bonus)
        if chance:
            value, loss = percentage(100 * option.expected_score, 2), decimal(100 * option.loss, 2)
        else:
            value, loss = decimal(option.expected_score, 2), decimal(option.loss, 2)
        table.add_row(str(rank), describe(rules, option), points, value, loss)
    captions = []
    if len(options) < of:
        captions.append(
            ngettext(
                "the best {shown} of {n} option: --top N shows more",
                "the best {shown} of {n} options: --top N shows more",
                of,
            ).format(shown=len(options), n=of)
        )
    if rules.is_yamb and not chance:
        captions.append(
            _("turn value: points above what each cell is expected to bring (see docs/strategy.md)")
        )
    table.caption = "\n".join(captions) or None
    output_console().print(table)
