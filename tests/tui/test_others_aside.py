"""Where the log steps aside (hints on at 80x24), the status line still tells what the other
seats did since the player's last move: their scores and namings in the log's own words,
above the coach's note on the player's own move where rows are left, every word whole."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from tests.tui.helpers import app_for, game, roll_and_score_any, status, table, wait_for
from tests.tui.test_undo_in_computer_turn import SLOW, computer_turn_played
from yahtzee_tui.game import Player
from yahtzee_tui.i18n import _
from yahtzee_tui.tui.views.card_words import CELL_FORMS, cell_in_form

pytestmark = pytest.mark.usefixtures("advisor_ready")


@pytest.mark.parametrize("language", ["en", "hr", "sr", "sl"], indirect=True)
@pytest.mark.parametrize("rules", ["yahtzee", "jamb"])
async def test_at_80x24_the_status_tells_the_computers_score_at_the_turns_start(language, rules):
    # hr Jamb at 80x24, hints on: Ana's turn opened on her own note alone
    # (`↳ FUL (OD SREDINE), najbolji izbor`); Robo's score was nowhere on the screen.
    players = [Player("Ana"), Player("Robo", kind="computer", level="expert")]
    app = app_for(game(rules, players, seed=3), move_delay=SLOW, hints=True)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table(app)
        await roll_and_score_any(pilot)
        await wait_for(pilot, lambda: screen.coach_notes, what="the coach's note on Ana's score")
        await computer_turn_played(pilot)
        assert not screen.query_one("#log-scroll").display  # the log stepped aside
        scored = next(e for e in reversed(app.state.history) if e.kind == "score")
        assert scored.player == 1
        said = status(app).splitlines()
        width = screen.query_one("#status").content_size.width
        assert all(cell_len(line) <= width for line in said), said
        assert "…" not in "".join(said)
        names = [cell_in_form(app.state.ruleset, scored.column, scored.box, f) for f in CELL_FORMS]
        robo = next(line for line in said if line.startswith("Robo"))
        assert any(f"→ {name} {scored.points}" in robo for name in names), said
        note = [line for line in said if line.startswith("↳")]
        assert note and said.index(note[0]) > said.index(robo), said  # Ana's note, under it


@pytest.mark.parametrize("language", ["hr"], indirect=True)
async def test_the_status_tells_every_other_seats_score_since_the_players_last(language):
    players = [Player("Ana"), *(Player(n, kind="computer", level="expert") for n in "XYZ")]
    app = app_for(game("yahtzee", players, seed=5), move_delay=SLOW, hints=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await roll_and_score_any(pilot)
        await computer_turn_played(pilot)
        said = status(app).splitlines()
        assert [line.split()[0] for line in said] == ["X", "Y", "Z"], said
        assert all("→" in line for line in said), said


@pytest.mark.parametrize("language", ["hr"], indirect=True)
async def test_where_the_log_shows_the_status_guides_as_before(language):
    players = [Player("Ana"), Player("Robo", kind="computer", level="expert")]
    app = app_for(game("jamb", players, seed=3), move_delay=SLOW)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table(app)
        await roll_and_score_any(pilot)
        await computer_turn_played(pilot)
        assert screen.query_one("#log-scroll").display
        assert status(app).splitlines()[-1] == _("{name} to roll.").format(name="Ana")
