"""The pure rules engine: dice, rule sets, scoring and totals. Standard library only."""

from yahtzee_tui.engine.box import UPPER_IDS, Box
from yahtzee_tui.engine.dice import FACES, all_rolls, face_counts, validate_dice
from yahtzee_tui.engine.rules.yamb import open_rows as yamb_open_rows
from yahtzee_tui.engine.rules.yamb import order_problem as yamb_order_problem
from yahtzee_tui.engine.rulesets import (
    HOUSE_RULE_SETS,
    JOKER_FORCED,
    JOKER_FREE,
    JOKER_NONE,
    MAIN_RULE_SETS,
    RULE_SETS,
    RuleSet,
    find_rules,
    get_rules,
)
from yahtzee_tui.engine.scoring import (
    YAHTZEE_BONUS_KEY,
    column_open_rows,
    joker_applies,
    legal_boxes,
    parse_cell,
    possible_values,
    score,
    totals,
    upper_bonus_needed,
    yahtzee_bonus,
)
from yahtzee_tui.errors import GameError

__all__ = [
    "FACES",
    "HOUSE_RULE_SETS",
    "JOKER_FORCED",
    "JOKER_FREE",
    "JOKER_NONE",
    "MAIN_RULE_SETS",
    "RULE_SETS",
    "UPPER_IDS",
    "YAHTZEE_BONUS_KEY",
    "Box",
    "GameError",
    "RuleSet",
    "all_rolls",
    "column_open_rows",
    "face_counts",
    "find_rules",
    "get_rules",
    "joker_applies",
    "legal_boxes",
    "parse_cell",
    "possible_values",
    "score",
    "totals",
    "upper_bonus_needed",
    "validate_dice",
    "yahtzee_bonus",
    "yamb_open_rows",
    "yamb_order_problem",
]
