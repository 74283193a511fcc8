"""The stylesheet's parsed rules kept in the cache folder between runs: a start that reads them
back draws the very same screens as one that parsed its stylesheet, and a file that cannot be
read is parsed again and written anew. Only what can serve again is kept."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest
from textual.app import App
from textual.css.stylesheet import Stylesheet

from tests.textual_shims import stylesheets_parsed_by_textual
from tests.tui.helpers import app_for, game, played_until, wait_for
from yahtzee_tui import paths
from yahtzee_tui.game import GameState
from yahtzee_tui.tui.app.kept_styles import FOLDER, KeptStyles
from yahtzee_tui.tui.screens.start import StartScreen

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def parsed_by_each_app():
    """The rules are kept from each app's own parse cache, which the tests otherwise share."""
    with stylesheets_parsed_by_textual():
        yield


def kept_files() -> list[Path]:
    return sorted((paths.cache_dir() / FOLDER).glob("*.pickle"))


def rules_of(app: App[object]) -> list[object]:
    """The stylesheet's rules, each as what it selects and the styles it sets."""
    return [
        (sorted(rule.selector_names), rule.is_default_rules, repr(rule.styles.get_rules()))
        for rule in app.stylesheet.rules
    ]


async def shown(state: GameState | None, keep: bool) -> tuple[str, list[object]]:
    """The first screen of an app (the start screen, or the table of `state`) as drawn, and
    its stylesheet's rules (no hints: nothing on the screen waits for the advisor)."""
    app = app_for(state, hints=False)
    app.keep_styles = keep
    async with app.run_test(size=SIZE) as pilot:
        if state is None:
            await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
        else:
            await wait_for(pilot, lambda: app.screen.query("Scorecard"))
        await pilot.pause()
        return app.export_screenshot(), rules_of(app)


async def picture(state: GameState | None, keep: bool) -> str:
    return (await shown(state, keep))[0]


async def test_a_start_that_reads_the_kept_rules_draws_what_a_parsed_stylesheet_draws():
    parsed = await picture(None, keep=False)
    assert kept_files() == []
    assert await picture(None, keep=True) == parsed  # parses, then keeps what it parsed
    (kept,) = kept_files()
    written = kept.stat().st_mtime_ns
    assert await picture(None, keep=True) == parsed  # reads them back
    assert kept.stat().st_mtime_ns == written  # nothing was parsed that the file lacked


async def test_a_table_opened_with_the_kept_rules_has_the_rules_a_parse_gives():
    """(The table's picture settles at its own pace; its rules are compared.)"""
    state = played_until(game("yamb", ["Ann", "Bob"]), turns_left=20)
    _, parsed = await shown(state, keep=False)
    assert (await shown(state, keep=True))[1] == parsed
    (kept,) = kept_files()
    written = kept.stat().st_mtime_ns
    assert (await shown(state, keep=True))[1] == parsed
    assert kept.stat().st_mtime_ns == written


async def test_a_kept_file_that_cannot_be_read_is_parsed_again_and_written_anew():
    parsed = await picture(None, keep=False)
    await picture(None, keep=True)
    (kept,) = kept_files()
    kept.write_bytes(b"not rules")
    assert await picture(None, keep=True) == parsed
    assert kept.read_bytes() != b"not rules"


def run_with(*sources: tuple[str, str]) -> None:
    """A run whose stylesheet has `sources` (where, text), its rules read from the kept file
    and kept in it as an app does."""
    stylesheet = Stylesheet()
    for where, css in sources:
        stylesheet.add_source(css, (where, ""))
    kept = KeptStyles()
    kept.fill(stylesheet)
    stylesheet.parse()
    kept.keep(stylesheet)


def held() -> list[tuple[str, str]]:
    """What the one kept file holds, as (where, text)."""
    (path,) = kept_files()
    return sorted((key[1][0], key[0]) for key in pickle.loads(path.read_bytes()))


def test_a_new_version_of_a_stylesheet_replaces_the_rules_kept_of_the_one_before():
    table_v1, table_v2 = "Scorecard { width: 40; }", "Scorecard { width: 42; }"
    start = "StartScreen { align: center middle; }"
    run_with(("table.tcss", table_v1), ("start.tcss", start))
    assert held() == [("start.tcss", start), ("table.tcss", table_v1)]
    # A source not in this run (start.tcss: its screen not shown) keeps its rules for later.
    run_with(("table.tcss", table_v2))
    assert held() == [("start.tcss", start), ("table.tcss", table_v2)]


def test_writing_the_kept_rules_removes_those_of_another_textual():
    run_with(("table.tcss", "Scorecard { width: 40; }"))
    (ours,) = kept_files()
    textual = ours.name.rsplit("-", 1)[0]
    other_theme = ours.with_name(f"{textual}-0123456789ab.pickle")
    other_textual = ours.with_name("rules-0123456789ab-0123456789ab.pickle")
    before_that = ours.with_name("rules-0123456789abcdef0123.pickle")  # named as before
    for path in (other_theme, other_textual, before_that):
        path.write_bytes(ours.read_bytes())
    run_with(("table.tcss", "Scorecard { width: 42; }"))
    assert kept_files() == sorted([ours, other_theme])
