"""The daily challenge: its dice come from the date and the rule set."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import roll
from yahtzee_tui.game.daily import daily_game, daily_seed, parse_day
from yahtzee_tui.game.serialize import state_from_dict, state_to_dict

DAY = date(2025, 3, 4)


def test_the_daily_seed_is_the_same_for_a_date():
    assert daily_seed(DAY, "yahtzee") == daily_seed(date(2025, 3, 4), "yahtzee")


def test_the_daily_seed_differs_between_dates_and_rule_sets():
    seeds = {daily_seed(date(2025, 3, day), "yahtzee") for day in range(1, 29)}
    assert len(seeds) == 28
    assert daily_seed(DAY, "yahtzee") != daily_seed(DAY, "yatzy")


def test_everyone_gets_the_same_dice_on_the_same_day():
    ann, bob = daily_game("yahtzee", "Ann", DAY), daily_game("yahtzee", "Bob", DAY)
    assert roll(ann).dice == roll(bob).dice
    assert roll(ann).dice != roll(daily_game("yahtzee", "Ann", date(2025, 3, 5))).dice


def test_a_daily_game_knows_its_day_and_keeps_it_through_a_save():
    state = roll(daily_game("yamb", "Ann", DAY))
    assert state.daily == "2025-03-04" and len(state.players) == 1
    assert state_from_dict(state_to_dict(state)).daily == "2025-03-04"


def test_a_save_that_claims_a_daily_with_another_seed_is_refused():
    data = state_to_dict(replace(daily_game("yahtzee", "Ann", DAY), daily="2025-03-05"))
    with pytest.raises(GameError, match="not the daily challenge's of 2025-03-05"):
        state_from_dict(data)


@pytest.mark.parametrize("text", ["2025-3-4", "yesterday", "2025-02-30", ""])
def test_a_bad_day_is_one_line(text):
    with pytest.raises(GameError, match="YYYY-MM-DD"):
        parse_day(text)
