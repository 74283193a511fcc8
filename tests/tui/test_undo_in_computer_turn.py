"""`u` during a computer's turn is always answered: before the computer's first move the
human's score is taken back; once it has moved, its moves stay made, and the answer stays
on the status through its next moves (which would otherwise wipe it a moment later)."""

from __future__ import annotations

import pytest

from tests.textual_shims import notifications
from tests.tui.helpers import (
    app_for,
    game,
    played_until,
    roll_and_score_any,
    settle,
    status,
    table,
    wait_for,
)
from yahtzee_tui.game import Player
from yahtzee_tui.i18n import _
from yahtzee_tui.strategy import next_move
from yahtzee_tui.tui.messages import ComputerMove
from yahtzee_tui.tui.screens.game_over import GameOverScreen
from yahtzee_tui.tui.views.table_words import sentence

pytestmark = pytest.mark.usefixtures("advisor_ready")

# A computer that would wait an hour before each move: the test moves in its stead.
SLOW = 3600.0


async def scored_before_the_computer(pilot):
    """Ann rolls and scores her first legal cell: the computer's turn begins."""
    app = pilot.app
    await roll_and_score_any(pilot)
    await wait_for(pilot, lambda: app.state.current_player.is_computer, what="Bot's turn")


async def computer_moves(pilot) -> None:
    app = pilot.app
    before = app.state
    table(app).post_message(ComputerMove(before, next_move(before)))
    await wait_for(pilot, lambda: app.state is not before, what="Bot's move")
    await settle(pilot)


@pytest.mark.parametrize("language", ["hr"], indirect=True)
@pytest.mark.parametrize("rules", ["yahtzee", "jamb"])
async def test_u_during_the_computers_turn_is_answered_through_its_moves(language, rules):
    players = [Player("Ana"), Player("Bot", kind="computer", level="expert")]
    app = app_for(game(rules, players, seed=3), move_delay=SLOW)
    async with app.run_test(size=(80, 24)) as pilot:
        await scored_before_the_computer(pilot)
        await computer_moves(pilot)  # Bot rolls
        moved = app.state
        await pilot.press("u")
        await settle(pilot)
        refusal = sentence(_("nothing to undo: a computer's moves stay made"))
        assert app.state is moved
        assert refusal in status(app)
        await computer_moves(pilot)  # Bot's next move: the answer stays
        assert refusal in status(app)


@pytest.mark.parametrize("language", ["hr"], indirect=True)
async def test_u_before_the_computers_first_move_takes_the_score_back(language):
    players = [Player("Ana"), Player("Bot", kind="computer", level="expert")]
    app = app_for(game("yahtzee", players, seed=3), move_delay=SLOW)
    async with app.run_test(size=(80, 24)) as pilot:
        await scored_before_the_computer(pilot)
        await pilot.press("u")
        await wait_for(pilot, lambda: not app.state.current_player.is_computer)
        await settle(pilot)
        assert status(app) == _("The score is taken back.")


@pytest.mark.parametrize("language", ["hr"], indirect=True)
@pytest.mark.parametrize("rules", ["yahtzee", "jamb"])
@pytest.mark.parametrize("delay", [0.0, 0.01])
async def test_u_after_the_computers_whole_turn_is_answered(language, rules, delay):
    # hr Yahtzee vs an expert: Enter scored, the computer played its turn at once, and `u`
    # on the human's turn, before a roll, was to say that the computer's moves stay made.
    players = [Player("Ana"), Player("Bot", kind="computer", level="expert")]
    app = app_for(game(rules, players, seed=3), move_delay=delay)
    async with app.run_test(size=(80, 24)) as pilot:
        await roll_and_score_any(pilot)
        await wait_for(
            pilot,
            lambda: app.state.turn == 2 and not app.state.current_player.is_computer,
            timeout=60,
            what="Ana's turn again, the computer's turn played",
        )
        moved = app.state
        await pilot.press("u")
        await settle(pilot)
        assert app.state is moved
        assert sentence(_("nothing to undo: a computer's moves stay made")) in status(app)


async def computer_turn_played(pilot) -> None:
    """The computer moves until a human's turn comes."""
    app = pilot.app
    while app.state.current_player.is_computer:
        await computer_moves(pilot)


@pytest.mark.parametrize("language", ["hr"], indirect=True)
@pytest.mark.parametrize("rules", ["yahtzee", "jamb"])
@pytest.mark.parametrize("hints", [False, True])
async def test_u_during_the_computers_turn_is_still_answered_when_the_turn_comes_back(
    language, rules, hints
):
    # hr Yahtzee at 80x24: Enter, `u` while the computer played, and once its turn was over
    # the status said nothing of the `u`: the answer went with the computer's last move.
    players = [Player("Ana"), Player("Bot", kind="computer", level="expert")]
    app = app_for(game(rules, players, seed=3), move_delay=SLOW, hints=hints)
    async with app.run_test(size=(80, 24)) as pilot:
        await scored_before_the_computer(pilot)
        await computer_moves(pilot)  # Bot rolls
        await pilot.press("u")
        await computer_turn_played(pilot)
        refusal = sentence(_("nothing to undo: a computer's moves stay made"))
        assert refusal in status(app).replace("\n", " ")
        await pilot.press("r")  # Ana's own next move: the answer has been read
        await wait_for(pilot, lambda: app.state.has_rolled)
        await settle(pilot)
        assert refusal not in status(app).replace("\n", " ")


async def test_u_after_the_game_is_over_is_answered():
    almost = played_until(game("yatzy", ["Ann"], seed=31), turns_left=1)
    app = app_for(almost)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "down", "enter", "y")
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen), what="game over")
        await pilot.press("u")
        await wait_for(pilot, lambda: notifications(app), what="an answer to u")
        said = [notice.message for notice in notifications(app)]
        assert said == [_("The game is over: its last score stands.")]
