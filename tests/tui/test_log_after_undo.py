"""After a score and `u` the log shows its newest line (the roll the score was made from),
not a line above it, though the log is long enough to scroll."""

from __future__ import annotations

import pytest

from tests.tui.helpers import app_for, game, log, played_until, score_in, settle, table, wait_for
from yahtzee_tui.game import options

pytestmark = pytest.mark.usefixtures("advisor_ready")


# With hints on at 80x24 the log steps aside for them.
@pytest.mark.parametrize(
    ("size", "hints"), [((80, 24), False), ((100, 32), False), ((100, 32), True)]
)
@pytest.mark.parametrize(
    ("rules", "players", "turns_left"), [("yahtzee", ["Ann"], 5), ("yamb", ["Ann", "Bob"], 140)]
)
async def test_the_log_shows_its_newest_line_after_a_score_is_undone(
    rules, players, turns_left, size, hints
):
    # The report's line was a Yamb game's ("Ann roll 3 6 2 4 6 6"); the brief's, Yahtzee alone.
    state = played_until(game(rules, players, seed=4), turns_left=turns_left)
    app = app_for(state, hints=hints)
    async with app.run_test(size=size) as pilot:
        screen = table(app)
        scroll = screen.query_one("#log-scroll")
        await pilot.press("r")
        await wait_for(pilot, lambda: app.state.has_rolled and not screen.rolling)
        rolled = app.state
        cell = next(option.cell for option in options(rolled) if option.legal)
        await score_in(pilot, cell)
        await wait_for(pilot, lambda: not app.state.has_rolled)
        await pilot.press("u")
        await wait_for(pilot, lambda: app.state.history == rolled.history)
        await settle(pilot)
        dice = " ".join(map(str, rolled.dice))
        assert log(app).splitlines()[-1].endswith(dice)  # the newest line: the roll
        assert scroll.max_scroll_y > 0  # the log is longer than its rows
        assert scroll.scroll_y == scroll.max_scroll_y, (scroll.scroll_y, scroll.max_scroll_y)
