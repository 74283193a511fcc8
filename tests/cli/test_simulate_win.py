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
