"""The line mode's win level: a line says who waits while its tables are built and how far
the build is, and a build that fails is told once, the computer then playing for points."""

from __future__ import annotations

import pytest

from tests.game.helpers import with_dice
from yahtzee_tui.engine import get_rules
from yahtzee_tui.game import Player, new_game
from yahtzee_tui.plain.advisor import PlainAdvisor
from yahtzee_tui.strategy import spread_table as spread_module
from yahtzee_tui.strategy.players import next_move

WAITS = "Robo waits: preparing to play for the win… {}%"


def _table():
    seats = [Player("Robo", "computer", "win"), Player("Ann", "computer", "expert")]
    return new_game(get_rules("yatzy"), seats, seed=1, first_player=0)


def test_a_win_computer_says_it_waits_while_its_tables_are_built(monkeypatch):
    def building(rules, progress=None, directory=None):
        for done in range(3):
            progress(done, 3)

    monkeypatch.setattr(spread_module, "spread_table", building)
    told: list[str] = []
    assert PlainAdvisor(told.append).win_ready(_table())
    assert told == [WAITS.format(0), WAITS.format(25), WAITS.format(50)]


def test_the_build_is_told_every_quarter_up_to_the_whole(monkeypatch):
    def building(rules, progress=None, directory=None):
        for done in range(401):  # a build reports every block of states: told far fewer
            progress(done, 400)

    monkeypatch.setattr(spread_module, "spread_table", building)
    told: list[str] = []
    assert PlainAdvisor(told.append).win_ready(_table())
    assert told == [WAITS.format(percent) for percent in (0, 25, 50, 75, 100)]


def test_tables_read_from_the_cache_are_not_announced(monkeypatch):
    monkeypatch.setattr(spread_module, "spread_table", lambda rules, progress=None: None)
    told: list[str] = []
    assert PlainAdvisor(told.append).win_ready(_table())
    assert told == []


@pytest.mark.tables("yatzy")
def test_a_failed_build_is_told_once_and_the_computer_plays_for_points(monkeypatch):
    def failing(rules, progress=None, directory=None):
        progress(0, 3)
        raise OSError("disk full")

    monkeypatch.setattr(spread_module, "spread_table", failing)
    told: list[str] = []
    advisor = PlainAdvisor(told.append)
    state = with_dice(_table(), (2, 2, 3, 5, 6), 1)
    assert advisor.computer_move(state) == next_move(state, "expert")
    assert advisor.computer_move(state) == next_move(state, "expert")
    assert told == [WAITS.format(0), "the win level could not be prepared: disk full"]
