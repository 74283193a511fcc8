"""A Yamb card whose playouts were called off part way goes on from where they stopped the next
time a position asks for it: the positions a player moves through quickly (a score, a DIRECTED
cell named, a roll made at once) all want the scorer's new card, and a card played from the
start each time, then called off again, never gave a figure."""

from __future__ import annotations

import pytest

from yahtzee_tui.game import GameState, name_cell, new_game, options, roll, score
from yahtzee_tui.game.directed import nameable_rows
from yahtzee_tui.strategy import meter
from yahtzee_tui.strategy.meter import Stopped, meter_chances

pytestmark = pytest.mark.tables(yamb_expert=True)


def few(state: GameState, seat: int) -> int:
    return 8


class Turns:
    """A `stop` that counts the turns the playouts ask it about, and calls them off at the
    `stop_at`-th (never, when None)."""

    def __init__(self, stop_at: int | None = None) -> None:
        self.asked = 0
        self.stop_at = stop_at

    def __call__(self) -> bool:
        self.asked += 1
        return self.asked == self.stop_at


def scored(state: GameState) -> GameState:
    state = roll(state)
    legal = [option for option in options(state) if option.legal]
    return score(state, max(legal, key=lambda option: option.points).cell)


def turns_left(state: GameState, seat: int) -> int:
    return state.turns_total - state.sheets[seat].cells_filled


@pytest.fixture(autouse=True)
def nothing_kept():
    meter._kept.clear()
    meter._paused.clear()
    yield
    meter._kept.clear()
    meter._paused.clear()


def test_a_card_called_off_after_a_score_goes_on_where_it_stopped():
    after = scored(new_game("yamb", ["Mojca", "Robo"], seed=4, first_player=0))
    # Mojca's new card is played first: called off at the top of its 20th turn.
    with pytest.raises(Stopped):
        meter_chances(after, few, Turns(stop_at=20))
    again = Turns()
    chances = meter_chances(after, few, again)
    assert again.asked == turns_left(after, 0) - 19 + turns_left(after, 1)
    meter._kept.clear()
    assert meter_chances(after, few) == chances  # the very figure of playouts never stopped


def test_the_scorers_card_called_off_while_a_directed_cell_is_named_is_not_played_again():
    after = scored(new_game("jamb_directed", ["Mojca", "Robo"], seed=3, first_player=0))
    assert after.naming
    with pytest.raises(Stopped):
        meter_chances(after, few, Turns(stop_at=30))
    named = name_cell(after, nameable_rows(after)[0])
    # Robo's card is another position's now (a cell named for him): played whole; Mojca's
    # goes on from its 30th turn.
    again = Turns()
    chances = meter_chances(named, few, again)
    assert again.asked == turns_left(named, 0) - 29 + turns_left(named, 1)
    meter._kept.clear()
    meter._paused.clear()
    assert meter_chances(named, few) == chances
