"""Choosing the language: the environment as gettext reads it, `--lang`, the settings, and
switching within one process."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yahtzee_tui import i18n
from yahtzee_tui.cli import language_option, main
from yahtzee_tui.engine import get_rules
from yahtzee_tui.engine.rulesets import HOUSE_RULE_SETS
from yahtzee_tui.i18n import _, ngettext, pgettext
from yahtzee_tui.storage.settings import Settings, settings_from_dict, settings_to_dict
from yahtzee_tui.tui.views import vocabulary


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "hr_HR.UTF-8"}, "hr"),
        ({"LANG": "sr_RS.UTF-8@latin"}, "sr"),
        ({"LANG": "sr_RS@latin"}, "sr"),
        ({"LC_MESSAGES": "sl_SI.UTF-8", "LANG": "hr_HR.UTF-8"}, "sl"),
        ({"LC_ALL": "en_GB.UTF-8", "LANG": "hr_HR.UTF-8"}, "en"),
        ({"LANGUAGE": "de:sl", "LANG": "hr_HR.UTF-8"}, "sl"),
        ({"LANGUAGE": "de", "LANG": "hr_HR.UTF-8"}, "en"),  # the first variable set decides
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_environment_chooses_as_gettext_does(environ: dict[str, str], expected: str):
    assert i18n.environment_language(environ) == expected


@given(st.text(max_size=20))
def test_any_locale_name_gives_a_language_the_game_speaks_or_none(name: str):
    assert i18n.language_code(name) in (*i18n.LANGUAGES, None)


def test_one_process_switches_languages_back_and_forth(speak):
    speak("hr")
    assert i18n.current_language() == "hr"
    assert _("Settings") == "Postavke"
    speak("sl")
    assert _("Settings") == "Nastavitve"
    speak("sr")
    assert _("Settings") == "Podešavanja"
    speak("en")
    assert _("Settings") == "Settings"


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="unknown language"):
        i18n.set_language("de")


def test_plurals_follow_each_language(speak):
    singular, plural = "{name} wins with {points} point", "{name} wins with {points} points"
    speak("hr")
    forms = [ngettext(singular, plural, n).format(name="Ana", points=n) for n in (1, 3, 5, 21)]
    assert forms == [
        "Ana pobjeđuje s 1 bodom",
        "Ana pobjeđuje s 3 boda",
        "Ana pobjeđuje s 5 bodova",
        "Ana pobjeđuje s 21 bodom",
    ]
    speak("sl")
    forms = [ngettext(singular, plural, n).format(name="Ana", points=n) for n in (1, 2, 3, 5)]
    assert [form.rsplit(" ", 1)[1] for form in forms] == ["točka", "točki", "točke", "točk"]


def test_yamb_names_are_what_each_country_writes(speak):
    rules = get_rules("yamb")
    jamb = HOUSE_RULE_SETS["jamb_directed"]
    names = {}
    for code in ("hr", "sr", "sl"):
        speak(code)
        names[code] = [vocabulary.column_name(jamb, column) for column in jamb.column_ids]
    assert names["hr"] == [
        "DOLJE",
        "GORE",
        "SLOBODNA",
        "NAJAVA",
        "RUČNA",
        "OD SREDINE",
        "DIRIGIRANA",
    ]
    assert names["sr"][:2] == ["NA DOLE", "NA GORE"]
    assert "DIRIGOVANA" in names["sr"] and "OD SREDINE" in names["sr"]
    assert names["sl"][:2] == ["NAVZDOL", "NAVZGOR"]
    speak("hr")
    assert vocabulary.row_name(jamb, "trips") == "TRILING"
    assert vocabulary.cell_name(rules, "free1", "full") == "FUL (SLOBODNA 1)"
    assert vocabulary.cell_name(rules, "down", "threes") == "Trojke (DOLJE)"
    assert pgettext("yamb row", "YAMB") == "JAMB"
    speak("en")
    assert vocabulary.cell_name(rules, "down", "threes") == "DOWN Threes"


def test_both_ends_and_records_are_named_as_each_country_would(speak):
    # The native reading: BOTH ENDS (filled towards the middle) had no name of its own, and
    # Records is Rekordi beside Rezultati.
    towards = {"hr": "PREMA SREDINI", "sr": "KA SREDINI", "sl": "PROTI SREDINI"}
    for code, name in towards.items():
        speak(code)
        assert vocabulary.column_kind_name("both_ends") == name
        assert _("Records") == "Rekordi"


def test_every_column_header_fits_six_cells(speak):
    for code in i18n.LANGUAGES:
        speak(code)
        for rules in (get_rules("yamb"), *HOUSE_RULE_SETS.values()):
            for column in rules.column_ids:
                header = vocabulary.column_header(rules, column)
                assert len(header) <= 6, (code, header)


def test_the_local_names_are_said_in_the_help_words(speak):
    speak("hr")
    assert "NA DOLE" in vocabulary.local_names() and "KARE" in vocabulary.local_names()


def test_the_settings_keep_the_language():
    kept = settings_from_dict(settings_to_dict(Settings(language="sl")))
    assert kept.language == "sl"
    assert settings_from_dict({}).language is None
    with pytest.raises(ValueError, match="unknown language"):
        settings_from_dict({"language": "xx"})


def test_lang_is_read_wherever_it_stands():
    assert language_option(["score", "--lang", "hr", "--rules", "yamb"]) == (
        "hr",
        ["score", "--rules", "yamb"],
    )
    assert language_option(["--lang=sl"]) == ("sl", [])
    assert language_option(["--", "--lang", "hr"]) == (None, ["--", "--lang", "hr"])


def test_an_unknown_lang_is_one_line_and_exit_2(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["--lang", "xx", "--version"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown language 'xx'" in err


def test_the_help_speaks_croatian_with_lang(tmp_path):
    env = {"YAHTZEE_TUI_HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    command = [sys.executable, "-m", "yahtzee_tui", "--lang", "hr", "--help"]
    result = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    assert result.returncode == 0, result.stderr
    assert "savjetnikom" in result.stdout
    # argparse's own words too.
    assert result.stdout.startswith("upotreba: yahtzee-tui")
    assert "opcije:" in result.stdout and "prikaži ovu pomoć i izađi" in result.stdout


def test_the_help_speaks_slovenian_from_lang_variable(tmp_path):
    env = {"YAHTZEE_TUI_HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "LANG": "sl_SI.UTF-8"}
    command = [sys.executable, "-m", "yahtzee_tui", "--help"]
    result = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    assert result.returncode == 0, result.stderr
    assert "svetovalcem" in result.stdout


def test_a_catalogue_missing_from_the_install_leaves_english_words(speak, monkeypatch, tmp_path):
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    monkeypatch.setattr(i18n, "_loaded", {})
    speak("hr")
    assert i18n.current_language() == "hr"
    assert _("Settings") == "Settings"


def test_a_compiled_catalogue_is_read_before_its_source(speak, monkeypatch, tmp_path):
    """What a wheel carries (.mo) is used as it is; a checkout compiles its .po."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    folder = tmp_path / "hr" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    catalog = Catalog(locale="hr")
    catalog.add("Settings", "Postavke (compiled)")
    with (folder / "yahtzee_tui.mo").open("wb") as file:
        write_mo(file, catalog)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    monkeypatch.setattr(i18n, "_loaded", {})
    speak("hr")
    assert _("Settings") == "Postavke (compiled)"


def test_a_checkout_compiles_a_catalogue_once_and_keeps_it_for_the_next_start(speak, monkeypatch):
    from babel.messages import pofile

    from yahtzee_tui.paths import cache_dir

    monkeypatch.setattr(i18n, "_loaded", {})
    speak("hr")
    assert [kept.suffix for kept in (cache_dir() / "catalogues").iterdir()] == [".mo"]

    def compiled_again(*args: object, **kwargs: object) -> None:
        raise AssertionError("the kept catalogue was compiled again")

    monkeypatch.setattr(pofile, "read_po", compiled_again)
    monkeypatch.setattr(i18n, "_loaded", {})  # as at the next start
    speak("hr")
    assert _("Settings") == "Postavke"
