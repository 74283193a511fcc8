"""`yahtzee-tui solve`, `advise` and `simulate`: output, JSON, and one-line errors (exit 2)."""

from __future__ import annotations

import json

import pytest

from tests.cli.helpers import run_command as run
from yahtzee_tui.strategy.cache import solver_table, table_path


@pytest.fixture(scope="module", autouse=True)
def _tables(tmp_path_factory):
    # Solved once per session (kept in memory), whichever test module asks first.
    directory = tmp_path_factory.mktemp("solver-cache")
    for rules_id in ("yahtzee", "yatzy"):
        solver_table(rules_id, directory=directory)


def test_solve_prints_the_expected_score_and_how_long_the_table_took(capsys):
    code, out, _ = run(capsys, "solve", "--rules", "yahtzee")
    assert code == 0
    assert "expected score 254.5877" in out
    assert " in " in out.splitlines()[1]


def test_solve_rebuild_solves_and_writes_the_cache_under_yahtzee_tui_home(capsys):
    code, out, _ = run(capsys, "solve", "--rules", "yahtzee_no_bonus", "--rebuild", "--json")
    result = json.loads(out)
    assert code == 0
    assert result["expected_score"] == 245.8708
    assert result["built"] is True
    assert table_path("yahtzee_no_bonus").is_file()


def test_advise_prints_the_ranked_options_as_a_table(capsys):
    args = ("advise", "--rules", "yahtzee", "--dice", "1,3,3,5,6", "--rolls-left", "2")
    code, out, _ = run(capsys, *args, "--card", "ones=3,chance=22")
    assert code == 0
    lines = [line for line in out.splitlines() if "│" in line]
    assert "hold 3 3 " in lines[0]
    assert any("score Sixes" in line for line in lines)


def test_advise_json_lists_options_best_first(capsys):
    args = ("advise", "--rules", "yahtzee", "--dice", "1,3,3,5,6", "--rolls-left", "2")
    code, out, _ = run(capsys, *args, "--card", "ones=3,chance=22", "--json")
    options = json.loads(out)["options"]
    assert code == 0
    assert options[0]["action"] == "hold"
    assert options[0]["hold"] == [3, 3]
    assert options[0]["loss"] == 0.0
    scored = [o for o in options if o["action"] == "score"]
    assert {"box", "expected_score", "loss"} <= set(scored[0])
    values = [o["expected_score"] for o in options]
    assert values == sorted(values, reverse=True)


def test_advise_yamb_offers_calls_after_the_first_roll(capsys):
    args = ("advise", "--rules", "yamb", "--dice", "6,6,6,6,2,1", "--rolls-left", "2", "--json")
    code, out, _ = run(capsys, *args)
    assert code == 0
    assert any(o["action"] == "call" for o in json.loads(out)["options"])


def test_simulate_prints_the_summary_and_a_histogram(capsys):
    args = ("simulate", "--rules", "yatzy", "--strategy", "optimal", "--games", "400")
    code, out, _ = run(capsys, *args, "--seed", "1")
    assert code == 0
    for word in ("mean", "standard deviation", "median", "95th percentile", "final scores"):
        assert word in out
    assert "█" in out


def test_simulate_with_the_same_seed_prints_the_same_numbers(capsys):
    args = ("simulate", "--rules", "yahtzee", "--games", "300", "--seed", "7", "--json")
    first = json.loads(run(capsys, *args)[1])
    again = json.loads(run(capsys, *args)[1])
    first.pop("seconds")
    again.pop("seconds")
    assert first == again


@pytest.mark.parametrize(
    "argv",
    [
        ("solve", "--rules", "yamb"),
        ("solve", "--rules", "poker"),
        ("advise", "--dice", "1,2,3"),
        ("advise", "--dice", "1,2,3,4,x"),
        ("advise", "--dice", "1,2,3,4,5", "--rolls-left", "3"),
        ("advise", "--dice", "1,2,3,4,5", "--card", "chance=3"),
        ("advise", "--dice", "1,2,3,4,5", "--top", "0"),
        ("simulate", "--rules", "yamb"),
        ("simulate", "--games", "0"),
        ("simulate", "--games", "many"),
        ("simulate", "--strategy", "lucky"),
    ],
)
def test_bad_input_is_one_line_with_exit_code_2(capsys, argv):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err
