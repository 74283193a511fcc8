"""A turn of many Yamb games works out each distinct hold table once: games from one card share
their first turn's tables, and cards whose cells left are worth the same share theirs (the meter
plays hundreds of games of a card, and the tables are most of the work)."""

from __future__ import annotations

import contextlib
from dataclasses import replace

import numpy as np
import pytest

from yahtzee_tui.game import Sheet, new_game
from yahtzee_tui.strategy.tables import DiceTables
from yahtzee_tui.strategy.win_chances import yamb_playouts
from yahtzee_tui.strategy.yamb_cards import KOCKE
from yahtzee_tui.strategy.yamb_table import expert_values

pytestmark = pytest.mark.tables(yamb_expert=True)
GAMES = 50


class FirstTurnOver(Exception):
    pass


def first_turn_tables(monkeypatch, card: dict[str, int]) -> int:
    """How many hold tables (columns of `hold_tables`) the first turn of GAMES games from
    `card` works out."""
    columns = [0]
    worked_out = DiceTables.hold_tables

    def counted(self, final, *others):
        columns[0] += final.shape[1]
        return worked_out(self, final, *others)

    def step(turn: int) -> None:
        if turn > len(card):
            raise FirstTurnOver

    monkeypatch.setattr(DiceTables, "hold_tables", counted)
    state = replace(new_game("yamb", ["Ann"], seed=1), sheets=(Sheet(card),))
    rng = np.random.default_rng(2)
    with contextlib.suppress(FirstTurnOver):
        yamb_playouts(state, 0, GAMES, rng, expert_values(), step=step)
    return columns[0]


def test_the_games_of_one_card_share_their_first_turns_tables(monkeypatch):
    # One table to play on, and one for each CALL row that could be called.
    assert first_turn_tables(monkeypatch, {}) == 1 + KOCKE.row_count


def test_cards_whose_last_cell_is_worth_the_same_share_one_table(monkeypatch):
    last = "free1.yamb"
    # Points that stand for any: only what the empty cell is worth is looked at.
    card = {f"{column}.{row}": 10 for column in KOCKE.columns for row in KOCKE.rows}
    del card[last]
    assert first_turn_tables(monkeypatch, card) == 1
