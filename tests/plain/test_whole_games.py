"""Whole games typed to their end through the line mode, in every rule set, by a player who
knows only what the lines say (`typist`)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.plain.speaker import Speaker
from tests.plain.typist import play_to_the_end

BOX_DRAWING = re.compile("[\u2500-\u257f\u2580-\u259f]")


@pytest.mark.parametrize(
    ("rules", "seats"),
    [
        ("yahtzee", ["--player", "Ann"]),
        ("yahtzee_free_joker", ["--player", "Ann"]),
        ("yahtzee_no_bonus", ["--player", "Ann"]),
        ("yatzy", ["--player", "Ann", "--computer", "Bot:easy"]),
        ("yamb", ["--player", "Ann"]),
        ("jamb", ["--player", "Ann"]),
        ("jamb_directed", ["--player", "Ann", "--computer", "Bot:easy"]),
    ],
)
def test_a_whole_game_is_played_to_its_end_by_typing(rules, seats, tmp_path: Path):
    speaker = Speaker("--rules", rules, *seats, "--seed", "11", home=tmp_path)
    try:
        last = play_to_the_end(speaker, speaker.answer())
        assert last[-1] == "Type next for a new game with the same players, or quit."
        over = next(line for line in speaker.transcript if line.startswith("The game is over."))
        assert "1st" in over
        assert speaker.close() == 0
    finally:
        if speaker.process.poll() is None:
            speaker.kill()
    records = tmp_path / "data"
    assert not (records / "game.json").exists()  # recorded, so its save has gone
    assert not [line for line in speaker.transcript if BOX_DRAWING.search(line)]


def test_a_match_goes_on_to_its_next_game_with_next(tmp_path: Path):
    speaker = Speaker("--player", "Ann", "--games", "2", "--seed", "4", home=tmp_path)
    try:
        last = play_to_the_end(speaker, speaker.answer())
        assert last[-1] == "Game 1 of 2 is over: type next for the next one, or quit."
        said = speaker.ask("next")
        assert "Yahtzee, Ann." in said
        assert "Game 2 of 2 of the match." in said
        assert json.loads((tmp_path / "data" / "game.json").read_text())["match"]["game"] == 2
        speaker.type("quit")
        assert speaker.close() == 0
    finally:
        if speaker.process.poll() is None:
            speaker.kill()
