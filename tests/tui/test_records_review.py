"""A recent game in the Records opens its Review, by keyboard and by mouse: the game-over
screen's Review tab, for a game whose result screen was left long ago."""

from __future__ import annotations

import sqlite3

import pytest
from textual.widgets import DataTable

from tests.strategy.review_games import yahtzee_zero_behind
from tests.textual_shims import notifications
from tests.tui.helpers import game, played_until, records_opened, settle, text_of, wait_for
from yahtzee_tui.storage.objective import Objective
from yahtzee_tui.storage.records import default_records_path, record_game
from yahtzee_tui.tui.screens.recorded_review import RecordedReviewScreen
from yahtzee_tui.tui.screens.records import RecordsScreen
from yahtzee_tui.tui.screens.review_position import ReviewPositionScreen
from yahtzee_tui.tui.widgets.review_tab import ReviewPane

pytestmark = pytest.mark.usefixtures("advisor_ready")


def recorded() -> None:
    """Two Yahtzee games on record; Bob's the newer, listed first."""
    record_game(played_until(game("yahtzee", ["Ann"], 11)))
    record_game(played_until(game("yahtzee", ["Bob", "Cy"], 5)))


def recent(app) -> DataTable:
    return app.screen.query_one("#records-recent", DataTable)


async def review_opened(pilot) -> ReviewPane:
    app = pilot.app
    await wait_for(pilot, lambda: isinstance(app.screen, RecordedReviewScreen))
    found = app.screen.query_one(ReviewPane)
    await wait_for(pilot, lambda: found.found is not None, what="the review")
    return found


async def test_enter_on_a_recent_game_opens_its_review_and_escape_comes_back():
    recorded()
    async with records_opened((100, 32)) as (app, pilot):
        assert not recent(app).has_focus  # the arrows scroll the records first
        await pilot.press("enter")  # the list takes the focus, its first game picked
        await wait_for(pilot, lambda: recent(app).has_focus, what="the list focused")
        await pilot.press("down", "enter")  # Ann's game, the older
        pane = await review_opened(pilot)
        assert [player.name for player in pane.found.players] == ["Ann"]
        assert text_of(app.screen.query_one("#recorded-title")).startswith("Review · Yahtzee")
        await wait_for(pilot, lambda: app.screen.query_one("#review-worst").has_focus)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ReviewPositionScreen))
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, RecordedReviewScreen))
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, RecordsScreen))
        assert recent(app).cursor_row == 1


async def test_a_click_picks_a_recent_game_and_a_click_on_it_opens_its_review():
    recorded()
    async with records_opened((100, 32)) as (app, pilot):
        # The list is placed on the screen after the records are read: click once it is.
        await wait_for(pilot, lambda: recent(app).region.height >= 4, what="the list placed")
        await settle(pilot)
        row = recent(app).region.y + 3  # the frame, the header, Bob's row, then Ann's
        await pilot.click(offset=(recent(app).region.x + 4, row))
        await wait_for(pilot, lambda: recent(app).cursor_row == 1, what="the row picked")
        assert isinstance(app.screen, RecordsScreen)
        await pilot.click(offset=(recent(app).region.x + 4, row))
        pane = await review_opened(pilot)
        assert [player.name for player in pane.found.players] == ["Ann"]


async def test_a_game_recorded_before_whole_games_were_kept_says_it_cannot_be_reviewed():
    recorded()
    with sqlite3.connect(default_records_path()) as db:
        db.execute("UPDATE games SET game = NULL")
    async with records_opened((100, 32)) as (app, pilot):
        await pilot.press("tab", "enter")
        said = lambda: [str(n.message) for n in notifications(app)]  # noqa: E731
        await wait_for(pilot, lambda: said(), what="a word on the game")
        assert "was recorded before whole games were kept" in said()[0]
        assert isinstance(app.screen, RecordsScreen)


@pytest.mark.parametrize(("objective", "judged"), [(Objective("win"), True), (None, False)])
async def test_a_game_recorded_under_the_win_is_reviewed_for_the_win(objective, judged):
    """Ann, behind with two boxes open, scored 0 in Yahtzee (the points' best) rather than
    0 in Full house (her only chance to win): the Review from the Records judges by what the
    game's hints played for, as the game-over screen's did."""
    record_game(yahtzee_zero_behind(), objective=objective)
    async with records_opened((120, 40)) as (app, pilot):
        await pilot.press("tab", "enter")
        pane = await review_opened(pilot)
        if not judged:
            assert pane.objective == Objective("points") and not app.screen.query("#review-win")
            return
        await wait_for(pilot, lambda: bool(app.screen.query("#review-win")), what="the win")
        said = text_of(app.screen.query_one("#review-win"))
        assert "Ann, turn 12: Yahtzee: " in said
        assert "% less chance to win; best was Full house" in said
