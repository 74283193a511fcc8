"""`yahtzee-tui records`: high scores per rule set, a player's figures, JSON, and bad databases."""

from __future__ import annotations

import json
import random
import sqlite3
from dataclasses import replace

from tests.cli.helpers import run_command as run
from tests.deadlines import deadline
from tests.game.helpers import play_game
from yahtzee_tui.engine import get_rules
from yahtzee_tui.game import Player, Sheet, new_game
from yahtzee_tui.storage.records import default_records_path, record_game


def record(rules: str = "yahtzee", players=("Ann", "Bob"), seed: int = 1) -> None:
    record_game(play_game(new_game(rules, list(players), seed=seed), random.Random(seed)))


def record_chance(*chances: int, players=("Ann", "Bob"), seed: int = 1) -> None:
    """A finished Yahtzee game whose players score only their Chance (5 to 30)."""
    state = new_game("yahtzee", list(players), seed=seed)
    boxes = get_rules("yahtzee").box_ids
    sheets = tuple(Sheet({**dict.fromkeys(boxes, 0), "chance": c}) for c in chances)
    record_game(replace(state, sheets=sheets))


def test_no_games_recorded_yet_is_said_plainly(capsys):
    assert run(capsys, "records") == (0, "no games recorded yet\n", "")


def test_games_by_computers_alone_have_no_human_high_scores(capsys):
    record_chance(20, players=[Player("Robo", "computer", "easy")])
    assert run(capsys, "records")[1] == "no games by human players recorded yet\n"


def test_high_scores_are_printed_for_each_rule_set_played(capsys):
    record("yahtzee")
    record("yamb")
    code, out, err = run(capsys, "records")
    assert (code, err) == (0, "")
    assert "Yahtzee high scores" in out and "Yamb high scores" in out
    assert "Yatzy" not in out


def test_high_scores_are_best_first(capsys):
    record_chance(12, 27)
    out = run(capsys, "records")[1]
    assert out.index("27") < out.index("12")
    assert "1st of 2" in out and "2nd of 2" in out


def test_rules_option_prints_that_rule_set_only(capsys):
    record("yahtzee")
    record("yatzy")
    out = run(capsys, "records", "--rules", "yatzy")[1]
    assert "Yatzy high scores" in out and "Yahtzee" not in out


def test_rules_option_without_games_says_so(capsys):
    record("yahtzee")
    assert run(capsys, "records", "--rules", "yamb")[1] == "no Yamb games recorded yet\n"


def test_player_option_prints_the_players_figures(capsys):
    record_chance(20, 10, seed=1)
    record_chance(30, 25, seed=2)
    code, out, _ = run(capsys, "records", "--player", "ann")
    assert code == 0
    [row] = [line for line in out.splitlines() if "Yahtzee │" in line]
    cells = [cell.strip() for cell in row.split("│")[2:-1]]
    assert cells == ["2", "2", "25.0", "30", "20", "0%", "0"]


def test_player_without_games_is_told_so(capsys):
    record("yahtzee")
    assert run(capsys, "records", "--player", "Zed")[1] == "no games recorded yet for Zed\n"


def test_json_lists_high_scores_by_rule_set(capsys):
    record_chance(12, 27)
    data = json.loads(run(capsys, "records", "--json")[1])
    assert [(s["name"], s["total"]) for s in data["high_scores"]["yahtzee"]] == [
        ("Bob", 27),
        ("Ann", 12),
    ]


def test_json_with_nothing_recorded_is_empty(capsys):
    assert json.loads(run(capsys, "records", "--json")[1]) == {"high_scores": {}}


def test_json_gives_a_players_figures(capsys):
    record_chance(20, 10)
    data = json.loads(run(capsys, "records", "--player", "Ann", "--json")[1])
    [stats] = data["stats"]
    assert (stats["rules"], stats["games"], stats["wins"], stats["best"]) == ("yahtzee", 1, 1, 20)


def test_a_name_that_looks_like_markup_prints_literally(capsys):
    record_chance(20, players=["[red]x"])
    assert "[red]x" in run(capsys, "records")[1]


def test_a_damaged_database_is_one_line_on_stderr_with_exit_code_2(capsys):
    default_records_path().parent.mkdir(parents=True, exist_ok=True)
    default_records_path().write_bytes(b"garbage" * 100)
    code, out, err = run(capsys, "records")
    assert (code, out) == (2, "")
    assert err.startswith("yahtzee-tui: error: records database is damaged: file is not a")
    assert "move" in err and len(err.strip().splitlines()) == 1


def test_an_empty_player_name_is_refused(capsys):
    code, _, err = run(capsys, "records", "--player", " ")
    assert code == 2 and "--player needs a name" in err


def edit(sql: str) -> None:
    db = sqlite3.connect(default_records_path())
    with db:
        db.execute(sql)
    db.close()


def test_a_player_with_no_upper_sections_is_a_skipped_row_not_a_crash(capsys):
    record_chance(20, 10)
    edit("UPDATE results SET upper_sections = 0 WHERE name = 'Ann'")
    assert run(capsys, "records", "--player", "Ann") == (
        0,
        "no games recorded yet for Ann\n",
        "yahtzee-tui: 1 damaged row of the records database was skipped\n",
    )


def test_a_total_that_is_not_a_number_is_skipped_with_one_line(capsys):
    record_chance(12, 27)
    edit("UPDATE results SET total = 'lots' WHERE name = 'Bob'")
    code, out, err = run(capsys, "records")
    assert code == 0
    assert "Ann" in out and "Bob" not in out and "lots" not in out
    assert err == "yahtzee-tui: 1 damaged row of the records database was skipped\n"


def test_an_unknown_rule_set_in_a_players_games_is_skipped(capsys):
    record_chance(20, 10, seed=1)
    record_chance(30, 25, seed=2)
    edit("UPDATE games SET rules = 'poker' WHERE seed = '2'")
    data = json.loads(run(capsys, "records", "--player", "Ann", "--json")[1])
    assert [(s["rules"], s["games"]) for s in data["stats"]] == [("yahtzee", 1)]


def test_high_scores_name_each_games_id_for_review(capsys):
    record_chance(12, 27)
    out = run(capsys, "records")[1]
    row = next(line for line in out.splitlines() if " 27 " in line)
    assert row.rstrip(" │|").endswith("1")  # the game's id, the last column
    assert "review --game ID" in out


def test_a_reader_that_goes_away_ends_the_command_quietly():
    """`yahtzee-tui records | head -1`: the rest has nowhere to go, and no traceback shows
    (nothing recorded: the line is a plain print, not Rich's)."""
    import subprocess
    import sys

    from tests.children import popen

    command = [sys.executable, "-m", "yahtzee_tui", "records"]
    process = popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # the reader is gone before a line is written
    err = process.stderr.read().decode()
    assert process.wait(timeout=deadline()) in (0, 1)
    assert "Traceback" not in err and "Exception" not in err


def test_reading_the_records_makes_no_folder(capsys, tmp_path, monkeypatch):
    home = tmp_path / "fresh-home"
    monkeypatch.setenv("YAHTZEE_TUI_HOME", str(home))
    assert run(capsys, "records") == (0, "no games recorded yet\n", "")
    assert run(capsys, "records", "--player", "Ann")[0] == 0
    assert not home.exists()
