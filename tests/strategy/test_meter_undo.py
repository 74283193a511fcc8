"""A move taken back brings back the position's figure, whatever was worked out in between:
every thing the playouts of a card read is part of its key, so no other position's totals are
read back for it."""

from __future__ import annotations

from yahtzee_tui.game import GameState, name_cell, new_game, options, roll, score, undo
from yahtzee_tui.game.directed import nameable_rows
from yahtzee_tui.strategy import meter
from yahtzee_tui.strategy.meter import meter_chances, position_seed


def few(state: GameState, seat: int) -> int:
    return 6


def scored(state: GameState) -> GameState:
    """The current player rolls and scores the legal cell with the most points."""
    state = roll(state)
    legal = [option for option in options(state) if option.legal]
    return score(state, max(legal, key=lambda option: option.points).cell)


def test_a_directed_cell_named_and_taken_back_leaves_no_figure_behind():
    state = scored(new_game("jamb_directed", ["Mojca", "Robo"], seed=3, first_player=0))
    assert state.naming
    first, second = nameable_rows(state)[:2]
    named = name_cell(state, first)
    renamed = name_cell(undo(named), second)
    # Robo's coming turn opens another DIRECTED cell: another position, with its own figure.
    assert position_seed(renamed) != position_seed(named)
    meter._kept.clear()
    fresh = meter_chances(renamed, few)
    meter._kept.clear()
    meter_chances(named, few)
    assert meter_chances(renamed, few) == fresh
