"""Counts take the plural form each language needs: every plural entry of every catalogue has
all its forms, and each count picks the form of its language's rule (`Plural-Forms`)."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from tests.builders import finished
from yahtzee_tui import i18n
from yahtzee_tui.game import standings
from yahtzee_tui.i18n import ngettext
from yahtzee_tui.tui.screens.game_over import winner_words

COUNTS = (1, 2, 5, 21, 22, 25, 100, 101)
# The form each count takes: Croatian and Serbian say 1 bod, 2 boda, 5 bodova, 21 bod,
# 22 boda, 25 bodova, 100 bodova, 101 bod; Slovenian 1 točka, 2 točki, (3, 4 točke),
# 5 točk, 21 točk, 22 točk, 25 točk, 100 točk, 101 točka.
FORMS = {
    "hr": (0, 1, 2, 0, 1, 2, 2, 0),
    "sr": (0, 1, 2, 0, 1, 2, 2, 0),
    "sl": (0, 1, 3, 3, 3, 3, 3, 0),
}
NUMBER_OF_FORMS = {"hr": 3, "sr": 3, "sl": 4}
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def plural_entries(code: str) -> list[tuple[tuple[str, str], tuple[str, ...]]]:
    with i18n.catalogue_path(code, ".po").open("rb") as file:
        catalog = read_po(file, locale=i18n.CATALOGUE_DIRS[code])
    assert catalog.num_plurals == NUMBER_OF_FORMS[code]
    return [
        (message.id, tuple(message.string))
        for message in catalog
        if isinstance(message.id, tuple) and message.context is None
    ]


def rendered(text: str, n: int) -> str:
    """`text` with every placeholder given the count (the others' values do not matter)."""
    return text.format(**{name: n for name in PLACEHOLDER.findall(text)})


@pytest.mark.parametrize("code", sorted(FORMS))
def test_every_plural_entry_gives_every_form(code: str):
    entries = plural_entries(code)
    assert len(entries) >= 25
    for ids, forms in entries:
        assert len(forms) == NUMBER_OF_FORMS[code], ids
        assert all(form.strip() for form in forms), ids


@pytest.mark.parametrize("code", sorted(FORMS))
def test_every_count_takes_the_form_of_its_language(code: str, speak):
    speak(code)
    for (singular, plural), forms in plural_entries(code):
        for n, form in zip(COUNTS, FORMS[code], strict=True):
            said = rendered(ngettext(singular, plural, n), n)
            assert said == rendered(forms[form], n), (singular, n)


def form_of(code: str, n: int) -> int:
    """The plural form CLDR gives `n` in the language, independent of the catalogue."""
    if code == "sl":
        return {1: 0, 2: 1, 3: 2, 4: 2}.get(n % 100, 3)
    if n % 10 == 1 and n % 100 != 11:
        return 0
    return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2


def test_the_rule_of_the_test_gives_the_forms_of_the_table():
    for code, forms in FORMS.items():
        assert tuple(form_of(code, n) for n in COUNTS) == forms


POINT_WORDS = {
    "hr": ("bod", "boda", "bodova"),
    "sr": ("poen", "poena", "poena"),
    "sl": ("točka", "točki", "točke", "točk"),
}


@pytest.mark.parametrize("code", sorted(FORMS))
@pytest.mark.parametrize("players", [["Ana"], ["Ana", "Bo"]])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_winners_points_agree_with_the_total(code: str, players: list[str], seed: int, speak):
    """Beside the winning total the game over screen says what it counts, the number with
    its word (231 bod, not 231 bodova), and the name(s) on a line of their own."""
    speak(code)
    state = finished("yatzy", players, seed=seed)
    total = standings(state)[0].total
    names, words = winner_words(state).plain.split("\n")
    assert names == standings(state)[0].name
    number, word = words.split(" · ")[0].split()[:2]
    assert (number, word) == (str(total), POINT_WORDS[code][form_of(code, total)]), words


def test_231_is_one_bod(speak):
    said = ("{points} point · the winner", "{points} points · the winner", 231)
    speak("hr")
    assert ngettext(*said).format(points=231) == "231 bod · pobjeda"
    speak("sl")
    assert ngettext(*said).format(points=231) == "231 točk · zmaga"
