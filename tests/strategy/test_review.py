"""The review of a game: each decision's loss against the best, per-player figures, outlook."""

from __future__ import annotations

import pytest

from tests.builders import finished
from tests.strategy.review_games import computer_game, rolled
from yahtzee_tui.engine import totals
from yahtzee_tui.game import call, new_game, player_totals, score, toggle_hold, undo
from yahtzee_tui.game.assistance import mark_hint
from yahtzee_tui.game.moves import CALL, HOLD, SCORE
from yahtzee_tui.strategy.advisor import advise, card_state, expected_score
from yahtzee_tui.strategy.outlook import expected_final, yamb_expected_final
from yahtzee_tui.strategy.review import review
from yahtzee_tui.strategy.yamb_cards import Cards
from yahtzee_tui.strategy.yamb_values import one_turn_values

pytestmark = pytest.mark.tables("yahtzee", "yatzy")


def solo(rules: str = "yahtzee"):
    return new_game(rules, ["Ann"], 1, 0)


def test_a_yahtzee_scored_in_chance_gives_away_what_the_solver_table_says(solved):
    state = score(rolled(solo(), [6, 6, 6, 6, 6]), "chance")
    table = solved("yahtzee")
    as_yahtzee = 50 + table.value(*card_state(table, {"yahtzee": 50}))
    as_chance = 30 + table.value(*card_state(table, {"chance": 30}))

    (decision,) = review(state).decisions

    assert decision.kind == SCORE
    assert decision.chosen.box == "chance"
    assert decision.best.box == "yahtzee"
    assert decision.exact_loss == pytest.approx(as_yahtzee - as_chance, abs=1e-3)
    assert decision.loss > 30  # a blunder, not a rounding


def test_the_best_choice_gives_nothing_away_and_is_not_among_the_worst():
    state = score(rolled(solo(), [6, 6, 6, 6, 6]), "yahtzee")

    found = review(state)

    assert found.decisions[0].loss == 0
    assert found.decisions[0].is_best
    assert found.worst() == []


def test_a_reroll_is_judged_by_the_dice_it_kept():
    state = rolled(solo(), [2, 3, 4, 6, 6])
    state = rolled(state, [2, 3, 4, 6, 1], keep=(0, 1, 2, 3))
    state = score(state, "chance")
    options = advise("yahtzee", [2, 3, 4, 6, 6], 2, {})
    kept = next(o for o in options if o.action == HOLD and o.hold == (2, 3, 4, 6))

    hold, chance = review(state).decisions

    assert hold.kind == HOLD
    assert hold.chosen.hold == (2, 3, 4, 6)
    assert hold.position.rolls_left == 2
    assert hold.position.dice == (2, 3, 4, 6, 6)
    assert hold.exact_loss == pytest.approx(kept.loss)
    assert chance.position.rolls_left == 1


def test_the_first_roll_of_a_turn_is_no_decision():
    state = score(rolled(rolled(solo(), [1, 2, 3, 4, 5]), [1, 2, 3, 4, 5]), "large_straight")
    kinds = [decision.kind for decision in review(state).decisions]
    assert kinds == [HOLD, SCORE]


def test_the_worst_decisions_come_first():
    state = score(rolled(solo(), [6, 6, 6, 6, 6]), "ones")  # a 0 instead of 50
    state = score(rolled(state, [1, 1, 2, 3, 5]), "chance")  # 12 in Chance: a small loss
    worst = review(state).worst()
    assert [d.chosen.box for d in worst] == ["ones", "chance"]
    assert worst[0].loss > worst[1].loss > 0


def test_a_players_figures_add_up_their_decisions():
    state = score(rolled(solo(), [6, 6, 5, 3, 1]), "chance")
    state = score(rolled(state, [1, 1, 2, 3, 5]), "twos")
    found = review(state)
    (ann,) = found.players
    given_away = sum(d.loss for d in found.decisions)

    assert ann.decisions == 2
    assert ann.turns == 2
    assert ann.given_away == pytest.approx(given_away)
    assert ann.per_turn == pytest.approx(given_away / 2)
    optimal_per_turn = expected_score("yahtzee") / 13
    assert ann.accuracy == pytest.approx(100 * (1 - given_away / 2 / optimal_per_turn))
    assert 0 < ann.accuracy < 100


def test_accuracy_stops_at_0_when_more_is_given_away_than_a_turn_is_worth():
    state = score(rolled(solo(), [6, 6, 6, 6, 6]), "ones")
    assert review(state).players[0].accuracy == 0


def test_accuracy_is_100_for_optimal_play_and_none_before_the_first_turn():
    assert review(solo()).players[0].accuracy is None
    found = review(computer_game("yahtzee", ["expert"], seed=3))
    (expert,) = found.players
    assert expert.given_away == pytest.approx(0, abs=1e-6)
    assert expert.accuracy == 100
    assert expert.best_choices == expert.decisions == len(found.decisions)


