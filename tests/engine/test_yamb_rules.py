"""RULES.md section 3: Yamb rows, column orders and column results, with every worked example."""

from __future__ import annotations

import pytest

from yahtzee_tui.engine import (
    get_rules,
    legal_boxes,
    score,
    totals,
    yamb_open_rows,
    yamb_order_problem,
)

ROWS = (
    "ones",
    "twos",
    "threes",
    "fours",
    "fives",
    "sixes",
    "max",
    "min",
    "kenta",
    "full",
    "poker",
    "yamb",
    "royal",
)


@pytest.mark.parametrize(
    ("dice", "row", "points"),
    [
        ((1, 1, 1, 2, 3, 4), "ones", 3),
        ((1, 2, 3, 4, 5, 6), "kenta", 61),
        ((1, 2, 3, 4, 5, 5), "kenta", 0),
        ((5, 5, 5, 2, 2, 1), "full", 49),
        ((3, 3, 3, 3, 6, 1), "poker", 52),
        ((6, 6, 6, 6, 6, 6), "royal", 96),
        ((6, 6, 6, 6, 6, 6), "yamb", 80),
        ((6, 6, 6, 6, 6, 6), "poker", 64),
        ((6, 6, 6, 6, 6, 6), "max", 36),
        ((4, 4, 4, 4, 4, 1), "full", 0),
        ((4, 4, 4, 6, 6, 6), "full", 56),
    ],
)
def test_worked_examples(dice, row, points):
    assert score("yamb", dice, row) == points


def test_rows_in_sheet_order():
    assert get_rules("yamb").box_ids == ROWS


def test_columns_in_sheet_order():
    assert get_rules("yamb").column_ids == ("down", "up", "free1", "free2", "call", "middle")


def test_a_sheet_has_78_cells():
    assert len(get_rules("yamb").cells) == 78


def test_min_is_the_only_row_that_aims_low():
    assert [row.id for row in get_rules("yamb").boxes if row.aims_low] == ["min"]


def test_min_is_the_sum_of_all_six_dice():
    assert score("yamb", (1, 1, 1, 2, 2, 3), "min") == 10


def test_full_takes_the_highest_scoring_faces():
    # three 5s + two 6s = 15 + 12 + 30, better than three 5s + two 2s.
    assert score("yamb", (5, 5, 5, 6, 6, 2), "full") == 57


def test_poker_yamb_and_royal_need_four_five_and_six_of_a_face():
    assert score("yamb", (2, 2, 2, 1, 3, 4), "poker") == 0
    assert score("yamb", (2, 2, 2, 2, 3, 4), "yamb") == 0
    assert score("yamb", (2, 2, 2, 2, 2, 4), "yamb") == 60
    assert score("yamb", (2, 2, 2, 2, 2, 4), "royal") == 0


def test_legal_boxes_for_yamb_are_every_row():
    assert legal_boxes("yamb", (1, 2, 3, 4, 5, 6)) == list(ROWS)


class TestColumnOrder:
    def test_down_opens_ones_first(self):
        assert yamb_open_rows("down", set()) == ["ones"]

    def test_down_opens_the_cell_below_the_last_filled(self):
        assert yamb_open_rows("down", {"ones", "twos"}) == ["threes"]

    def test_up_opens_royal_first(self):
        assert yamb_open_rows("up", set()) == ["royal"]

    def test_up_opens_the_cell_above_the_last_filled(self):
        assert yamb_open_rows("up", {"royal", "yamb"}) == ["poker"]

    @pytest.mark.parametrize("column", ["free1", "free2", "call"])
    def test_free_and_call_columns_open_every_empty_cell(self, column):
        assert yamb_open_rows(column, {"kenta"}) == [r for r in ROWS if r != "kenta"]

    def test_middle_opens_max_and_min_first(self):
        assert yamb_open_rows("middle", set()) == ["max", "min"]

    def test_middle_fills_upward_from_max(self):
        assert yamb_open_rows("middle", {"max"}) == ["sixes", "min"]
        assert yamb_open_rows("middle", {"max", "sixes", "fives"}) == ["fours", "min"]

    def test_middle_fills_downward_from_min(self):
        assert yamb_open_rows("middle", {"min", "kenta"}) == ["max", "full"]

    def test_a_full_column_opens_nothing(self):
        assert yamb_open_rows("down", set(ROWS)) == []
        assert yamb_open_rows("middle", set(ROWS)) == []


class TestColumnResults:
    def test_middle_result_worked_example(self):
        card = {"down.ones": 4, "down.max": 30, "down.min": 8}
        assert totals("yamb", card)["down.middle"] == 88

    def test_middle_result_may_be_negative(self):
        card = {"free1.ones": 2, "free1.max": 10, "free1.min": 20}
        result = totals("yamb", card)
        assert result["free1.middle"] == -20
        assert result["free1.total"] == 2 - 20

    def test_middle_result_is_zero_while_a_cell_is_empty(self):
        assert totals("yamb", {"up.ones": 4, "up.max": 30})["up.middle"] == 0

    def test_upper_sum_of_exactly_60_earns_the_30_bonus(self):
        card = {
            "down.ones": 4,
            "down.twos": 10,
            "down.threes": 12,
            "down.fours": 12,
            "down.fives": 10,
            "down.sixes": 12,
        }
        assert totals("yamb", card)["down.upper_sum"] == 60
        assert totals("yamb", card)["down.upper"] == 90
        assert totals("yamb", card)["down.upper_bonus"] == 30

    def test_upper_sum_of_59_earns_no_bonus(self):
        card = {
            "down.ones": 3,
            "down.twos": 10,
            "down.threes": 12,
            "down.fours": 12,
            "down.fives": 10,
            "down.sixes": 12,
        }
        assert totals("yamb", card)["down.upper"] == 59
        assert totals("yamb", card)["down.upper_bonus"] == 0

    def test_lower_is_kenta_full_poker_yamb_royal(self):
        card = {
            "call.kenta": 61,
            "call.full": 49,
            "call.poker": 52,
            "call.yamb": 0,
            "call.royal": 96,
            "call.max": 30,
        }
        assert totals("yamb", card)["call.lower"] == 61 + 49 + 52 + 96

    def test_sheet_total_is_the_sum_of_column_totals(self):
        card = {"down.ones": 4, "down.max": 30, "down.min": 8, "up.royal": 96, "middle.max": 33}
        result = totals("yamb", card)
        columns = get_rules("yamb").column_ids
        assert result["total"] == sum(result[f"{c}.total"] for c in columns)
        assert result["total"] == (4 + 88) + 96


class TestOrderOfAFilledColumn:
    def test_down_filled_from_the_top_is_in_order(self):
        assert yamb_order_problem("down", {"ones", "twos", "threes"}) is None

    def test_down_with_a_gap_is_out_of_order(self):
        assert yamb_order_problem("down", {"twos"}) == "DOWN Twos cannot be filled before DOWN Ones"

    def test_up_filled_from_the_bottom_is_in_order(self):
        assert yamb_order_problem("up", {"royal", "yamb"}) is None

    def test_middle_filled_outward_is_in_order(self):
        assert yamb_order_problem("middle", {"max", "sixes", "min", "kenta"}) is None

    def test_middle_skipping_max_is_out_of_order(self):
        problem = yamb_order_problem("middle", {"sixes"})
        assert problem == "MIDDLE Sixes cannot be filled before MIDDLE MAX or MIN"

    @pytest.mark.parametrize("column", ["free1", "free2", "call"])
    def test_free_and_call_columns_take_any_set(self, column):
        assert yamb_order_problem(column, {"royal", "ones", "min"}) is None
