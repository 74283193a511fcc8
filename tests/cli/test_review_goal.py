"""`yahtzee-tui review` judges the choices by what the game's hints played for (kept with the
save's notes and in the records), or by `--goal`: under the win it lists the choices that
gave the chance to win away and marks a choice that lost points but was the best for it."""

from __future__ import annotations

import json

import pytest

from tests.cli.helpers import run_command as run
from tests.strategy.review_games import played_out, yahtzee_zero_behind, yatzy_won_for_the_win
from tests.tables import shared_solver_table
from tests.tui.helpers import game, played_until
from yahtzee_tui.game import Player
from yahtzee_tui.storage.objective import Objective
from yahtzee_tui.storage.records import record_game
from yahtzee_tui.storage.saves import save_game
from yahtzee_tui.storage.table_notes import TableNotes, save_notes

WIN_HEADING = "Choices that gave away the chance to win (the last boxes)"
# Ann scored 0 in Yahtzee, behind with two boxes open: the points' best, not the win's.
ANN_GAVE_THE_WIN = "Ann, turn 12: Yahtzee: 3% less chance to win; best was Full house"


@pytest.fixture(scope="module", autouse=True)
def _tables(table_cache):
    """The solver's tables, in memory for the commands these tests run in this process."""
    shared_solver_table(table_cache, "yahtzee")
    shared_solver_table(table_cache, "yatzy")


@pytest.fixture(scope="module")
def zero_behind():
    return yahtzee_zero_behind()


@pytest.fixture(scope="module")
def won_for_the_win():
    return yatzy_won_for_the_win()


def test_a_game_recorded_under_the_win_is_judged_for_it(capsys, zero_behind):
    game_id = record_game(zero_behind, objective=Objective("win"))
    code, out, err = run(capsys, "review", "--game", str(game_id))
    assert code == 0, err
    assert WIN_HEADING in out
    assert f"  {ANN_GAVE_THE_WIN}\n" in out


def test_goal_points_judges_by_points_alone(capsys, zero_behind):
    game_id = record_game(zero_behind, objective=Objective("win"))
    code, out, _ = run(capsys, "review", "--game", str(game_id), "--goal", "points")
    assert code == 0 and "chance to win" not in out
    code, out, _ = run(capsys, "review", "--game", str(game_id), "--goal", "points", "--json")
    found = json.loads(out)
    assert (found["objective"], found["judged"]) == ("points", None)


def test_goal_win_judges_a_game_recorded_without_its_objective(capsys, zero_behind):
    game_id = record_game(zero_behind)
    code, out, _ = run(capsys, "review", "--game", str(game_id))
    assert code == 0 and "chance to win" not in out
    code, out, _ = run(capsys, "review", "--game", str(game_id), "--goal", "win")
    assert code == 0 and ANN_GAVE_THE_WIN in out


def test_the_json_has_each_judged_decision_with_the_chance_it_gave_away(capsys, zero_behind):
    record_game(zero_behind, objective=Objective("win"))
    code, out, err = run(capsys, "review", "--json")
    assert code == 0, err
    found = json.loads(out)
    assert found["objective"] == "win"
    decisions = {decision["index"]: decision for decision in found["decisions"]}
    ann_yahtzee = [
        one
        for one in found["judged"]
        if decisions[one["index"]]["seat"] == 0 and one["chosen"].get("box") == "yahtzee"
    ]
    [one] = ann_yahtzee
    assert one["goal"] == "win" and one["best"]["box"] == "full_house"
    assert 0.025 <= one["chance_loss"] < 0.035  # the text's 3%


def test_a_saved_game_is_judged_by_the_objective_in_its_notes(capsys, zero_behind):
    save_game(zero_behind)
    save_notes(zero_behind, TableNotes(hints=True, objective=Objective("win")))
    code, out, _ = run(capsys, "review")
    assert code == 0 and ANN_GAVE_THE_WIN in out


def test_a_choice_best_for_the_win_is_marked_so_among_the_worst(capsys, won_for_the_win):
    game_id = record_game(won_for_the_win, objective=Objective("win"))
    code, out, err = run(capsys, "review", "--game", str(game_id), "--top", "40")
    assert code == 0, err
    [line] = [line for line in out.splitlines() if line.strip()[3:].startswith("Ann, turn 11:")]
    assert "(−6.1)" in line and line.endswith("; the choice made was the best for the win")
    _, out, _ = run(capsys, "review", "--game", str(game_id), "--top", "40", "--goal", "points")
    assert "the best for the win" not in out


def test_goal_win_for_a_game_of_one_is_one_line_and_exit_code_2(capsys):
    game_id = record_game(played_until(game("yahtzee", ["Ann"], seed=3)))
    assert run(capsys, "review", "--game", str(game_id), "--goal", "win") == (
        2,
        "",
        "yahtzee-tui: error: --goal win needs a game of two or more players"
        " (see yahtzee-tui review --help)\n",
    )


def test_a_yamb_game_is_judged_for_the_win_in_its_last_cells(capsys):
    mediums = [Player("Ann", "computer", "medium"), Player("Bob", "computer", "medium")]
    state = played_out("yamb", mediums, 4)
    code, out, err = run(capsys, "review", "--game", str(record_game(state)), "--goal", "win")
    assert code == 0, err
    assert "Choices that gave away the chance to win (the last cells)" in out
    assert "  Ann, turn 76: " in out