def test_the_expected_final_score_goes_turn_by_turn_to_the_actual_total():
    state = computer_game("yahtzee", ["medium", "expert"], seed=11)
    for seat, player in enumerate(review(state).players):
        assert len(player.expected) == 14
        assert player.expected[0] == pytest.approx(254.5877, abs=1e-3)
        assert player.expected[-1] == player.total == player_totals(state, seat)["total"]


def test_the_expected_final_score_of_a_card_counts_its_yahtzee_bonus():
    state = score(rolled(solo(), [6, 6, 6, 6, 6]), "yahtzee")
    state = score(rolled(state, [6, 6, 6, 6, 6]), "sixes")
    card = {"yahtzee": 50, "sixes": 30, "yahtzee_bonus": 100}
    assert review(state).players[0].expected[2] == pytest.approx(expected_score("yahtzee", card))


def test_every_decision_of_a_random_yatzy_game_is_found_among_the_options():
    state = finished("yatzy", ["Ann", "Bob"], seed=5)
    found = review(state)
    rolls = sum(1 for e in state.history if e.kind == "roll" and e.roll > 1)
    assert len(found.decisions) == rolls + 2 * 15
    assert all(d.loss >= 0 for d in found.decisions)
    assert [p.turns for p in found.players] == [15, 15]
    assert sum(p.given_away for p in found.players) > 50  # random play gives a lot away


def test_a_yamb_call_is_a_decision_on_the_advisors_scale():
    state = new_game("yamb", ["Ann"], 1, 0)
    state = call(rolled(state, [5, 5, 5, 2, 2, 1]), "full")
    state = toggle_hold(toggle_hold(state, 0), 1)
    state = rolled(state, [5, 5, 5, 2, 2, 2], keep=(0, 1))
    state = score(state, "full", "call")
    options = advise("yamb", [5, 5, 5, 2, 2, 1], 2, {}, yamb_values=one_turn_values())
    calling = next(o for o in options if o.action == CALL and o.box == "full")

    decisions = review(state, yamb_values=one_turn_values()).decisions

    assert [d.kind for d in decisions] == [CALL, HOLD, SCORE]
    assert decisions[0].exact_loss == pytest.approx(calling.loss)
    assert decisions[1].position.called == "full"
    assert decisions[2].chosen.cell == "call.full"


def test_the_yamb_estimate_of_a_full_card_is_its_total():
    state = finished("yamb", ["Ann"], seed=2)
    card = dict(state.sheets[0])
    assert (
        expected_final("yamb", card, yamb_values=one_turn_values()) == totals("yamb", card)["total"]
    )


def test_the_yamb_estimate_counts_an_open_cell_at_its_expected_points():
    values = one_turn_values()
    card = dict(finished("yamb", ["Ann"], seed=4).sheets[0])
    total = int(Cards.from_card(card).column_totals().sum())
    kenta = card.pop("free1.kenta")
    expected = values.expected[2, 8, 12]  # FREE 1, KENTA, last phase
    assert yamb_expected_final(card, values) == pytest.approx(total - kenta + expected)


def test_a_hint_shown_and_a_move_taken_back_are_marked_on_the_decision_made_there():
    state = mark_hint(rolled(solo(), [6, 6, 6, 6, 6]))
    state = score(undo(score(state, "chance")), "yahtzee")
    state = score(rolled(state, [1, 2, 3, 4, 6]), "chance")

    found = review(state)
    first, second = found.decisions

    assert first.hinted
    assert [(mark.undone, mark.cell) for mark in first.undone] == [("score", "chance")]
    assert first.chosen.box == "yahtzee"
    assert not second.hinted and second.undone == ()
    assert (found.players[0].hints, found.players[0].undos) == (1, 1)


def test_hints_count_the_decisions_made_with_a_hint_never_more_than_the_decisions():
    """A hint looked at while holding dice one by one marks several positions of one turn;
    the review counts the decision it helped, once."""
    state = mark_hint(rolled(solo(), [6, 6, 2, 3, 4]))
    state = mark_hint(toggle_hold(state, 0))
    state = mark_hint(toggle_hold(state, 1))
    state = score(state, "sixes")

    found = review(state)
    (player,) = found.players
    assert (player.decisions, player.hints) == (1, 1)


@pytest.mark.parametrize("rules", ["jamb", "jamb_directed"])
def test_every_decision_of_a_preset_game_is_among_its_own_advisors_options(rules):
    """Random humans (namings included) and computers: HAND, TRIPS, KENTA by roll and DIRECTED
    moves are all options of the preset's advisor, and namings are no decision."""
    for state in (
        finished(rules, ["Ann", "Bob"], seed=5),
        computer_game(rules, ["easy", "medium"], seed=6),
    ):
        found = review(state)
        scores = sum(1 for e in state.history if e.kind == "score")
        assert sum(d.kind == SCORE for d in found.decisions) == scores == 2 * state.ruleset.turns
        assert all(d.loss >= 0 for d in found.decisions)
        namings = [e for e in state.history if e.kind == "name"]
        assert bool(namings) == (rules == "jamb_directed")
        assert [p.expected[-1] for p in found.players] == [p.total for p in found.players]
