"""A Yamb cell may be typed by its column as the card's header names it (Slovenian DOL for
NAVZDOL, Croatian SL.1 for SLOBODNA 1), not only by the column's long name."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from yahtzee_tui import i18n
from yahtzee_tui.game import new_game
from yahtzee_tui.plain.conversation import Conversation
from yahtzee_tui.storage.saves import load_game


@pytest.mark.parametrize(
    ("language", "rules", "typed", "cell"),
    [
        ("sl", "jamb", "vpiši dol enice", "down.ones"),
        ("hr", "yamb", "upiši sl.2 jedinice", "free2.ones"),
    ],
)
def test_a_cell_typed_by_the_headers_short_column_name(
    tmp_path: Path, language: str, rules: str, typed: str, cell: str
):
    i18n.set_language(language)
    try:
        out, save = io.StringIO(), tmp_path / "game.json"
        state = new_game(rules, ["Ann"], seed=3)
        roll = "vrzi" if language == "sl" else "baci"
        Conversation(out, save).run(state, [roll, typed, "da", "q"])  # a 0: asked first
    finally:
        i18n.set_language("en")
    assert cell in load_game(save).sheets[0], out.getvalue()
