"""The player's language: English, Croatian, Serbian (Latin script) and Slovenian.

Every word the player sees goes through this module, translated when it is shown:

- `_("text")` translates now; `ngettext("one roll", "{n} rolls", n)` picks the plural form
  the language needs; `pgettext("yamb row", "Full")` translates a word whose English is
  ambiguous (the context is the msgctxt of the catalogues).
- `N_("text")` only marks a string for the catalogues (a module-level table, a binding's
  description): whoever shows it later calls `_(text)` on it.

The catalogues are `locale/<code>/LC_MESSAGES/yahtzee_tui.po` in the package (see
docs/languages.md). A wheel carries them compiled (`.mo`, made by the build); a checkout
compiles the `.po` with Babel when a language is first chosen, in memory.

English until `set_language` is called: the command line calls it once, with `--lang`, else
the language kept in the settings, else the environment's (`set_language(None)`: LANGUAGE,
LC_ALL, LC_MESSAGES, LANG, as gettext reads them); the settings screen calls it again.
"""

from __future__ import annotations

import gettext
import io
import os
from collections.abc import Mapping
from pathlib import Path

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
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with catalogue_path(code, ".po").open("rb") as file:
        catalogue = read_po(file, locale=CATALOGUE_DIRS[code], domain=DOMAIN)
    buffer = io.BytesIO()
    write_mo(buffer, catalogue)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


def set_language(code: str | None = None) -> str:
    """Speak `code` from now on (None: the environment's language); returns the code chosen.
    ValueError for a language the game does not speak."""
    global _current, _language
    chosen = environment_language() if code is None else code
    if chosen not in LANGUAGES:
        raise ValueError(f"unknown language {chosen!r}; choose from {', '.join(sorted(LANGUAGES))}")
    if chosen not in _loaded:
        try:
            _loaded[chosen] = _load(chosen)
        except OSError:  # a catalogue missing from the install: its English words
            _loaded[chosen] = gettext.NullTranslations()
    _current = _loaded[chosen]
    _language = chosen
    return chosen


def current_language() -> str:
    return _language


def _(message: str) -> str:
    return _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _current.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _current.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _current.npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Marks `message` for the catalogues without translating it: it is translated where it
    is shown, with `_`."""
    return message
