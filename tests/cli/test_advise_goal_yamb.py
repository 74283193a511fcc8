"""`yahtzee-tui advise --goal win` at Yamb: in the last cells, the options ranked by the win
level's chance to win against the --opponent cards; before them, one line and exit 2."""

from __future__ import annotations

import json

from tests.cli.helpers import run_command as run
from tests.strategy.test_win_play_yamb import finished_card


def card(cells: dict[str, int]) -> str:
    return ",".join(f"{cell}={points}" for cell, points in sorted(cells.items()))


def last_poker() -> tuple[str, ...]:
    """POKER the last cell; the other player finished 52 points ahead; 2 2 5 2 5 1, one roll
    left: the points hold 2 2 2 for a sure POKER that loses, the win holds 5 5."""
    mine = {cell: points for cell, points in finished_card().items() if cell != "free2.poker"}
    theirs = dict(mine, **{"free2.poker": 52})
    dice = ("--dice", "2,2,5,2,5,1", "--rolls-left", "1")
    return ("advise", "--rules", "yamb", *dice, "--card", card(mine), "--opponent", card(theirs))


def first_row(out: str) -> str:
    return next(line for line in out.splitlines() if "│" in line)


def test_yamb_plays_its_last_cells_for_the_win_against_the_opponents_cards(capsys):
    code, out, _ = run(capsys, *last_poker()[:-2])
    assert code == 0 and "hold 2 2 2 " in first_row(out)
    code, out, _ = run(capsys, *last_poker(), "--goal", "win")
    assert code == 0 and "hold 5 5 " in first_row(out)
    assert "chance to win" in out and "%" in first_row(out) and "turn value:" not in out
    code, out, _ = run(capsys, *last_poker(), "--goal", "win", "--json")
    options = json.loads(out)["options"]
    assert code == 0 and options[0]["hold"] == [5, 5] and 0.13 < options[0]["expected_score"] < 1
    lost = next(option for option in options if option["hold"] == [2, 2, 2])
    assert lost["expected_score"] == 0.0


def test_yamb_plays_for_the_win_only_in_its_last_three_cells(capsys):
    full = finished_card()
    mine = {cell: points for cell, points in full.items() if not cell.startswith("free2.")}
    code, out, err = run(
        capsys,
        *("advise", "--rules", "yamb", "--dice", "2,2,5,2,5,1", "--card", card(mine)),
        *("--goal", "win", "--opponent", card(full)),
    )
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert (
        "--goal win is played for in the last 3 cells of a Yamb card; the card has 13 open" in err
    )


def test_yamb_has_no_target(capsys):
    code, _, err = run(
        capsys, "advise", "--rules", "yamb", "--dice", "2,2,5,2,5,1", "--goal", "target=900"
    )
    assert code == 2 and "--goal target=900 is for Yahtzee and Yatzy" in err
