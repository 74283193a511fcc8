"""After a score and `u` in Yamb with hints on at 80x24 (the log stepped aside): the coach's
word on the score goes, the status says what was taken back, and the cell it was written in
is pointed at again, so that Enter writes it there rather than ask to point first."""

from __future__ import annotations

import pytest

from tests.tui.helpers import app_for, game, score_in, settle, status, table, wait_for
from yahtzee_tui.game import options
from yahtzee_tui.i18n import _

pytestmark = pytest.mark.usefixtures("advisor_ready")


async def test_an_undone_score_leaves_its_cell_pointed_and_says_so(language):
    app = app_for(game("jamb", ["Ana", "Bob"], seed=4), hints=True)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table(app)
        await pilot.press("r")
        await wait_for(pilot, lambda: app.state.has_rolled and not screen.rolling)
        await wait_for(pilot, lambda: screen.hint is not None and bool(screen.hint.advice))
        rolled = app.state
        cell = next(option.cell for option in options(rolled) if option.legal)
        await score_in(pilot, cell)
        scored = len(rolled.history)  # the score's index in the history
        await wait_for(pilot, lambda: scored in screen.coach_notes)  # the coach said its word
        await pilot.press("u")
        await wait_for(pilot, lambda: app.state.history == rolled.history)
        await settle(pilot)
        assert scored not in screen.coach_notes
        assert status(app) == _("The score is taken back."), status(app)
        assert screen.cursor == cell
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(app.state.history) > len(rolled.history))
        assert app.state.history[-1].cell == cell
