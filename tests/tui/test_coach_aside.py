"""Where the log steps aside for the hints (80x24), the coach still speaks: the status line
says its note on the player's newest move, in the words the log would, whole."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from rich.cells import cell_len

from tests.tui.helpers import app_for, game, log, rolled, score_in, status, table, wait_for
from yahtzee_tui import i18n

pytestmark = pytest.mark.usefixtures("advisor_ready")


@pytest.fixture(params=["en", "hr"])
def language(request) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def lines_of_note(app) -> list[str]:
    """The note's lines as the status line says them (the mark first)."""
    said = status(app).splitlines()
    at = next((i for i, line in enumerate(said) if line.startswith("↳")), None)
    return said[at:] if at is not None else []


async def test_at_80x24_a_reroll_is_judged_in_the_status_line(language):
    app = app_for(rolled(game("yamb", ["Ann", "Robo"]), (1, 4, 6, 2, 3, 5)), hints=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("1", "2", "r")
        screen = table(app)
        await wait_for(pilot, lambda: screen.coach_notes and lines_of_note(app), what="the note")
        assert not screen.query_one("#log-scroll").display  # the log stepped aside
        said = lines_of_note(app)
        assert 1 <= len(said) <= 2 and all(cell_len(line) <= 29 for line in said), said
        assert "…" not in "".join(said)
        hold = i18n._("held {dice}").format(dice="1 4")
        assert said[0].replace(" ", "").startswith(f"↳{hold.replace(' ', '')}"), said


async def test_a_score_is_judged_in_the_status_line_until_the_next_roll():
    app = app_for(rolled(game("yahtzee", ["Ann"]), (3, 3, 3, 5, 5)), hints=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await score_in(pilot, "chance")
        await wait_for(pilot, lambda: lines_of_note(app), what="the note")
        assert lines_of_note(app)[0].startswith("↳ Chance −")
        await pilot.press("r")
        await wait_for(pilot, lambda: not lines_of_note(app), what="the note gone")


async def test_where_the_log_shows_the_status_line_guides_as_before():
    app = app_for(rolled(game("yamb", ["Ann", "Robo"]), (1, 4, 6, 2, 3, 5)), hints=True)
    async with app.run_test(size=(80, 40)) as pilot:
        await pilot.press("1", "2", "r")
        await wait_for(pilot, lambda: "↳" in log(app), what="the note in the log")
        assert "↳" not in status(app)
