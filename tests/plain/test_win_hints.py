"""`hint win` in the line mode: the options by the chance to win, as the app's hint panel
ranks them under the win; before the last boxes, and alone, a line says why not."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from tests.tui.helpers import game, played_until
from yahtzee_tui import i18n
from yahtzee_tui.game import roll
from yahtzee_tui.plain.advisor import PlainAdvisor, spoken_option
from yahtzee_tui.plain.conversation import Conversation
from yahtzee_tui.plain.win_hints import asks_for_the_win, win_hint_lines
from yahtzee_tui.storage.saves import load_game
from yahtzee_tui.strategy.goal_chances import goal_chances
from yahtzee_tui.strategy.goals import WIN, Goal
from yahtzee_tui.tui.views.objectives import chance_text

pytestmark = pytest.mark.tables("yatzy")


def late() -> object:
    """Ann and Bob at Yatzy, four boxes open each, Ann rolled."""
    return roll(played_until(game("yatzy", ["Ann", "Bob"], seed=5), 8))


def test_the_options_are_said_by_their_chance_to_win_best_first():
    state = late()
    lines = win_hint_lines(PlainAdvisor(lambda line: None), state)
    chances = goal_chances(state, Goal(WIN), horizon=6)
    assert chances
    best = chances[0]
    assert lines[0] == "Advisor: to win."
    words = spoken_option(state.ruleset, best.advice)
    assert lines[1] == f"Best: {words}, {chance_text(best.chance)} to win."
    assert all(
        line.startswith("Or: ") and line.endswith(" less than the best.") for line in lines[2:]
    )
    assert len(lines) == 1 + min(3, len(chances))


def test_before_the_last_boxes_and_alone_a_line_says_why_not():
    advisor = PlainAdvisor(lambda line: None)
    early = roll(game("yatzy", ["Ann", "Bob"], seed=2))
    assert win_hint_lines(advisor, early) == [
        "The chances to win are worked out from 6 boxes left; till then hint plays for points."
    ]
    unrolled = played_until(game("yatzy", ["Ann", "Bob"], seed=5), 8)
    assert win_hint_lines(advisor, unrolled) == [
        "The chances to win are of the dice rolled: roll first."
    ]
    alone = roll(game("yatzy", ["Ann"], seed=2))
    assert win_hint_lines(advisor, alone) == [
        "Alone there is no one to beat: hint plays for points."
    ]


def test_hint_win_is_read_in_english_and_in_the_players_language():
    assert asks_for_the_win(["win"]) and asks_for_the_win(["WIN"])
    assert not asks_for_the_win([]) and not asks_for_the_win(["points"])
    i18n.set_language("hr")
    try:
        assert asks_for_the_win(["pobjeda"]) and asks_for_the_win(["win"])
    finally:
        i18n.set_language("en")


def test_hint_win_in_a_conversation_says_the_chances_and_marks_the_game_helped(tmp_path: Path):
    out = io.StringIO()
    save = tmp_path / "game.json"
    Conversation(out, save).run(late(), ["hint win", "quit"], resumed=True)
    said = out.getvalue().splitlines()
    assert "Advisor: to win." in said
    assert any(line.startswith("Best: ") and line.endswith(" to win.") for line in said)
    assert [mark.kind for mark in load_game(save).marks] == ["hint"]
