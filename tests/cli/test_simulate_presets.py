"""`yahtzee-tui simulate` plays every Yamb preset: the expert and the one-turn advisor solo on
arrays (the same dice for both), real games with --real-games, and one-line refusals."""

from __future__ import annotations

import json

import pytest

from tests.cli.helpers import run_command as run


@pytest.mark.parametrize("rules", ["kocke", "jamb", "jamb_directed"])
def test_simulate_plays_every_yamb_preset_on_arrays(capsys, rules):
    args = ("simulate", "--rules", rules, "--strategy", "expert,one-turn", "--games", "6")
    code, out, _ = run(capsys, *args, "--seed", "2", "--json")
    assert code == 0
    result = json.loads(out)
    expert, one_turn = result["strategies"]
    assert (expert["strategy"], one_turn["strategy"], expert["games"]) == ("expert", "one-turn", 6)
    assert result["rules"] == ("yamb" if rules == "kocke" else rules)
    difference = one_turn["paired_difference"]["mean"]
    assert difference == pytest.approx(one_turn["mean"] - expert["mean"])


def test_the_same_seed_gives_the_same_jamb_games(capsys):
    args = ("simulate", "--rules", "jamb", "--strategy", "one-turn", "--games", "3", "--json")
    first = json.loads(run(capsys, *args, "--seed", "5")[1])
    again = json.loads(run(capsys, *args, "--seed", "5")[1])
    assert first["mean"] == again["mean"] and first["histogram"] == again["histogram"]


def test_real_jamb_games_go_through_the_game_model(capsys):
    args = ("simulate", "--rules", "jamb", "--strategy", "one-turn", "--games", "1", "--json")
    code, out, _ = run(capsys, *args, "--seed", "5", "--real-games")
    assert code == 0 and json.loads(out)["games"] == 1


def test_directed_jamb_alone_needs_arrays_or_two_players(capsys):
    args = ("simulate", "--rules", "jamb_directed", "--strategy", "one-turn", "--games", "1")
    code, _, err = run(capsys, *args, "--real-games")
    assert code == 2
    assert (
        err.strip()
        .splitlines()[-1]
        .endswith(
            "needs 2 or more players, or solo games on arrays (see yahtzee-tui simulate --help)"
        )
    )
