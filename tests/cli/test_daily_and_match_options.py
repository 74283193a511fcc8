"""`--daily` plays today's challenge, `--games N` a match; `records --daily` lists the dailies."""

from __future__ import annotations

import random
import re
from datetime import date

import pytest

from tests.cli.helpers import run_command as run
from tests.game.helpers import play_game
from yahtzee_tui import i18n
from yahtzee_tui.cli import play
from yahtzee_tui.game.assistance import mark_hint
from yahtzee_tui.game.daily import daily_game, daily_seed
from yahtzee_tui.storage.records import record_game

DAY = date(2025, 3, 4)


@pytest.fixture(autouse=True)
def _today_is_the_day(monkeypatch):
    """A daily played here is the one of DAY."""
    monkeypatch.setattr(play, "today", lambda: DAY)


def test_daily_plays_todays_challenge_for_the_player_named(capsys, launched):
    assert run(capsys, "--daily", "--rules", "yatzy", "--player", "Ann")[0] == 0
    state = launched[0].state
    assert (state.daily, state.rules_id, state.seed) == (
        "2025-03-04",
        "yatzy",
        daily_seed(DAY, "yatzy"),
    )
    assert [player.name for player in state.players] == ["Ann"]


def test_daily_alone_is_played_by_the_first_human_of_the_seats_last_set_up(capsys, launched):
    from yahtzee_tui.game import Player
    from yahtzee_tui.storage.settings import Settings, save_settings

    save_settings(Settings().with_setup("yatzy", (Player("Bot", "computer"), Player("Ann"))))
    run(capsys, "--daily")
    assert launched[0].state.players[0].name == "Ann"  # not "Player 1" in the records


def test_daily_alone_is_player_1_at_yahtzee(capsys, launched):
    run(capsys, "--daily")
    state = launched[0].state
    assert (state.rules_id, state.players[0].name, state.daily) == (
        "yahtzee",
        "Player 1",
        "2025-03-04",
    )


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--daily", "--seed", "3"), "takes its dice from the date"),
        (("--daily", "--games", "2"), "takes its dice from the date"),
        (("--daily", "--player", "Ann", "--player", "Bob"), "is played alone"),
        (("--daily", "--computer", "Robo"), "is played alone"),
        (("--resume", "--daily"), "drop --games, --daily"),
        (("--games", "0"), "a match has 1 to 20 games"),
        (("--games", "21", "--player", "Ann"), "a match has 1 to 20 games"),
    ],
)
def test_bad_daily_and_match_options_are_one_line_errors(capsys, launched, argv, message):
    code, _, err = run(capsys, *argv)
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1
    assert not launched


def test_games_starts_a_match_with_the_seats_given(capsys, launched):
    assert run(capsys, "--games", "3", "--player", "Ann", "--computer", "Robo:easy")[0] == 0
    state = launched[0].state
    assert (state.match.game, state.match.games) == (1, 3)
    assert [player.name for player in state.players] == ["Ann", "Robo"]


def test_the_help_names_the_new_options(capsys):
    out = run(capsys, "--help")[1]
    assert "--daily" in out and "--games N" in out


def record_daily(name: str, seed: int, day: date = DAY, helped: bool = False, rules="yahtzee"):
    state = daily_game(rules, name, day)
    if helped:
        state = mark_hint(state)
    return record_game(play_game(state, random.Random(seed)))


def test_records_daily_lists_the_days_results_best_first_and_the_best_dailies(capsys):
    record_daily("Ann", 1)
    record_daily("Bob", 2)
    record_daily("Cy", 3, day=date(2025, 3, 3))
    code, out, err = run(capsys, "records", "--daily", "2025-03-04")
    assert (code, err) == (0, "")
    today, _, best = out.partition("best dailies")
    assert "Daily challenge of 2025-03-04" in today
    assert "Ann" in today and "Bob" in today and "Cy" not in today
    assert "Cy" in best


def test_records_write_days_as_the_language_does_and_json_keeps_iso(capsys):
    record_daily("Ann", 1)
    try:
        daily = run(capsys, "--lang", "hr", "records", "--daily", "2025-03-04")
        best = run(capsys, "--lang", "hr", "records", "--rules", "yahtzee")
        data = run(capsys, "--lang", "hr", "records", "--daily", "2025-03-04", "--json")[1]
    finally:
        i18n.set_language("en")  # the command set it for this process
    assert daily[0] == 0 and "4. 3. 2025." in daily[1] and "2025-03-04" not in daily[1]
    played = re.findall(r"\d{4}-\d\d-\d\d", best[1])
    assert best[0] == 0 and not played and re.search(r"\b\d{1,2}\. \d{1,2}\. \d{4}\.", best[1])
    assert '"day": "2025-03-04"' in data


