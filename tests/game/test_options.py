"""What the scorecard previews: every open box with its points, legal or not and why."""

from __future__ import annotations

import importlib

import pytest

from tests.builders import game
from tests.game.helpers import with_dice, with_sheet
from yahtzee_tui.engine import get_rules
from yahtzee_tui.engine import score as engine_score
from yahtzee_tui.game import GameError, Option, options, score


def by_box(state):
    return {option.cell: option for option in options(state)}


def test_before_a_roll_every_open_box_is_listed_at_zero_with_roll_first():
    listed = options(with_sheet(game(seed=1), {"chance": 20}))
    assert [o.box for o in listed] == [b for b in get_rules("yahtzee").box_ids if b != "chance"]
    assert all(o.points == 0 and not o.legal and o.reason == "roll first" for o in listed)


@pytest.mark.parametrize("rules", ["yahtzee", "yatzy"])
def test_after_a_roll_each_box_shows_the_engine_score(rules):
    state = with_dice(game(rules, seed=1), [3, 3, 3, 5, 5])
    for option in options(state):
        assert option.points == engine_score(rules, [3, 3, 3, 5, 5], option.box)
        assert option.legal
        assert option.reason is None
        assert option.column is None
        assert option.cell == option.box


def test_worked_example_full_house():
    listed = by_box(with_dice(game(seed=1), [3, 3, 3, 5, 5]))
    assert listed["full_house"].points == 25
    assert listed["three_of_a_kind"].points == 19
    assert listed["threes"].points == 9


def test_filled_boxes_are_not_listed():
    listed = by_box(with_dice(with_sheet(game(seed=1), {"ones": 3, "yahtzee": 0}), [1, 2, 3, 4, 5]))
    assert "ones" not in listed
    assert "yahtzee" not in listed
    assert len(listed) == 11


def test_an_option_is_an_immutable_value():
    option = options(with_dice(game(seed=1), [1, 2, 3, 4, 5]))[0]
    assert option == Option("ones", "ones", None, 1, 0, True, None)
    with pytest.raises(AttributeError):
        option.points = 5


def test_forced_joker_the_upper_box_of_the_face_must_take_it():
    state = with_dice(with_sheet(game(seed=1), {"yahtzee": 50}), [4, 4, 4, 4, 4])
    listed = by_box(state)
    assert [cell for cell, o in listed.items() if o.legal] == ["fours"]
    assert listed["fours"].points == 20
    assert listed["chance"].reason == "Fours must take this Yahtzee"
    assert all(o.bonus == 100 for o in listed.values())


def test_forced_joker_with_the_face_filled_goes_in_a_lower_box_at_full_value():
    state = with_dice(with_sheet(game(seed=1), {"yahtzee": 50, "fours": 12}), [4, 4, 4, 4, 4])
    listed = by_box(state)
    assert {cell for cell, o in listed.items() if o.legal} == {
        "three_of_a_kind",
        "four_of_a_kind",
        "full_house",
        "small_straight",
        "large_straight",
        "chance",
    }
    assert listed["large_straight"].points == 40
    assert listed["full_house"].points == 25
    assert listed["chance"].points == 20
    assert listed["ones"].reason == "Fours is filled: this Yahtzee must go in a lower box"


def test_forced_joker_with_a_scratched_yahtzee_earns_no_bonus():
    state = with_dice(with_sheet(game(seed=1), {"yahtzee": 0, "fours": 12}), [4, 4, 4, 4, 4])
    listed = by_box(state)
    assert listed["large_straight"].points == 40
    assert listed["large_straight"].bonus == 0


def test_forced_joker_with_the_lower_section_full_scores_zero_in_an_upper_box():
    lower = dict.fromkeys(get_rules("yahtzee").lower_ids, 0) | {"yahtzee": 50, "chance": 5}
    state = with_dice(with_sheet(game(seed=1), lower | {"fours": 12}), [4, 4, 4, 4, 4])
    listed = by_box(state)
    assert all(o.legal for o in listed.values())
    assert listed["sixes"].points == 0
    assert listed["sixes"].bonus == 100


def test_free_joker_may_go_in_any_open_box():
    sheet = {"yahtzee": 50, "fours": 12}
    state = with_dice(with_sheet(game("yahtzee_free_joker", seed=1), sheet), [4, 4, 4, 4, 4])
    listed = by_box(state)
    assert all(o.legal for o in listed.values())
    assert listed["large_straight"].points == 40
    assert listed["large_straight"].bonus == 100


def test_without_the_bonus_rule_a_second_yahtzee_earns_nothing_extra():
    state = with_dice(
        with_sheet(game("yahtzee_no_bonus", seed=1), {"yahtzee": 50}), [4, 4, 4, 4, 4]
    )
    listed = by_box(state)
    assert all(o.legal and o.bonus == 0 for o in listed.values())
    assert listed["large_straight"].points == 0


def test_scoring_a_bonus_yahtzee_adds_to_the_yahtzee_bonus():
    state = with_dice(with_sheet(game(seed=1), {"yahtzee": 50}), [4, 4, 4, 4, 4])
    after = score(state, "fours")
    assert after.sheets[0] == {"yahtzee": 50, "fours": 20, "yahtzee_bonus": 100}
    assert after.history[-1].bonus == 100


def test_two_extra_yahtzees_make_a_bonus_of_two_hundred():
    state = with_sheet(game(seed=1), {"yahtzee": 50, "fours": 20, "yahtzee_bonus": 100})
    after = score(with_dice(state, [6] * 5), "sixes")
    assert after.sheets[0]["yahtzee_bonus"] == 200


def test_a_joker_box_that_is_not_allowed_cannot_be_scored():
    state = with_dice(with_sheet(game(seed=1), {"yahtzee": 50}), [4, 4, 4, 4, 4])
    with pytest.raises(GameError, match="Fours must take this Yahtzee"):
        score(state, "chance")


def test_yatzy_has_no_joker_and_no_bonus():
    state = with_dice(with_sheet(game("yatzy", seed=1), {"yatzy": 50}), [4, 4, 4, 4, 4])
    listed = by_box(state)
    assert all(o.legal and o.bonus == 0 for o in listed.values())
    assert listed["full_house"].points == 0


def test_a_position_asked_about_again_is_judged_once_and_each_asker_gets_its_own_list(
    monkeypatch,
):
    options_module = importlib.import_module("yahtzee_tui.game.options")
    judged = []
    judge = options_module._Judge

    def counted(state):
        judged.append(state)
        return judge(state)

    monkeypatch.setattr(options_module, "_Judge", counted)
    state = with_dice(game("yamb", seed=1), [2, 2, 2, 5, 6])
    first = options(state)
    kept = list(first)
    first.clear()  # an asker's list is its own
    again = options(state)
    assert again == kept and again
    assert judged == [state]  # the second asking judged nothing
    other = with_dice(state, [1, 1, 1, 1, 1])
    assert options(other) != again and judged[-1] is other
