"""What a native tester read wrong in the catalogues, each a pattern checked over every entry:
the game's own name, a cell or row named after a verb, the sheet's names told apart, the
multiplication sign, the calques, the keys' names and what the hints play for."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po
from rich.console import Console
from rich.table import Table

from yahtzee_tui import i18n
from yahtzee_tui.engine import OFFERED_RULE_SETS
from yahtzee_tui.i18n import _, pgettext
from yahtzee_tui.tui.views.help_text import help_renderables
from yahtzee_tui.tui.views.objectives import NO_TARGET, YAMB_OBJECTIVES
from yahtzee_tui.tui.views.vocabulary import column_header, rules_description

LANGUAGES = ("hr", "sr", "sl")
PLACEHOLDER = re.compile(r"(\S+)\s+\{(cell|box|row)\}")
# Verbs whose object a name put in cannot decline for ("upiši Mala skala" wants "Malu
# skalu"): a noun goes between ("upiši u polje {cell}", "najavljuje red {row}").
VERBS = {
    "upiši", "upisati", "upisuje", "vpiši", "vpisati", "vpiše", "najavi", "najavljuje",
    "napovej", "napove", "određuje", "odredi", "določi", "navodi", "navaja",
}  # fmt: skip


def entries(code: str):
    with i18n.catalogue_path(code, ".po").open("rb") as po:
        for message in read_po(po):
            if not message.id:
                continue
            texts = message.string if isinstance(message.string, tuple) else (message.string,)
            for text in texts:
                yield message, text


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_game_is_called_by_its_name_in_the_language(code):
    # "U Yambu savjeti igraju…" in a game the language calls Jamb.
    said = [text for _message, text in entries(code) if re.search(r"\bYamb", text)]
    assert said == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_name_after_a_verb_has_a_noun_before_it(code):
    after_verb = [
        text
        for _message, text in entries(code)
        for word, _name in PLACEHOLDER.findall(text)
        if word.lower() in VERBS and not word.isupper()  # NAJAVI {row}: a column's name
    ]
    assert after_verb == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_middle_column_and_the_middle_result_have_two_names(code, speak):
    speak(code)
    rules = OFFERED_RULE_SETS["jamb"]
    header = column_header(rules, "middle")
    row = pgettext("yamb sheet", "Middle")
    assert header.strip(".").casefold() != row.strip(".").casefold(), (header, row)


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_a_sheets_size_is_written_with_the_multiplication_sign(code, speak):
    speak(code)
    said = rules_description(OFFERED_RULE_SETS["yamb"])
    assert "×" in said and " x " not in said, said
    if code != "en":
        assert [text for _message, text in entries(code) if re.search(r"\d \w+ x \d", text)] == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_regional_preset_is_described_without_a_calque(code, speak):
    speak(code)
    said = rules_description(OFFERED_RULE_SETS["jamb"])
    assert not re.search(r"\b(u regiji|u regionu|v regiji)\b", said), said


def keys_column(rules_id: str) -> str:
    """The keys of the help's table of keys, as shown."""
    table = next(
        part
        for part in help_renderables(OFFERED_RULE_SETS[rules_id])
        if isinstance(part, Table)
        and str(part.columns[0].header) == pgettext("help column", "keys")
    )
    console = Console(width=200, color_system=None, record=True)
    for cell in table.columns[0].cells:
        console.print(cell)
    return console.export_text()


@pytest.mark.parametrize("rules_id", ["yahtzee", "jamb"])
@pytest.mark.parametrize("code", LANGUAGES)
def test_the_help_names_the_keys_in_the_language(code, rules_id, speak):
    speak(code)
    keys = keys_column(rules_id)
    assert not re.search(r"\b(space|enter|esc|home|end|ctrl)\b", keys), keys


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_sentence_writes_a_key_as_it_is_written_on_it(code):
    # "strelice, zatim enter": a Croatian writes the key Enter, as on the key.
    said = [text for _message, text in entries(code) if re.search(r"\b(enter|esc|tab)\b", text)]
    assert said == []


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_every_objective_line_says_first_what_the_hints_play_for(code, speak):
    speak(code)
    points = _("Hints for points: the highest expected final score.").split(":")[0] + ":"
    assert _(YAMB_OBJECTIVES).startswith(points)


