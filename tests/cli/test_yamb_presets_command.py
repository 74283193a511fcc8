"""The Yamb presets and `--option` on the command line: play, score, advise, host, records."""

from __future__ import annotations

import json
import random

import pytest

from tests.cli.helpers import run_command as run
from yahtzee_tui.cli.advise_cmd import house_table_options
from yahtzee_tui.engine import get_rules
from yahtzee_tui.game import GameState, call, new_game, options, roll, score
from yahtzee_tui.game.moves import HOLD, SCORE
from yahtzee_tui.storage.records import record_game
from yahtzee_tui.strategy.advice import Advice, ranked

JAMB_CUSTOM = "down,up,free,announce,hand,middle,trips"


def played(rules: str, seed: int) -> GameState:
    """A whole one-player game of random legal moves, each scored after the first roll."""
    chooser = random.Random(seed)
    state = new_game(rules, ["Ann"], seed=seed)
    while not state.is_over:
        state = roll(state)
        legal = [found for found in options(state) if found.legal]
        if not legal:  # only CALL cells are left: call one now
            state = call(state, next(found.box for found in options(state)))
            legal = [found for found in options(state) if found.legal]
        state = score(state, chooser.choice(legal).cell)
    return state


@pytest.mark.parametrize("rules", ["jamb", "yamb"])
def test_rules_jamb_starts_a_game_of_that_preset(capsys, launched, rules):
    assert run(capsys, "--rules", rules, "--player", "Ann")[0] == 0
    assert launched[0].state is not None and launched[0].state.rules_id == rules


def test_option_starts_a_table_of_its_own_rules_under_its_canonical_id(capsys, launched):
    assert run(capsys, "--rules", "yamb", "--option", JAMB_CUSTOM, "--player", "Ann")[0] == 0
    state = launched[0].state
    assert state is not None
    assert state.rules_id == "yamb:down,up,free,announce,hand,middle+trips"
    assert "trips" in state.ruleset.box_ids and "hand" in state.ruleset.column_ids


