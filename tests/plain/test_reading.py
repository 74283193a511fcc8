"""A typed command is read by its start, or in another form of the word: the noun for the
command, a plural (`read_line`, without a game)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from yahtzee_tui import i18n
from yahtzee_tui.engine import get_rules
from yahtzee_tui.plain.reading import Typed, commands_of, read_line


@pytest.fixture
def speak() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("language", "typed", "command"),
    [
        ("hr", "najava FUL", "call"),  # the noun for najavi
        ("sr", "najava FUL", "call"),
        ("sl", "napoved ful", "call"),  # for napovej
        ("en", "holds 6 6", "hold"),
        ("en", "rolls", "roll"),
    ],
)
def test_another_form_of_a_command_word_is_read_as_the_command(speak, language, typed, command):
    i18n.set_language(language)
    read = read_line(typed, commands_of(get_rules("jamb")))
    assert read == Typed(command, tuple(typed.split()[1:]))


def test_a_short_word_is_read_only_by_its_start():
    # "holx" is not "hold" with another ending: four letters are too few to tell.
    read = read_line("holx", commands_of(get_rules("yahtzee")))
    assert read == "holx is no command here. Type help for the commands."


def test_values_asked_more_often_than_the_dice_show_them_are_refused_as_such():
    from tests.tui.helpers import game, rolled
    from yahtzee_tui.plain.cells import chosen_dice

    state = rolled(game("yatzy", ["Ann"], seed=1), (1, 3, 6, 4, 2))
    assert chosen_dice(state, ["2", "2"], holding=True) == (
        "Not all of 2 2 among the dice 1 3 6 4 2."  # one 2 is there: not "No 2"
    )
    assert chosen_dice(state, ["5", "5"], holding=True) == "No 5 5 among the dice 1 3 6 4 2."
    held = rolled(
        game("yatzy", ["Ann"], seed=1), (1, 3, 6, 4, 2), (True, True, False, False, False)
    )
    assert chosen_dice(held, ["3", "3"], holding=False) == (
        "Not all of 3 3 among the held dice (1 3)."
    )
