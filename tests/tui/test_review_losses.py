"""The Review's losses add up with a pencil: a decision's loss in the worst decisions' list is
the one its position's dialog says, the difference of the two figures the dialog's panel
shows; a player's total given away is the sum of their rows in the list."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.builders import finished
from tests.tui.helpers import reviewed
from yahtzee_tui.i18n import decimal
from yahtzee_tui.strategy import advise_state
from yahtzee_tui.strategy.review import GameReview
from yahtzee_tui.tui.views.hints import MINUS, figure, shown_options
from yahtzee_tui.tui.views.review_fit import worst_list
from yahtzee_tui.tui.views.review_words import player_figures, position_choice

pytestmark = pytest.mark.usefixtures("advisor_ready")

# "held 2 4 5 (−13.1); best: …": the loss the dialog's Choice line says.
SAID_LOSS = re.compile(rf"\({MINUS}(\d+\.\d)\); best: ")

games = st.builds(
    finished,
    st.sampled_from(["yahtzee", "yatzy"]),
    st.sampled_from([("Ann",), ("Ann", "Bob"), ("Ann", "Bob", "Cy")]),
    st.integers(0, 10_000),
)


def tenths(written: str) -> int:
    return int(written.replace(MINUS, "-").replace("+", "").replace(".", ""))


def listed_losses(found: GameReview) -> dict[int, list[str]]:
    """Each seat's losses as the worst decisions' list writes them, row by row."""
    worst = found.worst()
    shown = worst_list(found, worst)
    by_seat: dict[int, list[str]] = {player.seat: [] for player in found.players}
    for decision, loss in zip(worst, shown.cells("loss"), strict=True):
        by_seat[decision.seat].append(loss)
    return by_seat


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(games)
def test_a_rows_loss_is_what_its_dialog_says_and_the_gap_of_the_figures_its_panel_shows(state):
    found = reviewed(state)
    rules = state.ruleset
    worst = found.worst()
    for decision, loss in zip(worst, worst_list(found, worst).cells("loss"), strict=True):
        said = SAID_LOSS.search(position_choice(rules, decision))
        assert said is not None and said.group(1) == loss
        best = shown_options(decision.position, advise_state(decision.position))[0]
        assert best == decision.best  # the panel's first line is the decision's best
        gap = tenths(figure(rules, best.expected_score))
        gap -= tenths(figure(rules, decision.chosen.expected_score))
        assert gap == tenths(loss) > 0


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(games)
def test_a_players_total_given_away_is_the_sum_of_their_rows(state):
    found = reviewed(state)
    rows = listed_losses(found)
    for player in found.players:
        given_away = player_figures(player)[1]
        assert given_away == decimal(sum(map(tenths, rows[player.seat])) / 10)
        assert player.best_choices + len(rows[player.seat]) == player.decisions


def test_a_yamb_games_losses_add_up_on_the_turn_value_scale():
    state = finished("yamb", ["Ann", "Bob"], seed=4)
    found = reviewed(state)
    rows = listed_losses(found)
    for player in found.players:
        assert player_figures(player)[1] == decimal(sum(map(tenths, rows[player.seat])) / 10)
    for decision in found.worst()[:40]:
        best = figure(state.ruleset, decision.best.expected_score)
        chosen = figure(state.ruleset, decision.chosen.expected_score)
        assert tenths(best) - tenths(chosen) == round(decision.loss * 10)
