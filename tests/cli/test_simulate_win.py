"""`simulate --strategy win,optimal`: the win level against optimal players, played all at once
on paired dice (`strategy.win_matches`), whatever the number of seats."""

from __future__ import annotations

import json

import pytest

from tests.cli.helpers import run_command as run
from yahtzee_tui.strategy.win_matches import play_win_matches

pytestmark = pytest.mark.tables("yahtzee", "yatzy", spread=True)


@pytest.mark.parametrize(("players", "styles"), [(2, "win,optimal"), (3, "optimal,win")])
def test_the_win_level_plays_one_seat_against_optimal_players(capsys, players, styles):
    args = ("simulate", "--rules", "yatzy", "--strategy", styles, "--players", str(players))
    code, out, _ = run(capsys, *args, "--games", str(2 * players), "--seed", "3", "--json")
    assert code == 0
    result = json.loads(out)
    assert (result["players"], result["games"]) == (players, 2 * players)
    rows = {row["strategy"]: row for row in result["strategies"]}
    assert rows["win"]["seats"] == 2 * players
    assert rows["optimal"]["seats"] == 2 * players * (players - 1)
    expected = play_win_matches("yatzy", players, 2, seed=3)
    assert rows["win"]["mean"] == pytest.approx(expected.mean_score("win"))
    assert rows["win"]["wins"] == pytest.approx(expected.win_shares("win").sum())


def test_the_head_to_head_table_writes_figures_as_the_language_does(capsys):
    from yahtzee_tui import i18n

    args = ("simulate", "--rules", "yatzy", "--strategy", "win,optimal", "--players", "2")
    try:
        code, out, _ = run(capsys, "--lang", "sl", *args, "--games", "4", "--seed", "3")
    finally:
        i18n.set_language("en")  # the command set it for this process
    assert code == 0
    win_row = next(line for line in out.splitlines() if line.startswith("win "))
    seats, mean, wins = win_row.split()[1:4]
    interval = win_row.split()[-1]
    expected = play_win_matches("yatzy", 2, 2, seed=3)  # 4 games: 2 matches, seats swapped
    assert (seats, mean) == ("4", f"{expected.mean_score('win'):.2f}".replace(".", ","))
    shares = float(expected.win_shares("win").sum())
    assert wins == (f"{shares:.0f}" if shares == int(shares) else f"{shares:.1f}".replace(".", ","))
    assert "." not in win_row and interval == "–", win_row  # 2 matches: no interval
