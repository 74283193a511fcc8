"""Advice for a Yahtzee or Yatzy turn: every hold and legal box, ranked, from the solver."""

from __future__ import annotations

import random

import numpy as np
import pytest

from yahtzee_tui import game
from yahtzee_tui.engine import (
    get_rules,
    legal_boxes,
    possible_values,
    score,
    totals,
    yahtzee_bonus,
)
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.moves import HOLD, ROLL, SCORE
from yahtzee_tui.strategy.advisor import advise, advise_state, card_state, expected_score
from yahtzee_tui.strategy.solver import StateBatch, final_roll_values, successors
from yahtzee_tui.strategy.tables import dice_tables

EXAMPLE = {"ones": 3, "chance": 22}


pytestmark = pytest.mark.tables("yahtzee", "yahtzee_free_joker", "yatzy")


def holds(options):
    return [o.hold for o in options if o.action == HOLD]


def boxes(options):
    return [o.box for o in options if o.action == SCORE]


def test_the_issue_example_holds_the_pair_of_threes():
    options = advise("yahtzee", [1, 3, 3, 5, 6], 2, EXAMPLE)
    assert options[0].action == HOLD
    assert options[0].hold == (3, 3)
    assert options[0].loss == 0


def test_every_distinct_hold_is_offered_once_all_and_none_included():
    options = advise("yahtzee", [1, 3, 3, 5, 6], 2, EXAMPLE)
    offered = holds(options)
    assert len(offered) == len(set(offered)) == 2 * 3 * 2 * 2
    assert () in offered
    assert (1, 3, 3, 5, 6) in offered


def test_every_open_box_is_offered_while_rolls_are_left():
    options = advise("yahtzee", [1, 3, 3, 5, 6], 2, EXAMPLE)
    assert sorted(boxes(options)) == sorted(
        b for b in get_rules("yahtzee").box_ids if b not in EXAMPLE
    )


def test_no_holds_after_the_last_roll():
    options = advise("yahtzee", [1, 3, 3, 5, 6], 0, EXAMPLE)
    assert holds(options) == []
    assert len(options) == 11


def test_options_are_ranked_best_first_with_their_loss():
    options = advise("yatzy", [2, 2, 4, 5, 6], 1, {})
    scores = [o.expected_score for o in options]
    assert scores == sorted(scores, reverse=True)
    for option in options:
        assert option.loss == pytest.approx(scores[0] - option.expected_score)


def test_holding_every_die_is_worth_the_best_box_now():
    options = advise("yahtzee", [2, 3, 4, 5, 6], 2, {})
    hold_all = next(o for o in options if o.hold == (2, 3, 4, 5, 6))
    best_box = next(o for o in options if o.action == SCORE)
    assert hold_all.expected_score == pytest.approx(best_box.expected_score, abs=1e-6)


def test_expected_score_counts_the_card_so_far():
    assert expected_score("yahtzee") == pytest.approx(254.5877, abs=1e-4)
    card = {"chance": 30}
    assert expected_score("yahtzee", card) > 30 + 200


def test_the_first_roll_averages_out_to_the_value_of_the_card():
    # Before rolling, the card is worth the mean over first rolls of the best option.
    tables = dice_tables(5)
    card = {"sixes": 24, "yahtzee": 50, "small_straight": 30}
    mean = sum(
        p * advise("yahtzee", roll, 2, card)[0].expected_score
        for roll, p in zip(tables.rolls, tables.roll_probability, strict=True)
    )
    assert mean == pytest.approx(expected_score("yahtzee", card), abs=1e-3)


def test_a_forced_joker_must_take_its_upper_box():
    options = advise("yahtzee", [4, 4, 4, 4, 4], 0, {"yahtzee": 50})
    assert boxes(options) == ["fours"]
    assert options[0].points == 20
    assert options[0].bonus == 100


def test_a_forced_joker_with_its_upper_box_filled_goes_to_a_lower_box_at_full_value():
    options = advise("yahtzee", [4, 4, 4, 4, 4], 0, {"yahtzee": 50, "fours": 12})
    straight = next(o for o in options if o.box == "large_straight")
    assert straight.points == 40
    assert set(boxes(options)) == set(get_rules("yahtzee").lower_ids) - {"yahtzee"}


def test_a_free_joker_may_go_in_any_open_box():
    options = advise("yahtzee_free_joker", [4, 4, 4, 4, 4], 0, {"yahtzee": 50})
    assert "ones" in boxes(options)
    assert "fours" in boxes(options)


def _random_card(rules, rng: random.Random) -> dict[str, int]:
    card = {}
    for box in rng.sample(rules.box_ids, rng.randint(0, len(rules.box_ids) - 1)):
        card[box] = rng.choice(sorted(possible_values(rules, box)))
    if rules.yahtzee_bonus and card.get("yahtzee") == 50 and rng.random() < 0.5:
        card["yahtzee_bonus"] = 100 * rng.randint(1, 3)
    return card


