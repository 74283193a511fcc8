"""The start screen's first frame loads what it shows and nothing of the screens not yet
shown: no solver (NumPy), no network client, no chart library, no table."""

from __future__ import annotations

import os
from pathlib import Path

from tests.layering import loaded_at_first_frame

NOT_YET_NEEDED = (
    "numpy",
    "websockets",
    "plotext",
    "yahtzee_tui.strategy.advisor",
    "yahtzee_tui.tui.screens.table",
    "yahtzee_tui.tui.screens.stats",
    "yahtzee_tui.tui.screens.help",
    "yahtzee_tui.tui.screens.game_over",
    "yahtzee_tui.tui.screens.lobby",
)


def test_the_start_screen_shows_before_the_solver_the_network_and_the_other_screens_load(
    tmp_path: Path,
):
    env = {**os.environ, "YAHTZEE_TUI_HOME": str(tmp_path)}
    assert loaded_at_first_frame(NOT_YET_NEEDED, env=env) == []