def test_records_daily_marks_assisted_games_and_leaves_them_out_of_the_best(capsys):
    record_daily("Ann", 1, helped=True)
    out = run(capsys, "records", "--daily", "2025-03-04")[1]
    today, _, best = out.partition("best dailies")
    assert "Ann (assisted)" in today
    assert "Ann" not in best


def test_records_daily_as_json(capsys):
    import json

    game_id = record_daily("Ann", 1)
    data = json.loads(run(capsys, "records", "--daily", "2025-03-04", "--json")[1])
    assert data["day"] == "2025-03-04"
    assert [row["game_id"] for row in data["results"]] == [game_id]
    assert [row["name"] for row in data["best"]["yahtzee"]] == ["Ann"]


def test_a_day_without_dailies_says_so(capsys):
    assert (
        "no daily challenge of 2025-03-04 recorded yet"
        in run(capsys, "records", "--daily", "2025-03-04")[1]
    )


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("records", "--daily", "March"), "YYYY-MM-DD"),
        (("records", "--daily", "--player", "Ann"), "drop --player"),
        (("records", "--chart"), "add --player NAME"),
        (("records", "--chart", "--player", "Ann", "--json"), "drop --json"),
    ],
)
def test_bad_records_options_are_one_line_errors(capsys, argv, message):
    code, _, err = run(capsys, *argv)
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def test_records_chart_prints_the_figures_and_every_chart(capsys, monkeypatch):
    from tests.tui.stats_data import fixed_profile
    from yahtzee_tui.strategy import optimal_profile as profile_module

    monkeypatch.setattr(profile_module, "_loaded", {"yahtzee": fixed_profile()})
    from tests.tui.stats_data import record_rows

    record_rows("Ann", games=6)
    code, out, err = run(capsys, "records", "--player", "ann", "--chart")
    assert (code, err) == (0, "")
    for title in ("totals over time", "how often each total", "average per box", "accuracy"):
        assert f"Yahtzee: {title}" in out
    assert "optimal" in out and "own" in out and "assisted" in out
    assert "\x1b" not in out  # not a terminal: plain text, as Rich prints it
    assert "working out" not in err  # the figures were at hand: nothing to say


def test_records_chart_in_serbian_writes_no_decimal_point_nor_english_box_names(
    capsys, monkeypatch
):
    # The axes read "248.2" and "1s 2s … 6s" beside the app's "248,4".
    from tests.tui.stats_data import fixed_profile, record_rows
    from yahtzee_tui.strategy import optimal_profile as profile_module

    monkeypatch.setattr(profile_module, "_loaded", {"yahtzee": fixed_profile()})
    record_rows("Ann", games=6)
    try:
        code, out, err = run(capsys, "--lang", "sr", "records", "--player", "ann", "--chart")
    finally:
        i18n.set_language("en")  # the command set it for this process
    assert (code, err) == (0, "")
    assert not re.search(r"\d\.\d", out), [line for line in out.splitlines() if "." in line]
    assert not re.search(r"\b[1-6]s\b", out)


def test_records_chart_says_it_works_out_figures_only_when_it_does(capsys, monkeypatch):
    from tests.tui.stats_data import fixed_profile, record_rows
    from yahtzee_tui.strategy import optimal_profile as profile_module

    monkeypatch.setattr(profile_module, "_loaded", {})
    monkeypatch.setattr(profile_module, "compute_profile", lambda *_: fixed_profile())
    record_rows("Ann", games=3)
    code, _, err = run(capsys, "records", "--player", "Ann", "--chart")
    assert code == 0 and "working out the Yahtzee optimal player's figures" in err
    monkeypatch.setattr(profile_module, "_loaded", {})  # a new process, the figures cached
    monkeypatch.setattr(profile_module, "read_profile", lambda *_: fixed_profile())
    code, _, err = run(capsys, "records", "--player", "Ann", "--chart")
    assert (code, err) == (0, "")


def test_records_chart_for_a_player_without_games_says_so(capsys):
    assert run(capsys, "records", "--player", "Nobody", "--chart")[1] == (
        "no games recorded yet for Nobody\n"
    )


def test_a_daily_played_already_that_day_is_refused_in_one_line(capsys, launched):
    from tests.tui.helpers import played_until

    record_game(played_until(daily_game("yatzy", "Ann", DAY)))
    code, _, err = run(capsys, "--daily", "--rules", "yatzy", "--player", "ann")
    assert code == 2 and launched == []
    assert err.startswith("yahtzee-tui: error: Ann has played today's Yatzy challenge (")
    assert len(err.strip().splitlines()) == 1
    assert run(capsys, "--daily", "--rules", "yahtzee", "--player", "Ann")[0] == 0  # another
