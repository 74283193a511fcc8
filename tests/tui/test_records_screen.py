"""Records in the app: a finished game is recorded once, the game-over screen tells of new
bests, and the Records screen lists high scores and recent games."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from rich.console import Console
from textual.widgets import DataTable

from tests.tui.helpers import app_for, game, played_until, records_shown, text_of, wait_for
from yahtzee_tui.game import Player
from yahtzee_tui.storage.records import default_records_path, recent_games, record_game
from yahtzee_tui.storage.saves import has_saved_game, load_game, save_game
from yahtzee_tui.tui.screens.game_over import GameOverScreen
from yahtzee_tui.tui.screens.start import StartScreen

WHEN = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


async def game_over_news(pilot) -> str:
    """The game-over screen's line once the game's recording has come to something."""
    app = pilot.app
    await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))
    await wait_for(pilot, lambda: app.screen.news is not None, what="the game recorded")
    return text_of(app.screen.query_one("#over-news"))


def recorded_games() -> None:
    """Three finished games on record, one with a name that looks like markup."""
    record_game(played_until(game("yahtzee", ["Ann", "[red]x"], 11)), played_at=WHEN)
    record_game(played_until(game("yatzy", ["Ann"], 4)), played_at=WHEN)
    seats = [Player("Bob"), Player("Bot", kind="computer", level="easy")]
    record_game(played_until(game("yamb", seats, 2)), played_at=WHEN)


async def test_the_last_score_records_the_game_before_its_save_goes():
    almost = played_until(game("yatzy", ["Ann"]), turns_left=1)
    save_game(almost)
    app = app_for(almost)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "down", "enter", "y")
        await game_over_news(pilot)
    (record,) = recent_games()
    assert record.rules == "yatzy" and record.results[0].name == "Ann"
    assert not has_saved_game()


async def test_a_resumed_save_already_over_is_recorded_once():
    over = played_until(game("yahtzee", ["Ann"], 3))
    record_game(over)
    save_game(over)
    app = app_for(over)
    async with app.run_test(size=(80, 24)) as pilot:
        await game_over_news(pilot)
    assert len(recent_games()) == 1
    assert not has_saved_game()


async def test_game_over_tells_of_a_new_high_score_and_a_personal_best():
    record_game(played_until(game("yahtzee", ["Ann", "Bob"], 5)), played_at=WHEN)
    state = played_until(game("yahtzee", ["Ann", "Bob"], 11))
    app = app_for(state)
    async with app.run_test(size=(120, 40)) as pilot:
        news = await game_over_news(pilot)
    assert "high score" in news or "personal best" in news


async def test_the_first_game_of_a_rule_set_sets_its_high_score():
    app = app_for(played_until(game("yatzy", ["Ann"], 4)))
    async with app.run_test(size=(80, 24)) as pilot:
        news = await game_over_news(pilot)
        assert news.startswith("Ann sets the first Yatzy high score: ")


async def test_a_records_file_that_cannot_be_read_is_one_line_and_the_results_still_show():
    default_records_path().parent.mkdir(parents=True, exist_ok=True)
    default_records_path().write_bytes(b"not a database at all, just bytes" * 100)
    over = played_until(game("yatzy", ["Ann"], 4))
    app = app_for(over)
    async with app.run_test(size=(80, 24)) as pilot:
        line = await game_over_news(pilot)
        assert line.startswith("This game is not recorded yet (its save is kept): the game ")
        assert "could not be recorded: records database" in line
        assert app.screen.query_one("#try-again").display
        assert app.screen.query_one("#winner-total")  # the results still show
    assert load_game() == over


async def test_s_on_the_start_screen_opens_the_records_and_escape_closes_them():
    recorded_games()
    app = app_for()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("s")
        await records_shown(pilot)
        titles = [str(part.border_title) for part in app.screen.query(".records-part")]
        assert titles == [
            "High scores · Yahtzee",
            "High scores · Yatzy",
            "High scores · Yamb",
            "Recent games",
        ]
        await pilot.press("escape")
        assert isinstance(app.screen, StartScreen)


async def test_the_records_show_names_literally():
    recorded_games()
    app = app_for()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("s")
        await records_shown(pilot)
        console = Console(width=200, record=True)
        for part in app.screen.query(".records-part"):
            if isinstance(part, DataTable):  # the recent games, a row each
                for row in range(part.row_count):
                    console.print(*part.get_row_at(row))
            else:
                console.print(part.content)
        assert "[red]x" in console.export_text()


async def test_the_palette_offers_the_records():
    from yahtzee_tui.tui.commands import GameCommands

    app = app_for(game("yahtzee"))
    async with app.run_test(size=(80, 24)):
        names = [name for name, _, _ in GameCommands(app.screen)._commands()]
        assert "Records" in names


async def test_the_records_say_when_there_are_none_yet():
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await records_shown(pilot)
        assert "No finished games yet" in text_of(app.screen.query_one("#records-message"))


@pytest.mark.filterwarnings("error::pytest.PytestUnhandledThreadExceptionWarning")
async def test_records_closed_before_they_are_read_leave_the_app_running(monkeypatch):
    """`s` then `s` again at once: the records read in their thread arrive for a screen that
    is gone, and are dropped (they raised NoMatches '#records-body' and ended the app)."""
    import threading

    from yahtzee_tui.tui.screens.records import RecordsScreen

    recorded_games()
    release, read = threading.Event(), threading.Event()
    parts = RecordsScreen._parts

    def held_parts(screen: RecordsScreen) -> list:
        release.wait(30)
        try:
            return parts(screen)
        finally:
            read.set()

    monkeypatch.setattr(RecordsScreen, "_parts", held_parts)
    app = app_for()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("s")
        await wait_for(pilot, lambda: isinstance(app.screen, RecordsScreen))
        await pilot.press("s")
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
        release.set()
        await wait_for(pilot, read.is_set, what="the records read")
        await pilot.press("s")  # the app is still there and opens them again
        await records_shown(pilot)
    assert app.return_code in (None, 0)
