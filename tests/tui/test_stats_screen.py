"""The Stats screen: reached from the start and records screens, by keyboard and mouse."""

from __future__ import annotations

import io
import threading

import pytest
from rich.console import Console
from textual.widgets import Static

from tests.deadlines import deadline
from tests.tui.helpers import app_for, text_of, wait_for
from tests.tui.stats_data import fixed_profile, known_profiles, record_rows
from yahtzee_tui.game import Player
from yahtzee_tui.storage.settings import Settings
from yahtzee_tui.strategy import optimal_profile as profile_module
from yahtzee_tui.tui.screens.records import RecordsScreen
from yahtzee_tui.tui.screens.start import StartScreen
from yahtzee_tui.tui.screens.stats import NO_GAMES, StatsScreen

__all__ = ["known_profiles"]  # a fixture


def stats(app) -> StatsScreen:
    assert isinstance(app.screen, StatsScreen), type(app.screen).__name__
    return app.screen


def summary(app) -> str:
    """The figures table as plain text."""
    console = Console(width=100, file=io.StringIO())
    console.print(stats(app).query_one("#stats-summary", Static).content)
    return console.file.getvalue()


async def open_stats(pilot, app) -> StatsScreen:
    await pilot.pause()
    await pilot.press("t")
    await wait_for(pilot, lambda: isinstance(app.screen, StatsScreen), what="the Stats screen")
    return stats(app)


@pytest.mark.usefixtures("known_profiles")
async def test_t_on_the_start_screen_opens_the_last_players_figures_and_escape_goes_back():
    record_rows("Bob", games=3)
    record_rows("Ann", games=12)
    app = app_for(settings=Settings(last_seats=(Player("Ann"),)))
    async with app.run_test(size=(100, 34)) as pilot:
        screen = await open_stats(pilot, app)
        await wait_for(pilot, lambda: screen.figures is not None)
        assert screen.player == "Ann" and screen.rules_id == "yahtzee"
        lines = summary(app).splitlines()
        games = next(line for line in lines if "games" in line).split()
        assert games == ["games", "9", "3", "400"]  # own, assisted, optimal
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))


@pytest.mark.usefixtures("known_profiles")
async def test_the_records_screen_opens_the_stats_and_they_return_to_it():
    record_rows("Ann", games=2)
    app = app_for()
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await wait_for(pilot, lambda: isinstance(app.screen, RecordsScreen))
        await pilot.press("t")
        await wait_for(pilot, lambda: isinstance(app.screen, StatsScreen))
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, RecordsScreen))


@pytest.mark.usefixtures("known_profiles")
async def test_number_keys_and_clicks_switch_the_charts():
    record_rows("Ann", games=6)
    app = app_for()
    async with app.run_test(size=(100, 34)) as pilot:
        screen = await open_stats(pilot, app)
        await wait_for(pilot, lambda: screen.figures is not None)
        tabs = screen.query_one("#stats-charts")
        await pilot.press("4")
        await wait_for(pilot, lambda: tabs.active == "tab-boxes")
        await pilot.click("#--content-tab-tab-spread")
        await wait_for(pilot, lambda: tabs.active == "tab-spread")
        await pilot.press("2")
        await wait_for(pilot, lambda: tabs.active == "tab-totals")
        plot = screen.query_one("#tab-totals-plot")
        await wait_for(pilot, lambda: "totals over time" in str(plot.render()))


@pytest.mark.usefixtures("known_profiles")
async def test_choosing_another_player_by_keyboard_shows_their_games():
    record_rows("Ann", games=12)
    record_rows("Bob", games=5, assisted_every=99)
    app = app_for(settings=Settings(last_seats=(Player("Ann"),)))
    async with app.run_test(size=(100, 34)) as pilot:
        screen = await open_stats(pilot, app)
        await wait_for(pilot, lambda: screen.player == "Ann")
        screen.query_one("#stats-player").focus()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("down", "enter")  # the list holds Ann, then Bob (last played first)
        await wait_for(pilot, lambda: screen.player == "Bob", what="Bob chosen")
        await wait_for(pilot, lambda: "assisted" not in summary(app))
        assert next(line for line in summary(app).splitlines() if "games" in line).split()[1] == "5"


@pytest.mark.usefixtures("known_profiles")
async def test_choosing_a_player_by_mouse():
    record_rows("Ann", games=2)
    record_rows("Bob", games=3)
    app = app_for(settings=Settings(last_seats=(Player("Ann"),)))
    async with app.run_test(size=(100, 34)) as pilot:
        screen = await open_stats(pilot, app)
        await wait_for(pilot, lambda: screen.player == "Ann")
        await pilot.click("#stats-player")
        await wait_for(pilot, lambda: screen.query_one("#stats-player").expanded)
        overlay = screen.query_one("#stats-player SelectOverlay")
        # Players only, the last to play first: no blank "Player" entry above them.
        assert [str(option.prompt) for option in overlay.options] == ["Bob", "Ann"]
        await pilot.click(overlay, offset=(2, 0))  # the first option: Bob
        await wait_for(pilot, lambda: screen.player == "Bob")


async def test_without_any_game_the_screen_says_how_figures_come():
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_stats(pilot, app)
        await pilot.pause()
        message = screen.query_one("#stats-message")
        assert message.display and text_of(message) == NO_GAMES
        assert not screen.query_one("#stats-charts").display


async def test_the_optimal_figures_are_worked_out_in_a_worker_and_shown_when_ready(monkeypatch):
    monkeypatch.setattr(profile_module, "_loaded", {})
    release = threading.Event()

    def slow_profile(rules, directory=None):
        release.wait(timeout=deadline())
        profile = fixed_profile(rules if isinstance(rules, str) else rules.id)
        profile_module._loaded[profile.rules_id] = profile
        return profile

    monkeypatch.setattr("yahtzee_tui.tui.screens.stats.optimal_profile", slow_profile)
    record_rows("Ann", games=4)
    app = app_for()
    async with app.run_test(size=(100, 34)) as pilot:
        screen = await open_stats(pilot, app)
        await wait_for(pilot, lambda: screen.figures is not None)
        assert "…" in summary(app)  # the screen answers while the worker works
        await pilot.press("2")
        await wait_for(pilot, lambda: screen.query_one("#stats-charts").active == "tab-totals")
        release.set()
        await wait_for(pilot, lambda: "400" in summary(app), what="the optimal figures")
        assert "…" not in summary(app)


@pytest.mark.usefixtures("known_profiles")
async def test_the_accuracy_chart_rates_each_game_kept_whole_with_the_review(monkeypatch):
    import random

    from tests.game.helpers import play_game
    from yahtzee_tui.game import new_game
    from yahtzee_tui.storage.records import record_game
    from yahtzee_tui.tui.screens import stats as stats_module

    rated = []

    def accuracy(state, seat):
        rated.append(state.seed)
        return 75.0

    monkeypatch.setattr(stats_module, "review_accuracy", accuracy)
    for seed in (1, 2):
        record_game(play_game(new_game("yahtzee", ["Ann"], seed=seed), random.Random(seed)))
    app = app_for()
    async with app.run_test(size=(100, 34)) as pilot:
        screen = await open_stats(pilot, app)
        await pilot.press("5")
        await wait_for(pilot, lambda: sorted(rated) == [1, 2], what="both games rated")
        plot = screen.query_one("#tab-accuracy-plot")
        await wait_for(pilot, lambda: "accuracy over time" in str(plot.render()))
