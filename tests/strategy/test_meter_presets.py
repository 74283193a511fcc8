"""The meter gives a figure at the opening of every rule set and Yamb preset the game offers,
with the playouts a table asks for (how long it takes: `benchmarks/meter_speed.py`)."""

from __future__ import annotations

import pytest

from yahtzee_tui.engine.rulesets import OFFERED_RULE_SETS
from yahtzee_tui.game import new_game
from yahtzee_tui.strategy import meter
from yahtzee_tui.strategy.meter import meter_chances

SOLVED = [rules for rules, ruleset in OFFERED_RULE_SETS.items() if not ruleset.is_yamb]


@pytest.mark.tables(*SOLVED, yamb_expert=True)
@pytest.mark.parametrize("rules", list(OFFERED_RULE_SETS))
def test_a_figure_lands_at_the_opening_of_every_rule_set_and_preset(rules):
    start = new_game(rules, ["Ann", "Bob"], seed=1, first_player=0)
    meter._kept.clear()
    chances = meter_chances(start)
    assert len(chances) == 2
    assert all(0 < chance < 1 for chance in chances)
    assert sum(chances) == pytest.approx(1.0)
