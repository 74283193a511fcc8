"""The line mode's coach in this process: its words in Croatian, its switch kept with the game
(the table's hints toggle, beside the save, with the table's own words for its log), and the
setting for hints that coaches a new game from the start. Seed 3 rolls 5 5 2 3 5 first."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from yahtzee_tui import i18n
from yahtzee_tui.game import new_game
from yahtzee_tui.plain.conversation import Conversation
from yahtzee_tui.storage.saves import load_game
from yahtzee_tui.storage.settings import Settings, save_settings
from yahtzee_tui.storage.table_notes import load_notes

pytestmark = pytest.mark.tables("yahtzee")


def talk(typed: list[str], save: Path, resumed: bool = False, quit: str = "quit") -> list[str]:
    """What the line mode says to `typed` (then `quit`) in Ann's game of seed 3, new or
    resumed from `save`."""
    out = io.StringIO()
    state = load_game(save) if resumed else new_game("yahtzee", ["Ann"], seed=3)
    Conversation(out, save).run(state, [*typed, quit], resumed=resumed)
    return out.getvalue().splitlines()


def test_the_coach_speaks_croatian(tmp_path: Path):
    i18n.set_language("hr")
    try:
        typed = ["trener uključi", "baci", "zadrži 1 3", "baci", "upiši šansa", "trener isključi"]
        lines = talk(typed, tmp_path / "game.json", quit="kraj")
    finally:
        i18n.set_language("en")
    assert "Trener uključen: nakon svakog tvog izbora kaže kako se on mjeri s najboljim " in (
        "\n".join(lines)
    )
    assert "Trener: zadržano 2 5, 13,9 manje od najboljeg izbora: ostavi 5 5 5." in lines
    assert "Trener: upiši u polje Šansa 22, 5,2 manje od najboljeg izbora: ostavi 5 5." in lines
    assert "Trener isključen." in lines


def test_the_coach_stays_on_with_the_game_and_the_table_reads_its_notes(tmp_path: Path):
    save = tmp_path / "game.json"
    talk(["coach on", "roll"], save)
    lines = talk(["hold 5 5 5", "roll"], save, resumed=True)
    assert "Coach: held 5 5 5, the best choice." in lines
    notes = load_notes(load_game(save), save)
    assert notes is not None and notes.hints
    # The table's words for its log: a move made is said as made ("held").
    assert list(notes.coach.values()) == ["held 5 5 5, the best choice"]


def test_the_setting_for_hints_coaches_a_new_game_from_the_start(tmp_path: Path):
    save_settings(Settings(hints=True))
    lines = talk(["roll", "hold 1 3", "roll"], tmp_path / "game.json")
    assert "Coach: held 2 5, 13.9 less than the best: keep 5 5 5." in lines
