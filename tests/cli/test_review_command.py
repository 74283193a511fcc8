"""`yahtzee-tui review`: the saved game's decisions in text and JSON, and one-line errors."""

from __future__ import annotations

import json
import os
import sqlite3

import pytest

from tests.cli.helpers import run_command as run
from tests.strategy.review_games import computer_game
from tests.tables import shared_solver_table
from yahtzee_tui import i18n
from yahtzee_tui.game import new_game, roll, score, undo
from yahtzee_tui.game.assistance import mark_hint
from yahtzee_tui.game.moves import HOLD, SCORE
from yahtzee_tui.storage.records import default_records_path, record_game
from yahtzee_tui.storage.records_games import recent_games
from yahtzee_tui.storage.saves import save_game
from yahtzee_tui.storage.slots import slot_path
from yahtzee_tui.strategy.advisor import advise, card_state
from yahtzee_tui.strategy.cache import solver_table
from yahtzee_tui.strategy.review import review
from yahtzee_tui.tui.views.hints import option_words
from yahtzee_tui.tui.views.review_words import (
    card_words,
    decision_line,
    made_move,
    position_choice,
)


@pytest.fixture(scope="module", autouse=True)
def _table(table_cache):
    """The solver's table, in memory for the commands these tests run in this process."""
    shared_solver_table(table_cache, "yahtzee")


@pytest.fixture(scope="module")
def reviewed():
    return computer_game("yahtzee", ["easy", "expert"], seed=4)


def test_no_saved_game_is_one_line_and_exit_code_2(capsys):
    assert run(capsys, "review") == (
        2,
        "",
        (
            "yahtzee-tui: error: there is no saved or recorded game to review"
            " (see yahtzee-tui review --help)\n"
        ),
    )


def test_an_unreadable_save_is_one_line_and_exit_code_2(capsys):
    slot_path(1).parent.mkdir(parents=True, exist_ok=True)
    slot_path(1).write_text("{not json")
    code, out, err = run(capsys, "review")
    assert (code, out) == (2, "")
    assert err == (
        "yahtzee-tui: error: save file is truncated or not JSON (see yahtzee-tui review --help)\n"
    )


def test_a_negative_top_is_refused(capsys, reviewed):
    save_game(reviewed)
    code, _, err = run(capsys, "review", "--top", "-1")
    assert code == 2
    assert err.count("\n") == 1


def test_the_text_names_each_player_and_the_worst_decisions_first(capsys, reviewed):
    save_game(reviewed)
    found = review(reviewed)
    code, out, _ = run(capsys, "review", "--top", "3")
    flat = " ".join(out.split())  # the terminal's width wraps long lines
    assert code == 0
    assert "Yahtzee · Easy, Expert · turn 13 of 13 · finished" in out
    assert "Losses in expected final score under optimal play." in out
    easy, expert = found.players
    assert f"{easy.given_away:.1f}" in out
    assert f"{expert.decisions} of {expert.decisions}" in out
    lines = [f"{rank}. {decision_line(reviewed, d)}" for rank, d in enumerate(found.worst(), 1)]
    positions = [flat.index(" ".join(line.split())) for line in lines[:3]]
    assert positions == sorted(positions)
    assert " ".join(lines[3].split()) not in flat
    assert " ".join(card_words(reviewed.ruleset, found.worst()[0].position).split()) in flat
    assert "Expected final score by turn" in flat