NO_TARGET_SAID = {
    "en": "The target “best + 1” is not possible yet (Ana has no finished game); "
    "the hints play for points.",
    # "savjeti igraju za bodove" ("the hints play for") was a calque: the hints aim.
    # "najbolji + 1" left a reader asking "the best what?": the record + 1.
    "hr": "Cilj »rekord + 1« još nije moguć (Ana nema završenu igru); "
    "savjeti ciljaju na najviše bodova.",
    "sr": "Cilj „rekord + 1“ još nije moguć (Ana nema završenu igru); "
    "saveti ciljaju na najviše poena.",
    "sl": "Cilj »rekord + 1« še ni mogoč (Ana nima končane igre); nasveti ciljajo na čim več točk.",
}


@pytest.mark.parametrize("code", sorted(NO_TARGET_SAID))
def test_a_target_passed_over_is_named_with_why_and_what_the_hints_play_for(code, speak):
    # "Nasveti za točke: Igrač 1 še nima zapisane končane igre." left the player to guess
    # which objective `o` had refused.
    speak(code)
    said = _(NO_TARGET).format(player="Ana")
    assert said == NO_TARGET_SAID[code]
    target = _("for the best + 1").split()[-3]  # "za rekord + 1": the objective's word
    assert f"{target} + 1" in said


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_cells_long_name_is_not_an_adjective_before_the_row(code, speak):
    # "upiši u polje SLOBODNA Šestice" reads as a wrong agreement (a feminine singular before
    # a plural): the long name has its own entry, the row first; the card's short form stays.
    from yahtzee_tui.tui.views.card_words import short_cell_name, yamb_row_labels
    from yahtzee_tui.tui.views.vocabulary import cell_name, column_name, row_name

    speak(code)
    rules = OFFERED_RULE_SETS["jamb"]
    named = cell_name(rules, "free", "sixes")
    column, row = column_name(rules, "free"), row_name(rules, "sixes")
    assert named.startswith(row) and column in named, named
    short = short_cell_name(rules, "free", "sixes")
    card = pgettext("yamb cell: column, row", "{column} {row}")
    assert card == "{column} {row}"  # the card's short form: its header, then its label
    assert short == f"{column_header(rules, 'free')} {yamb_row_labels(rules)['sixes']}", short


@pytest.mark.parametrize("code", LANGUAGES)
def test_rerolling_all_is_said_with_the_verb_the_panel_offers_it_with(code, speak):
    # sl "nič zadržanega" was a calque beside the panel's and the list's "vrzi vse": a move
    # made that rerolled every die is said with the roll's verb, never as "nothing held".
    from yahtzee_tui.game.moves import HOLD
    from yahtzee_tui.strategy import Advice
    from yahtzee_tui.tui.views.hints import made_words

    speak(code)
    said = made_words(OFFERED_RULE_SETS["yatzy"], Advice(HOLD, 0.0, hold=()))
    assert not re.search(r"zadrž|ništa|nič", said), said
    roll = {"hr": "bač", "sr": "bač", "sl": "vrž"}[code]
    assert roll in said and len(said.split()) >= 3, said


REVIEW_SENTENCES = {
    "en": "rerolled all: less than 1% less chance to win; best was hold 3 4 5",
    "hr": "sve kocke bačene ponovno: izgledi za pobjedu padaju za manje od 1 %; "
    "najbolje: zadržati 3 4 5",
    # "šansa" is also a box (Šansa): the chance is "izgledi", as the hint panel says.
    "sr": "sve kockice bačene ponovo: izgledi za pobedu padaju za manje od 1%; "
    "najbolje: zadržati 3 4 5",
    "sl": "vse kocke vržene znova: manj kot 1 % manj možnosti za zmago; najbolje: zadržati 3 4 5",
}


