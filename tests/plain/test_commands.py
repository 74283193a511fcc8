"""Commands as typed: a bad one is answered in one line, an ambiguous start with the choices,
dice by place or by value, the keys' letters, and a game killed mid-way goes on where it was."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.plain.speaker import Speaker
from tests.plain.typist import open_now, score


@pytest.fixture
def yahtzee(tmp_path: Path) -> Iterator[Speaker]:
    speaker = Speaker("--player", "Ann", "--seed", "3", home=tmp_path)
    speaker.answer()
    yield speaker
    if speaker.process.poll() is None:
        speaker.kill()


def one_line_answer(speaker: Speaker, typed: str) -> str:
    """The answer to `typed`, which must be one line: `status` after it shows where it ends."""
    speaker.type(typed)
    speaker.type("status")
    said = speaker.until(r"^Turn \d+ of \d+\.")
    assert len(said) == 2, said
    speaker.answer()
    return said[0]


def test_an_unknown_command_is_answered_in_one_line(yahtzee):
    said = one_line_answer(yahtzee, "jump")
    assert said == "jump is no command here. Type help for the commands."


def test_an_ambiguous_start_of_a_command_says_the_choices(yahtzee):
    assert one_line_answer(yahtzee, "s") == "s could be score, status: type more of it."


def test_an_ambiguous_box_says_the_choices(yahtzee):
    yahtzee.ask("roll")
    said = one_line_answer(yahtzee, "sc fo")
    assert said == "That could be Fours, Four of a kind: type more of it."


def test_a_box_named_by_the_starts_of_its_words_is_scored(yahtzee):
    yahtzee.ask("r")  # the table's key letter
    said = yahtzee.ask("sc ch")
    assert said[0].startswith("Ann scores Chance, ")


def test_hold_by_place_and_by_value(yahtzee):
    """Seed 3 rolls 5 5 2 3 5 first."""
    assert yahtzee.ask("roll") == [
        "Ann rolls 5 5 2 3 5. Two rolls left.",
        "Hold, free, roll, or score.",
    ]
    # The dice just said are not said again: the status line adds what the hold did not say.
    assert yahtzee.ask("hold 1 3") == [
        "Ann holds 5 2; free: 5 3 5.",
        "Two rolls left. Hold, free, roll, or score.",
    ]
    assert yahtzee.ask("status")[-1] == (
        "Dice 5 5 2 3 5, 5 2 held. Two rolls left. Hold, free, roll, or score."
    )
    assert yahtzee.ask("free all")[0] == "Ann holds nothing: every die is free."
    # a number said twice is a value: two fives, the first two from the left
    assert yahtzee.ask("hold 5 5")[0] == "Ann holds 5 5; free: 2 3 5."
    assert yahtzee.ask("keep 2 3")[0] == "Ann holds 2 3; free: 5 5 5."
    assert yahtzee.ask("1")[0] == "Ann holds 5 2 3; free: 5 5."  # a key: die 1


def test_a_value_not_among_the_dice_is_refused_in_one_line(yahtzee):
    yahtzee.ask("roll")
    assert one_line_answer(yahtzee, "hold 6 6") == "No 6 6 among the dice 5 5 2 3 5."


def test_undo_takes_back_a_score(yahtzee):
    yahtzee.ask("roll")
    yahtzee.ask("score chance")
    said = yahtzee.ask("undo")
    assert said[0] == "The score is taken back."
    assert said[-1].startswith("Dice ")


def test_a_game_killed_mid_way_goes_on_where_it_was(tmp_path: Path):
    first = Speaker("--player", "Ann", "--computer", "Bot:easy", "--seed", "8", home=tmp_path)
    try:
        first.answer()
        while not any(line.startswith("Turn 3 of 13") for line in first.transcript):
            first.ask("roll")
            score(first, open_now(first.ask_card())[0][1])
        first.ask("roll")
        where = first.ask("status")[-1]  # the whole position, as a resumed game says it
    finally:
        first.kill()  # SIGKILL: no chance to save anything more
    again = Speaker(home=tmp_path)
    try:
        said = again.answer()
        assert "Resumed at turn 3 of 13." in said
        assert said[-1] == where
    finally:
        again.kill()
