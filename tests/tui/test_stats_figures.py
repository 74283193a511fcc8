"""The Stats figures: a player's games grouped by rule set, assisted apart, and the bands."""

from __future__ import annotations

from tests.tui.stats_data import fixed_profile
from yahtzee_tui.engine import get_rules
from yahtzee_tui.storage.records_stats import PlayedGame
from yahtzee_tui.tui.views.stats_figures import (
    accuracy_over_time,
    distribution,
    distribution_range,
    figures_by_rules,
    optimal_summary,
)


def played(number, total, rules="yahtzee", assisted=False, card=None, bonuses=0, fives=0):
    return PlayedGame(
        number,
        0,
        f"2025-03-{number:02d}T12:00:00+00:00",
        rules,
        "Ann",
        total,
        assisted,
        None,
        bonuses,
        6 if rules == "yamb" else 1,
        fives,
        card,
    )


def test_figures_are_per_rule_set_in_the_games_order_with_assisted_games_apart():
    games = [played(1, 200, "yamb"), played(2, 250), played(3, 300, assisted=True)]
    yahtzee, yamb = figures_by_rules("ann", games)
    assert (yahtzee.rules.id, yamb.rules.id) == ("yahtzee", "yamb")
    assert [g.total for g in yahtzee.own] == [250] and [g.total for g in yahtzee.assisted] == [300]


def test_the_summary_counts_only_its_own_group():
    games = [played(1, 200, bonuses=1, fives=1), played(2, 300), played(3, 100, assisted=True)]
    [figures] = figures_by_rules("Ann", games)
    own = figures.summary()
    assert (own.games, own.average, own.best) == (2, 250, 300)
    assert (own.upper_bonus_rate, own.five_alike_rate) == (0.5, 0.5)
    assert figures.summary(assisted=True).average == 100


def test_totals_over_time_number_every_game_of_the_rule_set_in_order():
    games = [played(1, 200), played(2, 300, assisted=True), played(3, 250)]
    [figures] = figures_by_rules("Ann", games)
    assert figures.totals_over_time() == ([1, 3], [200, 250], [2], [300])


def test_box_averages_come_from_the_kept_cards_of_own_games():
    games = [
        played(1, 0, card={"chance": 20, "ones": 3}),
        played(2, 0, card={"chance": 10, "ones": 1}),
        played(3, 0),  # no card kept
        played(4, 0, assisted=True, card={"chance": 30}),
    ]
    [figures] = figures_by_rules("Ann", games)
    means = figures.box_means()
    assert means["chance"] == 15 and means["ones"] == 2 and means["yahtzee"] == 0


def test_yamb_box_averages_are_per_row_over_the_columns():
    rules = get_rules("yamb")
    card = {f"{column}.ones": 3 for column in rules.column_ids}
    card["down.ones"] = 0
    [figures] = figures_by_rules("Ann", [played(1, 0, "yamb", card=card)])
    columns = len(rules.column_ids)
    assert figures.box_means()["ones"] == 3 * (columns - 1) / columns


def test_no_kept_card_means_no_box_averages():
    [figures] = figures_by_rules("Ann", [played(1, 200)])
    assert figures.box_means() is None


def test_the_distribution_is_the_share_of_all_games_per_band():
    assert distribution([100, 105, 130, 999], 100, 140, 20) == [0.5, 0.25]


def test_the_bands_cover_every_own_total_and_the_middle_of_the_optimal_ones():
    optimal = [*range(200, 300), 1000]  # one freak total
    low, high = distribution_range(get_rules("yahtzee"), [130, 171], optimal)
    assert (low, high) == (120, 300)


def test_the_optimal_summary_reads_the_profile():
    summary = optimal_summary(fixed_profile())
    assert summary.games == 400 and summary.upper_bonus_rate == 0.68


def test_accuracy_over_time_rates_the_kept_games_with_the_function_given():
    games = [played(1, 200, card={}), played(2, 210), played(3, 220, card={})]
    read = []

    def read_game(game_id):
        read.append(game_id)
        return game_id

    numbers, figures = accuracy_over_time(games, read_game, lambda state, seat: 90.0 + state)
    assert (numbers, figures, read) == ([1, 3], [91.0, 93.0], [1, 3])
