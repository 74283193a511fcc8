"""A finished game keeps its save until the records hold it: game over offers Try again, the
Records screen records the games still waiting, and no game is ever recorded twice."""

from __future__ import annotations

import sqlite3

import pytest

from tests.storage.test_records_edited import edit
from tests.tui.helpers import app_for, game, played_until, records_shown, text_of, wait_for
from tests.tui.test_records_screen import game_over_news
from yahtzee_tui.storage import records_db
from yahtzee_tui.storage.objective import Objective
from yahtzee_tui.storage.records import default_records_path, recent_games, record_game
from yahtzee_tui.storage.records_games import recorded_objective
from yahtzee_tui.storage.saves import has_saved_game, load_game, save_game
from yahtzee_tui.storage.settings import Settings
from yahtzee_tui.storage.slots import slot_path
from yahtzee_tui.storage.table_notes import TableNotes, notes_path, save_notes
from yahtzee_tui.tui.screens.game_over import GameOverScreen


@pytest.fixture
def locked_records(monkeypatch):
    """The records database with another connection holding a write transaction on it (as
    the sqlite3 shell does during `BEGIN IMMEDIATE`); `.rollback()` lets it go."""
    monkeypatch.setattr(records_db, "BUSY_TIMEOUT", 0.05)
    record_game(played_until(game("yahtzee", ["Old"], seed=1)))  # the schema is in place
    db = sqlite3.connect(default_records_path(), isolation_level=None)
    db.execute("BEGIN IMMEDIATE")
    yield db
    db.close()


def times_recorded(state) -> int:
    return sum(1 for record in recent_games(50) if record.seed == state.seed)


async def test_a_game_finished_while_the_records_are_locked_keeps_its_save_until_try_again(
    locked_records,
):
    almost = played_until(game("yatzy", ["Ann"], seed=31), turns_left=1)
    save_game(almost)
    save_notes(almost, TableNotes(hints=True))
    app = app_for(almost)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "down", "enter", "y")
        line = await game_over_news(pilot)
        assert line.startswith("This game is not recorded yet (its save is kept): ")
        assert "database is locked" in line
        finished = app.state
        assert finished.is_over and load_game() == finished
        assert notes_path().exists()
        assert times_recorded(finished) == 0

        locked_records.rollback()
        await pilot.click("#try-again")
        await wait_for(pilot, lambda: app.screen.news is not None and app.screen.news.recorded)
        assert text_of(app.screen.query_one("#over-news")).startswith("Ann sets the first")
        assert not app.screen.query_one("#try-again").display
        assert not has_saved_game() and not notes_path().exists()
        assert times_recorded(finished) == 1
    assert times_recorded(finished) == 1


async def test_try_again_by_key_while_still_locked_keeps_the_save(locked_records):
    over = played_until(game("yahtzee", ["Ann"], seed=32))
    app = app_for(over)
    async with app.run_test(size=(80, 24)) as pilot:
        await game_over_news(pilot)
        await pilot.press("a")
        await wait_for(pilot, lambda: app.screen.news is not None)
        assert not app.screen.news.recorded
    assert load_game() == over and times_recorded(over) == 0


async def test_a_game_recorded_before_is_not_recorded_again_and_its_save_goes():
    over = played_until(game("yahtzee", ["Ann"], seed=33))
    record_game(over)
    app = app_for(over)
    async with app.run_test(size=(80, 24)) as pilot:
        await game_over_news(pilot)
        assert not app.screen.query_one("#over-news").display  # no news: nothing new
    assert not has_saved_game()
    assert times_recorded(over) == 1


async def test_the_records_screen_records_the_games_waiting_in_their_saves(locked_records):
    over = played_until(game("yatzy", ["Cy"], seed=34))
    save_game(over, slot_path(2))
    locked_records.rollback()
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("s")
        await records_shown(pilot)
        line = text_of(app.screen.query_one("#records-waiting"))
        assert line == "The finished game Yatzy · Cy · turn 15 of 15 is now recorded."
    assert not slot_path(2).exists()
    assert times_recorded(over) == 1


async def test_the_records_screen_says_when_a_waiting_game_still_cannot_be_recorded(
    locked_records,
):
    over = played_until(game("yatzy", ["Cy"], seed=35))
    save_game(over, slot_path(3))
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("s")
        await records_shown(pilot)
        waiting = app.screen.query_one("#records-waiting")
        assert "stays in game-3.json: the game could not be recorded" in text_of(waiting)
        assert waiting.has_class("-problem")
    assert load_game(slot_path(3)) == over


async def test_the_records_screen_records_its_own_slots_finished_game_from_game_over(
    locked_records,
):
    over = played_until(game("yatzy", ["Di"], seed=36))
    app = app_for(over)
    async with app.run_test(size=(100, 32)) as pilot:
        await game_over_news(pilot)
        locked_records.rollback()
        await pilot.press("s")
        await records_shown(pilot)
        assert "is now recorded" in text_of(app.screen.query_one("#records-waiting"))
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))
    assert not has_saved_game() and times_recorded(over) == 1


async def test_the_records_screen_counts_the_damaged_rows_it_left_out():
    record_game(played_until(game("yahtzee", ["Ann"], seed=37)))
    record_game(played_until(game("yahtzee", ["Bob"], seed=38)))
    edit("UPDATE results SET total = 'lots' WHERE name = 'Bob'")
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("s")
        await records_shown(pilot)
        note = text_of(app.screen.query_one("#records-skipped"))
        assert note.startswith("1 damaged row of the records database was skipped")


async def test_a_damaged_total_on_record_neither_stops_game_over_nor_its_recording():
    record_game(played_until(game("yahtzee", ["Bob"], seed=38)))
    edit("UPDATE results SET total = 'lots' WHERE name = 'Bob'")
    over = played_until(game("yahtzee", ["Ann"], seed=39))
    app = app_for(over)
    async with app.run_test(size=(80, 24)) as pilot:
        line = await game_over_news(pilot)
        assert line.startswith("Ann sets the first")  # Bob's damaged game does not count
        assert app.screen.news.recorded
    assert not has_saved_game() and times_recorded(over) == 1


async def test_news_that_comes_as_the_screen_is_taken_down_is_let_go():
    """The game is recorded in a thread: its news may come as the app closes, after the
    screen's widgets are gone; it is then let go, not an error."""
    from yahtzee_tui.tui.state.recording import RecordNews

    app = app_for(played_until(game("yahtzee", ["Ann"], seed=2)))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen), what="results")
        screen = app.screen
        await wait_for(pilot, lambda: screen.news is not None, what="the game recorded")
        await screen.query("#over-buttons").remove()
        screen.news = RecordNews(problem="the records are busy")
        await pilot.pause()
        assert screen.news.problem == "the records are busy"


async def test_a_game_finished_under_the_win_is_recorded_with_it():
    over = played_until(game("yahtzee", ["Ann", "Bob"], seed=35))
    app = app_for(over, settings=Settings(objective="win"))
    async with app.run_test(size=(80, 24)) as pilot:
        await game_over_news(pilot)
        assert app.screen.news.recorded
    [row] = recent_games()
    assert recorded_objective(row.id) == Objective("win")
