"""The table with the win-chance meter, pinned as pictures at both sizes in every rule set
(the meter's playouts are seeded by the position, so its figures are the same every run)."""

from __future__ import annotations

import pytest

from tests.tui.helpers import app_for, game, played_until
from tests.tui.test_snapshots import RULE_SETS, keys, size_params

pytestmark = pytest.mark.usefixtures("meter_figures")


@size_params
@pytest.mark.parametrize("rules", RULE_SETS)
def test_table_with_the_win_chance_meter(snap_compare, advisor_ready, rules, size):
    state = played_until(game(rules, ["Ann", "Bob"]), turns_left=6)
    app = app_for(state, hints=True)
    assert snap_compare(app, terminal_size=size, run_before=keys("r"))


@size_params
def test_six_players_share_the_meters_line(snap_compare, advisor_ready, size):
    names = ["Annabelle", "Bob", "Cy", "Dee", "Eve", "Fay"]
    app = app_for(played_until(game("yahtzee", names), turns_left=12), hints=True)
    assert snap_compare(app, terminal_size=size, run_before=keys("r"))
