"""`review` and `records --chart` of finished games of every Yamb preset: each decision is
found among the options of the preset's own advisor, and the charts are the preset's own."""

from __future__ import annotations

import json

import pytest

from tests.builders import finished
from tests.cli.helpers import run_command as run
from yahtzee_tui import i18n
from yahtzee_tui.cli import review_cmd
from yahtzee_tui.game import GameState, Player, new_game
from yahtzee_tui.storage.records import record_game
from yahtzee_tui.storage.records_games import recent_games
from yahtzee_tui.strategy import optimal_profile as profile_module
from yahtzee_tui.strategy.review import GameReview, review

PRESETS = ["yamb", "jamb", "jamb_directed"]  # kocke is the yamb rule set


# Two humans playing random legal moves (namings included) and an easy computer seat: the
# computer's turns are random legal moves too, as the record keeps every move alike.
PLAYERS = [Player("Ann"), Player("Bob"), Player("Cy", "computer", "easy")]


@pytest.mark.parametrize("rules", PRESETS)
def test_a_recorded_preset_game_is_reviewed_decision_by_decision(capsys, monkeypatch, rules):
    state = finished(rules, PLAYERS)
    record_game(state)
    (row,) = recent_games(1)
    # The command's own review, kept: a review is a function of the game alone, so the
    # command's answer is checked against the review of the game it read back from the
    # records, shown to be the game played, without reviewing the game a second time.
    reviews: list[tuple[GameState, GameReview]] = []

    def kept(reviewed: GameState) -> GameReview:
        reviews.append((reviewed, review(reviewed)))
        return reviews[-1][1]

    monkeypatch.setattr(review_cmd, "review", kept)
    code, out, err = run(capsys, "review", "--game", str(row.id), "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    ((read_back, found),) = reviews
    assert read_back == state
    assert data["rules"] == rules and data["finished"] is True
    assert len(data["decisions"]) == len(found.decisions) > 0
    assert [p["total"] for p in data["players"]] == [p.total for p in found.players]
    assert all(p["expected_by_turn"][-1] == p["total"] for p in data["players"])


@pytest.mark.parametrize("rules", ["jamb", "jamb_directed"])
def test_the_text_review_of_a_preset_game_names_the_table(capsys, rules):
    state = finished(rules, PLAYERS, seed=3)
    record_game(state)
    (row,) = recent_games(1)
    code, out, err = run(capsys, "review", "--game", str(row.id), "--top", "2")
    assert (code, err) == (0, "")
    assert state.ruleset.name in out and "Ann" in out and "Bob" in out


@pytest.mark.parametrize("rules", ["jamb", "jamb_directed"])
def test_records_chart_of_preset_games_draws_the_presets_own_rows(capsys, monkeypatch, rules):
    monkeypatch.setattr(profile_module, "_loaded", {})
    monkeypatch.setitem(profile_module.PROFILE_GAMES, rules, 16)
    for seed in (1, 2):
        record_game(finished(rules, PLAYERS, seed))
    code, out, err = run(capsys, "records", "--player", "Ann", "--chart")
    assert code == 0 and "Traceback" not in err
    name = new_game(rules, ["A", "B"], 1).ruleset.name
    assert f"{name}: average per box" in out or f"{name}: average per row" in out
    assert f"{name}: accuracy" in out
    profile = profile_module.profile_in_memory(rules)
    assert profile is not None and "trips" in profile.boxes


def test_the_jamb_boxes_chart_at_80_columns_labels_every_row(capsys, monkeypatch):
    """ "Triling" hid KENTA's label beside it: the sheet's own short labels fit each bar."""
    monkeypatch.setattr(profile_module, "_loaded", {})
    monkeypatch.setitem(profile_module.PROFILE_GAMES, "jamb", 16)
    monkeypatch.setenv("COLUMNS", "80")
    for seed in (1, 2):
        record_game(finished("jamb", PLAYERS, seed))
    try:
        code, out, err = run(capsys, "--lang", "hr", "records", "--player", "Ann", "--chart")
    finally:
        i18n.set_language("en")  # the command set it for this process
    assert code == 0, err
    axis = next(line for line in out.splitlines() if "Max" in line and "Min" in line)
    assert axis.split() == [
        "1",
        "2",
        "3",
        "4",
        "5",
        "6",
        "Max",
        "Min",
        "Tril.",
        "Kenta",
        "Ful",
        "Poker",
        "Jamb",
    ]
