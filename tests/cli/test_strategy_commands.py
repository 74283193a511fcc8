"""`yahtzee-tui solve`, `advise` and `simulate`: output, JSON, and one-line errors (exit 2)."""

from __future__ import annotations

import json

import pytest

from tests.cli.helpers import run_command as run
from yahtzee_tui.strategy import cache, yamb_table
from yahtzee_tui.strategy.cache import table_path
from yahtzee_tui.strategy.yamb_fit import FitPlan, fit_expert

TINY_PLAN = FitPlan(first_round=4, second_round=4, refinements=1, refinement_games=4, seed=1)


# Built once per run (`tests/tables.py`), then in memory for the worker.
pytestmark = pytest.mark.tables("yahtzee", "yatzy", yamb_expert=True)


@pytest.fixture
def cache_in_the_way(_isolated_home, monkeypatch):
    """A file where the cache folder should be, and no table in memory (built quickly)."""
    (_isolated_home / "cache").write_text("not a folder")
    solved = cache._loaded["yatzy"]
    monkeypatch.setattr(cache, "_loaded", {})
    monkeypatch.setattr(cache, "build_table", lambda model, progress=None: solved)
    monkeypatch.setattr(yamb_table, "_loaded", {})
    monkeypatch.setattr(yamb_table, "fit_expert", lambda plan, progress=None: fit_expert(TINY_PLAN))


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
    assert len(lines) == 20  # the best 20, and a word on the rest
    assert "the best 20 of" in out and "--top N shows more" in out
    code, out, _ = run(capsys, *args, "--card", "ones=3,chance=22", "--top", "100")
    lines = [line for line in out.splitlines() if "│" in line]
    assert any("score Sixes" in line for line in lines) and "shows more" not in out


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


@pytest.mark.parametrize(
    "args",
    [
        ("simulate", "--rules", "yahtzee", "--games", "300", "--seed", "7", "--json"),
        ("simulate", "--strategy", "medium", "--games", "3", "--seed", "9", "--json"),
    ],
    ids=["optimal", "real games"],
)
def test_simulate_with_the_same_seed_prints_the_same_numbers(capsys, args):
    first = json.loads(run(capsys, *args)[1])
    again = json.loads(run(capsys, *args)[1])
    for result in (first, again):
        result.pop("seconds")
        result.pop("games_per_second")
    assert first == again


@pytest.mark.parametrize(
    "argv",
    [
        ("solve", "--rules", "poker"),
        ("advise", "--dice", "1,2,3"),
        ("advise", "--dice", "1,2,3,4,x"),
        ("advise", "--dice", "1,2,3,4,5", "--rolls-left", "3"),
        ("advise", "--dice", "1,2,3,4,5", "--card", "chance=3"),
        ("advise", "--dice", "1,2,3,4,5", "--top", "0"),
        ("simulate", "--rules", "yamb", "--strategy", "optimal"),
        ("simulate", "--games", "0"),
        ("simulate", "--games", "many"),
        ("simulate", "--games", "1", "--seed", "-1"),
        ("simulate", "--strategy", "easy", "--games", "1", "--seed", "-1"),
        ("simulate", "--strategy", "lucky"),
        ("simulate", "--strategy", "easy,easy"),
        ("simulate", "--strategy", "one-turn"),
        ("simulate", "--strategy", "easy", "--players", "0"),
        ("simulate", "--strategy", "easy,medium,expert", "--players", "2"),
        ("simulate", "--strategy", "easy", "--players", "7"),
        ("simulate", "--bin", "0"),
    ],
)
def test_bad_input_is_one_line_with_exit_code_2(capsys, argv):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_simulate_compares_levels_on_the_same_dice(capsys):
    args = ("simulate", "--rules", "yatzy", "--strategy", "expert,easy", "--games", "3")
    code, out, _ = run(capsys, *args, "--seed", "2", "--json")
    result = json.loads(out)
    assert code == 0
    assert (result["rules"], result["seed"], result["games"]) == ("yatzy", 2, 3)
    expert, easy = result["strategies"]
    assert (expert["strategy"], easy["strategy"], expert["games"]) == ("expert", "easy", 3)
    assert easy["paired_difference"]["against"] == "expert"
    assert easy["paired_difference"]["mean"] == pytest.approx(easy["mean"] - expert["mean"])
    assert result["games_per_second"] > 0


def test_simulate_plays_yamb_at_every_level(capsys):
    args = ("simulate", "--rules", "yamb", "--strategy", "expert,medium,easy", "--games", "1")
    code, out, _ = run(capsys, *args, "--seed", "4")
    assert code == 0
    assert "Yamb, expert, medium, easy: 1 game (seed 4)" in out
    assert "minus expert, same dice" in out
    assert "final scores, easy" in out


