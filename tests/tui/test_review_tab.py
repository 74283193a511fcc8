"""The game-over screen's Review tab: opened, moved through and a position opened, by keyboard
and by mouse."""

from __future__ import annotations

from dataclasses import replace

import pytest
from rich.console import Console
from textual.containers import VerticalScroll
from textual.widgets import DataTable, TabbedContent

from tests.builders import finished
from tests.strategy.review_games import computer_game
from tests.tui.helpers import app_for, text_of, wait_for
from yahtzee_tui.game.state import Mark
from yahtzee_tui.strategy.review import review
from yahtzee_tui.tui.screens.game_over import GameOverScreen
from yahtzee_tui.tui.screens.review_position import ReviewPositionScreen
from yahtzee_tui.tui.views.chart_ticks import whole_ticks
from yahtzee_tui.tui.views.review_fit import lines_between
from yahtzee_tui.tui.views.review_words import position_choice
from yahtzee_tui.tui.widgets.review_tab import PlayersFigures, ReviewPane

pytestmark = pytest.mark.usefixtures("advisor_ready", "reviews_remembered")


@pytest.fixture(scope="module")
def ended_game():
    return finished("yahtzee", ["Ann", "Bob"], seed=11)


def plain(renderable) -> str:
    console = Console(width=200)
    with console.capture() as capture:
        console.print(renderable)
    return capture.get()


def pane(app) -> ReviewPane:
    return app.screen.query_one(ReviewPane)


def worst_list(app) -> DataTable:
    return app.screen.query_one("#review-worst", DataTable)


async def reviewed(pilot) -> ReviewPane:
    await wait_for(pilot, lambda: pane(pilot.app).found is not None, what="the review")
    await wait_for(pilot, lambda: worst_list(pilot.app).has_focus, what="the list focused")
    return pane(pilot.app)


async def test_v_opens_the_review_with_each_players_figures(ended_game):
    app = app_for(ended_game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("v")
        found = (await reviewed(pilot)).found
        assert app.screen.query_one("#over-tabs", TabbedContent).active == "tab-review"
        players = plain(app.screen.query_one(PlayersFigures).render())
        for player in found.players:
            assert player.name in players
            assert f"{player.given_away:.1f}" in players
            assert f"{player.best_choices} of {player.decisions}" in players
        assert worst_list(app).row_count == len(found.worst())  # every one: the totals add up


async def test_the_arrows_move_through_the_decisions_and_enter_opens_one(ended_game):
    app = app_for(ended_game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("v")
        found = (await reviewed(pilot)).found
        await pilot.press("down", "down", "up")
        assert worst_list(app).cursor_row == 1
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ReviewPositionScreen))
        second = found.worst()[1]
        assert app.screen.decision == second
        choice = text_of(app.screen.query_one("#position-choice"))
        assert choice == f"Choice: {position_choice(ended_game.ruleset, second)}"
        hints = str(app.screen.query_one("#position-hints").render())
        assert "Advisor: expected final score" in hints
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))
        assert worst_list(app).cursor_row == 1


async def test_tab_from_the_list_brings_the_chart_into_view(ended_game):
    app = app_for(ended_game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("v")
        found_pane = await reviewed(pilot)
        chart = app.screen.query_one("#review-chart")
        assert found_pane.scroll_y == 0
        await pilot.press("tab")
        await wait_for(pilot, lambda: chart.has_focus, what="the chart focused")
        await wait_for(pilot, lambda: found_pane.scroll_y > 0, what="the chart scrolled to")


async def test_a_click_on_the_tab_and_on_a_decision_opens_its_position(ended_game):
    app = app_for(ended_game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.click("#over-tabs Tab#--content-tab-tab-review")
        found = (await reviewed(pilot)).found
        await pilot.click("#review-worst", offset=(4, 3))  # the header, then the third row
        await wait_for(pilot, lambda: worst_list(app).cursor_row == 2, what="the row picked")
        assert isinstance(app.screen, GameOverScreen)
        await pilot.click("#review-worst", offset=(4, 3))
        await wait_for(pilot, lambda: isinstance(app.screen, ReviewPositionScreen))
        assert app.screen.decision == found.worst()[2]
        await pilot.click("#close")
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))


async def test_a_position_shows_the_dice_the_card_and_the_advisors_best(ended_game):
    app = app_for(ended_game)
    worst = review(ended_game).worst()[0]
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("v")
        await reviewed(pilot)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ReviewPositionScreen))
        where = text_of(app.screen.query_one("#position-where"))
        assert where.startswith(" ".join(map(str, worst.position.dice)))
        assert text_of(app.screen.query_one("#position-card")).startswith("Card: ")
        hints = str(app.screen.query_one("#position-hints").render())
        assert "▸ " + choice_words_of_best(ended_game, worst) in hints


