"""Yamb cards as arrays agree with the engine: the cells each column opens, and every total."""

from __future__ import annotations

import random

import numpy as np
import pytest

from yahtzee_tui.engine import get_rules, possible_values, totals, yamb_open_rows
from yahtzee_tui.strategy.yamb_cards import COLUMNS, ROWS, Cards

YAMB = get_rules("yamb")


def random_legal_card(rng: random.Random) -> dict[str, int]:
    """A card filled by random cells the column orders allow, with values the rows can hold."""
    card: dict[str, int] = {}
    for _ in range(rng.randint(0, len(YAMB.cells))):
        open_cells = [
            f"{column}.{row}"
            for column in YAMB.column_ids
            for row in (
                [r for r in ROWS if f"call.{r}" not in card]
                if column == "call"
                else yamb_open_rows(column, frozenset(r for r in ROWS if f"{column}.{r}" in card))
            )
        ]
        key = rng.choice(open_cells)
        card[key] = rng.choice(sorted(possible_values(YAMB, key.partition(".")[2])))
    return card


@pytest.mark.parametrize("seed", range(40))
def test_the_open_cells_are_the_ones_the_engine_opens(seed):
    card = random_legal_card(random.Random(seed))
    cards = Cards.from_card(card)
    open_cells = cards.open_cells()[0]
    for c, column in enumerate(COLUMNS):
        filled = frozenset(row for row in ROWS if f"{column}.{row}" in card)
        expected = set() if column == "call" else set(yamb_open_rows(column, filled))
        assert {ROWS[r] for r in np.flatnonzero(open_cells[c])} == expected


@pytest.mark.parametrize("seed", range(40))
def test_column_totals_add_up_as_the_engine_adds_them(seed):
    card = random_legal_card(random.Random(seed))
    by_engine = totals(YAMB, card)
    cards = Cards.from_card(card)
    for c, column in enumerate(COLUMNS):
        assert cards.column_totals()[0, c] == by_engine[f"{column}.total"]
    assert cards.turns_played[0] == len(card)


def test_filling_writes_points_in_each_cards_own_cell():
    cards = Cards.empty(2)
    cards.fill(np.array([0, 4]), np.array([0, 12]), np.array([3, 96]))
    assert cards.points[0, 0, 0] == 3 and cards.filled[0, 0, 0]
    assert cards.points[1, 4, 12] == 96 and cards.filled[1, 4, 12]
    assert cards.filled.sum() == 2
