"""The table's own words in the player's language: the Yamb card's labels and headers fit
their cells in every language, the help and the preset's summary say the rule data in local
names, and the words made from the house rules match the engine's in English."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from rich.console import Console

from tests.tui.helpers import game
from yahtzee_tui import i18n
from yahtzee_tui.engine import HOUSE_RULE_SETS, changes, get_rules, table_options
from yahtzee_tui.engine.rules.yamb_house import PRESETS, parse_options
from yahtzee_tui.tui.views.card_view import card_view
from yahtzee_tui.tui.views.card_words import YAMB_LABEL_CELLS, yamb_row_labels
from yahtzee_tui.tui.views.help_text import help_renderable
from yahtzee_tui.tui.views.preset_words import change_words, preset_summary
from yahtzee_tui.tui.views.vocabulary import column_name, local_names, row_name

LANGUAGES = sorted(i18n.LANGUAGES)
YAMB_TABLES = ["yamb", *sorted(HOUSE_RULE_SETS)]


def _help_text(rules_id: str) -> str:
    console = Console(width=200, record=True)
    console.print(help_renderable(get_rules(rules_id)))
    return console.export_text()


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("rules_id", YAMB_TABLES)
def test_every_yamb_label_and_header_fits_its_cell(speak, code, rules_id):
    speak(code)
    view = card_view(game(rules_id, ["Ana", "Branko"]))
    # A row's label at most 6 cells, a result's whole name the label column's width (the
    # cells' own space sets it apart); a header whole, its short name at most 5 cells.
    assert all(cell_len(row.label) <= YAMB_LABEL_CELLS for row in view.rows if row.kind == "box")
    assert all(cell_len(row.label) <= view.label_width for row in view.rows)
    assert view.label_width <= YAMB_LABEL_CELLS + 1
    assert all(cell_len(header) <= 5 for header in view.short_headers)


def test_the_card_speaks_croatian_where_it_fits_and_writes_digits_where_not(speak):
    speak("hr")
    rules = get_rules("jamb")
    labels = yamb_row_labels(rules)
    assert [labels[row] for row in rules.upper_ids] == ["1", "2", "3", "4", "5", "6"]
    assert (labels["trips"], labels["full"], labels["yamb"]) == ("TRIL.", "FUL", "JAMB")
    view = card_view(game("jamb"))
    assert view.headers == ("DOLJE", "GORE", "SLOBODNA", "NAJAVA", "RUČNA", "OD SREDINE")
    assert view.short_headers == ("DOLJE", "GORE", "SLOB.", "NAJ.", "RUČNA", "OD SR")
    labels = [row.label for row in view.rows[-5:]]
    assert labels == ["Gornji", "Bonus", "Srednji", "Donji", "Ukupno"]
    speak("sl")
    assert yamb_row_labels(rules)["ones"] == "1"  # sl Štirice, Šestice: 7 cells, digits too
    speak("en")
    assert yamb_row_labels(rules)["ones"] == "Ones"


def test_help_names_rows_and_columns_as_croatian_sheets_do(speak):
    speak("hr")
    text = _help_text("jamb_directed")
    rules = get_rules("jamb_directed")
    for row in rules.box_ids:
        assert row_name(rules, row) in text
    for column in rules.column_ids:
        assert column_name(rules, column) in text
    for words in ("SLOBODNA", "RUČNA", "DIRIGIRANA", "TRILING", "puni se odozgo prema dolje"):
        assert words in text
    assert local_names() in " ".join(text.split())
    assert "Kućna pravila:" in text and "House rules" not in text
    assert "Each column" not in text and "Svaka kolona daje tri rezultata" in text


@pytest.mark.parametrize("code", ["hr", "sr", "sl"])
@pytest.mark.parametrize("rules_id", ["yahtzee", "yatzy", *YAMB_TABLES])
def test_help_has_no_english_sentence_left(speak, code, rules_id):
    speak(code)
    text = _help_text(rules_id)
    for english in ("sum of", "turns per player", "hold or free", "fills", "Upper bonus", "click"):
        assert english not in text, english


@pytest.mark.parametrize(
    "options", [*PRESETS.values(), parse_options("down,up,free,free,trips,step_bonus")]
)
def test_the_change_words_are_the_engines_in_english(options):
    assert change_words(options) == changes(options)


def test_the_preset_summary_speaks_serbian(speak):
    speak("sr")
    summary = preset_summary("jamb_directed")
    assert summary.startswith("Promene: kolone NA DOLE, NA GORE, SLOBODNA, NAJAVA, RUČNA")
    assert "TRILING" in summary and "2 ili više igrača" in summary
    assert table_options(get_rules("yamb")) is not None
    assert preset_summary("yamb").startswith("Osnovni jamb: kolone NA DOLE")


def test_a_card_worked_out_in_one_language_is_not_shown_in_another(speak):
    from yahtzee_tui.tui.widgets.scorecard import _view

    state = game("jamb")
    speak("en")
    english = _view(state, True, None, None)
    speak("hr")
    croatian = _view(state, True, None, None)
    assert (english.headers[0], croatian.headers[0]) == ("DOWN", "DOLJE")


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_column_kind_that_comes_twice_is_numbered_as_on_the_card(code, speak):
    speak(code)
    summary = preset_summary("yamb")
    free = column_name(get_rules("yamb"), "free1").rsplit(" ", 1)[0]
    assert f"{free} 1, {free} 2" in summary and f"{free}, {free}" not in summary
