"""The daily challenges in the records: a day's results and the best daily totals."""

from __future__ import annotations

import random
from datetime import UTC, date, datetime

from tests.game.helpers import play_game
from yahtzee_tui.game import new_game
from yahtzee_tui.game.assistance import mark_hint
from yahtzee_tui.game.daily import daily_game
from yahtzee_tui.storage.records import record_game
from yahtzee_tui.storage.records_daily import best_daily, daily_results

DAY = date(2025, 3, 4)


def daily(name: str, seed: int, day: date = DAY, rules: str = "yahtzee", helped: bool = False):
    state = daily_game(rules, name, day)
    if helped:
        state = mark_hint(state)
    state = play_game(state, random.Random(seed))
    game_id = record_game(state, played_at=datetime(2025, 3, 4, seed, tzinfo=UTC))
    return game_id, state.sheets[0]


def test_the_days_results_are_everyones_best_first():
    record_game(play_game(new_game("yahtzee", ["Zed"], seed=1), random.Random(1)))  # no daily
    for seed, name in enumerate(("Ann", "Bob", "Cy"), start=1):
        daily(name, seed)
    daily("Dee", 4, day=date(2025, 3, 5))
    results = daily_results(DAY)
    assert sorted(r.name for r in results) == ["Ann", "Bob", "Cy"]
    assert [r.total for r in results] == sorted((r.total for r in results), reverse=True)
    assert {r.day for r in results} == {"2025-03-04"}


def test_the_days_results_group_the_rule_sets_in_the_games_order():
    daily("Ann", 1, rules="yamb")
    daily("Bob", 2, rules="yahtzee")
    assert [r.rules for r in daily_results(DAY)] == ["yahtzee", "yamb"]


def test_the_best_dailies_span_the_days_and_leave_assisted_games_out():
    for day, seed in ((3, 1), (4, 2), (5, 3)):
        daily("Ann", seed, day=date(2025, 3, day))
    daily("Bob", 4, helped=True)
    best = best_daily("yahtzee")
    assert {r.day for r in best} == {"2025-03-03", "2025-03-04", "2025-03-05"}
    assert "Bob" not in {r.name for r in best}
    assert [r.total for r in best] == sorted((r.total for r in best), reverse=True)
    assert "Bob" in {r.name for r in best_daily("yahtzee", with_assisted=True)}
    assert len(best_daily("yahtzee", limit=2)) == 2


def test_an_assisted_daily_is_marked_in_the_days_results():
    daily("Ann", 1, helped=True)
    assert [r.assisted for r in daily_results(DAY)] == [True]


def test_no_dailies_recorded_is_an_empty_answer():
    assert daily_results(DAY) == [] and best_daily("yamb") == []
