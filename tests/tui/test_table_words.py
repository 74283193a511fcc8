"""The table's words, without a terminal: names cut only when space lacks, the log's rounds."""

from __future__ import annotations

import pytest

from tests.tui.helpers import game, played_until
from yahtzee_tui.engine import get_rules
from yahtzee_tui.game import Player, new_game
from yahtzee_tui.game.moves import CALL, HOLD, ROLL, SCORE, Move
from yahtzee_tui.tui.views.log_words import log_lines, log_names, turn_rule
from yahtzee_tui.tui.views.move_words import computer_move_line
from yahtzee_tui.tui.views.table_words import short_name


def plain(words) -> str:
    return "".join(part if isinstance(part, str) else part[0] for part in words)


def test_a_name_that_fits_is_never_cut():
    assert short_name("Computer 2", 10) == "Computer 2"


def test_a_cut_name_keeps_its_number_so_that_default_names_stay_apart():
    assert short_name("Computer 2", 7) == "Com. 2"  # an abbreviation, the number kept apart
    assert short_name("Računalo 2", 6) == "Rač. 2"
    assert short_name("Igrač 1", 6) == "Igr. 1"  # never a dropped space ("Igrač1")
    assert short_name("Igrač 1", 4) == "I. 1"
    assert short_name("Computer 3", 7) != short_name("Computer 2", 7)
    assert short_name("Annabelle", 6) == "Annab…"


def test_the_log_shows_default_computer_names_whole_when_there_is_room():
    seats = [Player("Player 1")] + [Player(f"Computer {n}", "computer", "easy") for n in (2, 3)]
    state = new_game("yahtzee", seats, 3)
    assert log_names(state, width=36) == ["Player 1  ", "Computer 2", "Computer 3"]


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


def test_a_computers_move_is_said_in_a_sentence_with_its_name():
    yahtzee = get_rules("yahtzee")

    def line(move: Move, rules: object = yahtzee) -> str:
        return computer_move_line("Robo", move, rules)  # type: ignore[arg-type]

    assert line(Move(ROLL, indexes=(0, 1, 2, 3, 4))) == "Robo rolls the dice."
    assert line(Move(ROLL, indexes=(1, 4))) == "Robo rerolls 2 dice."
    assert line(Move(ROLL, indexes=(1,))) == "Robo rerolls 1 die."
    assert line(Move(HOLD, indexes=(0, 3), hold=(3, 3))) == "Robo holds 3 3."
    assert line(Move(HOLD, indexes=(2,))) == "Robo holds nothing."
    assert line(Move(SCORE, box="full_house", points=25), "yahtzee") == (
        "Robo scores Full house (25)."
    )
    joker = Move(SCORE, box="fours", points=20, bonus=100)
    assert line(joker) == "Robo scores Fours (20 + 100 bonus)."
    assert line(Move(CALL, box="full", column="call"), "yamb") == "Robo calls FULL."
    assert line(Move(SCORE, box="threes", column="down", points=9), "yamb") == (
        "Robo scores DOWN Threes (9)."
    )


REROLLS = {
    "hr": [
        "Robo ponovno baca 1 kocku.",
        "Robo ponovno baca 2 kocke.",
        "Robo ponovno baca 5 kocaka.",
    ],
    "sr": [
        "Robo ponovo baca 1 kockicu.",
        "Robo ponovo baca 2 kockice.",
        "Robo ponovo baca 5 kockica.",
    ],
    "sl": ["Robo znova vrže 1 kocko.", "Robo znova vrže 2 kocki.", "Robo znova vrže 5 kock."],
}


@pytest.mark.parametrize("language", sorted(REROLLS))
def test_a_computers_move_is_said_in_the_players_language(language):
    # "Robo rerolls 2 dice." was left in English whatever the language.
    from yahtzee_tui import i18n

    six = get_rules("yamb")
    try:
        i18n.set_language(language)
        rerolls = [
            computer_move_line("Robo", Move(ROLL, indexes=tuple(range(n))), six) for n in (1, 2, 5)
        ]
        assert rerolls == REROLLS[language]
        nothing = computer_move_line("Robo", Move(HOLD, indexes=(2,)), six)
        assert nothing.startswith("Robo ") and "holds" not in nothing
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", sorted(REROLLS))
def test_a_computers_score_call_and_naming_name_the_cell_in_the_players_language(language):
    # "Računalo 2 upisuje u polje UP POKER (52)." named the cell in English.
    from yahtzee_tui import i18n
    from yahtzee_tui.tui.views.names import speak_names
    from yahtzee_tui.tui.views.vocabulary import cell_name, row_name

    speak_names()
    directed, yahtzee = get_rules("jamb_directed"), get_rules("yahtzee")
    try:
        i18n.set_language(language)
        scored = computer_move_line(
            "Robo", Move(SCORE, box="poker", column="up", points=52), directed
        )
        assert cell_name(directed, "up", "poker") in scored and "UP" not in scored
        fours = computer_move_line("Robo", Move(SCORE, box="fours", points=12), yahtzee)
        assert row_name(yahtzee, "fours") in fours and "Fours" not in fours
        called = computer_move_line("Robo", Move(CALL, box="full", column="call"), directed)
        assert row_name(directed, "full") in called
    finally:
        i18n.set_language("en")
