"""Each language says one thing with one word: no catalogue uses a word its glossary rules out
(the tables of `docs/languages.md`, section Glossary, column *not*)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from yahtzee_tui import i18n
from yahtzee_tui.engine import YAMB_PRESETS

DOCS = Path(__file__).resolve().parents[2] / "docs" / "languages.md"
# The help's sentence on how sheets differ between the countries quotes the other countries'
# names on purpose.
QUOTES_OTHER_COUNTRIES = ("Sheets differ from place to place:",)
HEADING = re.compile(r"^### .*\((\w+)\)\s*$")
WORD = re.compile(r"[^\W\d_]+")


def ruled_out(text: str) -> dict[str, list[str]]:
    """Each language's ruled-out words, from the last column of its glossary table."""
    found: dict[str, list[str]] = {}
    language = None
    glossary = text.split("\n## Glossary", 1)[1].split("\n## ", 1)[0]
    for line in glossary.splitlines():
        heading = HEADING.match(line)
        if heading:
            language = heading.group(1)
            found[language] = []
            continue
        if language is None or not line.startswith("|") or set(line) <= set("|- "):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if cells[0] == "thing":
            continue
        found[language] += [word.strip() for word in cells[-1].split(",") if word.strip()]
    return found


def matches(word: str, rule: str) -> bool:
    if rule.endswith("*"):
        return word.casefold().startswith(rule[:-1].casefold())
    return word.casefold() == rule.casefold()


def uses(rules: list[str], english: str, translated: str) -> list[str]:
    """The words of `translated` that `rules` rule out, but for those the English has too and
    the Yamb presets' ids (the command line's `kocke`)."""
    own = {word.casefold() for word in WORD.findall(english)} | set(YAMB_PRESETS)
    return [
        word
        for word in WORD.findall(translated)
        if word.casefold() not in own and any(matches(word, rule) for rule in rules)
    ]


def test_the_glossary_rules_out_words_in_every_language():
    rules = ruled_out(DOCS.read_text(encoding="utf-8"))
    assert sorted(rules) == sorted(i18n.CATALOGUE_DIRS)
    assert all(rules.values())
    assert "stupac" in rules["hr"] and "dvoboj*" in rules["sl"]


def test_the_check_finds_a_ruled_out_word_but_not_an_id_the_english_has():
    assert uses(["stupac", "dvoboj*"], "a column", "nepoznat stupac") == ["stupac"]
    assert uses(["dvoboj*"], "a match", "v dvoboju") == ["dvoboju"]
    assert uses(["kocke"], "a Yamb preset (kocke is yamb)", "(kocke je yamb)") == []


@pytest.mark.parametrize("code", sorted(i18n.CATALOGUE_DIRS))
def test_no_catalogue_uses_a_word_its_glossary_rules_out(code: str):
    rules = ruled_out(DOCS.read_text(encoding="utf-8"))[code]
    with i18n.catalogue_path(code, ".po").open("rb") as file:
        catalog = read_po(file, locale=i18n.CATALOGUE_DIRS[code])
    found = []
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        if ids[0].startswith(QUOTES_OTHER_COUNTRIES):
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        english = " ".join(ids)
        for string in strings:
            for word in uses(rules, english, string):
                found.append(f"{ids[0]!r}: {word!r} in {string!r}")
    assert not found, "\n".join(found)
