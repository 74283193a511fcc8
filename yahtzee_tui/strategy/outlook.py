"""What a card is expected to finish with: the points on it plus what its open boxes will bring.

Yahtzee and Yatzy: exact, from the solver table (the expected final score under optimal play
from the start of the next turn). Yamb has no exact figure; its estimate comes from the
expert's self-play tables: every open cell brings the points such a cell, still open at this
phase of the game, ends up with in the expert's own games, each column's middle result is
(MAX - MIN) x ones with open factors at those expected points, and the upper bonus counts 30
times its chance (see docs/strategy.md).
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from yahtzee_tui.engine import RuleSet, find_rules, totals
from yahtzee_tui.strategy.advisor import expected_score
from yahtzee_tui.strategy.yamb_cards import UPPER_ROWS, Cards, layout_of
from yahtzee_tui.strategy.yamb_table import expert_values
from yahtzee_tui.strategy.yamb_values import YambValues, phase_of


def expected_final(
    rules: str | RuleSet, card: Mapping[str, int], *, yamb_values: YambValues | None = None
) -> float:
    """The final score `card` is expected to reach; a full card's is its total."""
    ruleset = find_rules(rules)
    if _full(ruleset, card):
        return float(totals(ruleset, card)["total"])
    if ruleset.is_yamb:
        options = layout_of(ruleset).options
        return yamb_expected_final(card, yamb_values or expert_values(options))
    return expected_score(ruleset, card)


def _full(ruleset: RuleSet, card: Mapping[str, int]) -> bool:
    cells = ruleset.cells if ruleset.is_yamb else ruleset.box_ids
    return all(cell in card for cell in cells)


def yamb_expected_final(card: Mapping[str, int], values: YambValues) -> float:
    """The Yamb estimate of the module's docstring."""
    where = values.layout
    cards = Cards.from_card(card, where)
    filled = cards.filled[0]
    phase = phase_of(int(filled.sum()), where)
    known = np.where(filled, cards.points[0], values.expected[:, :, phase])
    upper = known[:, :UPPER_ROWS].sum(axis=1)
    bonus = np.zeros(len(upper))
    for least, points in where.bonus_levels:
        if values.bonus_chance is not None:
            needed = np.clip(least - cards.upper_sums()[0], 0, None)
            needed = np.minimum(needed, values.bonus_chance.shape[-1] - 1)
            masks = cards.open_upper_masks()[0]
            columns = np.arange(len(masks))
            chance = values.bonus_chance[columns, phase, masks, needed]
        else:
            chance = (upper >= least).astype(np.float64)
        bonus += points * chance
    middle = (known[:, where.max] - known[:, where.min]) * known[:, where.ones]
    lower = known[:, where.min + 1 :].sum(axis=1)
    return float((upper + bonus + middle + lower).sum())
