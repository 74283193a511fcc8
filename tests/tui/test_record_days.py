"""The days on the records screen and of the daily challenge as each language writes them
(Croatian and Serbian `27. 11. 2026.`, Slovenian `27. 11. 2026`), English's as ever ISO; each
test runs in every language (the `language` fixture)."""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import date

from rich.console import Console
from textual.widgets import DataTable

from tests.textual_shims import screen_lines
from tests.tui.helpers import played_until, records_opened, settle
from tests.tui.test_records_screen import recorded_games
from yahtzee_tui.game.daily import daily_game
from yahtzee_tui.i18n import CATALOGUE_DIRS
from yahtzee_tui.storage.records import record_game
from yahtzee_tui.tui.views.daily_records import daily_news, daily_parts
from yahtzee_tui.tui.views.day_words import DATE_PATTERNS, day_words
from yahtzee_tui.tui.widgets.match_totals import match_line

# Each language's 27 November 2026 and 5 March 2026, and the day the records test games
# were played (tests/tui/test_records_screen.py: 1 May 2024).
DAYS = {
    "en": ("2026-11-27", "2026-03-05", "2024-05-01"),
    "hr": ("27. 11. 2026.", "5. 3. 2026.", "1. 5. 2024."),
    "sr": ("27. 11. 2026.", "5. 3. 2026.", "1. 5. 2024."),
    "sl": ("27. 11. 2026", "5. 3. 2026", "1. 5. 2024"),
}
CHALLENGE_DAY = date(2026, 11, 27)


@asynccontextmanager
async def records_screen(size: tuple[int, int]) -> AsyncIterator[tuple]:
    """The records screen of the test games, opened with `s` and settled: (app, pilot)."""
    recorded_games()
    async with records_opened(size) as (app, pilot):
        await settle(pilot)
        yield app, pilot


def plain(renderable) -> str:
    out = io.StringIO()
    Console(file=out, width=120, color_system=None).print(renderable)
    return out.getvalue()


def part_text(part) -> str:
    """A records part's words: a list's rows (the recent games), or a part's text."""
    if isinstance(part, DataTable):
        rows = (part.get_row_at(row) for row in range(part.row_count))
        return "\n".join(" ".join(plain(cell).strip() for cell in cells) for cells in rows)
    return plain(part.content)


def test_a_day_reads_as_the_language_writes_it(language):
    late, early, _played = DAYS[language]
    assert day_words(date(2026, 11, 27)) == late
    assert day_words(date(2026, 3, 5)) == early
    assert day_words("2026-03-05T23:10:00+00:00") == early  # a recorded game's time stamp


def test_the_patterns_are_cldrs_short_dates_croatians_without_its_padding():
    from babel.dates import get_date_format

    for language, pattern in DATE_PATTERNS.items():
        cldr = get_date_format("short", locale=CATALOGUE_DIRS[language]).pattern
        assert pattern == cldr.replace("dd", "d").replace("MM", "M"), language


def test_a_text_that_is_no_day_is_shown_as_it_is():
    assert day_words("someday") == "someday"


async def test_the_records_screen_dates_its_games_in_the_players_language(language):
    async with records_screen((120, 40)) as (app, _pilot):
        shown = "\n".join(part_text(part) for part in app.screen.query(".records-part"))
    played = DAYS[language][2]
    assert shown.count(played) >= 3  # each game in the recent games, the high scores too
    if language != "en":
        assert "2024-05-01" not in shown


def test_the_daily_challenge_is_dated_in_the_players_language(language):
    record_game(played_until(daily_game("yatzy", "Bob", CHALLENGE_DAY)))
    ann = played_until(daily_game("yatzy", "Ann", CHALLENGE_DAY))
    game_id = record_game(ann)
    day = DAYS[language][0]
    parts = daily_parts(CHALLENGE_DAY)
    titles = [title for title, _table in parts]
    assert titles[0].endswith(f" · {day}")  # today's results
    assert day in plain(parts[1][1])  # the best dailies, each with its day
    news = daily_news(ann, game_id)
    assert news is not None and day in news
    assert day in str(match_line(ann))  # the line over the table while it is played


async def test_every_records_part_shows_its_title_whole_at_80x24(language):
    """A rule set's name in a part's title is never cut ("Najbolji rezultati · Jamb (kock…")."""
    async with records_screen((80, 24)) as (app, pilot):
        parts = list(app.screen.query(".records-part"))
        titles = [str(part.border_title) for part in parts]
        tops = []
        for part in parts:
            app.screen.query_one("#records-body").scroll_to_widget(part, animate=False)
            await settle(pilot)
            tops.append(screen_lines(app)[part.region.y])
    assert len(titles) >= 4
    for title, top in zip(titles, tops, strict=True):
        assert title in top, (title, top)
