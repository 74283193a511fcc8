"""RULES.md section 5: Yamb's house rules as options, their presets and worked examples."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yahtzee_tui.engine.rules import yamb
from yahtzee_tui.engine.rules import yamb_house as house
from yahtzee_tui.errors import GameError

FIVE_COUNT = house.YambOptions(house.KOCKE.columns, five_dice_count=True)
KENTA_ROLL = house.YambOptions(house.KOCKE.columns, kenta_by_roll=True)
STEPS = house.YambOptions(house.KOCKE.columns, bonus=house.BONUS_STEPS)

six_dice = st.lists(st.integers(1, 6), min_size=6, max_size=6)


# --- the worked examples of section 5 -----------------------------------------------------


def test_kenta_by_roll_first_roll_2_3_4_5_6_6_scores_66_and_the_same_dice_after_the_second_56():
    dice = [2, 3, 4, 5, 6, 6]
    assert house.row_points(house.JAMB, "kenta", dice, roll=1) == 66
    assert house.row_points(house.JAMB, "kenta", dice, roll=2) == 56


def test_trips_4_4_4_1_2_6_scores_32():
    assert house.row_points(house.JAMB, "trips", [4, 4, 4, 1, 2, 6]) == 32


def test_five_dice_count_max_6_6_6_6_6_1_is_30_and_min_1_1_1_2_2_6_is_7():
    assert house.row_points(house.JAMB, "max", [6, 6, 6, 6, 6, 1]) == 30
    assert house.row_points(house.JAMB, "min", [1, 1, 1, 2, 2, 6]) == 7


# --- each option ----------------------------------------------------------------------------


def test_kenta_by_roll_is_46_in_the_third_roll_and_always_66_in_hand():
    dice = [1, 2, 3, 4, 5, 1]
    assert house.row_points(KENTA_ROLL, "kenta", dice, roll=3) == 46
    for roll in (1, 2, 3):
        assert house.row_points(KENTA_ROLL, "kenta", dice, roll=roll, column=house.HAND) == 66
    assert house.row_points(KENTA_ROLL, "kenta", [1, 2, 3, 4, 6, 6], roll=1) == 0


def test_without_kenta_by_roll_kenta_is_section_3s_61_for_one_to_six():
    assert house.row_points(house.KOCKE, "kenta", [1, 2, 3, 4, 5, 6]) == 61
    assert house.row_points(house.KOCKE, "kenta", [2, 3, 4, 5, 6, 6]) == 0


def test_trips_takes_the_highest_three_and_sits_between_min_and_kenta():
    assert house.row_points(house.JAMB, "trips", [2, 2, 2, 5, 5, 5]) == 35
    assert house.row_points(house.JAMB, "trips", [1, 1, 2, 2, 3, 3]) == 0
    ids = house.row_ids(house.JAMB)
    assert ids.index("trips") == ids.index("min") + 1 == ids.index("kenta") - 1
    assert "trips" not in house.row_ids(house.KOCKE)


def test_five_dice_count_leaves_out_royal_and_counts_at_most_five_dice_of_a_face():
    assert "royal" not in house.row_ids(house.JAMB)
    assert "royal" in house.row_ids(house.KOCKE)
    assert house.row_points(FIVE_COUNT, "sixes", [6] * 6) == 30
    assert house.row_points(FIVE_COUNT, "yamb", [3] * 6) == 65
    assert house.row_points(FIVE_COUNT, "poker", [2, 2, 2, 2, 6, 6]) == 48


def test_the_upper_bonus_is_30_at_60_or_steps_of_30_40_50_at_60_70_80():
    assert [house.upper_bonus(house.KOCKE, upper) for upper in (59, 60, 90)] == [0, 30, 30]
    steps = [house.upper_bonus(STEPS, upper) for upper in (59, 60, 69, 70, 79, 80, 105)]
    assert steps == [0, 30, 30, 40, 40, 50, 50]


def test_the_presets_are_the_tables_section_5_names():
    assert house.preset("kocke") == house.KOCKE
    assert house.KOCKE.column_ids == yamb.COLUMN_IDS  # section 3's ids: saves keep loading
    assert house.row_ids(house.KOCKE) == yamb.ROW_IDS
    jamb = house.preset("jamb")
    assert jamb.columns == ("down", "up", "free", "announce", "hand", "middle")
    assert jamb.column_ids == ("down", "up", "free", "call", "hand", "middle")
    assert (jamb.trips, jamb.kenta_by_roll, jamb.five_dice_count, jamb.bonus) == (
        True,
        True,
        True,
        house.BONUS_FLAT,
    )
    directed = house.preset("jamb_directed")
    assert directed.columns == (*jamb.columns, "directed") and directed.needs_two_players
    assert not jamb.needs_two_players
    with pytest.raises(GameError, match="unknown Yamb preset 'yahtzee'"):
        house.preset("yahtzee")


def test_options_are_read_from_words_with_a_one_line_reason_for_what_is_not_an_option():
    read = house.parse_options("down, up, free, free, announce, hand, trips, step_bonus")
    assert read.columns == ("down", "up", "free", "free", "announce", "hand")
    assert read.column_ids == ("down", "up", "free1", "free2", "call", "hand")
    assert read.trips and read.bonus == house.BONUS_STEPS and not read.five_dice_count
    assert house.parse_options("trips").columns == house.KOCKE.columns  # rules alone
    for text, reason in [
        ("down,up,sideways,free", "unknown Yamb option 'sideways'"),
        ("down,up,free", "a Yamb table has 4 to 8 columns, got 3"),
        ("down,up,free,free,free,middle", "the free column may appear at most twice"),
        ("down,down,up,free", "the down column may appear once"),
        ("trips,trips", "the Yamb option trips is named twice"),
        (" , ", "no Yamb options named"),
    ]:
        with pytest.raises(GameError, match=reason):
            house.parse_options(text)
    with pytest.raises(GameError, match="8 columns, got 9"):
        house.YambOptions(("down", "up", "free", "free", "announce", "hand", "directed",
                           "both_ends", "middle"))  # fmt: skip


# --- the order each column fills in ----------------------------------------------------------

ORDER = house.row_ids(house.JAMB)


def test_both_ends_fills_from_the_top_and_the_bottom_towards_the_middle():
    assert house.open_rows(house.BOTH_ENDS, ORDER, set()) == ["ones", "yamb"]
    assert house.open_rows(house.BOTH_ENDS, ORDER, {"ones", "yamb"}) == ["twos", "poker"]
    assert house.order_problem(house.BOTH_ENDS, ORDER, {"threes"}) is not None
    assert house.order_problem(house.BOTH_ENDS, ORDER, {"ones", "twos", "yamb"}) is None


def test_hand_takes_any_row_but_only_first_roll_dice_and_directed_only_the_named_row():
    assert house.open_rows(house.HAND, ORDER, {"ones"}) == [row for row in ORDER if row != "ones"]
    assert house.first_roll_only(house.HAND)
    assert not any(house.first_roll_only(kind) for kind in house.COLUMN_KINDS if kind != "hand")
    assert house.open_rows(house.DIRECTED, ORDER, set(), named="full") == ["full"]
    assert house.open_rows(house.DIRECTED, ORDER, {"full"}, named="full") == []
    assert house.open_rows(house.DIRECTED, ORDER, set()) == []


def test_middle_with_trips_opens_max_and_min_then_outward_through_trips():
    assert house.open_rows(house.MIDDLE, ORDER, set()) == ["max", "min"]
    assert house.open_rows(house.MIDDLE, ORDER, {"max", "min"}) == ["sixes", "trips"]


filled_sets = st.sets(st.sampled_from(yamb.ROW_IDS))


@given(filled=filled_sets)
def test_the_default_presets_columns_open_exactly_what_section_3_opens(filled):
    kinds = dict(zip(house.KOCKE.column_ids, house.KOCKE.columns, strict=True))
    for column_id, kind in kinds.items():
        assert house.open_rows(kind, yamb.ROW_IDS, filled) == yamb.open_rows(column_id, filled)


@given(dice=six_dice)
def test_five_dice_count_scores_each_row_as_its_best_five_dice(dice):
    for box in house.rows(FIVE_COUNT):
        scores = [box.points(tuple(five.count(face) for face in range(1, 7)))
                  for five in combinations(dice, 5)]  # fmt: skip
        best = min(scores) if box.aims_low else max(scores)
        assert house.row_points(FIVE_COUNT, box.id, dice) == best


@given(
    kind=st.sampled_from([kind for kind in house.COLUMN_KINDS if kind != house.DIRECTED]),
    picks=st.lists(st.integers(0, 20), max_size=20),
)
def test_every_fill_order_a_column_allows_is_one_it_accepts(kind, picks):
    filled: set[str] = set()
    for pick in picks:
        open_now = house.open_rows(kind, ORDER, filled)
        if not open_now:
            break
        if kind == house.BOTH_ENDS:
            assert len(open_now) <= 2
        filled.add(open_now[pick % len(open_now)])
        assert house.order_problem(kind, ORDER, filled) is None


# --- the presets as rule sets of the engine --------------------------------------------------


def test_the_house_presets_are_rule_sets_by_id_with_their_rows_and_columns():
    from yahtzee_tui.engine import HOUSE_RULE_SETS, RULE_SETS, find_rules, get_rules

    jamb = find_rules("jamb")
    assert jamb.box_ids == house.row_ids(house.JAMB) and jamb.dice == 6
    assert jamb.column_ids == ("down", "up", "free", "call", "hand", "middle")
    assert [jamb.column_kind(column) for column in jamb.column_ids] == list(house.JAMB.columns)
    assert find_rules("jamb_directed").column_ids[-1] == "directed"
    # Offered by get_rules too, apart from the games' own rule sets.
    assert set(HOUSE_RULE_SETS).isdisjoint(RULE_SETS)
    assert get_rules("jamb") is jamb
    assert get_rules("yamb").yamb_options is None  # section 3, as before


def test_the_engine_scores_a_house_table_by_roll_and_column():
    from yahtzee_tui.engine import score

    straight = [2, 3, 4, 5, 6, 6]
    assert score("jamb", straight, "kenta") == 66
    assert score("jamb", straight, "kenta", roll=3) == 46
    assert score("jamb", straight, "kenta", roll=3, column="hand") == 66
    assert score("jamb", [4, 4, 4, 1, 2, 6], "trips", column="free") == 32
    assert score("yamb", [1, 2, 3, 4, 5, 6], "kenta", roll=3) == 61  # section 3 unchanged


def test_a_house_card_is_checked_and_totalled_by_its_own_rules():
    from yahtzee_tui.engine import GameError, possible_values, totals
    from yahtzee_tui.engine.rulesets import yamb_rules

    assert possible_values("jamb", "kenta") == frozenset({0, 46, 56, 66})
    assert 36 not in possible_values("jamb", "sixes")  # five dice count: at most 30
    sums = totals("jamb", {"down.ones": 4, "down.trips": 32, "hand.kenta": 66})
    assert sums["down.lower"] == 32 and sums["hand.lower"] == 66
    with pytest.raises(GameError):
        totals("jamb", {"down.royal": 96})  # no ROYAL row when five dice count
    steps = yamb_rules("steps", "Steps", STEPS)
    upper = zip(yamb.ROW_IDS[:6], (3, 6, 12, 16, 20, 24), strict=True)
    card = {f"free1.{row}": value for row, value in upper}
    assert totals(steps, card)["free1.upper_bonus"] == 50  # 81 in the upper rows


def test_the_engine_opens_a_house_tables_cells_by_column():
    from yahtzee_tui.engine import column_open_rows

    assert column_open_rows("jamb", "down", set()) == ["ones"]
    assert column_open_rows("jamb", "middle", {"max", "min"}) == ["sixes", "trips"]
    assert column_open_rows("jamb_directed", "directed", set(), named="poker") == ["poker"]