def test_option_naming_a_preset_plays_the_preset(capsys, launched):
    words = "down,up,free,announce,hand,middle,trips,kenta_by_roll,five_dice"
    assert run(capsys, "--rules", "yamb", "--option", words, "--player", "Ann")[0] == 0
    assert launched[0].state is not None and launched[0].state.rules_id == "jamb"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--rules", "yamb", "--option", "hand,sideways"], "unknown Yamb option 'sideways'"),
        (["--rules", "yatzy", "--option", "trips"], "use it with --rules yamb"),
        (["--option", "trips"], "use it with --rules yamb"),
        (["--rules", "yamb", "--option", "down,up"], "4 to 8 columns"),
        (["--rules", "jamb_directed", "--player", "Ann"], "needs 2 or more players"),
        (["--rules", "jamb_directed", "--daily"], "needs 2 or more players"),
        (["score", "--rules", "yamb", "--option", "trips,trips", "1", "1", "max"], "twice"),
        (["advise", "--rules", "jamb", "--option", "royal", "--dice", "1,1,1,1,1,1"], "royal"),
        (["host", "--rules", "jamb_directed", "--open", "0"], "needs 2 or more players"),
        (["records", "--rules", "jamb", "--option", "down,up,up,free"], "once"),
        (
            ["score", "--rules", "jamb", "--roll", "2", "--column", "hand", "1", "1", "max"],
            "HAND takes the dice of the first roll only",
        ),
        (
            ["score", "--rules", "yatzy", "--column", "down", "1", "1", "1", "1", "1", "chance"],
            "no columns",
        ),
    ],
)
def test_bad_preset_options_are_one_line_errors_with_exit_2(capsys, launched, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and not launched
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_help_lists_the_presets_and_the_option_words(capsys):
    for argv in ([], ["score"], ["advise"], ["host"], ["records"]):
        code, out, _ = run(capsys, *argv, "--help")
        assert code == 0
        assert "jamb_directed" in out and "--option" in out
        assert "KENTA 66/56/46 by the roll" in out  # the presets in words, from their data
    assert "kenta_by_roll" in run(capsys, "--help")[1]


@pytest.mark.parametrize(
    ("argv", "points"),
    [
        (["2", "3", "4", "5", "6", "6", "kenta"], "66"),
        (["--roll", "2", "2", "3", "4", "5", "6", "6", "kenta"], "56"),
        (["--roll", "3", "2", "3", "4", "5", "6", "6", "kenta"], "46"),
        (["--column", "hand", "2", "3", "4", "5", "6", "6", "kenta"], "66"),
        (["4", "4", "4", "1", "2", "6", "trips"], "32"),
        (["6", "6", "6", "6", "6", "1", "max"], "30"),
        (["1", "1", "1", "2", "2", "6", "min"], "7"),
    ],
)
def test_score_follows_the_jamb_worked_examples(capsys, argv, points):
    assert run(capsys, "score", "--rules", "jamb", *argv) == (0, f"{points}\n", "")


def test_score_all_shows_hand_open_only_in_the_first_roll(capsys):
    first = run(capsys, "score", "--rules", "jamb", "--all", "2", "3", "4", "5", "6", "6")[1]
    second = run(capsys, "score", "--rules", "jamb", "--roll", "2", "--all", "2,3,4,5,6,6")[1]
    assert "HAND" in first and "HAND" not in second
    assert "TRIPS" in first and "ROYAL" not in first
    kenta = next(line for line in second.splitlines() if "kenta" in line)
    assert "56" in kenta


def test_score_all_gives_hands_own_kenta_when_the_column_scores_it_apart(capsys):
    rules = ["--rules", "yamb", "--option", "down,up,free,hand,kenta_by_roll"]
    out = run(capsys, "score", *rules, "--roll", "1", "--all", "2,3,4,5,6,6")[1]
    kenta = next(line for line in out.splitlines() if "kenta" in line)
    assert "66" in kenta and "HAND" in kenta


def test_advise_scores_cells_by_the_roll_and_drops_hand_after_the_first_roll():
    jamb = get_rules("jamb")
    dice = [2, 3, 4, 5, 6, 6]
    proposed = ranked(
        [
            Advice(SCORE, 3.0, box="kenta", column="hand", points=0),
            Advice(SCORE, 2.0, box="kenta", column="free", points=0),
            Advice(SCORE, 1.0, box="royal", column="free", points=0),
            Advice(SCORE, 1.0, box="ones", column="free2", points=0),
            Advice(HOLD, 0.5, hold=(2, 3, 4, 5, 6)),
        ]
    )
    first = house_table_options(jamb, dice, 2, proposed)
    assert [(o.column, o.box, o.points) for o in first[:2]] == [
        ("hand", "kenta", 66),
        ("free", "kenta", 66),
    ]
    assert len(first) == 3  # no ROYAL, no FREE 2: the table has neither
    second = house_table_options(jamb, dice, 1, proposed)
    assert [(o.column, o.points) for o in second if o.action == SCORE] == [("free", 56)]
    assert second[0].loss == 0


def test_advise_runs_for_a_preset(capsys):
    code, out, err = run(
        capsys,
        "advise",
        "--rules",
        "jamb",
        "--dice",
        "2,3,4,5,6,6",
        "--rolls-left",
        "0",
        "--json",
    )
    assert code == 0, err
    options = json.loads(out)["options"]
    assert options and all(o.get("column") != "hand" for o in options)
    assert {o["box"] for o in options if "box" in o} <= set(get_rules("jamb").box_ids)


def test_records_keep_each_preset_and_table_apart(capsys):
    custom = get_rules("yamb:down,up,free,announce,hand,middle+trips")
    for seed, rules in enumerate(["yamb", "jamb", custom.id], start=1):
        record_game(played(rules, seed))
    everything = json.loads(run(capsys, "records", "--json")[1])["high_scores"]
    assert list(everything) == ["yamb", "jamb", custom.id]
    only = json.loads(
        run(capsys, "records", "--rules", "yamb", "--option", JAMB_CUSTOM, "--json")[1]
    )["high_scores"]
    assert list(only) == [custom.id]
    stats = json.loads(run(capsys, "records", "--player", "Ann", "--json")[1])["stats"]
    assert [entry["rules"] for entry in stats] == ["yamb", "jamb", custom.id]
    text = run(capsys, "records")[1]
    assert "Jamb high scores" in text and "Yamb (own rules) high scores" in text


def test_solve_refuses_a_house_rule_table_in_one_line(capsys):
    code, _, err = run(capsys, "solve", "--rules", "jamb")
    assert code == 2 and "Jamb" in err and err.count("\n") == 1
