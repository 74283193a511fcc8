"""The table's words, without a terminal: names cut only when space lacks, the log's rounds."""

from __future__ import annotations

from tests.tui.helpers import game, played_until
from yahtzee_tui.engine import get_rules
from yahtzee_tui.game import Player, new_game
from yahtzee_tui.game.moves import CALL, HOLD, ROLL, SCORE, Move
from yahtzee_tui.tui.views.table_words import (
    describe_move,
    log_lines,
    log_name_width,
    short_name,
    turn_rule,
)


def plain(words) -> str:
    return "".join(part if isinstance(part, str) else part[0] for part in words)


def test_a_name_that_fits_is_never_cut():
    assert short_name("Computer 2", 10) == "Computer 2"


def test_a_cut_name_keeps_its_number_so_that_default_names_stay_apart():
    assert short_name("Computer 2", 7) == "Comp… 2"
    assert short_name("Computer 3", 7) != short_name("Computer 2", 7)
    assert short_name("Annabelle", 6) == "Annab…"


def test_the_log_shows_default_computer_names_whole_when_there_is_room():
    seats = [Player("Player 1")] + [Player(f"Computer {n}", "computer", "easy") for n in (2, 3)]
    state = new_game("yahtzee", seats, 3)
    assert log_name_width(state, width=36) == len("Computer 2")


def test_the_log_opens_each_round_with_a_thin_rule_and_its_number():
    state = played_until(game("yahtzee", ["Ann", "Bob"]), turns_left=22)
    lines = [plain(words) for words in log_lines(state, {}, width=40)]
    rules = [line for line in lines if line.startswith("──")]
    assert rules == [turn_rule(n, 13, 40) for n in (1, 2)]
    assert rules[1].startswith("── turn 2 of 13 ─") and len(rules[1]) == 40
    assert lines.index(rules[1]) == lines.index(rules[0]) + 5  # Ann's and Bob's turns between


async def test_who_starts_shows_in_the_log_from_the_first_frame():
    from tests.tui.helpers import app_for, log

    state = new_game("yatzy", ["Ann", Player("Bot", "computer", "easy"), "Cy"], seed=3)
    starter = state.players[state.first_player].name
    app = app_for(state, move_delay=3600)  # a computer to move waits: nothing is thrown yet
    async with app.run_test(size=(80, 24)):
        shown = log(app).splitlines()
        assert shown[0].startswith(f"{starter} starts")
        assert "No throws yet." in shown[1]


def test_a_computers_move_is_said_in_words_after_its_name():
    yahtzee = get_rules("yahtzee")
    assert describe_move(Move(ROLL, indexes=(0, 1, 2, 3, 4)), yahtzee) == "rolls the dice"
    assert describe_move(Move(ROLL, indexes=(1, 4)), yahtzee) == "rerolls 2 dice"
    assert describe_move(Move(HOLD, indexes=(0, 3), hold=(3, 3)), yahtzee) == "holds 3 3"
    assert describe_move(Move(HOLD, indexes=(2,)), yahtzee) == "holds nothing"
    full_house = Move(SCORE, box="full_house", points=25)
    assert describe_move(full_house, "yahtzee") == "scores Full house (25)"
    joker = Move(SCORE, box="fours", points=20, bonus=100)
    assert describe_move(joker, yahtzee) == "scores Fours (20 + 100 bonus)"
    assert describe_move(Move(CALL, box="full", column="call"), "yamb") == "calls FULL"
    assert describe_move(Move(SCORE, box="threes", column="down", points=9), "yamb") == (
        "scores DOWN Threes (9)"
    )
