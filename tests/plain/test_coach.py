"""The coach in the line mode, through pipes as a player types: `coach on` says so in a line,
then each reroll and score of the player is judged against the advisor's best in a sentence
(what it gave away, or that it was the best); `coach off` stops the notes; `help` lists it.
Seed 3 rolls 5 5 2 3 5 first; holding 5 5 5 is the best, holding 5 2 is poor."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.plain.speaker import Speaker
from tests.plain.test_network_table import HOSTING, start
from tests.tables import shared_solver_table
from yahtzee_tui.strategy.cache import table_path

POOR_HOLD = "Coach: held 2 5, 13.9 less than the best: keep 5 5 5."
POOR_SCORE = "Coach: score Chance 22, 5.2 less than the best: keep 5 5."


def with_tables(table_cache: Path, home: Path, *rules_ids: str) -> Path:
    """`home` with the solver's tables of `rules_ids` in its cache: the advisor of a process
    started there reads them rather than solving."""
    cache = home / "cache"
    cache.mkdir(parents=True, exist_ok=True)
    for rules_id in rules_ids:
        shared_solver_table(table_cache, rules_id)
        shutil.copyfile(table_path(rules_id, table_cache), table_path(rules_id, cache))
    return home


@pytest.fixture
def ann(tmp_path: Path, table_cache: Path) -> Iterator[Speaker]:
    home = with_tables(table_cache, tmp_path, "yahtzee")
    speaker = Speaker("--player", "Ann", "--seed", "3", home=home)
    speaker.answer()
    yield speaker
    if speaker.process.poll() is None:
        speaker.kill()


def coach_lines(said: list[str]) -> list[str]:
    return [line for line in said if line.startswith("Coach")]


def test_a_poor_hold_and_a_poor_score_are_judged_with_what_they_gave_away(ann):
    said = ann.ask("coach on")
    assert said[0] == (
        "Coach on: after each of your choices, how it compares with the advisor's best."
    )
    assert ann.ask("roll")[0] == "Ann rolls 5 5 2 3 5. Two rolls left."
    assert coach_lines(ann.ask("hold 1 3")) == []  # a hold is judged when the dice roll
    said = ann.ask("roll")
    assert said[:2] == ["Ann rolls again: 5 4 2 6 5, with 5 2 held. One roll left.", POOR_HOLD]
    said = ann.ask("score chance")
    assert said[:3] == [
        "Ann scores Chance, 22 points. Total 22.",
        POOR_SCORE,
        "Turn 2 of 13: Ann to roll.",
    ]


def test_the_best_hold_is_judged_the_best_and_coach_off_stops_the_notes(ann):
    ann.ask("coach")  # alone, it switches the coach: on
    ann.ask("roll")
    ann.ask("hold 5 5 5")
    said = ann.ask("roll")
    assert said[1] == "Coach: held 5 5 5, the best choice."
    assert ann.ask("coach off")[0] == "Coach off."
    said = ann.ask("score chance")
    assert said[0].startswith("Ann scores Chance, ")
    assert coach_lines(said) == []


def test_help_lists_the_coach_and_a_wrong_word_after_it_is_one_line(ann):
    said = ann.ask("help")
    assert (
        "coach on, coach off: the coach, who says after each of your choices how it compares "
        "with the advisor's best; coach alone switches it."
    ) in said
    ann.type("coach maybe")
    assert ann.next_line() == "Type coach on or coach off."


def test_at_a_network_table_each_terminal_coaches_its_own_moves_only(tmp_path, table_cache):
    """Ann hosts and Bob joins, both in lines with the coach on: the one to move hears the
    coach on their score; the other hears the score, and no coach."""
    ann = Speaker(
        "host",
        "--port",
        "0",
        "--player",
        "Ann",
        home=with_tables(table_cache, tmp_path / "ann", "yahtzee"),
    )
    speakers = [ann]
    try:
        hosting = HOSTING.match(ann.until(HOSTING)[-1])
        assert hosting is not None
        home = with_tables(table_cache, tmp_path / "bob", "yahtzee")
        bob = Speaker("join", hosting["address"], hosting["code"], "--player", "Bob", home=home)
        speakers.append(bob)
        ann.until(r"^Seat 2: Bob, at the table\.$")
        first = start(ann, bob)
        players = {"Ann": ann, "Bob": bob}
        for speaker in speakers:
            speaker.type("coach on")
            speaker.until(r"^Coach on: ")
        mover = players[first]
        waiter = players["Bob" if first == "Ann" else "Ann"]
        mover.type("roll")
        mover.until(rf"^{first} rolls ")
        mover.type("score chance")
        assert mover.until(rf"^{first} scores Chance")
        assert mover.next_line().startswith("Coach: score Chance ")
        waiter.until(rf"^{first} scores Chance")
        assert not waiter.next_line().startswith("Coach")
    finally:
        for speaker in speakers:
            if speaker.process.poll() is None:
                speaker.kill()
