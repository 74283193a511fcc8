"""The Review under the win or a target: a choice that kept the most points but gave away the
chance of the objective is named with the chance it cost; under points the Review is as it
was."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest
from textual.pilot import Pilot

from tests.strategy import review_games
from tests.tui.helpers import app_for, game, played_until, text_of, wait_for
from yahtzee_tui.storage.settings import Settings
from yahtzee_tui.tui import YahtzeeApp
from yahtzee_tui.tui.widgets.review_tab import ReviewPane

pytestmark = pytest.mark.usefixtures("advisor_ready")


@pytest.fixture(scope="module")
def yahtzee_zero_behind():
    return review_games.yahtzee_zero_behind()


async def test_under_the_win_the_review_names_the_choice_that_gave_the_win_away(
    yahtzee_zero_behind,
):
    app = app_for(yahtzee_zero_behind, settings=Settings(objective="win"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("v")
        await wait_for(pilot, lambda: bool(app.screen.query("#review-win")), what="the win")
        said = text_of(app.screen.query_one("#review-win"))
        assert "Ann, turn 12: Yahtzee: " in said
        assert "% less chance to win; best was Full house" in said


@asynccontextmanager
async def reviewed(state) -> AsyncIterator[tuple[YahtzeeApp, Pilot]]:
    """The game's Review tab under points (the app's default), once the review is made."""
    app = app_for(state)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("v")
        await wait_for(pilot, lambda: app.screen.query_one(ReviewPane).found is not None)
        yield app, pilot


async def test_under_points_the_review_has_no_word_on_the_win(yahtzee_zero_behind):
    async with reviewed(yahtzee_zero_behind) as (app, pilot):
        assert not app.screen.query("#review-win")
        await wait_for(pilot, lambda: bool(app.screen.query(".review-heading")))
        headings = [text_of(heading) for heading in app.screen.query(".review-heading")]
        assert not any("chance to win" in heading for heading in headings)


async def test_under_a_target_the_review_names_the_choices_that_gave_its_chance_away(monkeypatch):
    """Ann, alone, plays toward her best + 1 (119); her greedy choices of the last boxes
    gave the chance of it away (large straight at turn 12: a third of it)."""
    from tests.tui.helpers import score_in, table
    from yahtzee_tui.storage import records_read
    from yahtzee_tui.storage.records_read import PlayerStats

    def best_of_118(name, rules=None, *, path=None):
        return [PlayerStats(name, "yahtzee", 3, 0, 100.0, 118, 90, 0.5, 0)]

    monkeypatch.setattr(records_read, "player_stats", best_of_118)
    app = app_for(played_until(game("yahtzee", ["Ann"], seed=1), 1), hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("o")  # alone: points → target
        await wait_for(pilot, lambda: "for 119+" in text_of(table(app).query_one("#hints")))
        await pilot.press("r")
        await score_in(pilot, "yahtzee")
        await pilot.press("v")
        await wait_for(pilot, lambda: bool(app.screen.query("#review-win")), what="the target")
        said = text_of(app.screen.query_one("#review-win"))
        turn_12 = next(line for line in said.splitlines() if line.startswith("Ann, turn 12: "))
        assert turn_12.endswith("straight: 33% less chance for 119+; best was hold 3")
        headings = [text_of(heading) for heading in app.screen.query(".review-heading")]
        assert "Choices that gave away the chance of the target (the last boxes)" in headings


@pytest.fixture(scope="module")
def yamb_of_two_mediums():
    """A Yamb game of two medium computers played to its end: Ann's hold at her 76th turn,
    in her last cells, gave away 5 % of her chance to win (the expert's values)."""
    from yahtzee_tui.game import Player
    from yahtzee_tui.strategy.players import play_turn

    state = game(
        "yamb", [Player("Ann", "computer", "medium"), Player("Bob", "computer", "medium")], seed=4
    )
    while not state.is_over:
        state, _ = play_turn(state)
    return state


async def test_under_the_win_a_yamb_review_judges_the_last_cells(yamb_of_two_mediums):
    app = app_for(yamb_of_two_mediums, settings=Settings(objective="win"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("v")
        await wait_for(pilot, lambda: bool(app.screen.query("#review-win")), what="the win")
        said = text_of(app.screen.query_one("#review-win"))
        assert "Ann, turn 76: held 1 1 2 4 5: 5% less chance to win; best was hold 5 5" in said
        headings = [text_of(heading) for heading in app.screen.query(".review-heading")]
        assert "Choices that gave away the chance to win (the last cells)" in headings


@pytest.fixture(scope="module")
def yatzy_won_for_the_win():
    return review_games.yatzy_won_for_the_win()


async def test_under_the_win_a_choice_best_for_it_is_marked_in_the_worst_decisions(
    yatzy_won_for_the_win,
):
    def ann_at_11() -> list[str]:
        worst = app.screen.query_one("#review-worst")
        rows = [[str(cell) for cell in worst.get_row_at(i)] for i in range(worst.row_count)]
        return next(row for row in rows if row[1:3] == ["Ann", "11"])

    app = app_for(yatzy_won_for_the_win, settings=Settings(objective="win"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("v")
        await wait_for(pilot, lambda: bool(app.screen.query("#review-worst")), what="the list")
        assert ann_at_11()[5] == "6.1" and ann_at_11()[-1] == "the best for the win"
        await pilot.resize_terminal(80, 24)  # the help in marks, explained under the list
        await wait_for(pilot, lambda: ann_at_11()[-1] == "★", what="the mark")
        legend = text_of(app.screen.query_one("#review-legend"))
        assert "★: the best for the win, though not for points" in legend


async def test_under_points_no_choice_is_marked_best_for_the_win(yatzy_won_for_the_win):
    async with reviewed(yatzy_won_for_the_win) as (app, _pilot):
        pane = app.screen.query_one(ReviewPane)
        assert all(decision.best_for is None for decision in pane.worst(pane.found))


async def test_a_position_best_for_the_win_says_so_of_the_choice_made(yatzy_won_for_the_win):
    from yahtzee_tui.tui.screens.review_position import ReviewPositionScreen

    app = app_for(yatzy_won_for_the_win, settings=Settings(objective="win"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("v")
        await wait_for(pilot, lambda: bool(app.screen.query("#review-worst")), what="the list")
        pane = app.screen.query_one(ReviewPane)
        [ann_at_11] = [d for d in pane.worst(pane.found) if (d.seat, d.turn) == (0, 11)]
        app.push_screen(ReviewPositionScreen(pane.found.state, ann_at_11))
        await wait_for(pilot, lambda: bool(app.screen.query("#position-best-for")))
        said = text_of(app.screen.query_one("#position-best-for"))
        assert said == "The choice made was the best for the win."
        assert not app.screen.query("#position-help")  # no help was had: no help line
