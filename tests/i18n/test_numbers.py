"""Figures are written as each language writes them: its decimal mark and thousands mark."""

from __future__ import annotations

import pytest

from yahtzee_tui import i18n
from yahtzee_tui.i18n import decimal


@pytest.mark.parametrize("code", sorted(i18n.LANGUAGES))
def test_the_marks_are_cldrs(code: str) -> None:
    from babel.numbers import get_decimal_symbol, get_group_symbol

    locale = i18n.CATALOGUE_DIRS.get(code, code)
    assert i18n.NUMBER_MARKS[code] == (get_decimal_symbol(locale), get_group_symbol(locale))


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("en", ("253.9", "1,253.9", "12,000")),
        *((code, ("253,9", "1.253,9", "12.000")) for code in ("hr", "sr", "sl")),
    ],
)
def test_figures_in_each_language(speak, code: str, expected: tuple[str, str, str]) -> None:
    speak(code)
    said = (decimal(253.94), decimal(1253.94, grouped=True), decimal(12000, 0, grouped=True))
    assert said == expected
