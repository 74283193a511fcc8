"""Whole games of every rule set, played by a random legal policy, checked against the rules."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.game.helpers import play_game
from yahtzee_tui.engine import RULE_SETS, YAHTZEE_BONUS_KEY, get_rules, totals
from yahtzee_tui.game import new_game, replay, standings

GAMES = [
    (rules, seed, players)
    for rules in RULE_SETS
    for seed in range(6 if rules == "yamb" else 12)
    for players in ([1, 2, 3] if rules == "yamb" else [1, 2, 4])
    if (seed + players) % 3 == 0 or rules == "yahtzee"
]


@pytest.fixture(scope="module")
def finished_games():
    games = {}
    for rules, seed, players in GAMES:
        start = new_game(rules, [f"P{i}" for i in range(players)], seed=seed)
        games[rules, seed, players] = play_game(start, random.Random(seed * 31 + players))
    return games


def test_every_rule_set_is_played_from_several_seeds(finished_games):
    assert {rules for rules, _, _ in finished_games} == set(RULE_SETS)
    assert len(finished_games) >= 40


def test_each_cell_is_filled_exactly_once(finished_games):
    for state in finished_games.values():
        cells = set(get_rules(state.rules_id).cells)
        for seat, sheet in enumerate(state.sheets):
            scored = [e.cell for e in state.history if e.kind == "score" and e.player == seat]
            assert Counter(scored) == Counter(cells)
            assert set(sheet) - {YAHTZEE_BONUS_KEY} == cells


def test_each_player_takes_one_turn_per_cell(finished_games):
    expected = {"yahtzee": 13, "yatzy": 15, "yamb": 78}
    for (rules, _, _), state in finished_games.items():
        turns = expected.get(rules, 13)
        per_seat = Counter(e.player for e in state.history if e.kind == "score")
        assert per_seat == dict.fromkeys(range(len(state.players)), turns)
        assert state.turn == turns
        assert [e.turn for e in state.history if e.kind == "score"][-1] == turns


def test_seats_play_in_order_from_the_first_player(finished_games):
    for state in finished_games.values():
        seats = [e.player for e in state.history if e.kind == "score"]
        count = len(state.players)
        assert seats == [(state.first_player + i) % count for i in range(len(seats))]


def test_every_turn_is_one_to_three_rolls_then_a_score(finished_games):
    for state in finished_games.values():
        rolls = 0
        for event in state.history:
            if event.kind == "roll":
                rolls += 1
                assert event.roll == rolls <= 3
                if rolls == 1:
                    assert not any(event.held)
            elif event.kind == "call":
                assert event.roll == 1 == rolls
            else:
                assert event.roll == rolls >= 1
                rolls = 0


def test_sheets_hold_the_points_the_history_wrote(finished_games):
    for state in finished_games.values():
        for seat, sheet in enumerate(state.sheets):
            scores = [e for e in state.history if e.kind == "score" and e.player == seat]
            assert {e.cell: e.points for e in scores} == {
                k: v for k, v in sheet.items() if k != YAHTZEE_BONUS_KEY
            }
            assert sum(e.bonus for e in scores) == sheet.get(YAHTZEE_BONUS_KEY, 0)


def test_standings_totals_are_the_engine_totals(finished_games):
    for state in finished_games.values():
        for standing in standings(state):
            sheet = state.sheets[standing.seat]
            assert standing.total == totals(state.rules_id, sheet)["total"]


def test_the_history_replays_to_the_same_final_state(finished_games):
    for state in finished_games.values():
        again = replay(state.rules_id, state.players, state.seed, state.first_player, state.history)
        assert again == state