async def test_the_positions_card_breaks_its_lines_only_between_boxes(ended_game):
    """ "Ful" at a line's end and its "25" under it read as two things."""
    last = review(ended_game).decisions[-1]  # the fullest card
    app = app_for(ended_game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("v")
        await reviewed(pilot)
        app.push_screen(ReviewPositionScreen(ended_game, last))
        await wait_for(pilot, lambda: app.screen.query("#position-card"))
        card = app.screen.query_one("#position-card")
        await wait_for(pilot, lambda: card.size.width > 0)
        lines = [strip.text.rstrip() for strip in card.render_lines(card.region.reset_offset)]
        assert len(lines) > 1 and all(line.endswith(",") for line in lines[:-1]), lines
        assert all(len(line) <= card.size.width for line in lines), lines


def test_lines_between_keeps_each_part_whole():
    lines = [str(line) for line in lines_between("Card: Fours 8, Full house 25, Chance 22", 20)]
    assert lines == ["Card: Fours 8,", "Full house 25,", "Chance 22"]


def choice_words_of_best(state, decision) -> str:
    from yahtzee_tui.tui.views.hints import option_words

    return option_words(state.ruleset, decision.best)


async def test_a_game_without_a_loss_says_so_and_lists_nothing():
    app = app_for(computer_game("yahtzee", ["expert"], seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("v")
        await wait_for(pilot, lambda: pane(app).found is not None, what="the review")
        await wait_for(pilot, lambda: app.screen.query(".review-heading"))
        heading = text_of(app.screen.query(".review-heading").first())
        assert heading == "No choice gave anything away."
        assert not worst_list(app).display


def test_the_charts_ticks_are_round_numbers_spaced_1_2_5_apart():
    assert whole_ticks(0, 3, 7) == [0, 1, 2, 3]
    assert whole_ticks(0, 13, 7) == [0, 5, 10]
    assert whole_ticks(0, 78, 7) == [0, 20, 40, 60]
    assert whole_ticks(86.6, 254.6, 6) == [100, 150, 200, 250]


async def test_the_help_a_player_had_is_marked_on_the_decision_and_its_position(ended_game):
    worst = review(ended_game).worst()[0]
    position = worst.position
    hint = Mark("hint", position.current, position.turn, position.rolls_used)
    app = app_for(replace(ended_game, marks=(hint,)))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("v")
        await reviewed(pilot)
        assert worst_list(app).get_row_at(0)[-1] == "hint shown"
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ReviewPositionScreen))
        assert text_of(app.screen.query_one("#position-help")) == "Help: hint shown"


async def test_the_review_shown_late_does_not_bring_its_tab_back(ended_game):
    """A key for another tab may come between the Review showing and its list taking the
    focus (a busy machine): the focus must not bring the Review's tab back."""
    app = app_for(ended_game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("v")
        pane = app.screen.query_one(ReviewPane)
        await wait_for(pilot, lambda: pane.found is not None, what="the review")
        tabs = app.screen.query_one(TabbedContent)
        await pilot.press("t")
        await wait_for(pilot, lambda: tabs.active == "tab-throws", what="the throws")
        pane._focus_list()  # as the Review's show, handled after the key
        await pilot.pause()
        assert tabs.active == "tab-throws"
        assert app.screen.focused is None or pane not in app.screen.focused.ancestors


async def test_the_tab_keys_leave_the_review_for_the_other_tabs(ended_game):
    # The review's list holds the focus: r, b and t still show their tabs, and v comes back.
    app = app_for(ended_game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("v")
        await wait_for(pilot, lambda: app.screen.query_one(ReviewPane).found, what="the review")
        tabs = app.screen.query_one(TabbedContent)
        for key, tab in (("r", "tab-results"), ("v", "tab-review"), ("b", "tab-boxes")):
            await pilot.press(key)
            await wait_for(pilot, lambda tab=tab: tabs.active == tab, what=tab)
        await pilot.press("v", "t")
        await wait_for(pilot, lambda: tabs.active == "tab-throws", what="the throws")


async def test_the_review_is_made_when_shown_after_the_throws_were_scrolled(ended_game):
    """Scrolled, the Throws tab leaves Textual's map of the screen to be made again on demand;
    a look at it before the Review's first layout counted the Review as shown already, and
    no `Show` came: `Reviewing the game…` stayed for good (until another tab and back)."""
    app = app_for(ended_game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        throws = app.screen.query_one("#tab-throws").query_one(VerticalScroll)
        # A page down before the tab is laid out has nothing to scroll: wait for its length.
        await wait_for(pilot, lambda: throws.max_scroll_y > 0, what="the throws laid out")
        await pilot.press("pagedown")
        await wait_for(pilot, lambda: throws.scroll_y > 0, what="the throws scrolled")
        await pilot.press("v")
        await wait_for(pilot, lambda: pane(app).found is not None, what="the review")
        assert app.screen.query_one(TabbedContent).active == "tab-review"


def test_under_a_target_only_the_humans_are_judged_by_theirs():
    # sr: a Review after hints aimed at 339+ said the easy computer lost chances "za 225+", a
    # target it never played for.
    from yahtzee_tui.game import Player, new_game
    from yahtzee_tui.storage.objective import BEST, Objective, Target
    from yahtzee_tui.strategy.goals import Goal
    from yahtzee_tui.tui.views.objectives import TARGET
    from yahtzee_tui.tui.views.review_goals import judged_goals

    state = new_game("yahtzee", ["Ana", Player("Robo", "computer", "easy")], seed=3)
    targets = {0: Target(339, BEST, 338), 1: Target(225, BEST, 224)}
    assert judged_goals(state, Objective(TARGET, targets)) == {0: Goal(TARGET, 339)}
    assert judged_goals(state, Objective(TARGET, {1: targets[1]})) is None


def test_a_positions_choice_loses_what_the_panel_under_it_shows():
    # hr: "Izbor: zadržano 1 (−13,2)" over the panel's "zadržano 1  248,4 −13,1" beside the
    # best's 261,5: the choice's loss is the difference of the figures the panel shows.
    from yahtzee_tui.game import new_game
    from yahtzee_tui.strategy import Advice
    from yahtzee_tui.strategy.review import Decision

    state = new_game("yahtzee", ["Ana"], seed=3)
    best = Advice("score", 261.44, box="large_straight", points=40)
    chosen = Advice("hold", 248.26, loss=261.44 - 248.26, hold=(1,))
    said = position_choice(state.ruleset, Decision(0, state, chosen, best))
    assert "(−13.1)" in said, said
