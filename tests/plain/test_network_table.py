"""The line mode at a network table: `host --plain` and `join --plain` in real processes
through pipes, the host's own server on 127.0.0.1 at an ephemeral port. Every wait is for a
line to be said."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.plain.speaker import Speaker

BOXES = (
    "ones",
    "twos",
    "threes",
    "fours",
    "fives",
    "sixes",
    "three of a kind",
    "four of a kind",
    "full house",
    "small straight",
    "large straight",
    "yahtzee",
    "chance",
)
HOSTING = re.compile(r"^Hosting room (?P<code>\w+) at (?P<address>\S+)$")


@pytest.fixture
def table(tmp_path: Path) -> Iterator[tuple[Speaker, Speaker]]:
    """Ann hosts in lines (one open seat), Bob joins in lines; both seated, not started."""
    ann = Speaker("host", "--port", "0", "--player", "Ann", home=tmp_path / "ann")
    hosting = HOSTING.match(ann.until(HOSTING)[-1])
    assert hosting is not None
    bob = Speaker(
        "join", hosting["address"], hosting["code"], "--player", "Bob", home=tmp_path / "bob"
    )
    try:
        bob.until(r"^Waiting for the host to start the game\.$")
        bob.until(r"^Type help for the commands\.$")
        ann.until(r"^Seat 2: Bob, at the table\.$")
        yield ann, bob
    finally:
        for speaker in (ann, bob):
            if speaker.process.poll() is None:
                speaker.kill()


def play_turn(speaker: Speaker, name: str, box: str) -> None:
    speaker.until(rf"^{name}, your turn: roll\.$")
    speaker.type("roll")
    speaker.until(rf"^{name} rolls ")
    speaker.type(f"score {box}")
    said = speaker.until(rf"^{name} scores |^Type yes to go on, or no\.$")
    if said[-1].startswith("Type yes"):
        speaker.type("yes")
        speaker.until(rf"^{name} scores ")


def start(ann: Speaker, bob: Speaker) -> str:
    """The host starts the game; who rolls first (drawn by lot)."""
    ann.type("start")
    first = re.match(r"^Turn 1 of 13: (\w+) to roll\.$", bob.until(r"^Turn 1 of 13: ")[-1])
    assert first is not None
    return first[1]


def test_a_joined_player_hears_the_lobby_and_the_host_starts_the_game(table):
    ann, bob = table
    assert "Seat 2: Bob (you), at the table." in bob.transcript
    first = start(ann, bob)
    said = bob.next_line()
    if first == "Ann":
        assert said == "Ann is playing: wait for your turn."
    else:
        assert said == "Bob, your turn: roll."


def test_only_the_host_starts_the_game_the_server_says_so_in_a_line(table):
    _ann, bob = table
    bob.type("start")
    refusal = bob.next_line()
    assert refusal is not None and "host" in refusal.casefold()
    bob.type("who")
    assert bob.next_line() == "Seat 1: Ann, at the table."


def test_a_chat_line_reaches_the_other_player(table):
    ann, bob = table
    bob.type("say good luck, Ann")
    assert ann.until(r"says: ")[-1] == "Bob says: good luck, Ann"


def test_rolling_out_of_turn_is_answered_in_one_line(table):
    ann, bob = table
    first = start(ann, bob)
    players = {"Ann": ann, "Bob": bob}
    mover, waiter = players[first], players["Bob" if first == "Ann" else "Ann"]
    waiter.until(rf"^{first} is playing")
    waiter.type("roll")
    assert waiter.next_line() == f"Not your turn: it is {first}'s turn."
    mover.until(rf"^{first}, your turn: roll\.$")
    mover.type("roll")
    assert waiter.next_line().startswith(f"{first} rolls ")


def recorded_players(home: Path) -> str:
    """What `yahtzee-tui records` says in `home`: the games its records hold."""
    done = subprocess.run(
        [sys.executable, "-m", "yahtzee_tui", "records", "--rules", "yahtzee"],
        capture_output=True,
        text=True,
        env={**os.environ, "YAHTZEE_TUI_HOME": str(home)},
        check=True,
    )
    return done.stdout


def test_a_whole_game_is_played_in_lines_each_move_said_to_the_other(table, tmp_path):
    ann, bob = table
    order = [("Ann", ann), ("Bob", bob)]
    if start(ann, bob) == "Bob":
        order.reverse()
    for box in BOXES:
        for name, speaker in order:
            play_turn(speaker, name, box)
    assert bob.until(r"^The game is over\. ")
    assert ann.until(r"^The game is over\. ")
    assert any(line.startswith("Ann scores Chance, ") for line in bob.transcript)
    assert any(line.startswith("Bob scores Yahtzee, ") for line in ann.transcript)
    assert any(line.startswith("Ann rolls ") for line in bob.transcript)
    # Each seated terminal keeps the game in its own records, as the full-screen table does.
    bob.until(r"^Type quit to leave the table\.$")
    ann.until(r"^Type quit to leave the table\.$")
    for home in (tmp_path / "ann", tmp_path / "bob"):
        recorded = recorded_players(home)
        assert "Ann" in recorded and "Bob" in recorded, recorded
    bob.type("quit")
    assert bob.close() == 0
    ann.type("quit")
    assert ann.close() == 0


def test_leaving_in_play_says_how_to_come_back(table):
    ann, bob = table
    start(ann, bob)
    bob.type("quit")
    said = bob.until(r"^Add --plain to play it in lines again\.$")
    assert re.search(r"^You left room \w+; take your seat again with: .* join ", said[-2])
    assert ann.until(r"^Seat 2: Bob, away\.$")
    bob.close()


def test_a_host_who_quits_a_game_in_play_is_asked_first(table):
    ann, bob = table
    start(ann, bob)
    ann.type("quit")
    said = ann.until(r"^Type yes to go on, or no\.$")
    assert said[-2].startswith("Stop hosting this table? The server runs in this terminal: ")
    ann.type("no")
    assert ann.until(r"^Keep hosting\.$")
    ann.type("who")
    assert ann.until(r"^Seat 2: Bob, at the table\.$")
    ann.type("quit")
    ann.until(r"^Type yes to go on, or no\.$")
    ann.type("yes")
    assert ann.until(r"^Room \w+ is saved\. Host it again with: ")
    assert ann.close() == 0
