"""SIGTERM and SIGHUP restore the terminal as q does, on the real program in a terminal."""

from __future__ import annotations

import signal

import pytest

from tests.cli.terminal import Terminal
from yahtzee_tui.storage.saves import load_game

ALTERNATE_SCREEN_ON = b"\x1b[?1049h"
ALTERNATE_SCREEN_OFF = b"\x1b[?1049l"
MOUSE_ON = b"\x1b[?1000h"
MOUSE_OFF = b"\x1b[?1000l"


@pytest.fixture
def game_in_a_terminal(_isolated_home):
    terminal = Terminal("--player", "Ann", "--seed", "4", home=_isolated_home)
    yield terminal
    terminal.close()


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP], ids=["TERM", "HUP"])
def test_a_stop_signal_leaves_the_terminal_as_it_found_it(game_in_a_terminal, number):
    terminal = game_in_a_terminal
    terminal.wait_for(MOUSE_ON)
    terminal.wait_for(b"Roll")  # the table is drawn: the game is under way
    terminal.signal(number)
    assert terminal.wait_for_exit() == 128 + number
    after = terminal.output[terminal.output.rindex(MOUSE_ON) :]
    assert MOUSE_OFF in after
    assert ALTERNATE_SCREEN_OFF in after
    assert terminal.modes_now() == terminal.modes_before  # echo and line editing back on
    assert b"Traceback" not in terminal.output


def test_the_game_is_still_saved_after_a_stop_signal(game_in_a_terminal):
    terminal = game_in_a_terminal
    terminal.wait_for(b"Roll")
    terminal.signal(signal.SIGTERM)
    terminal.wait_for_exit()
    state = load_game()
    assert [player.name for player in state.players] == ["Ann"] and state.seed == 4
