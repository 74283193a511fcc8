"""A refusal of the game model reaches the table's status line in the player's language: the
model raises it in English (saved, compared, sent as it is), the table says it."""

from __future__ import annotations

import pytest

from tests.tui.helpers import app_for, game, status, wait_for
from yahtzee_tui import i18n
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import score
from yahtzee_tui.game.moves import SCORE, Move
from yahtzee_tui.tui.screens.table import TableScreen

pytestmark = pytest.mark.usefixtures("spoken_names")


async def test_a_score_before_the_roll_is_refused_in_croatian_at_the_table():
    state = game("yamb", ["Ana"])
    with pytest.raises(GameError) as refused:
        score(state, "ones", "down")  # nothing rolled yet
    english = str(refused.value)
    i18n.set_language("hr")
    app = app_for(state)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen), what="the table")
        said = i18n.translate(refused.value)  # the app has set the vocabulary's names by now
        assert said != english
        app.screen.play(Move(SCORE, box="ones", column="down"))
        # The table says it as a sentence: a capital first, a full stop after.
        await wait_for(
            pilot, lambda: said.lower() in status(app).lower(), what="the refusal in Croatian"
        )


async def test_a_refusal_of_the_game_model_is_said_from_its_msgid_not_recognised_from_english(
    monkeypatch: pytest.MonkeyPatch,
):
    state = game("yamb", ["Ana"])
    with pytest.raises(GameError) as refused:
        score(state, "ones", "down")  # nothing rolled yet
    i18n.set_language("hr")
    app = app_for(state)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen), what="the table")
        said = i18n.translate(refused.value)
        # English text is no longer recognised: what is said in Croatian came as a sentence.
        monkeypatch.setattr(i18n, "_recognised", lambda text, depth=0: text)
        app.screen.play(Move(SCORE, box="ones", column="down"))
        await wait_for(
            pilot, lambda: said.lower() in status(app).lower(), what="the refusal in Croatian"
        )
