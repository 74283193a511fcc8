"""The player's language: English, Croatian, Serbian (Latin script) and Slovenian.

Every word the player sees goes through this module, translated when it is shown:

- `_("text")` translates now; `ngettext("one roll", "{n} rolls", n)` picks the plural form
  the language needs; `pgettext("yamb row", "Full")` translates a word whose English is
  ambiguous (the context is the msgctxt of the catalogues).
- `N_("text")` only marks a string for the catalogues (a module-level table, a binding's
  description): whoever shows it later calls `_(text)` on it.
- `translate(sentence)` says a lower layer's `Message` or `Name` (`sentences.py`: the value types,
  which the engine and the game import without this runtime) in the player's language.

The catalogues are `locale/<code>/LC_MESSAGES/yahtzee_tui.po` in the package (see
docs/languages.md). A wheel carries them compiled (`.mo`, made by the build); a checkout
compiles the `.po` with Babel when a language is first chosen, and keeps the result in the
cache folder for the next start (named by the `.po`'s hash: an edited `.po` compiles anew).

English until `set_language` is called: the command line calls it once, with `--lang`, else
the language kept in the settings, else the environment's (`set_language(None)`: LANGUAGE,
LC_ALL, LC_MESSAGES, LANG, as gettext reads them); the settings screen calls it again.
"""

from __future__ import annotations

import gettext
import hashlib
import io
import os
import re
import struct
from collections.abc import Callable, Mapping
from pathlib import Path

# The value types (no translation in them) have a module of their own, which the engine and
# the game import; they are named here too, for the layers that translate.
from yahtzee_tui.sentences import N_ as N_
from yahtzee_tui.sentences import Message as Message
from yahtzee_tui.sentences import Name as Name

DOMAIN = "yahtzee_tui"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
ENGLISH = "en"
# The languages the game speaks, by the code `--lang` and the settings take, each named in
# its own words.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "hr": "Hrvatski",
    "sr": "Srpski (latinica)",
    "sl": "Slovenščina",
}
# The folder of each language's catalogue under LOCALE_DIR: Serbian is written in Latin script,
# which Babel and CLDR name `sr_Latn` (its plural rules are Serbian's).
CATALOGUE_DIRS: dict[str, str] = {"hr": "hr", "sr": "sr_Latn", "sl": "sl"}
ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
# Each language's decimal mark and thousands mark, as CLDR gives them (tests/i18n/test_numbers.py
# checks them against Babel's data; loading Babel's numbers takes a sixth of a second, too long
# for a hint).
NUMBER_MARKS: dict[str, tuple[str, str]] = {
    "en": (".", ","),
    "hr": (",", "."),
    "sr": (",", "."),
    "sl": (",", "."),
}
# How each language writes a percentage, as CLDR's percent pattern has it: Croatian and
# Slovenian put a no-break space before the sign ("56 %"), English and Serbian none ("56%").
PERCENT_PATTERNS: dict[str, str] = {
    "en": "{}%",
    "hr": "{}\u00a0%",
    "sr": "{}%",
    "sl": "{}\u00a0%",
}

_loaded: dict[str, gettext.NullTranslations] = {}
_current: gettext.NullTranslations = gettext.NullTranslations()
_language = ENGLISH


def language_code(name: str) -> str | None:
    """The game's code for a locale or language name (`hr_HR.UTF-8` → `hr`, `sr@latin`,
    `sr_RS`, `sr_Latn` → `sr`, `C` → `en`); None for a language the game does not speak."""
    base = name.strip().split(".")[0].split("@")[0].replace("-", "_")
    if base in ("C", "POSIX"):
        return ENGLISH
    code = base.split("_")[0].lower()
    return code if code in LANGUAGES else None