def test_the_json_holds_every_decision_and_the_players_figures(capsys, reviewed):
    save_game(reviewed)
    found = review(reviewed)
    code, out, _ = run(capsys, "review", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["rules"] == "yahtzee"
    assert data["finished"] is True
    assert len(data["decisions"]) == len(found.decisions)
    assert data["worst"] == [d.index for d in found.worst()]
    easy = data["players"][0]
    assert easy["name"] == "Easy"
    assert easy["given_away"] == pytest.approx(found.players[0].given_away, abs=1e-4)
    assert easy["expected_by_turn"][0] == 254.5877
    assert easy["expected_by_turn"][-1] == easy["total"]
    assert data["players"][1]["accuracy"] == 100


def test_a_game_in_play_is_reviewed_so_far_with_the_known_loss(capsys):
    state = roll(new_game("yahtzee", ["Ann"], seed=1, first_player=0))
    dice = state.dice
    state = score(state, "chance")
    save_game(state)
    table = solver_table("yahtzee")
    as_chance = sum(dice) + table.value(*card_state(table, {"chance": sum(dice)}))
    best = advise("yahtzee", dice, 2, {})[0].expected_score

    code, out, _ = run(capsys, "review", "--json")

    (decision,) = json.loads(out)["decisions"]
    assert code == 0
    assert decision["chosen"]["box"] == "chance"
    assert decision["dice"] == list(dice)
    assert decision["rolls_left"] == 2
    assert decision["exact_loss"] == pytest.approx(best - as_chance, abs=1e-3)
    # The loss the text shows: the difference of the two figures written to a tenth.
    assert decision["loss"] == pytest.approx(float(f"{best:.1f}") - float(f"{as_chance:.1f}"))


def test_the_most_recently_saved_game_is_reviewed(capsys, reviewed):
    save_game(reviewed, slot_path(1))
    newer = roll(new_game("yahtzee", ["Zoë"], seed=2, first_player=0))
    save_game(newer, slot_path(2))
    os.utime(slot_path(1), (1, 1))
    code, out, _ = run(capsys, "review")
    assert code == 0
    assert "Yahtzee · Zoë · turn 1 of 13" in out
    assert "No decisions yet." in out


def test_hints_shown_and_moves_taken_back_are_marked(capsys):
    state = mark_hint(roll(new_game("yahtzee", ["Ann"], seed=1, first_player=0)))
    state = score(undo(score(state, "chance")), "ones")
    save_game(state)

    code, out, _ = run(capsys, "review", "--json")
    (decision,) = json.loads(out)["decisions"]
    (ann,) = json.loads(out)["players"]
    assert code == 0
    assert decision["hint_shown"] is True
    assert decision["undone"] == [{"move": "score", "cell": "chance"}]
    assert (ann["hints_shown"], ann["undone_moves"]) == (1, 1)
    assert "(hint shown; took back Chance)" in " ".join(run(capsys, "review")[1].split())


def test_a_recorded_game_is_reviewed_by_its_id(capsys, reviewed):
    record_game(reviewed)
    (row,) = recent_games(1)
    code, out, _ = run(capsys, "review", "--game", str(row.id), "--json")
    assert code == 0
    assert json.loads(out)["worst"] == [d.index for d in review(reviewed).worst()]


def test_an_unknown_game_id_is_one_line_and_exit_code_2(capsys, reviewed):
    record_game(reviewed)
    assert run(capsys, "review", "--game", "99") == (
        2,
        "",
        "yahtzee-tui: error: there is no recorded game 99 (see yahtzee-tui review --help)\n",
    )


def test_a_game_recorded_before_whole_games_were_kept_cannot_be_reviewed(capsys, reviewed):
    record_game(reviewed)
    with sqlite3.connect(default_records_path()) as db:
        db.execute("UPDATE games SET game = NULL")
    code, out, err = run(capsys, "review", "--game", "1")
    assert (code, out) == (2, "")
    assert err == (
        "yahtzee-tui: error: game 1 was recorded before whole games were kept: "
        "it cannot be replayed (see yahtzee-tui review --help)\n"
    )


def test_with_no_game_saved_the_last_game_recorded_is_reviewed(capsys, reviewed):
    record_game(computer_game("yahtzee", ["easy"], seed=9))
    record_game(reviewed)  # recorded last: its save is gone
    (row,) = recent_games(1)
    code, out, _ = run(capsys, "review")
    assert code == 0
    assert f"· finished · recorded game {row.id}" in out.splitlines()[0]
    code, out, _ = run(capsys, "review", "--json")
    assert json.loads(out)["worst"] == [d.index for d in review(reviewed).worst()]


def test_a_piped_review_keeps_each_decision_on_one_line(capsys, reviewed):
    save_game(reviewed)
    code, out, _ = run(capsys, "review")  # captured output is not a terminal
    assert code == 0
    found = review(reviewed)
    lines = out.splitlines()
    for decision in found.worst()[:3]:
        assert any(line.endswith(decision_line(reviewed, decision)) for line in lines)


@pytest.mark.parametrize("language", ["en", "hr", "sr", "sl"])
def test_each_decision_is_told_as_made_in_the_words_of_the_reviews_dialog(
    capsys, reviewed, language
):
    # It wrote "hold 2 4 5", "score Chance 22": orders, where it reports what a player did.
    save_game(reviewed)
    try:
        code, out, _ = run(capsys, "--lang", language, "review", "--top", "500")
        rules = reviewed.ruleset
        worst = review(reviewed).worst()
        assert {d.chosen.action for d in worst} >= {HOLD, SCORE}
        lines = out.splitlines()
        for rank, decision in enumerate(worst, start=1):
            made = made_move(rules, decision.chosen)
            assert made != option_words(rules, decision.chosen)  # "held 2 4 5", not "hold …"
            choice = position_choice(rules, decision)
            assert choice.startswith(made)
            line = next(line for line in lines if line.startswith(f"{rank:>3}. "))
            assert line.endswith(f": {choice}")
    finally:
        i18n.set_language(None)
    assert code == 0


def test_a_list_cut_by_top_says_the_figures_count_every_decision(capsys, reviewed):
    save_game(reviewed)
    every = len(review(reviewed).worst())
    code, out, _ = run(capsys, "review", "--top", "2")
    assert code == 0
    flat = " ".join(out.split())
    assert f"Listed: 2 of {every}, the worst first; the figures above count all of them" in flat
    _, whole, _ = run(capsys, "review", "--top", str(every))
    assert "Listed:" not in whole
