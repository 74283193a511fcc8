"""At 80x24, the least terminal the game lays out for, everything a player can reach is on
screen: the start screen's rows down to the network entries (a saved game offered too), and
every key of the game-over footer."""

from __future__ import annotations

from tests.textual_shims import FooterKey
from tests.tui.helpers import app_for, game, played_until, wait_for
from yahtzee_tui import paths
from yahtzee_tui.storage.saves import save_game
from yahtzee_tui.tui.screens.game_over import GameOverScreen
from yahtzee_tui.tui.screens.start import StartScreen
from yahtzee_tui.tui.widgets.net_entries import NetworkEntries

SIZE = (80, 24)


async def test_the_start_screen_shows_every_row_with_a_saved_game_offered():
    save_game(game("yamb", ["Ann"]), paths.data_dir() / "game.json")
    app = app_for(None)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen), what="start screen")
        screen = app.screen
        assert screen.query_one("#resume").region.height  # the saved game is offered
        entries = screen.query_one(NetworkEntries)
        footer_top = SIZE[1] - 1
        await wait_for(pilot, lambda: entries.region.height > 0, what="the network row laid out")
        assert entries.region.bottom <= footer_top, entries.region
        assert screen.query_one("#start-body").max_scroll_y == 0  # nothing below the fold


async def test_every_key_of_the_game_over_footer_shows_whole():
    app = app_for(played_until(game("yahtzee", ["Ann", "Bob"])))
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen), what="results")
        await wait_for(pilot, lambda: bool(app.screen.query(FooterKey)), what="the footer")
        keys = list(app.screen.query(FooterKey))
        assert {key.key_display or key.key for key in keys} >= {"r", "b", "t", "v", "n", "q"}
        assert all(key.region.right <= SIZE[0] for key in keys)
