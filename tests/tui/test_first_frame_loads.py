"""The first frame loads what it shows and nothing of the screens not yet shown: at the start
screen no solver (NumPy), no network client, no chart library, no table, no records (SQLite);
at a game resumed at home none of the network layer and no records either."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.layering import loaded_at_first_frame
from yahtzee_tui.game import new_game, roll, score
from yahtzee_tui.game.options import options
from yahtzee_tui.storage.saves import save_game

NOT_YET_NEEDED = (
    "numpy",
    "websockets",
    "plotext",
    "sqlite3",
    "yahtzee_tui.strategy.advisor",
    "yahtzee_tui.tui.screens.table",
    "yahtzee_tui.tui.screens.stats",
    "yahtzee_tui.tui.screens.help",
    "yahtzee_tui.tui.screens.game_over",
    "yahtzee_tui.tui.screens.lobby",
)
# A game played at home needs neither the wire's protocol nor the records to show.
NOT_NEEDED_AT_HOME = ("msgspec", "websockets", "sqlite3", "yahtzee_tui.net.events")


def test_the_start_screen_shows_before_the_solver_the_network_and_the_other_screens_load(
    tmp_path: Path,
):
    env = {**os.environ, "YAHTZEE_TUI_HOME": str(tmp_path)}
    assert loaded_at_first_frame(NOT_YET_NEEDED, env=env) == []


def test_a_yamb_game_resumed_at_home_shows_before_the_network_layer_and_the_records_load():
    state = new_game("yamb", ["Ann", "Ben"], 7)
    for _ in range(4):
        state = roll(state)
        scored = next(option for option in options(state) if option.legal)
        state = score(state, scored.box, scored.column)
    save_game(state)
    assert loaded_at_first_frame(NOT_NEEDED_AT_HOME, "--resume") == []


# The app run to its first frame and a moment after, then the collector's state.
COLLECTOR_PROBE = """
import gc, sys, time
from textual.app import App

run = App.run

async def first_frame(pilot):
    # Until the collector runs again (the app settles it after its first frame), or a
    # generous deadline: a collector never settled is then what the line below says.
    deadline = time.monotonic() + 60
    while not gc.isenabled() and time.monotonic() < deadline:
        await pilot.pause()
    pilot.app.exit()

App.run = lambda app, *_, **__: run(app, headless=True, size=(80, 24), auto_pilot=first_frame)
from yahtzee_tui.cli import main
main([])
print("collecting:", gc.isenabled(), "frozen:", gc.get_freeze_count() > 0)
"""


def test_the_collector_waits_for_the_first_frame_then_collects_what_the_game_makes_after(
    tmp_path: Path,
):
    """No collection walks the modules and widgets made to start: they are frozen once the
    first frame is drawn, and the collector runs again for what comes after."""
    env = {**os.environ, "YAHTZEE_TUI_HOME": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-c", COLLECTOR_PROBE], capture_output=True, text=True, env=env
    )
    assert "collecting: True frozen: True" in result.stdout, result.stderr
