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
