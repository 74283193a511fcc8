"""Yamb's house-rule presets and tables of their own rules are offered by id."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yahtzee_tui.engine import (
    OFFERED_RULE_SETS,
    check_seats,
    get_rules,
    options_id,
    options_rules,
    rules_order,
    score,
    seat_problem,
    table_options,
    with_options,
)
from yahtzee_tui.engine.rules import yamb_house as house
from yahtzee_tui.errors import GameError


@pytest.mark.parametrize("rules_id", ["jamb", "jamb_directed"])
def test_get_rules_offers_the_presets(rules_id: str) -> None:
    ruleset = get_rules(rules_id)
    assert ruleset.id == rules_id
    assert ruleset.yamb_options == house.PRESETS[rules_id]


def test_an_unknown_id_is_refused_in_one_line_naming_the_presets() -> None:
    with pytest.raises(GameError) as error:
        get_rules("jamb_plus")
    assert "\n" not in str(error.value)
    assert "jamb_directed" in str(error.value)


def test_options_equal_to_a_preset_give_the_presets_id() -> None:
    assert options_id(house.KOCKE) == "yamb"
    assert options_id(house.JAMB) == "jamb"
    assert options_id(house.JAMB_DIRECTED) == "jamb_directed"
    assert options_rules(house.JAMB) is get_rules("jamb")
    assert options_rules(house.KOCKE) is get_rules("yamb")


def test_a_custom_table_has_a_canonical_id_that_finds_the_same_rule_set() -> None:
    options = house.parse_options("down,up,free,announce,hand,middle,trips,kenta_by_roll")
    ruleset = options_rules(options)
    assert ruleset.id == "yamb:down,up,free,announce,hand,middle+trips+kenta_by_roll"
    assert get_rules(ruleset.id) is ruleset
    # The rules may be named in any order: the id is the same.
    assert get_rules("yamb:down,up,free,announce,hand,middle+kenta_by_roll+trips") is ruleset
    assert score(ruleset, [2, 3, 4, 5, 6, 6], "kenta", roll=2) == 56
    assert "royal" in ruleset.box_ids  # five dice do not count at this table


def test_a_bad_custom_id_is_one_line() -> None:
    with pytest.raises(GameError) as error:
        get_rules("yamb:down,up,sideways,free")
    assert "\n" not in str(error.value)
    assert "sideways" in str(error.value)


def test_with_options_changes_the_base_and_refuses_other_games() -> None:
    assert with_options(get_rules("yamb"), "down,up,free,announce,hand,middle").id == (
        "yamb:down,up,free,announce,hand,middle"
    )
    # Flags added to a preset keep its columns.
    assert with_options(get_rules("jamb"), "step_bonus").id == (
        "yamb:down,up,free,announce,hand,middle+trips+kenta_by_roll+five_dice+step_bonus"
    )
    assert with_options(
        get_rules("yamb"), "trips,kenta_by_roll,five_dice,down,up,free,announce,hand,middle"
    ) is get_rules("jamb")
    with pytest.raises(GameError, match="--rules yamb"):
        with_options(get_rules("yatzy"), "trips")
    assert table_options(get_rules("yamb")) == house.KOCKE


def test_a_directed_table_needs_two_players() -> None:
    assert seat_problem(get_rules("jamb_directed"), 2) is None
    problem = seat_problem(get_rules("jamb_directed"), 1)
    assert problem is not None and "2 or more players" in problem and "\n" not in problem
    with pytest.raises(GameError):
        check_seats(get_rules("yamb:down,up,free,directed+trips"), 1)
    check_seats(get_rules("jamb"), 1)
    check_seats(get_rules("yahtzee"), 1)


def test_rules_order_lists_offered_sets_first_then_tables_by_id() -> None:
    ids = ["yamb:down,up,free,middle", "jamb", "yahtzee", "jamb_directed", "yamb"]
    assert sorted(ids, key=rules_order) == [
        "yahtzee",
        "yamb",
        "jamb",
        "jamb_directed",
        "yamb:down,up,free,middle",
    ]
    assert set(OFFERED_RULE_SETS) >= {"jamb", "jamb_directed", "yamb", "yatzy"}


columns = st.lists(st.sampled_from(house.COLUMN_KINDS), min_size=4, max_size=8)


@given(columns, st.booleans(), st.booleans(), st.booleans(), st.booleans())
def test_equal_options_give_one_id_and_the_id_gives_back_the_options(
    kinds: list[str], trips: bool, kenta: bool, five: bool, steps: bool
) -> None:
    try:
        options = house.YambOptions(
            tuple(kinds),
            trips=trips,
            kenta_by_roll=kenta,
            five_dice_count=five,
            bonus=house.BONUS_STEPS if steps else house.BONUS_FLAT,
        )
    except GameError:
        return  # not a table (a column twice)
    rules_id = options_id(options)
    assert get_rules(rules_id).id == rules_id
    assert table_options(get_rules(rules_id)) == options
    assert options_rules(options) is get_rules(rules_id)
