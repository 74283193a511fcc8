"""Who starts is one line of the log in every language at 80x24, so that a log scrolled to
its newest line never opens on the end of it ("ždrijebom)")."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from tests.tui.helpers import app_for, log, play_best_turn, settle, table, wait_for
from yahtzee_tui.game import new_game, rng
from yahtzee_tui.i18n import _
from yahtzee_tui.tui.views.table_words import STARTS_DRAWN

pytestmark = pytest.mark.usefixtures("advisor_ready")


def drawn_game():
    """A Jamb game whose first seat, Robo's, was drawn by lot."""
    seed = next(seed for seed in range(100) if rng.start(seed, 2)[0] == 1)
    return new_game("jamb", ["Ana", "Robo"], seed)


async def test_who_starts_shows_whole_in_a_scrolled_log(language):
    state = drawn_game()
    for _turn in range(3):
        state = play_best_turn(state)
    app = app_for(state)
    async with app.run_test(size=(80, 24)) as pilot:
        scroll = table(app).query_one("#log-scroll")
        widget = table(app).query_one("#log")
        await settle(pilot)
        await wait_for(pilot, lambda: scroll.max_scroll_y > 0)
        await wait_for(pilot, lambda: scroll.scroll_y == scroll.max_scroll_y)
        lines = log(app).splitlines()
        forms = [_(form).format(name="Robo") for form in STARTS_DRAWN]
        assert lines[0] in forms, lines[:2]  # whole, in one line
        assert lines[1].startswith("──"), lines[:2]  # the round's rule comes next
        assert all(cell_len(line) <= widget.content_size.width for line in lines), lines
        top = lines[int(scroll.scroll_y)]  # the first row shown opens an entry
        assert top in forms or top.startswith(("──", "Ana", "Robo", "↳")), top