def environment_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for, as gettext reads it: the first of LANGUAGE,
    LC_ALL, LC_MESSAGES and LANG that is set decides (LANGUAGE may list several, `hr:en`);
    English when it names none the game speaks."""
    environ = os.environ if environ is None else environ
    for variable in ENVIRONMENT:
        value = environ.get(variable)
        if value:
            for name in value.split(":"):
                code = language_code(name)
                if code is not None:
                    return code
            return ENGLISH
    return ENGLISH


def catalogue_path(code: str, suffix: str) -> Path:
    folder = CATALOGUE_DIRS[code]
    return LOCALE_DIR / folder / "LC_MESSAGES" / f"{DOMAIN}{suffix}"


def _load(code: str) -> gettext.NullTranslations:
    """The catalogue of `code`: its compiled `.mo` when the package carries one (a wheel),
    else its `.po` compiled in memory with Babel (a checkout)."""
    if code == ENGLISH:
        return gettext.NullTranslations()
    compiled = catalogue_path(code, ".mo")
    if compiled.is_file():
        with compiled.open("rb") as file:
            return gettext.GNUTranslations(file)
    source = catalogue_path(code, ".po").read_bytes()
    kept = _kept_path(code, source)
    if kept is not None:
        try:
            return gettext.GNUTranslations(io.BytesIO(kept.read_bytes()))
        except (OSError, ValueError, UnicodeError, struct.error):
            pass  # not compiled yet, or unreadable: compiled again below
    mo = _compiled(code, source)
    if kept is not None:
        try:
            kept.parent.mkdir(exist_ok=True)
            partial = kept.with_suffix(f".{os.getpid()}.partial")  # each process its own
            partial.write_bytes(mo)
            os.replace(partial, kept)
        except OSError:
            pass  # compiled again at the next start
    return gettext.GNUTranslations(io.BytesIO(mo))


def _kept_path(code: str, source: bytes) -> Path | None:
    """Where a checkout keeps its `.po` compiled (in the cache folder, named by the source's
    hash: Babel takes a good part of a second per language); None without a cache folder."""
    from yahtzee_tui.errors import GameError
    from yahtzee_tui.paths import cache_dir

    digest = hashlib.sha256(source).hexdigest()[:20]
    try:
        return cache_dir() / "catalogues" / f"{DOMAIN}-{code}-{digest}.mo"
    except GameError:
        return None


def _compiled(code: str, source: bytes) -> bytes:
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    catalogue = read_po(io.BytesIO(source), locale=CATALOGUE_DIRS[code], domain=DOMAIN)
    buffer = io.BytesIO()
    write_mo(buffer, catalogue)
    return buffer.getvalue()


def set_language(code: str | None = None) -> str:
    """Speak `code` from now on (None: the environment's language); returns the code chosen.
    ValueError for a language the game does not speak."""
    global _current, _language
    chosen = environment_language() if code is None else code
    if chosen not in LANGUAGES:
        raise ValueError(f"unknown language {chosen!r}; choose from {', '.join(sorted(LANGUAGES))}")
    _current = _catalogue(chosen)
    _language = chosen
    return chosen


def _catalogue(code: str) -> gettext.NullTranslations:
    if code not in _loaded:
        try:
            _loaded[code] = _load(code)
        except OSError:  # a catalogue missing from the install: its English words
            _loaded[code] = gettext.NullTranslations()
    return _loaded[code]


def in_every_language(message: str) -> frozenset[str]:
    """`message` as each language the game speaks says it (a seat's default name kept from a
    game played in another language is still a default name)."""
    return frozenset(_catalogue(code).gettext(message) for code in LANGUAGES)


def current_language() -> str:
    return _language


def decimal(value: float, places: int = 1, grouped: bool = False) -> str:
    """`value` with `places` decimals (and thousands marked, if `grouped`) as the player's
    language writes it: "1,253.9" in English, "1.253,9" in Croatian, Serbian and Slovenian."""
    text = f"{value:,.{places}f}" if grouped else f"{value:.{places}f}"
    point, thousands = NUMBER_MARKS.get(_language, NUMBER_MARKS[ENGLISH])
    return text.translate(str.maketrans(".,", point + thousands))


def percent_sign(figure: str) -> str:
    """A percentage already written as a figure ("56", "<1", "95,4") with the sign as the
    player's language puts it: "56%" in English and Serbian, "56 %" in Croatian and Slovenian
    (a no-break space, so the sign never goes to the next line alone)."""
    return PERCENT_PATTERNS.get(_language, PERCENT_PATTERNS[ENGLISH]).format(figure)


def percentage(value: float, places: int = 0) -> str:
    """`value` per cent (56.0 → "56%"; hr "56 %"), with `places` decimals as `decimal`."""
    return percent_sign(decimal(value, places))


def _(message: str) -> str:
    return _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _current.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _current.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _current.npgettext(context, singular, plural, n)


NameWords = Callable[[Name], str]
_name_words: NameWords | None = None


def set_name_words(words: NameWords | None) -> None:
    """How `translate` names the game's own things: the presentation's vocabulary (the engine
    cannot import it). Without one, names keep their English."""
    global _name_words
    _name_words = words


EnglishNames = Callable[[str], "Name | None"]
_english_names: EnglishNames | None = None


def set_english_names(names: EnglishNames | None) -> None:
    """How `translate` knows the game's names inside an English sentence that came as plain text (a
    server's refusal, or an argument of one): the `Name` an English name stands for, or None."""
    global _english_names
    _english_names = names


def translate(text: object) -> str:
    """`text` in the player's language: a `Message` translated with its arguments said too, a
    `Name` in the vocabulary's words, an exception by its message. Plain English text is
    recognised as the catalogue sentence it was made from, its arguments taken back out of
    it; text that is no such sentence is said as it is. That recognition is a fallback: a
    server's refusal comes with its msgid and arguments (`net/sentence_wire.py`), except from
    a server of an earlier release, which sends the English text only."""
    if isinstance(text, BaseException):
        text = text.args[0] if len(text.args) == 1 else str(text)
    if isinstance(text, Message):
        said = {key: translate(value) for key, value in text.args.items()}
        if text.plural is not None and text.n is not None:
            return ngettext(text.msgid, text.plural, text.n).format(**said)
        return _(text.msgid).format(**said)
    if isinstance(text, Name):
        return _name_words(text) if _name_words is not None else str(text)
    return _recognised(str(text))


_PLACEHOLDER = re.compile(r"\{(\w+)\}")
_patterns: dict[str, list[tuple[re.Pattern[str], str]]] = {}


def _sentence_patterns() -> list[tuple[re.Pattern[str], str]]:
    """Each sentence of the current catalogue with `{named}` parts, as a pattern that finds
    its arguments in the English text; the most literal words first, so that the sentence
    that says most of the text wins."""
    if _language not in _patterns:
        catalogue = getattr(_current, "_catalog", {})
        found = []
        for msgid in catalogue:
            if not isinstance(msgid, str) or "\x04" in msgid or "{" not in msgid:
                continue
            literal = _PLACEHOLDER.sub("", msgid)
            if not re.search(r"[^\W\d_]{2,}", literal):
                continue  # format-only: it would match anything
            pattern, seen, start = "", set(), 0
            for match in _PLACEHOLDER.finditer(msgid):
                pattern += re.escape(msgid[start : match.start()])
                name = match.group(1)
                pattern += f"(?P={name})" if name in seen else f"(?P<{name}>.+?)"
                seen.add(name)
                start = match.end()
            pattern += re.escape(msgid[start:])
            found.append((len(literal), re.compile(pattern, re.DOTALL), msgid))
        found.sort(key=lambda item: -item[0])
        _patterns[_language] = [(pattern, msgid) for _length, pattern, msgid in found]
    return _patterns[_language]


def _recognised(text: str, depth: int = 0) -> str:
    if _language == ENGLISH or not text or depth > 4:
        return text
    if _english_names is not None:
        name = _english_names(text)
        if name is not None:
            return translate(name)
    translated = _current.gettext(text)
    if translated != text:
        return translated
    for pattern, msgid in _sentence_patterns():
        match = pattern.fullmatch(text)
        if match is not None:
            parts = {key: _recognised(value, depth + 1) for key, value in match.groupdict().items()}
            return _current.gettext(msgid).format(**parts)
    return text
