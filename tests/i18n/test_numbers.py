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


@pytest.mark.parametrize("code", sorted(i18n.LANGUAGES))
def test_a_percentage_is_written_as_cldr_writes_it(speak, code: str) -> None:
    from babel.numbers import format_percent

    speak(code)
    locale = i18n.CATALOGUE_DIRS.get(code, code)
    assert i18n.percentage(56) == format_percent(0.56, locale=locale)
    assert i18n.percentage(95.4, 1) == format_percent(
        0.954, locale=locale, decimal_quantization=False
    )


@pytest.mark.parametrize(("code", "sign"), [("en", "%"), ("hr", "\u00a0%"), ("sl", "\u00a0%")])
def test_every_percentage_shown_takes_the_languages_sign(speak, code: str, sign: str) -> None:
    from yahtzee_tui.tui.views.chance_words import meter_line, percent, swing_words
    from yahtzee_tui.tui.views.start_words import building_words
    from yahtzee_tui.tui.views.stats_figures import _rate

    speak(code)
    assert percent(0.56) == f"56{sign}" and percent(0.001) == f"<1{sign}"
    arrow = "→" if code == "en" else " → "  # set apart where a percentage has its space
    assert f"52{sign}{arrow}47{sign}" in swing_words(0.52, 0.47)
    assert building_words("Yamb", 0.44).endswith(f"44{sign}")
    assert _rate(0.25) == f"25{sign}"
    line = meter_line(["Ana", "Bob"], [0.56, 0.44], 40)
    assert [figure for _name, figure in line.parts] == [f"56{sign}", f"44{sign}"]
