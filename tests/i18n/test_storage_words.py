"""The storage layer's sentences (a save in use, a damaged save or settings file, the records)
stay English where they are kept and logged, and are said in the player's language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from yahtzee_tui import i18n
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import translate
from yahtzee_tui.net.address import bind_warning, join_target
from yahtzee_tui.net.notices import Refused
from yahtzee_tui.net.protocol import encode, version_reason
from yahtzee_tui.storage.locks import SaveInUse
from yahtzee_tui.storage.records_read import skipped_note
from yahtzee_tui.storage.saves import SaveError, load_game
from yahtzee_tui.storage.settings import load_settings

pytestmark = pytest.mark.usefixtures("spoken_names")


def test_a_save_in_use_is_said_in_each_language():
    error = SaveInUse(Path("/data/game-2.json"), 4242)
    assert str(error) == "the saved game game-2.json is open in another yahtzee-tui (process 4242)"
    i18n.set_language("sl")
    assert (
        translate(error)
        == "shranjena igra game-2.json je odprta v drugem yahtzee-tui (proces 4242)"
    )
    i18n.set_language("hr")
    assert translate(SaveInUse(Path("game.json"), None)) == (
        "spremljena igra game.json otvorena je u drugom yahtzee-tui"
    )


def test_a_damaged_save_names_what_is_wrong_in_the_players_words(tmp_path: Path):
    save = tmp_path / "game.json"
    save.write_text(json.dumps({"format": "something else"}), encoding="utf-8")
    with pytest.raises(SaveError) as damaged:
        load_game(save)
    assert str(damaged.value) == "save file is not a yahtzee-tui save"
    i18n.set_language("sr")
    assert translate(damaged.value) == "datoteka sačuvane igre: nije sačuvana igra yahtzee-tui"
    save.write_text("{", encoding="utf-8")
    with pytest.raises(SaveError) as truncated:
        load_game(save)
    i18n.set_language("sl")
    assert translate(truncated.value) == "datoteka shranjene igre je okrnjena ali ni JSON"


def test_damaged_settings_say_so_and_keep_the_defaults(tmp_path: Path):
    settings = tmp_path / "settings.json"
    settings.write_text("[1, 2", encoding="utf-8")
    _defaults, problem = load_settings(settings)
    assert problem == "The settings file is damaged (not JSON): defaults apply."
    i18n.set_language("hr")
    assert translate(problem) == "Datoteka postavki je oštećena (nije JSON): vrijede zadane."


@pytest.mark.parametrize(
    ("skipped", "words"),
    [
        (1, "1 poškodovana vrstica zbirke rekordov je bila izpuščena"),
        (2, "2 poškodovani vrstici zbirke rekordov sta bili izpuščeni"),
        (3, "3 poškodovane vrstice zbirke rekordov so bile izpuščene"),
        (5, "5 poškodovanih vrstic zbirke rekordov je bilo izpuščenih"),
    ],
)
def test_skipped_rows_are_counted_in_slovenian_plurals(skipped: int, words: str):
    i18n.set_language("sl")
    assert skipped_note(skipped) == words


def test_network_words_travel_in_english_and_are_said_where_shown():
    refused = Refused(of="claim", kind="limit", reason=version_reason(1))
    assert '"reason":"protocol version 1 is not spoken here' in encode(refused)
    with pytest.raises(GameError) as bad:
        join_target("ftp://example.org")
    i18n.set_language("sl")
    assert translate(bad.value) == "naslov se začne z ws:// ali wss://, ne ftp://"
    assert translate(bind_warning("0.0.0.0", tls=True)) == (
        "poslušam na vseh vmesnikih: poveže se lahko vsak, ki doseže ta računalnik"
    )


def test_the_presets_of_the_help_are_said_in_the_players_words():
    from yahtzee_tui.cli.parsing import presets_epilog
    from yahtzee_tui.engine.rulesets import preset_line

    assert preset_line("jamb_directed").startswith("jamb_directed: columns DOWN, UP, FREE, CALL")
    i18n.set_language("sl")
    epilog = presets_epilog()
    assert "jamb: stolpci NAVZDOL, NAVZGOR, PROSTA, NAPOVED, ROČNA, OD SREDINE; vrstica" in epilog
    assert "kocke: osnovna pravila: stolpci NAVZDOL, NAVZGOR, PROSTA 1, PROSTA 2" in epilog


def test_the_start_screens_note_on_a_game_open_elsewhere_is_wholly_translated():
    from yahtzee_tui.tui.state.slot import open_elsewhere_note

    i18n.set_language("hr")
    note = open_elsewhere_note(SaveInUse(Path("game.json"), 7))
    assert note.startswith("spremljena igra game.json otvorena je u drugom yahtzee-tui"), note
    assert "the saved game" not in note
