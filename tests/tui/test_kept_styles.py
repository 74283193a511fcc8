"""The stylesheet's parsed rules kept in the cache folder between runs: a start that reads them
back draws the very same screens as one that parsed its stylesheet, and a file that cannot be
read is parsed again and written anew."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.textual_shims import stylesheets_parsed_by_textual
from tests.tui.helpers import app_for, game, played_until, wait_for
from yahtzee_tui import paths
from yahtzee_tui.game import GameState
from yahtzee_tui.tui.app.kept_styles import FOLDER
from yahtzee_tui.tui.screens.start import StartScreen

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def parsed_by_each_app():
    """The rules are kept from each app's own parse cache, which the tests otherwise share."""
    with stylesheets_parsed_by_textual():
        yield


def kept_files() -> list[Path]:
    return sorted((paths.cache_dir() / FOLDER).glob("*.pickle"))


async def picture(state: GameState | None, keep: bool) -> str:
    """The first screen of an app (the start screen, or the table of `state`), as drawn (no
    hints: nothing on it waits for the advisor)."""
    app = app_for(state, hints=False)
    app.keep_styles = keep
    async with app.run_test(size=SIZE) as pilot:
        if state is None:
            await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
        else:
            await wait_for(pilot, lambda: app.screen.query("Scorecard"))
        await pilot.pause()
        return app.export_screenshot()


@pytest.mark.parametrize("rules", [None, "yamb"])
async def test_a_start_that_reads_the_kept_rules_draws_what_a_parsed_stylesheet_draws(rules):
    state = None if rules is None else played_until(game(rules, ["Ann", "Bob"]), turns_left=20)
    parsed = await picture(state, keep=False)
    assert kept_files() == []
    assert await picture(state, keep=True) == parsed  # parses, then keeps what it parsed
    (kept,) = kept_files()
    written = kept.stat().st_mtime_ns
    assert await picture(state, keep=True) == parsed  # reads them back
    assert kept.stat().st_mtime_ns == written  # nothing was parsed that the file lacked


async def test_a_kept_file_that_cannot_be_read_is_parsed_again_and_written_anew():
    parsed = await picture(None, keep=False)
    await picture(None, keep=True)
    (kept,) = kept_files()
    kept.write_bytes(b"not rules")
    assert await picture(None, keep=True) == parsed
    assert kept.read_bytes() != b"not rules"
