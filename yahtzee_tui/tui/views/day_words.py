"""A day as the player's language writes it, on the records screen and in the daily challenge.

Croatian and Serbian write `27. 11. 2026.`, Slovenian `27. 11. 2026`, formatted by Babel with the
player's locale (loaded only when a day is first shown in one of them). The patterns are CLDR's
short date forms (tests/tui/test_record_days.py checks them against Babel's data), but for
Croatian's, which pads the day and month (`05. 03. 2026.`) as a form to fill in does, where a
reader writes `5. 3. 2026.`. English keeps the ISO day
(`2026-11-27`) it has always shown, as its short form (`11/27/26`) reads either way round.
What a program reads (`records --json`, the saves, the database) stays ISO whatever the language.
"""

from __future__ import annotations

from datetime import date

from yahtzee_tui.i18n import CATALOGUE_DIRS, current_language

# The date pattern (CLDR's) of each language that does not show the ISO day.
DATE_PATTERNS: dict[str, str] = {"hr": "d. M. y.", "sr": "d. M. y.", "sl": "d. M. y"}


def day_words(day: date | str) -> str:
    """`day` (a date, an ISO day or a time stamp that starts with one) in the player's
    language; a text that is no day is shown as it is."""
    if isinstance(day, str):
        try:
            shown = date.fromisoformat(day[:10])
        except ValueError:
            return day
    else:
        shown = day
    language = current_language()
    pattern = DATE_PATTERNS.get(language)
    if pattern is None:
        return shown.isoformat()
    from babel.dates import format_date  # a tenth of a second: only where a day is shown

    return format_date(shown, pattern, locale=CATALOGUE_DIRS[language])
