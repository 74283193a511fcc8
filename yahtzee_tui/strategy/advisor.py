"""Advice for any moment of a turn: every hold and every legal box, ranked by what it is worth.

`advise` is the one function the app's hints, the coach and the computer players share.
Yahtzee and Yatzy are answered exactly from the solver table (expected final score under
optimal play); Yamb by `yamb_advisor` with the expert's value tables (or, when asked, the
one-turn advisor's), the tables of the table's house rules (shipped for the presets, fitted on
first need for other options). Both kinds of table are built on first need and cached on disk:
`advisor_ready` says whether advice can come at once, `prepare_advisor` gets it ready.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

import numpy as np

from yahtzee_tui.engine import (
    UPPER_IDS,
    RuleSet,
    find_rules,
    legal_boxes,
    totals,
    validate_dice,
    yahtzee_bonus,
)
from yahtzee_tui.engine.rules.yamb_house import KOCKE, YambOptions
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.moves import HOLD, ROLL, SCORE
from yahtzee_tui.strategy import yamb_advisor
from yahtzee_tui.strategy.advice import Advice, ranked
from yahtzee_tui.strategy.cache import SolverTable, cached_in_memory, solver_table
from yahtzee_tui.strategy.model import UPPER_BOXES
from yahtzee_tui.strategy.solver import Progress, StateBatch, final_roll_values, successors
from yahtzee_tui.strategy.yamb_fit import FULL_PLAN
from yahtzee_tui.strategy.yamb_table import expert_table, expert_values
from yahtzee_tui.strategy.yamb_table import in_memory as yamb_table_in_memory
from yahtzee_tui.strategy.yamb_values import YambValues

if TYPE_CHECKING:
    from yahtzee_tui.game import GameState

MAX_ROLLS_LEFT = 2


def advise(
    rules: str | RuleSet,
    dice: Iterable[int],
    rolls_left: int,
    card: Mapping[str, int] | None = None,
    called: str | None = None,
    *,
    yamb_values: YambValues | None = None,
) -> list[Advice]:
    """Every option with its expected score and loss against the best, best first.

    `dice` are the dice on the table after a roll, `rolls_left` how many rolls the turn still
    has (0, 1 or 2), `card` the player's card so far (Yahtzee: with `yahtzee_bonus`). While
    rolls are left every distinct hold is an option (holding all and holding none included);
    every box the dice may legally go in is an option at any time. For Yamb, `called` is the
    CALL row announced this turn, if any, and `yamb_values` the tables to value cells with
    (the expert's when None).
    """
    ruleset = find_rules(rules)
    values = validate_dice(dice, ruleset.dice)
    if isinstance(rolls_left, bool) or not isinstance(rolls_left, int):
        raise GameError(f"rolls left is a whole number 0-{MAX_ROLLS_LEFT}, got {rolls_left!r}")
    if not 0 <= rolls_left <= MAX_ROLLS_LEFT:
        raise GameError(f"rolls left is 0-{MAX_ROLLS_LEFT} after a roll, got {rolls_left}")
    card = dict(card or {})
    if ruleset.is_yamb:
        table = yamb_values if yamb_values is not None else yamb_expert_values(ruleset)
        return yamb_advisor.advise(ruleset, values, rolls_left, card, called, table)
    if called is not None:
        raise GameError(f"calls are a Yamb rule; {ruleset.name} has none")
    return _advise_solved(ruleset, values, rolls_left, card)


def advise_state(state: GameState, *, yamb_values: YambValues | None = None) -> list[Advice]:
    """`advise` for the current player of a game; before the first roll, the one way on."""
    if state.is_over:
        return []
    ruleset = state.ruleset
    sheet = dict(state.current_sheet)
    if not state.has_rolled:
        return [] if ruleset.is_yamb else [Advice(ROLL, expected_score(ruleset, sheet))]
    if ruleset.is_yamb:
        # A game's card is legal by construction: no need to check it again.
        table = yamb_values if yamb_values is not None else yamb_expert_values(ruleset)
        named = directed_named(state)
        return yamb_advisor.advise(
            ruleset, state.dice, state.rolls_left, sheet, state.called, table, True, named
        )
    return advise(ruleset, state.dice, state.rolls_left, sheet)


def house_options(ruleset: RuleSet) -> YambOptions:
    """A Yamb rule set's house rules (section 3's for the default)."""
    return ruleset.yamb_options or KOCKE


def yamb_expert_values(rules: str | RuleSet) -> YambValues:
    """The Yamb expert's tables for a rule set's house rules (loaded, or fitted: see
    `prepare_advisor`)."""
    return expert_values(house_options(find_rules(rules)))


def directed_named(state: GameState) -> str | None:
    """The row of the current player's DIRECTED column named for this turn, if any: the one
    the game lets the player fill there."""
    from yahtzee_tui.game.options import options

    ruleset = state.ruleset
    if ruleset.yamb_options is None or "directed" not in ruleset.column_ids:
        return None
    legal = (
        option.box for option in options(state) if option.column == "directed" and option.legal
    )
    return next(legal, None)


def advisor_ready(rules: str | RuleSet) -> bool:
    """True when the advisor for `rules` has its tables in memory: advice comes at once."""
    ruleset = find_rules(rules)
    if ruleset.is_yamb:
        return yamb_table_in_memory(FULL_PLAN, house_options(ruleset))
    return cached_in_memory(ruleset)


def prepare_advisor(rules: str | RuleSet, progress: Progress | None = None) -> str | None:
    """Load or build the tables the advisor for `rules` needs (seconds the first time, or for
    Yamb house rules no preset has; run it off the UI thread). Returns why they could not be
    cached on disk, if they could not."""
    ruleset = find_rules(rules)
    if ruleset.is_yamb:
        return expert_table(progress, options=house_options(ruleset)).not_cached
    return solver_table(ruleset, progress).not_cached


def expected_score(rules: str | RuleSet, card: Mapping[str, int] | None = None) -> float:
    """Expected final score of `card` (empty when None) before the next turn's first roll."""
    ruleset = find_rules(rules)
    card = dict(card or {})
    table = solver_table(ruleset)
    mask, upper, flag = card_state(table, card)
    return totals(ruleset, card)["total"] + table.value(mask, upper, flag)