def test_simulate_head_to_head_prints_win_rates(capsys):
    args = ("simulate", "--strategy", "expert,easy", "--players", "2", "--games", "4")
    code, out, _ = run(capsys, *args, "--seed", "3", "--json")
    result = json.loads(out)
    assert code == 0
    assert (result["players"], result["games"]) == (2, 4)
    rows = {row["strategy"]: row for row in result["strategies"]}
    assert rows["expert"]["seats"] == rows["easy"]["seats"] == 4
    assert rows["expert"]["wins"] + rows["easy"]["wins"] == 4
    assert rows["expert"]["win_rate_95"] is None  # two matches: too few for an interval
    code, text, _ = run(capsys, *args, "--seed", "3")
    assert "win rate" in text and "expert" in text
    assert "No interval: 2 matches are too few to tell" in " ".join(text.split())


def test_simulate_head_to_head_gives_an_interval_from_30_matches(capsys):
    args = ("simulate", "--strategy", "expert,easy", "--players", "2", "--games", "60")
    code, out, _ = run(capsys, *args, "--seed", "3", "--json")
    row = json.loads(out)["strategies"][0]
    low, high = row["win_rate_95"]
    assert code == 0 and low < row["win_rate"] < high


def test_solve_yamb_fits_or_loads_the_experts_tables(capsys):
    code, out, _ = run(capsys, "solve", "--rules", "yamb", "--json")
    result = json.loads(out)
    assert code == 0
    assert result["rules"] == "yamb"
    assert result["games"] > 0
    code, out, _ = run(capsys, "solve", "--rules", "yamb")
    assert "Yamb: no exact solution" in out


def test_solve_without_a_usable_cache_solves_in_memory_and_says_so(capsys, cache_in_the_way):
    code, out, err = run(capsys, "solve", "--rules", "yatzy", "--json")
    assert code == 0
    assert json.loads(out)["path"] is None
    assert len(err.strip().splitlines()) == 1
    assert "not cached" in err and "Traceback" not in err


@pytest.mark.parametrize("argv", [("advise", "--rules", "yatzy", "--dice", "1,3,3,5,6")])
def test_advise_and_solve_without_a_usable_cache_still_answer(capsys, cache_in_the_way, argv):
    code, out, err = run(capsys, *argv)
    assert code == 0
    assert out
    assert len(err.strip().splitlines()) == 1
    assert "not cached" in err and "from memory" in err


@pytest.mark.parametrize(
    "argv", [("advise", "--rules", "yamb", "--dice", "1,3,3,5,6,6"), ("solve", "--rules", "yamb")]
)
def test_yamb_needs_no_cache_at_all_its_tables_are_shipped(capsys, cache_in_the_way, argv):
    code, out, err = run(capsys, *argv)
    assert (code, err) == (0, "")
    assert out


@pytest.fixture
def solved_afresh(monkeypatch):
    """No solver table in memory, and a build that reports its progress as the solver does."""
    solved = cache._loaded["yatzy"]

    def build(model, progress=None):
        for done in (1, 2):
            if progress is not None:
                progress(done, 2)
        return solved

    monkeypatch.setattr(cache, "_loaded", {})
    monkeypatch.setattr(cache, "build_table", build)


@pytest.mark.parametrize(
    "argv",
    [
        ("simulate", "--rules", "yatzy", "--games", "10", "--seed", "1"),
        ("advise", "--rules", "yatzy", "--dice", "1,2,3,4,5", "--rolls-left", "1"),
        ("solve", "--rules", "yatzy"),
    ],
    ids=["simulate", "advise", "solve"],
)
def test_a_command_that_builds_a_table_says_so_when_stderr_is_no_terminal(
    capsys, solved_afresh, argv
):
    code, _, err = run(capsys, *argv)
    assert code == 0
    assert err.splitlines().count("Solving Yatzy…") == 1


@pytest.mark.parametrize(
    ("named", "box"),
    [
        ("aces", "ones"),
        ("Lg. straight", "large_straight"),
        ("large straight", "large_straight"),
        ("3 of a kind", "three_of_a_kind"),
        ("CHANCE", "chance"),
    ],
)
def test_a_box_may_be_named_as_the_card_shows_it(named, box):
    from yahtzee_tui.cli.parsing import box_id, parse_card
    from yahtzee_tui.engine import get_rules

    rules = get_rules("yahtzee")
    assert box_id(rules, named) == box
    assert parse_card(f"{named}=3", rules) == {box: 3}


def test_a_box_named_twice_by_two_names_is_refused():
    from yahtzee_tui.cli.parsing import parse_card
    from yahtzee_tui.engine import get_rules
    from yahtzee_tui.errors import GameError

    with pytest.raises(GameError, match="names ones twice"):
        parse_card("ones=3,aces=2", get_rules("yahtzee"))


def test_score_takes_a_box_in_the_language_spoken(capsys):
    from yahtzee_tui import i18n

    try:
        code, out, _ = run(capsys, "--lang", "hr", "score", "2", "3", "4", "5", "6", "velika skala")
    finally:
        i18n.set_language("en")
    assert (code, out.strip()) == (0, "40")
