"""How Yamb's presets look: the start screen with a preset chosen, a jamb table and its help.

Refresh with `pytest tests/tui --snapshot-update` and look at every changed picture.
"""

from __future__ import annotations

import pytest

from tests.tui.helpers import app_for, game
from tests.tui.test_snapshots import keys, size_params
from tests.tui.test_yamb_presets import choose_jamb_by_keys


@size_params
def test_start_screen_with_the_jamb_preset_chosen(snap_compare, size):
    async def run_before(pilot) -> None:
        await pilot.pause()
        await choose_jamb_by_keys(pilot)
        await pilot.pause()

    assert snap_compare(app_for(), terminal_size=size, run_before=run_before)


@size_params
@pytest.mark.parametrize("rules", ["jamb", "jamb_directed"])
def test_a_preset_table_at_the_first_roll(snap_compare, rules, size):
    app = app_for(game(rules, ["Ann", "Bob", "Cy"]))
    assert snap_compare(app, terminal_size=size, run_before=keys("r"))


@size_params
def test_a_jamb_table_after_the_second_roll_shows_hand_closed(snap_compare, size):
    app = app_for(game("jamb", ["Ann", "Bob"]))
    assert snap_compare(app, terminal_size=size, run_before=keys("r", "r"))


@size_params
def test_the_help_of_a_jamb_table(snap_compare, size):
    app = app_for(game("jamb", ["Ann", "Bob"]))
    assert snap_compare(app, terminal_size=size, run_before=keys("question_mark"))