def card_state(table: SolverTable, card: Mapping[str, int]) -> tuple[int, int, int]:
    """The solver state of a card: (filled-box mask, capped upper total, Yahtzee-50 flag)."""
    model = table.model
    mask = sum(1 << bit for bit, box in enumerate(model.box_ids) if box in card)
    if mask == model.full_mask:
        raise GameError("the card is full: nothing is left to advise")
    upper = min(model.threshold, sum(card.get(box, 0) for box in UPPER_IDS))
    flag = int(model.flags == 2 and card.get("yahtzee") == 50)
    return mask, upper, flag


def _advise_solved(
    ruleset: RuleSet, dice: tuple[int, ...], rolls_left: int, card: dict[str, int]
) -> list[Advice]:
    total = totals(ruleset, card)["total"]  # also checks every value on the card
    table = solver_table(ruleset)
    model = table.model
    mask, upper, flag = card_state(table, card)
    tables = model.dice
    roll = tables.roll_index(dice)
    options: list[Advice] = []
    bonus = yahtzee_bonus(ruleset, dice, card)
    points_by_box = model.points(roll, card)
    for box in legal_boxes(ruleset, dice, card):
        bit = model.box_ids.index(box)
        points = int(points_by_box[bit])
        next_upper, next_flag, upper_bonus = upper, flag, 0
        if bit < UPPER_BOXES:
            next_upper = min(model.threshold, upper + points)
            if upper < model.threshold <= upper + points:
                upper_bonus = model.upper_bonus
        if bit == model.yahtzee_box and points == 50:
            next_flag = 1
        later = table.value(mask | 1 << bit, next_upper, next_flag)
        value = total + points + bonus + upper_bonus + later
        options.append(Advice(SCORE, value, box=box, points=points, bonus=bonus))
    # Holds after boxes: holding every die ties with the best box, and scoring says it plainer.
    if rolls_left:
        state = StateBatch(np.array([mask]), np.array([upper]), np.array([flag]))
        final = final_roll_values(model, successors(model, table.values, state))
        keeps = tables.hold_values(final, rolls_left)
        subs = tables.sub_keeps[roll, : tables.sub_keep_count[roll]]
        for keep in sorted(subs, key=lambda k: (-len(tables.keeps[k]), tables.keeps[k])):
            options.append(Advice(HOLD, total + float(keeps[keep, 0]), hold=tables.keeps[keep]))
    return ranked(options)