@pytest.mark.parametrize("rules_id", ["yahtzee", "yahtzee_free_joker", "yatzy"])
def test_box_options_agree_with_the_engine_on_random_cards(rules_id):
    rules = get_rules(rules_id)
    rng = random.Random(7)
    rolls = dice_tables(5).rolls
    for _ in range(150):
        card = _random_card(rules, rng)
        dice = rng.choice(rolls) if rng.random() < 0.7 else (rng.randint(1, 6),) * 5
        options = advise(rules, dice, 0, card)
        assert sorted(o.box for o in options) == sorted(legal_boxes(rules, dice, card))
        for option in options:
            assert option.points == score(rules, dice, option.box, card)
            assert option.bonus == yahtzee_bonus(rules, dice, card)
            assert option.expected_score >= totals(rules, card)["total"] + option.points


def test_json_has_the_issue_shape():
    options = advise("yahtzee", [1, 3, 3, 5, 6], 2, EXAMPLE)
    assert options[0].to_json() == {
        "action": "hold",
        "hold": [3, 3],
        "expected_score": round(options[0].expected_score, 4),
        "loss": 0.0,
    }
    chance = next(o for o in advise("yahtzee", [1, 3, 3, 5, 6], 2, {}) if o.box == "chance")
    assert chance.to_json()["action"] == "score"
    assert chance.to_json()["box"] == "chance"


@pytest.mark.parametrize(
    ("dice", "rolls_left", "card", "message"),
    [
        ([1, 2, 3], 2, {}, "rolls 5 dice"),
        ([1, 2, 3, 4, 7], 2, {}, "1-6"),
        ([1, 2, 3, 4, 5], 3, {}, "rolls left"),
        ([1, 2, 3, 4, 5], "2", {}, "rolls left"),
        ([1, 2, 3, 4, 5], 2, {"chance": 3}, "cannot hold"),
        ([1, 2, 3, 4, 5], 2, {"yatzy": 50}, "unknown box"),
    ],
)
def test_bad_input_is_a_game_error(dice, rolls_left, card, message):
    with pytest.raises(GameError, match=message):
        advise("yahtzee", dice, rolls_left, card)


def test_a_full_card_has_nothing_to_advise():
    rules = get_rules("yahtzee")
    card = {box: score(rules, (6, 6, 6, 6, 6), box) for box in rules.box_ids}
    with pytest.raises(GameError, match="full"):
        advise(rules, [1, 2, 3, 4, 5], 0, card)


def test_calls_are_only_for_yamb():
    with pytest.raises(GameError, match="Yamb"):
        advise("yahtzee", [1, 2, 3, 4, 5], 2, {}, called="ones")


def test_before_the_first_roll_the_state_advises_rolling_at_the_card_value():
    state = game.new_game("yahtzee", ["Ada"], seed=3)
    (option,) = advise_state(state)
    assert option.action == ROLL
    assert option.expected_score == pytest.approx(254.5877, abs=1e-4)


def test_a_game_state_is_advised_like_its_dice_rolls_and_card():
    state = game.roll(game.new_game("yahtzee", ["Ada", "Bo"], seed=3))
    state = game.roll(game.score(state, "chance"))  # Bo's first roll
    assert advise_state(state) == advise("yahtzee", state.dice, 2, dict(state.sheets[1]))


def test_a_finished_game_has_no_advice():
    state = game.new_game("yahtzee", ["Ada"], seed=5)
    while not state.is_over:
        state = game.roll(state)
        best = next(o for o in advise_state(state) if o.action == SCORE)
        state = game.score(state, best.box)
    assert advise_state(state) == []


@pytest.mark.parametrize("rules_id", ["yahtzee", "yahtzee_free_joker", "yatzy"])
def test_the_solvers_best_box_agrees_with_the_engines_legal_boxes(solved, rules_id):
    # The solver applies the Joker rule itself; the advice takes the engine's legal boxes.
    table = solved(rules_id)
    rules, model = get_rules(rules_id), table.model
    rng = random.Random(11)
    for _ in range(60):
        card = _random_card(rules, rng)
        if rules.yahtzee_bonus and rng.random() < 0.8:
            card["yahtzee"] = rng.choice([0, 50])
            card.pop("yahtzee_bonus", None)
        mask, upper, flag = card_state(table, card)
        if mask == model.full_mask:
            continue
        state = StateBatch(np.array([mask]), np.array([upper]), np.array([flag]))
        final = final_roll_values(model, successors(model, table.values, state))
        total = totals(rules, card)["total"]
        for roll in [(face,) * 5 for face in range(1, 7)] + rng.sample(dice_tables(5).rolls, 5):
            best = advise(rules, roll, 0, card)[0].expected_score
            assert best == pytest.approx(total + final[model.dice.roll_index(roll), 0], abs=1e-4)
