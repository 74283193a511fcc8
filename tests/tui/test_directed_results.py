"""A finished game's turn lines show each naming at the end of the turn it followed."""

from __future__ import annotations

from tests.game.test_directed import _random_game
from yahtzee_tui.tui.views.results import _turns, turn_lines


def test_a_naming_ends_the_line_of_the_turn_it_followed():
    state = _random_game(3, 2)
    turns = _turns(state.history)
    assert all(turn[0].kind == "roll" for turn in turns)
    named = [turn for turn in turns if turn[-1].kind == "name"]
    assert named and all(turn[-2].kind == "score" for turn in named)
    lines = [line.plain for line in turn_lines(state)]
    first = next(line for line in lines if "names " in line)
    assert " for Bob" in first or " for Ann" in first
    assert "None" not in " ".join(lines)
