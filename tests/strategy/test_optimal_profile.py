"""The optimal player's profile: totals, averages per box and rates, kept in the cache."""

from __future__ import annotations

import re

import numpy as np
import pytest

from yahtzee_tui.engine import get_rules
from yahtzee_tui.engine.rulesets import with_options
from yahtzee_tui.strategy import optimal_profile as profile_module
from yahtzee_tui.strategy.optimal_profile import (
    OptimalProfile,
    compute_profile,
    optimal_profile,
    profile_in_memory,
    read_profile,
    write_profile,
)
from yahtzee_tui.strategy.simulate import simulate

pytestmark = pytest.mark.usefixtures("yahtzee_solved")


@pytest.fixture
def yahtzee_solved(solved):
    solved("yahtzee")


def test_the_profile_plays_the_same_games_as_simulate():
    profile = compute_profile(get_rules("yahtzee"), 300, seed=4)
    assert profile.totals.tolist() == simulate("yahtzee", 300, seed=4).scores.tolist()
    assert profile.player == "optimal"


def test_the_box_averages_and_bonuses_add_up_to_the_average_total():
    rules = get_rules("yahtzee")
    profile = compute_profile(rules, 400, seed=9)
    boxes = float(profile.box_means.sum())
    bonus = profile.upper_bonus_rate * rules.upper_bonus
    # What is left is the Yahtzee bonuses: never negative, and small.
    left = float(profile.totals.mean()) - boxes - bonus
    assert 0 <= left < 15
    assert 0.55 < profile.upper_bonus_rate < 0.8
    assert 0.25 < profile.five_alike_rate < 0.5


def test_yamb_takes_the_experts_games(yamb_expert):
    profile = compute_profile(get_rules("yamb"), 40, seed=3)
    assert profile.player == "expert" and profile.games == 40
    assert profile.boxes == get_rules("yamb").box_ids
    assert 1000 < profile.totals.mean() < 3000


def test_a_profile_written_reads_back_the_same(tmp_path):
    rules = get_rules("yahtzee")
    profile = compute_profile(rules, 50, seed=1)
    write_profile(profile, tmp_path / "p.npz")
    again = read_profile(tmp_path / "p.npz", rules, 50)
    assert again is not None
    assert again.totals.tolist() == profile.totals.tolist()
    assert np.allclose(again.box_means, profile.box_means)
    assert (again.upper_bonus_rate, again.five_alike_rate) == (
        profile.upper_bonus_rate,
        profile.five_alike_rate,
    )


def test_a_profile_of_other_games_or_a_damaged_file_is_not_read(tmp_path):
    rules = get_rules("yahtzee")
    write_profile(compute_profile(rules, 50, seed=1), tmp_path / "p.npz")
    assert read_profile(tmp_path / "p.npz", rules, 60) is None
    assert read_profile(tmp_path / "p.npz", get_rules("yatzy"), 50) is None
    (tmp_path / "bad.npz").write_bytes(b"not a table")
    assert read_profile(tmp_path / "bad.npz", rules, 50) is None


def test_the_profile_is_computed_once_then_kept_in_memory_and_on_disk(tmp_path, monkeypatch):
    monkeypatch.setattr(profile_module, "_loaded", {})
    monkeypatch.setitem(profile_module.PROFILE_GAMES, "yahtzee", 60)
    assert profile_in_memory("yahtzee") is None
    first = optimal_profile("yahtzee", directory=tmp_path)
    assert profile_in_memory("yahtzee") is first
    assert (tmp_path / "optimal-profile-yahtzee-v1.npz").exists()
    monkeypatch.setattr(profile_module, "_loaded", {})
    calls = []
    monkeypatch.setattr(profile_module, "compute_profile", lambda *a: calls.append(a))
    again = optimal_profile("yahtzee", directory=tmp_path)
    assert calls == [] and again.totals.tolist() == first.totals.tolist()


@pytest.mark.parametrize("rules_id", ["jamb", "jamb_directed"])
def test_a_yamb_preset_takes_the_experts_games_on_its_own_card(rules_id):
    rules = get_rules(rules_id)
    profile = compute_profile(rules, 24, seed=3)
    assert profile.player == "expert" and profile.games == 24
    assert profile.boxes == rules.box_ids and "trips" in profile.boxes
    assert profile.box_mean("trips") > 0
    assert profile_module.profile_games(rules) == profile_module.profile_games("yamb")


def own_rules():
    return with_options(get_rules("yamb"), "down,up,free,hand,trips,step_bonus")


def test_the_file_of_a_table_of_own_rules_has_a_name_every_file_system_takes():
    rules = own_rules()
    assert set(":,+") & set(rules.id)
    name = profile_module.profile_file(rules)
    assert re.fullmatch(r"optimal-profile-[a-z0-9_]+-v\d+\.npz", name)
    other = with_options(get_rules("yamb"), "down,up,free,hand,trips")
    assert profile_module.profile_file(other) != name
    assert profile_module.profile_file("jamb_directed") == "optimal-profile-jamb_directed-v1.npz"


def test_the_profile_of_a_table_of_own_rules_is_kept_and_read_back(tmp_path, monkeypatch):
    rules = own_rules()
    made = OptimalProfile(
        rules.id, "expert", np.arange(5), rules.box_ids, np.ones(len(rules.box_ids)), 0.5, 0.25
    )
    monkeypatch.setattr(profile_module, "_loaded", {})
    monkeypatch.setitem(profile_module.PROFILE_GAMES, rules.id, 5)
    monkeypatch.setattr(profile_module, "compute_profile", lambda *_: made)
    optimal_profile(rules, directory=tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == [profile_module.profile_file(rules)]
    monkeypatch.setattr(profile_module, "_loaded", {})
    monkeypatch.setattr(profile_module, "compute_profile", lambda *_: pytest.fail("computed"))
    again = optimal_profile(rules, directory=tmp_path)
    assert again.totals.tolist() == [0, 1, 2, 3, 4] and again.boxes == rules.box_ids
