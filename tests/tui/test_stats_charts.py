"""The Stats charts draw the player's own series beside the optimal player's: the games
without help, and the assisted ones too (a player who always plays with hints still sees
their games), on the Spread and Boxes pages as on the Totals page."""

from __future__ import annotations

import pytest
from rich.text import Text
from textual_plotext import Plot

from tests.tui.stats_data import fixed_profile, record_rows
from yahtzee_tui.storage.records_stats import player_games
from yahtzee_tui.tui.views.stats_charts import draw_boxes, draw_distribution, draw_totals
from yahtzee_tui.tui.views.stats_figures import figures_by_rules


def chart(draw, name: str) -> str:
    (figures,) = figures_by_rules(name, player_games(name))
    plot = Plot()
    draw(plot, figures, fixed_profile())
    plot.plotsize(100, 20)
    plot.theme("clear")
    return Text.from_ansi(plot.build()).plain


@pytest.mark.parametrize("draw", [draw_totals, draw_distribution, draw_boxes])
def test_a_player_with_games_of_both_kinds_has_both_series(draw):
    record_rows("Ann", games=8, assisted_every=2)
    drawn = chart(draw, "Ann")
    assert "own" in drawn and "assisted" in drawn and "optimal" in drawn


@pytest.mark.parametrize("draw", [draw_totals, draw_distribution, draw_boxes])
def test_a_player_who_always_had_help_still_sees_their_games(draw):
    record_rows("Bea", games=5, assisted_every=1)
    drawn = chart(draw, "Bea")
    assert "assisted" in drawn and "optimal" in drawn