@pytest.mark.parametrize("code", sorted(REVIEW_SENTENCES))
def test_the_review_says_a_chance_given_away_in_words(code, speak):
    # "nič zadržanega −<1 % za zmago, najbolje: …" read as a formula where the Review has
    # the room for a sentence.
    from yahtzee_tui.game.moves import HOLD
    from yahtzee_tui.strategy import Advice
    from yahtzee_tui.tui.views.hints import ObjectiveShown
    from yahtzee_tui.tui.views.objectives import WIN
    from yahtzee_tui.tui.views.verdicts import Verdict

    speak(code)
    rules = OFFERED_RULE_SETS["yatzy"]
    chosen, best = Advice(HOLD, 0.0, hold=()), Advice(HOLD, 0.0, hold=(3, 4, 5))
    verdict = Verdict(chosen, best, ObjectiveShown(WIN), 0.007)
    assert verdict.sentence(rules).replace("\u00a0", " ") == REVIEW_SENTENCES[code]
    assert "−6" in Verdict(chosen, best, ObjectiveShown(WIN), 0.06).text(rules)  # the log's


# A column's name after "in" would decline ("u NAJAVI POKER", "v NAPOVEDI Enice" read as a
# row of another word): the column is said as a column, its name as on the sheet.
IN_THE_CALL_COLUMN = {"hr": r"\bu NAJAVI\b", "sr": r"\bu NAJAVI\b", "sl": r"\bv NAPOVEDI\b"}
CALL_ENDS = {
    "en": "Enter calls POKER: the turn then ends with a score in the CALL column. Esc: back.",
    "hr": "Enter: najava reda POKER; potez završava upisom u kolonu NAJAVA. Esc: natrag.",
    "sr": "Enter: najava reda POKER; potez se završava upisom u kolonu NAJAVA. Esc: nazad.",
    "sl": "Enter napove vrstico POKER: poteza se konča z vpisom v stolpec NAPOVED. Esc: nazaj.",
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_call_column_is_not_declined_after_in(code):
    said = [text for _message, text in entries(code) if re.search(IN_THE_CALL_COLUMN[code], text)]
    assert said == []


@pytest.mark.parametrize("code", sorted(CALL_ENDS))
def test_enter_on_a_call_says_where_the_turn_ends(code, speak):
    # "potez završava u NAJAVI POKER" read as a row "NAJAVI POKER": the column is named as
    # a column (the whole line fits the status line at 80x24: `test_status_fits`).
    speak(code)
    said = _("Enter calls {row}: the turn then ends with a score in the CALL column. Esc: back.")
    assert said.format(row="POKER") == CALL_ENDS[code]


def test_the_serbian_card_sums_its_upper_part(speak):
    # "Zbir gore" ("the sum up") read as a calque.
    speak("sr")
    assert pgettext("card", "Upper") == "Zbir gornjeg dela"


def test_the_croatian_rule_line_says_what_counts(speak):
    # "pet najboljih kocaka, bez reda ROJAL" left out the verb the rule is about; the line
    # fits the start screen at 80x24 with the verb and without "kocaka".
    speak("hr")
    said = _("the best five dice count, no {row}")
    assert said.startswith("broji se pet najboljih"), said  # of the dice: the line is about them


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_waiting_player_is_not_followed_by_a_first_person_verb(code):
    # "Računalnik 2 čaka: pripravljam svetovalca…" had the program speak as "I" after the
    # player's name: the advisor is the subject ("svetovalec se pripravlja").
    said = [
        text
        for message, text in entries(code)
        if isinstance(message.id, str)
        and message.id.startswith("{player} waits:")
        and re.search(r":\s*(pripremam|pripravljam)\b", text)
    ]
    assert said == []


def test_after_uz_the_chances_take_the_accusative():
    # "uz bodove svake mogućnosti i izgledi": both objects of "uz" are accusative (izglede).
    said = [
        text for _message, text in entries("hr") if re.search(r"\buz\b[^.]*\bi izgledi\b", text)
    ]
    assert said == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_change_of_chance_sets_its_arrow_apart(code, speak):
    speak(code)
    said = _("to win {before}→{after}").format(before="42\u00a0%", after="34\u00a0%")
    assert "42\u00a0% → 34\u00a0%" in said
