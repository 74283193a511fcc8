"""The target the hints play toward: the player's best recorded total + 1, and in a daily
challenge the day's best recorded total + 1, read from the records."""

from __future__ import annotations

from datetime import date

from tests.tui.helpers import game, played_until
from yahtzee_tui.engine import totals
from yahtzee_tui.game.daily import daily_game
from yahtzee_tui.game.state import Player
from yahtzee_tui.storage.records import record_game
from yahtzee_tui.tui.state.objective_chances import find_target
from yahtzee_tui.tui.views.objectives import BEST, DAILY

DAY = date(2026, 11, 26)


def final(state) -> int:
    return totals(state.ruleset, dict(state.sheets[0]))["total"]


def test_the_target_is_the_players_best_recorded_total_plus_one(tmp_path):
    path = tmp_path / "records.sqlite"
    scores = []
    for seed in (1, 2):
        played = played_until(game("yahtzee", ["Ann"], seed=seed))
        record_game(played, path=path)
        scores.append(final(played))
    target = find_target(game("yahtzee", ["ann"], seed=9), path=path)
    assert target is not None
    assert (target.total, target.source, target.best) == (max(scores) + 1, BEST, max(scores))


def test_without_a_record_there_is_no_target(tmp_path):
    assert find_target(game("yahtzee", ["Ann"]), path=tmp_path / "records.sqlite") is None


def test_in_a_daily_challenge_the_target_is_the_days_best_plus_one(tmp_path):
    path = tmp_path / "records.sqlite"
    bob = played_until(daily_game("yahtzee", Player("Bob"), DAY))
    record_game(bob, path=path)
    own = played_until(game("yahtzee", ["Ann"], seed=1))
    record_game(own, path=path)
    target = find_target(daily_game("yahtzee", Player("Ann"), DAY), path=path)
    assert target is not None
    assert (target.total, target.source) == (final(bob) + 1, DAILY)


def test_a_daily_challenge_nobody_has_played_yet_takes_the_players_own_best(tmp_path):
    path = tmp_path / "records.sqlite"
    own = played_until(game("yahtzee", ["Ann"], seed=1))
    record_game(own, path=path)
    target = find_target(daily_game("yahtzee", Player("Ann"), DAY), path=path)
    assert target is not None and (target.total, target.source) == (final(own) + 1, BEST)
