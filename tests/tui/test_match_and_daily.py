"""Matches and the daily challenge in the app: match totals on the table, standings at the
end of each game, the next game by key or click, and the daily entry on the start screen."""

from __future__ import annotations

from datetime import date

import pytest

from tests.tui.helpers import app_for, played_until, table, text_of, wait_for
from yahtzee_tui.game import player_totals
from yahtzee_tui.game.daily import daily_seed
from yahtzee_tui.game.matches import new_match
from yahtzee_tui.storage.records_games import recent_games
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.screens.game_over import GameOverScreen
from yahtzee_tui.tui.screens.table import TableScreen

pytestmark = pytest.mark.usefixtures("advisor_ready")


async def finish_by_keys(pilot, app) -> None:
    """Roll and score the last open box (saying yes to a zero) until the game is over."""
    while not app.state.is_over:
        before = app.state
        await pilot.press("r", "down", "enter")
        await wait_for(
            pilot,
            lambda before=before: (
                (app.state is not before and not app.state.has_rolled)
                or isinstance(app.screen, ConfirmScreen)
                or app.state.is_over
            ),
        )
        if isinstance(app.screen, ConfirmScreen):
            await pilot.press("y")
            await wait_for(pilot, lambda: not isinstance(app.screen, ConfirmScreen))
    await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen), what="game over")


def last_turns(games: int = 2):
    """The first game of a match of Ann and Bob, one turn each from its end."""
    state = new_match("yatzy", ["Ann", "Bob"], games, seed=5, match_id="m-test")
    return played_until(state, turns_left=2)


async def test_a_two_game_match_by_keyboard_records_both_games_under_one_match():
    app = app_for(last_turns())
    async with app.run_test(size=(100, 34)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        line = text_of(table(app).query_one("#match-totals"))
        assert line.startswith("Match · game 1 of 2")
        await finish_by_keys(pilot, app)
        first = app.state
        heading = text_of(app.screen.query_one("#match-heading"))
        assert heading == "Match · game 1 of 2 played"
        assert app.screen.focused.id == "next-game"
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        assert app.state.match.game == 2 and app.state.players == first.players
        app.open_game(played_until(app.state, turns_left=2))
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        await finish_by_keys(pilot, app)
        last = app.state
        heading = text_of(app.screen.query_one("#match-heading"))
        assert heading.startswith("Match over · ")
        assert not app.screen.query("#next-game")
    games = recent_games()
    assert sorted((row.match_id, row.match_game) for row in games) == [("m-test", 1), ("m-test", 2)]
    totals = {seat: sum(row.players[seat].total for row in games) for seat in range(2)}
    standings = {standing.seat: standing.total for standing in _standings(last)}
    assert standings == totals


def _standings(state):
    from yahtzee_tui.game.matches import match_standings

    return match_standings(state)


async def test_the_next_game_of_a_match_by_mouse():
    app = app_for(last_turns(3))
    async with app.run_test(size=(100, 34)) as pilot:
        await finish_by_keys(pilot, app)
        first = app.state
        await pilot.click("#next-game")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        assert app.state.match.game == 2 and app.state.match.games == 3
        assert app.state.first_player == (first.first_player + 1) % 2
        totals = tuple(player_totals(first, seat)["total"] for seat in range(2))
        assert app.state.match.earlier == (totals,)


async def test_the_start_screen_plays_a_match_of_the_games_typed():
    app = app_for()
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        await pilot.click("#games")
        await pilot.press("3")
        await pilot.click("#start")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        assert (app.state.match.game, app.state.match.games) == (1, 3)


@pytest.mark.parametrize("typed", ["-2", "0", "21"])
async def test_games_out_of_range_are_refused_with_the_range(typed):
    """A count of games no match can have starts nothing and says what can be typed."""
    app = app_for()
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        await pilot.click("#games")
        await pilot.press(*typed)
        await pilot.click("#start")
        await wait_for(
            pilot, lambda: "from 1 to 20" in text_of(app.screen.query_one("#start-message"))
        )
        assert app.state is None


async def test_a_full_table_says_so_on_its_add_button():
    app = app_for()
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        for _ in range(5):
            await pilot.click("#add-seat")
            await pilot.pause()
        add = app.screen.query_one("#add-seat")
        await wait_for(pilot, lambda: add.disabled)
        assert str(add.label) == "6 players at most"


async def test_the_daily_challenge_by_click_on_the_start_screen(monkeypatch):
    app = app_for()
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        await pilot.click("#daily")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        state = app.state
        assert state.daily == date.today().isoformat() and len(state.players) == 1
        assert state.seed == daily_seed(date.today(), state.rules_id)
        line = text_of(table(app).query_one("#match-totals"))
        assert line.startswith(f"Daily challenge · {state.daily}")


async def test_the_daily_challenge_by_keyboard_takes_the_rule_set_chosen():
    app = app_for()
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        start = app.screen
        start.query_one("#rule-list").focus()
        await pilot.press("down")  # Yatzy
        start.query_one("#daily").focus()
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        assert app.state.rules_id == "yatzy" and app.state.daily is not None


async def test_a_finished_daily_says_where_it_stands_that_day():
    from yahtzee_tui.game.daily import daily_game
    from yahtzee_tui.storage.records import record_game

    day = date(2025, 3, 4)
    record_game(played_until(daily_game("yatzy", "Bob", day)))  # Bob's 99 points or so
    almost = played_until(daily_game("yatzy", "Ann", day), turns_left=1)
    app = app_for(almost)
    async with app.run_test(size=(100, 34)) as pilot:
        await finish_by_keys(pilot, app)
        # The game is recorded in a thread; the line says "Recording the game…" until then.
        await wait_for(pilot, lambda: app.screen.news is not None, what="the game recorded")
        news = text_of(app.screen.query_one("#over-news"))
        assert "Daily challenge of 2025-03-04: Ann is " in news
        assert news.endswith("of 2 so far that day")


async def test_todays_challenge_played_already_is_refused_with_its_result():
    from yahtzee_tui.game import Player
    from yahtzee_tui.game.daily import daily_game
    from yahtzee_tui.storage.records import record_game
    from yahtzee_tui.storage.settings import Settings
    from yahtzee_tui.tui.screens.start import StartScreen

    played = played_until(daily_game("yahtzee", "Ann", date.today()))
    record_game(played)
    total = player_totals(played, 0)["total"]
    app = app_for(settings=Settings(last_rules="yahtzee", last_seats=(Player("Ann"),)))
    async with app.run_test(size=(100, 34)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen), what="start screen")
        await pilot.click("#daily")
        message = app.screen.query_one("#start-message")
        await wait_for(pilot, lambda: "has played" in text_of(message), what="the refusal")
        assert text_of(message) == (
            f"Ann has played today's Yahtzee challenge ({total} points): new dice come tomorrow"
        )
        assert isinstance(app.screen, StartScreen) and app.state is None
